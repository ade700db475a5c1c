import { isoDate } from '../../src/domain/normalise';
import { E7_4_KPOINT_V1 } from '../../src/domain/rule-sets/e7';
import { F6_SPEC_V1 } from '../../src/domain/rule-sets/f6';
import { GNI_PER_CAPITA, figureAt, share } from '../../src/domain/rule-sets/figures';
import { RULE_SETS, findRuleSet } from '../../src/domain/rule-sets/index';
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

  it.each(RULE_SETS.filter((r) => r.ruleSetId !== F6_SPEC_V1.ruleSetId).map((r) => [r.ruleSetId, r] as const))(
    'states a maximum for %s equal to the sum of its criteria',
    (_id, ruleSet) => {
      const sum = Object.values(ruleSet.criteria).reduce((s, c) => s + (c.kind === 'penalty' ? 0 : c.maxPoints), 0);
      expect(sum).toBe(ruleSet.maxPoints);
    },
  );

  it('states an F-6 maximum equal to the rows of each category', () => {
    for (const names of Object.values(F6_SPEC_V1.tables.categories)) {
      const criteria: Record<string, { maxPoints: number }> = F6_SPEC_V1.criteria;
      expect(names.reduce((s, n) => s + (criteria[n]?.maxPoints ?? 0), 0)).toBe(F6_SPEC_V1.maxPoints);
    }
  });

  it('finds a rule set by the id a saved assessment recorded', () => {
    expect(findRuleSet('e7-4-kpoint-v1')).toBe(E7_4_KPOINT_V1);
    expect(findRuleSet('nope')).toBeUndefined();
  });

  it('applies the GNI of 49,955,000 from 2025-04-01, so the E-7 pay floor is 39,964,000', () => {
    const gni = figureAt(GNI_PER_CAPITA, '2025-06-01');
    expect(gni.value).toBe(49_955_000);
    expect(gni.effectiveFrom).toBe('2025-04-01');
    expect(share(gni, 0.8)).toBe(39_964_000);
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
