import {
  canMoveStage,
  findEventDefinition,
  GATE_REASONS,
  hireVisaRuleFor,
  hiringOfferMadeV1,
  hiringStageChangedV1,
  PIPELINE_MOVES,
  HIRING_STAGES,
  ZOfferInputSchema,
  ZStageChangeInputSchema,
  type EventDefinition,
  type THiringStage,
} from '../src';

describe('the hiring stage machine', () => {
  const ORDER: THiringStage[] = ['sourced', 'contacted', 'screening', 'interview', 'offer', 'hired'];

  it('moves one stage on, or out to rejected, from every stage but the final ones', () => {
    ORDER.slice(0, -1).forEach((stage, i) => {
      expect(PIPELINE_MOVES[stage]).toEqual([ORDER[i + 1], 'rejected']);
    });
    expect(PIPELINE_MOVES.hired).toEqual([]);
    expect(PIPELINE_MOVES.rejected).toEqual([]);
  });

  it.each([
    ['sourced', 'screening'],
    ['contacted', 'offer'],
    ['interview', 'hired'],
    ['offer', 'interview'],
    ['hired', 'rejected'],
    ['rejected', 'sourced'],
    ['screening', 'screening'],
  ] as const)('refuses %s -> %s', (from, to) => {
    expect(canMoveStage(from, to)).toBe(false);
  });

  it('names every stage once', () => {
    expect(new Set(HIRING_STAGES).size).toBe(7);
    expect(Object.keys(PIPELINE_MOVES).sort()).toEqual([...HIRING_STAGES].sort());
  });
});

describe('the hiring inputs', () => {
  const offer = { salary: 45_000_000, startDate: '2027-01-04', position: 'Backend developer', occupationCode: '2224', visaSponsorship: true };

  it('takes an offer with a listed occupation code, trimmed and upper-cased', () => {
    expect(ZOfferInputSchema.parse({ ...offer, occupationCode: ' s110 ' }).occupationCode).toBe('S110');
  });

  it.each([
    [{ salary: '45000000' }],
    [{ salary: 1.5 }],
    [{ salary: 0 }],
    [{ startDate: '2027-02-30' }],
    [{ occupationCode: '9999' }],
    [{ visaSponsorship: 'yes' }],
    [{ position: '  ' }],
  ])('refuses %j', (change) => {
    expect(ZOfferInputSchema.safeParse({ ...offer, ...change }).success).toBe(false);
  });

  it('refuses a stage that does not exist', () => {
    expect(ZStageChangeInputSchema.safeParse({ stage: 'applied' }).success).toBe(false);
  });
});

describe('the hire visa rule table', () => {
  it.each([
    ['D-10', 'E-7-1', 'needs_change'],
    ['D-10', 'E-7-4', 'not_allowed'],
    ['D-2', 'E-7-1', 'needs_change'],
    ['E-9', 'E-7-4', 'needs_change'],
    ['E-9', 'E-7-1', 'not_allowed'],
    ['H-2', 'E-7-4', 'needs_change'],
    ['E-8', 'E-7-4', 'not_allowed'],
    ['E-8', 'E-7-1', 'not_allowed'],
    ['F-5', 'E-7-1', 'allowed'],
    ['F-6', 'E-7-3', 'allowed'],
    ['F-4', 'E-7-4', 'allowed'],
    ['E-2', 'E-7-1', 'needs_change'],
    ['D-8', 'E-7-2', 'needs_change'],
    ['B-2', 'E-7-1', 'not_allowed'],
    ['D-4', 'E-7-1', 'not_allowed'],
  ] as const)('%s offered %s: %s', (held, subType, verdict) => {
    expect(hireVisaRuleFor(held).outcome(subType, null).verdict).toBe(verdict);
  });

  it('gives every reason an i18n key under company.hiring.gate and a Korean text', () => {
    for (const [code, r] of Object.entries(GATE_REASONS)) {
      expect(r).toEqual({ code, i18nKey: `company.hiring.gate.${code}`, ko: expect.stringMatching(/[가-힣]/) });
    }
  });
});

describe('company hiring events', () => {
  const envelope = (type: string, data: unknown) => ({
    id: '6f1c1c1e-3d7b-4a47-9a3e-0a9e2b8f7c21',
    type,
    version: 1,
    occurredAt: '2026-11-29T04:00:00.000Z',
    source: 'company',
    key: 'cand1',
    data,
  });
  const FIXTURES: Array<[EventDefinition, unknown]> = [
    [
      hiringStageChangedV1,
      {
        candidateId: 'cand1',
        companyId: 'u9',
        userId: 'u1',
        source: 'talent',
        fromStage: 'offer',
        toStage: 'hired',
        gateVerdict: 'needs_change',
        employeeId: 'e1',
        changedBy: 'u9',
        changedAt: '2026-11-29T04:00:00.000Z',
      },
    ],
    [
      hiringOfferMadeV1,
      {
        offerId: 'o1',
        candidateId: 'cand1',
        companyId: 'u9',
        userId: 'u1',
        salary: 45_000_000,
        startDate: '2027-01-04',
        occupationCode: '2224',
        visaSponsorship: true,
        gateVerdict: 'needs_change',
        madeAt: '2026-11-29T04:00:00.000Z',
      },
    ],
  ];

  it.each(FIXTURES.map(([d, data]) => [d.type, d, data] as const))('keeps parsing a v1 %s fixture on company.hiring', (type, definition, data) => {
    expect(definition.envelope.safeParse(envelope(type, data)).success).toBe(true);
    expect(findEventDefinition(type, 1)).toBe(definition);
    expect(definition.topic).toBe('company.hiring');
  });
});
