import type { Band, CriterionDef, RangeBand, RuleSetMeta } from './types';

const SOURCE = 'spec 001 §5 "D-10 points (client side)"';

/**
 * D-10 rule set 1: exactly the spec's table. Maximum 130 (35 + 10 + 15 + 10 + 30 + 15 + 10 + 5);
 * the Korean degree appears twice in the table (+10 with the degree, +10 as a bonus) and counts
 * twice, as written. Pass mark 60: the same number as the official D-10-1 pass (60 of 190,
 * visa-rules.md), which on this smaller table asks for e.g. a bachelor's (25), age 20-29 (15) and
 * TOPIK 3 (20). The official 190-point table would be a later rule set.
 */
export const D10_SPEC_V1 = {
  ruleSetId: 'd10-spec-v1',
  visaType: 'D-10',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: SOURCE,
  passMark: 60,
  maxPoints: 130,
  criteria: {
    degree: { label: { ko: '최종 학위', en: 'Highest degree' }, kind: 'points', maxPoints: 35, source: SOURCE },
    koreanDegree: { label: { ko: '국내 학위', en: 'Korean degree' }, kind: 'points', maxPoints: 10, source: SOURCE },
    experience: { label: { ko: '경력', en: 'Work experience' }, kind: 'points', maxPoints: 15, source: SOURCE },
    koreanWork: { label: { ko: '국내 근무 경력', en: 'Work experience in Korea' }, kind: 'points', maxPoints: 10, source: SOURCE },
    koreanAbility: { label: { ko: '한국어 능력', en: 'Korean ability' }, kind: 'points', maxPoints: 30, source: SOURCE },
    age: { label: { ko: '나이', en: 'Age' }, kind: 'points', maxPoints: 15, source: SOURCE },
    bonusKoreanDegree: { label: { ko: '가점: 국내 학위', en: 'Bonus: Korean degree' }, kind: 'bonus', maxPoints: 10, source: SOURCE },
    bonusKoreanWork: { label: { ko: '가점: 국내 근무 경력', en: 'Bonus: work experience in Korea' }, kind: 'bonus', maxPoints: 5, source: SOURCE },
  } satisfies Record<string, CriterionDef>,
  tables: {
    degree: { DOCTORATE: 35, MASTER: 30, BACHELOR: 25, ASSOCIATE: 20, OTHER: 15 } as Readonly<Record<string, number>>,
    koreanDegree: 10,
    experienceYears: [{ min: 5, points: 15 }, { min: 3, points: 10 }, { min: 1, points: 5 }] as readonly Band[],
    koreanWorkYears: [{ min: 2, points: 10 }, { min: 1, points: 5 }] as readonly Band[],
    /** TOPIK/KIIP score (the higher of the two). */
    koreanScore: [{ min: 5, points: 30 }, { min: 4, points: 25 }, { min: 3, points: 20 }] as readonly Band[],
    /** "TOPIK 2": TOPIK only, as written; KIIP 2 falls through to the self-declared level. */
    topik2: 10,
    koreanLevel: { ADVANCED: 25, INTERMEDIATE: 15, BASIC: 10 } as Readonly<Record<string, number>>,
    age: [{ min: 20, max: 29, points: 15 }, { min: 30, max: 34, points: 10 }, { min: 35, max: 39, points: 5 }] as readonly RangeBand[],
    bonusKoreanDegree: 10,
    bonusKoreanWork: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
