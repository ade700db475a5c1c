import {
  E4_ADVANCED_FIELDS,
  E4_TECHNOLOGY_FIELDS,
  E7_OCCUPATIONS,
  RULE_SET_KINDS,
  ZAssessmentSchema,
  ZChangePathSchema,
  ZEmailChangePathSchema,
  ZEvaluateRequestSchema,
} from '../src';

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

describe('a change path (issue 24 item 22)', () => {
  const text = (en: string) => ({ ko: en, en, zh: en, ja: en });
  const open = { visaType: 'E-7', visaSubtype: 'E-7-4', reason: '전환 가능', reasonText: text('open'), eligible: true, missingConditions: [] };

  it('says whether it is open now and, when it is not, which conditions are missing', () => {
    expect(ZChangePathSchema.parse(open)).toEqual(open);
    const notYet = { ...open, eligible: false, missingConditions: [{ condition: 'korean', text: text('TOPIK or KIIP level 2 or higher (now 1)') }] };
    expect(ZChangePathSchema.parse(notYet)).toEqual(notYet);
    expect(ZChangePathSchema.safeParse({ ...open, eligible: undefined }).success).toBe(false);
    expect(ZChangePathSchema.safeParse({ ...open, missingConditions: [{ condition: 'korean', text: 'TOPIK 2' }] }).success).toBe(false);
  });

  it('keeps parsing the change paths of summary e-mail jobs queued before paths had conditions', () => {
    const queued = { visaType: 'F-2', visaSubtype: 'F-2-99', reason: '국내 체류 5년으로 장기체류자 거주 요건을 충족할 수 있습니다.' };
    expect(ZEmailChangePathSchema.parse(queued)).toEqual(queued);
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
