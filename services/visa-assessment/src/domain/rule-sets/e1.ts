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
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-1',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  checkedOn: '2026-11-24',
  source: `${E1}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    qualification: {
      label: { ko: '교원 자격', en: 'Professor qualification', zh: '教员资格', ja: '教員資格' },
      kind: 'requirement',
      maxPoints: 25,
      source: `${E1}; ${SPEC} qualification values`,
    },
    ministryRecommendation: {
      label: { ko: '중앙행정기관 추천', en: 'Ministry recommendation', zh: '中央行政机关推荐', ja: '中央行政機関の推薦' },
      kind: 'requirement',
      maxPoints: 15,
      source: `${SPEC} recommendation requirement`,
    },
    education: { label: { ko: '최종 학위', en: 'Highest degree', zh: '最高学历', ja: '最終学位' }, kind: 'points', maxPoints: 15, source: E1 },
    researchYears: {
      label: { ko: '연구 경력', en: 'Research experience', zh: '研究经历', ja: '研究経歴' },
      kind: 'points',
      maxPoints: 10,
      source: `${SPEC} research years`,
    },
    teachingYears: {
      label: { ko: '강의 경력', en: 'Teaching experience', zh: '授课经历', ja: '講義経歴' },
      kind: 'points',
      maxPoints: 10,
      source: `${SPEC} teaching years`,
    },
    activityRequirement: {
      label: { ko: '활동 유형별 요건', en: 'Activity-type requirement', zh: '各活动类型要求', ja: '活動類型ごとの要件' },
      kind: 'points',
      maxPoints: 10,
      source: `${SPEC} activity types`,
    },
    documents: {
      label: { ko: '학위·경력·고용 서류', en: 'Degree, career and employment documents', zh: '学位·经历·雇佣材料', ja: '学位・経歴・雇用書類' },
      kind: 'points',
      maxPoints: 5,
      source: SPEC,
    },
    basicDocuments: {
      label: { ko: '신청서·사진·수수료', en: 'Application form, photo, fee', zh: '申请表·照片·手续费', ja: '申請書・写真・手数料' },
      kind: 'points',
      maxPoints: 5,
      source: SPEC,
    },
    bonus: { label: { ko: '가점 항목', en: 'Bonus items', zh: '加分项目', ja: '加点項目' }, kind: 'bonus', maxPoints: 5, source: `${SPEC} bonusItems` },
    penalty: {
      label: { ko: '감점 항목', en: 'Penalty items', zh: '减分项目', ja: '減点項目' },
      kind: 'penalty',
      maxPoints: 0,
      source: `${SPEC} penaltyItems, hasViolations`,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    qualification: { PROFESSOR: 25, ASSOCIATE_PROFESSOR: 23, ASSISTANT_PROFESSOR: 21, LECTURER: 18 } as Readonly<Record<string, number>>,
    education: { DOCTORATE: 15, MASTER: 10, BACHELOR: 5 } as Readonly<Record<string, number>>,
    years: [
      { min: 6, points: 10 },
      { min: 4, points: 8 },
      { min: 2, points: 5 },
      { min: 1, points: 3 },
    ] as readonly Band[],
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
