import { isoDate } from '../../src/domain/normalise';
import { E7_4_KPOINT_V1 } from '../../src/domain/rule-sets/e7';
import { F6_CURRENT_V1, F6_SPEC_V1 } from '../../src/domain/rule-sets/f6';
import { FIGURES, f6IncomeFloor, figureAt, share } from '../../src/domain/rule-sets/figures';
import { ACTIVE_RULE_SETS, RETIRED_RULE_SETS, RULE_SETS, findRuleSet } from '../../src/domain/rule-sets/index';
import { SUPPORTED_VISA_TYPES } from '../../src/domain/visa-types';

describe('rule sets as data', () => {
  it('gives every rule set a unique id, a real effective date, a source and a pass mark within its maximum', () => {
    expect(new Set(RULE_SETS.map((r) => r.ruleSetId)).size).toBe(RULE_SETS.length);
    for (const r of RULE_SETS) {
      expect(isoDate(r.effectiveFrom)).toBe(r.effectiveFrom);
      expect(r.source).not.toBe('');
      expect(r.passMark).toBeGreaterThan(0);
      expect(r.passMark).toBeLessThanOrEqual(r.maxPoints);
      for (const c of Object.values(r.criteria)) {
        expect(c.source).not.toBe('');
        expect(c.label.ko).not.toBe('');
        expect(c.label.en).not.toBe('');
      }
    }
  });

  it('covers every supported visa type', () => {
    expect(new Set(RULE_SETS.map((r) => r.visaType))).toEqual(new Set(SUPPORTED_VISA_TYPES));
  });

  it.each(RULE_SETS.filter((r) => r.visaType !== 'F-6').map((r) => [r.ruleSetId, r] as const))(
    'states a maximum for %s equal to the sum of its criteria',
    (_id, ruleSet) => {
      const sum = Object.values(ruleSet.criteria).reduce((s, c) => s + (c.kind === 'penalty' ? 0 : c.maxPoints), 0);
      expect(sum).toBe(ruleSet.maxPoints);
    },
  );

  it.each([F6_SPEC_V1, F6_CURRENT_V1].map((r) => [r.ruleSetId, r] as const))(
    'states an F-6 maximum equal to the rows of each category of %s',
    (_id, ruleSet) => {
      for (const names of Object.values(ruleSet.tables.categories)) {
        const criteria: Record<string, { maxPoints: number }> = ruleSet.criteria;
        expect(names.reduce((s, n) => s + (criteria[n]?.maxPoints ?? 0), 0)).toBe(ruleSet.maxPoints);
      }
    },
  );

  it('keeps the spec rule set beside a current one for D-10, F-2-7 and F-6, and one current rule set for every type', () => {
    const spec = ACTIVE_RULE_SETS.filter((r) => r.kind === 'spec').map((r) => r.ruleSetId);
    expect(spec.sort()).toEqual(['d10-spec-v1', 'f2-7-spec-v1', 'f6-spec-v1']);
    expect(new Set(ACTIVE_RULE_SETS.filter((r) => r.kind === 'current').map((r) => r.visaType))).toEqual(new Set(SUPPORTED_VISA_TYPES));
    for (const r of ACTIVE_RULE_SETS.filter((x) => x.kind === 'current'))
      expect({ id: r.ruleSetId, checkedOn: r.checkedOn }).toEqual({ id: r.ruleSetId, checkedOn: '2026-11-24' });
  });

  it('calls an official points table a points result and everything else a readiness score', () => {
    const points = ACTIVE_RULE_SETS.filter((r) => r.scoreKind === 'points').map((r) => r.ruleSetId);
    expect(points.sort()).toEqual(['d10-current-v1', 'd10-spec-v1', 'e7-4-current-v1', 'f2-7-current-v1', 'f2-7-spec-v1']);
  });

  it('still finds every retired rule set, so the results it scored restore', () => {
    for (const r of RETIRED_RULE_SETS) expect(findRuleSet(r.ruleSetId)).toBe(r);
    expect(RETIRED_RULE_SETS.some((r) => ACTIVE_RULE_SETS.includes(r))).toBe(false);
  });

  it('finds a rule set by the id a saved assessment recorded', () => {
    expect(findRuleSet('e7-4-kpoint-v1')).toBe(E7_4_KPOINT_V1);
    expect(findRuleSet('nope')).toBeUndefined();
  });

  it('applies the GNI of 49,955,000 from 2025-04-01, so the E-7 pay floor is 39,964,000', () => {
    const gni = figureAt(FIGURES.gniPerCapita, '2025-06-01');
    expect(gni.value).toBe(49_955_000);
    expect(gni.effectiveFrom).toBe('2025-04-01');
    expect(share(gni, 0.8)).toBe(39_964_000);
  });

  it.each([
    ['2026-03-31', 39_964_000],
    ['2026-04-01', 41_932_800],
    ['2026-11-24', 41_932_800],
  ])('gives an E-7-1 pay floor (80%% of GNI) on %s of %p', (day, floor) => {
    expect(share(figureAt(FIGURES.gniPerCapita, day), 0.8)).toBe(floor);
  });

  it.each([
    ['2026-11-24', 2, 25_195_752],
    ['2026-11-24', 3, 32_154_216],
    ['2026-11-24', 4, 38_968_428],
    ['2026-11-24', 1, 25_195_752],
    ['2026-11-24', 9, 51_335_712],
    ['2025-06-01', 2, 23_595_948],
  ])('gives the F-6 income floor on %s for a household of %p: %p KRW a year', (day, size, floor) => {
    expect(f6IncomeFloor(day, size).value).toBe(floor);
  });

  it('keeps every dated list in date order with a source on every row', () => {
    for (const [name, rows] of Object.entries(FIGURES)) {
      const dates = rows.map((r) => r.effectiveFrom);
      expect({ name, dates }).toEqual({ name, dates: [...dates].sort() });
      for (const r of rows) expect(r.source).not.toBe('');
    }
  });

  it('picks the latest figure in force and falls back to the earliest before any', () => {
    const figures = [
      { value: 1, effectiveFrom: '2024-04-01', source: 'a' },
      { value: 2, effectiveFrom: '2025-04-01', source: 'b' },
    ];
    expect(figureAt(figures, '2025-03-31').value).toBe(1);
    expect(figureAt(figures, '2025-04-01').value).toBe(2);
    expect(figureAt(figures, '2020-01-01').value).toBe(1);
  });
});
