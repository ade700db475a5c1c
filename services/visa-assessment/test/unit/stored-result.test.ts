import { assess, findRuleSet } from '../../src/domain';
import { compactResult, restoreResult } from '../../src/store/stored-result';
import { ELIGIBLE_FORMS, TODAY } from './fixtures';

const context = { today: TODAY, now: new Date(`${TODAY}T00:00:00Z`) };

describe('the stored result', () => {
  it.each(Object.keys(ELIGIBLE_FORMS))('comes back whole, in the same field order, for %s', (visaType) => {
    const { applicationType, form } = ELIGIBLE_FORMS[visaType]!;
    const { result } = assess(visaType, applicationType, form, context);
    const stored = JSON.parse(JSON.stringify(compactResult(result)));
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(result).length);
    expect(JSON.stringify(restoreResult(stored))).toBe(JSON.stringify(result));
  });

  it.each(['D-10', 'F-2', 'F-6'])('comes back whole for %s scored by the spec rule set, and names its kind', (visaType) => {
    const { applicationType, form } = ELIGIBLE_FORMS[visaType]!;
    const { result } = assess(visaType, applicationType, form, { ...context, ruleSet: 'spec' });
    expect(result.ruleSetKind).toBe('spec');
    const stored = JSON.parse(JSON.stringify(compactResult(result)));
    expect(JSON.stringify(stored).length).toBeLessThan(JSON.stringify(result).length);
    expect(JSON.stringify(restoreResult(stored))).toBe(JSON.stringify(result));
  });

  it('gives a result stored before rule-set kinds existed the kind and score kind of its rule set', () => {
    const { applicationType, form } = ELIGIBLE_FORMS['D-10']!;
    const { result } = assess('D-10', applicationType, form, { ...context, ruleSet: 'spec' });
    const old: Record<string, unknown> = JSON.parse(JSON.stringify(compactResult(result)));
    delete old['ruleSetKind'];
    delete old['scoreKind'];
    const restored = restoreResult(old);
    expect(restored).toMatchObject({ ruleSetId: 'd10-spec-v1', ruleSetKind: 'spec', scoreKind: 'points' });
    expect(restored.breakdown).toEqual(result.breakdown);
    const retired = restoreResult(JSON.parse(JSON.stringify({ ...old, ruleSetId: 'e9-eps-v1', breakdown: [] })));
    expect(retired).toMatchObject({ ruleSetKind: 'current', scoreKind: 'readiness' });
  });

  it('keeps a row field that differs from its rule set, and a result whose rule set is unknown, as they are', () => {
    const { applicationType, form } = ELIGIBLE_FORMS['D-10']!;
    const { result } = assess('D-10', applicationType, form, context);
    const changed = {
      ...result,
      breakdown: result.breakdown.map((item, i) =>
        i === 0 ? { ...item, label: { ko: '다른 이름', en: 'Another name', zh: '另一个名称', ja: '別の名前' } } : item,
      ),
    };
    const stored = JSON.parse(JSON.stringify(compactResult(changed)));
    expect(stored.breakdown[0].label).toEqual({ ko: '다른 이름', en: 'Another name', zh: '另一个名称', ja: '別の名前' });
    expect(stored.breakdown[1].label).toBeUndefined();
    expect(restoreResult(stored)).toEqual(changed);
    const unknown = { ...result, ruleSetId: 'retired-v0' };
    expect(findRuleSet('retired-v0')).toBeUndefined();
    expect(restoreResult(JSON.parse(JSON.stringify(compactResult(unknown))))).toEqual(unknown);
  });
});
