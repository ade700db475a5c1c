import { ISSUE_FINDINGS, PERSONAS, type Persona } from './personas';
import { startVisaHarness, type VisaHarness } from './visa-harness';

/** The day the current rules were checked: figures (GNI, minimum wage, F-6 floors) are the ones in force then. */
const CHECKED = '2026-11-24';

let h: VisaHarness;
beforeAll(async () => {
  h = await startVisaHarness({ today: CHECKED });
}, 120_000);
afterAll(async () => h.close());

const verdict = (eligible: boolean) => (eligible ? 'eligible' : 'refused');
const subtypeOf = (p: Persona) => p.visaSubtype ?? p.visaType;

describe('the persona suite (issue 17)', () => {
  it('has at least 80 personas, two or more per visa type and sub-type, with unique ids', () => {
    expect(PERSONAS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(PERSONAS.map((p) => p.id)).size).toBe(PERSONAS.length);
    const perSubtype = new Map<string, number>();
    for (const p of PERSONAS) perSubtype.set(subtypeOf(p), (perSubtype.get(subtypeOf(p)) ?? 0) + 1);
    expect([...perSubtype].filter(([, n]) => n < 2)).toEqual([]);
    for (const type of ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10', 'D-10', 'F-2', 'F-6']) {
      expect({ type, enough: PERSONAS.filter((p) => p.visaType === type).length >= 2 }).toEqual({ type, enough: true });
    }
  });

  it('covers every wrong verdict issue 17 lists with a persona', () => {
    const covered = new Set(PERSONAS.map((p) => p.finding).filter(Boolean));
    expect(Object.keys(ISSUE_FINDINGS).filter((id) => !covered.has(id as keyof typeof ISSUE_FINDINGS))).toEqual([]);
  });

  it('has refused and eligible applicants in every visa type', () => {
    for (const type of new Set(PERSONAS.map((p) => p.visaType))) {
      const ofType = PERSONAS.filter((p) => p.visaType === type);
      expect({ type, both: ofType.some((p) => p.eligible) && ofType.some((p) => !p.eligible) }).toEqual({ type, both: true });
    }
  });
});

describe('realistic applicants through POST /api/visa/v3/assessment/evaluate, by the current rules', () => {
  it.each(PERSONAS.map((p) => [`${p.id}: ${p.who} is ${verdict(p.eligible)}`, p] as const))('%s', async (_name, p) => {
    const res = await h.as(null, {
      method: 'POST',
      url: '/api/visa/v3/assessment/evaluate',
      payload: { visaType: p.visaType, applicationType: p.applicationType, userData: p.userData },
    });
    expect(res.statusCode).toBe(200);
    const a = res.json().data;
    const failed = a.breakdown.filter((b: { passed: boolean | null }) => b.passed === false).map((b: { criterion: string }) => b.criterion);
    expect({ id: p.id, eligible: a.eligible, failed }).toEqual({
      id: p.id,
      eligible: p.eligible,
      failed: p.failing ? expect.arrayContaining(p.failing) : expect.anything(),
    });
    expect(a.score >= 60).toBe(p.eligible);
    expect(a.ruleSetKind).toBe('current');
    expect(a.scoreKind).toMatch(/^(points|readiness)$/);
    if (p.visaSubtype) expect(a.visaSubtype).toBe(p.visaSubtype);
    type Path = { visaType: string; visaSubtype: string | null; eligible: boolean; missingConditions: Array<{ condition: string }> };
    const name = (c: Path) => `${c.visaType}/${c.visaSubtype ?? ''}`;
    // include/exclude speak of open paths; a path shown with conditions missing is checked by `pending`.
    const paths = (a.changePaths as Path[]).filter((c) => c.eligible).map(name);
    for (const want of p.paths?.include ?? []) expect({ id: p.id, paths }).toEqual({ id: p.id, paths: expect.arrayContaining([want]) });
    for (const not of p.paths?.exclude ?? []) expect({ id: p.id, paths }).not.toEqual({ id: p.id, paths: expect.arrayContaining([not]) });
    const pending = Object.fromEntries((a.changePaths as Path[]).filter((c) => !c.eligible).map((c) => [name(c), c.missingConditions.map((m) => m.condition)]));
    for (const [want, missing] of Object.entries(p.paths?.pending ?? {})) expect({ id: p.id, [want]: pending[want] }).toEqual({ id: p.id, [want]: missing });
  });
});
