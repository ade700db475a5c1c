import type { Band, CriterionDef, RuleSetMeta } from './types';

const E1 = 'visa-rules.md "E-1 professor" (k-labor.co.kr, easylaw.go.kr)';
const SPEC = 'spec 001 §3-§5 "E-1"';

/**
 * E-1 rule set 1: a professor-level qualification under the Higher Education Act and, where the
 * activity requires it, the ministry recommendation are requirements; degree, research and
 * teaching years, the activity's own requirement and the documents add points. 100 points
 * (bonus included), pass 60, every requirement.
 */
export const E1_PUBLIC_V1 = {
  ruleSetId: 'e1-public-v1',
  visaType: 'E-1',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E1}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    qualification: { label: { ko: '교원 자격', en: 'Professor qualification' }, kind: 'requirement', maxPoints: 25, source: `${E1}; ${SPEC} qualification values` },
    ministryRecommendation: { label: { ko: '중앙행정기관 추천', en: 'Ministry recommendation' }, kind: 'requirement', maxPoints: 15, source: `${SPEC} recommendation requirement` },
    education: { label: { ko: '최종 학위', en: 'Highest degree' }, kind: 'points', maxPoints: 15, source: E1 },
    researchYears: { label: { ko: '연구 경력', en: 'Research experience' }, kind: 'points', maxPoints: 10, source: `${SPEC} research years` },
    teachingYears: { label: { ko: '강의 경력', en: 'Teaching experience' }, kind: 'points', maxPoints: 10, source: `${SPEC} teaching years` },
    activityRequirement: { label: { ko: '활동 유형별 요건', en: 'Activity-type requirement' }, kind: 'points', maxPoints: 10, source: `${SPEC} activity types` },
    documents: { label: { ko: '학위·경력·고용 서류', en: 'Degree, career and employment documents' }, kind: 'points', maxPoints: 5, source: SPEC },
    basicDocuments: { label: { ko: '신청서·사진·수수료', en: 'Application form, photo, fee' }, kind: 'points', maxPoints: 5, source: SPEC },
    bonus: { label: { ko: '가점 항목', en: 'Bonus items' }, kind: 'bonus', maxPoints: 5, source: `${SPEC} bonusItems` },
    penalty: { label: { ko: '감점 항목', en: 'Penalty items' }, kind: 'penalty', maxPoints: 0, source: `${SPEC} penaltyItems, hasViolations` },
  } satisfies Record<string, CriterionDef>,
  tables: {
    qualification: { PROFESSOR: 25, ASSOCIATE_PROFESSOR: 23, ASSISTANT_PROFESSOR: 21, LECTURER: 18 } as Readonly<Record<string, number>>,
    education: { DOCTORATE: 15, MASTER: 10, BACHELOR: 5 } as Readonly<Record<string, number>>,
    years: [{ min: 6, points: 10 }, { min: 4, points: 8 }, { min: 2, points: 5 }, { min: 1, points: 3 }] as readonly Band[],
    /** The activity-detail field that carries each activity type's own requirement. */
    activityKeyField: {
      KAIST_PROFESSOR: 'kaistEmploymentStatus',
      UNIVERSITY_LECTURER: 'invitationAuthenticity',
      RESEARCH_PROFESSOR: 'invitationAuthenticity',
      ADVANCED_TECH_PERSONNEL: 'qualificationRequirementStatus',
    } as Readonly<Record<string, string>>,
    bonusPerItem: 2,
    penaltyPerItem: 5,
    violationPenalty: 10,
  },
} as const satisfies RuleSetMeta & { tables: unknown };
