import { E4_ADVANCED_FIELDS, E4_TECHNOLOGY_FIELDS, E7_OCCUPATIONS, RULE_SET_KINDS, ZAssessmentSchema, ZEvaluateRequestSchema } from '../src';

describe('the evaluate request and the assessment (issue 17)', () => {
  it.each(RULE_SET_KINDS)('accepts options.ruleSet %s', (ruleSet) => {
    expect(ZEvaluateRequestSchema.parse({ visaType: 'D-10', options: { ruleSet } }).options.ruleSet).toBe(ruleSet);
  });

  it('leaves options.ruleSet out when not sent (the service scores by the current rules) and refuses an unknown kind', () => {
    expect(ZEvaluateRequestSchema.parse({ visaType: 'D-10' }).options.ruleSet).toBeUndefined();
    expect(ZEvaluateRequestSchema.safeParse({ visaType: 'D-10', options: { ruleSet: 'official' } }).success).toBe(false);
  });

  it('requires an assessment to name the kind of its rule set and of its score', () => {
    const shape = ZAssessmentSchema.shape;
    expect(shape.ruleSetKind.options).toEqual(['spec', 'current']);
    expect(shape.scoreKind.options).toEqual(['points', 'readiness']);
  });
});

describe('the closed lists of the visa forms', () => {
  it('gives every E-7 occupation code to one sub-type only', () => {
    const codes = Object.values(E7_OCCUPATIONS).flat();
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('keeps the advanced-technology fields inside the E-4 technology fields, plus other industrial technology', () => {
    expect(E4_TECHNOLOGY_FIELDS).toEqual([...E4_ADVANCED_FIELDS, 'OTHER_INDUSTRIAL']);
  });
});
