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
  kind: 'spec',
  scoreKind: 'points',
  visaType: 'D-10',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: SOURCE,
  passMark: 60,
  maxPoints: 130,
  criteria: {
    degree: { label: { ko: '최종 학위', en: 'Highest degree', zh: '最高学历', ja: '最終学位' }, kind: 'points', maxPoints: 35, source: SOURCE },
    koreanDegree: { label: { ko: '국내 학위', en: 'Korean degree', zh: '韩国学位', ja: '国内学位' }, kind: 'points', maxPoints: 10, source: SOURCE },
    experience: { label: { ko: '경력', en: 'Work experience', zh: '工作经历', ja: '経歴' }, kind: 'points', maxPoints: 15, source: SOURCE },
    koreanWork: {
      label: { ko: '국내 근무 경력', en: 'Work experience in Korea', zh: '韩国国内工作经历', ja: '国内勤務経歴' },
      kind: 'points',
      maxPoints: 10,
      source: SOURCE,
    },
    koreanAbility: { label: { ko: '한국어 능력', en: 'Korean ability', zh: '韩语能力', ja: '韓国語能力' }, kind: 'points', maxPoints: 30, source: SOURCE },
    age: { label: { ko: '나이', en: 'Age', zh: '年龄', ja: '年齢' }, kind: 'points', maxPoints: 15, source: SOURCE },
    bonusKoreanDegree: {
      label: { ko: '가점: 국내 학위', en: 'Bonus: Korean degree', zh: '加分：韩国学位', ja: '加点：国内学位' },
      kind: 'bonus',
      maxPoints: 10,
      source: SOURCE,
    },
    bonusKoreanWork: {
      label: { ko: '가점: 국내 근무 경력', en: 'Bonus: work experience in Korea', zh: '加分：韩国国内工作经历', ja: '加点：国内勤務経歴' },
      kind: 'bonus',
      maxPoints: 5,
      source: SOURCE,
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    degree: { DOCTORATE: 35, MASTER: 30, BACHELOR: 25, ASSOCIATE: 20, OTHER: 15 } as Readonly<Record<string, number>>,
    koreanDegree: 10,
    experienceYears: [
      { min: 5, points: 15 },
      { min: 3, points: 10 },
      { min: 1, points: 5 },
    ] as readonly Band[],
    koreanWorkYears: [
      { min: 2, points: 10 },
      { min: 1, points: 5 },
    ] as readonly Band[],
    /** TOPIK/KIIP score (the higher of the two). */
    koreanScore: [
      { min: 5, points: 30 },
      { min: 4, points: 25 },
      { min: 3, points: 20 },
    ] as readonly Band[],
    /** "TOPIK 2": TOPIK only, as written; KIIP 2 falls through to the self-declared level. */
    topik2: 10,
    koreanLevel: { ADVANCED: 25, INTERMEDIATE: 15, BASIC: 10 } as Readonly<Record<string, number>>,
    age: [
      { min: 20, max: 29, points: 15 },
      { min: 30, max: 34, points: 10 },
      { min: 35, max: 39, points: 5 },
    ] as readonly RangeBand[],
    bonusKoreanDegree: 10,
    bonusKoreanWork: 5,
  },
} as const satisfies RuleSetMeta & { tables: unknown };

const MANUAL = 'D-10-1 points table (sasanqua310.com quoting the manual; k-labor.co.kr: 60 of 190 with 20 from the basic items)';
const DEGREE = "D-10-1 needs a bachelor's or higher, or a Korean associate degree (keyzard quoting the manual; talent-link.co.kr, myanmate.com)";
const BONUS = 'en.workkorea.co.kr: recommendation 20, Fortune 500 20, world-class university 20, science and engineering 5';

/**
 * D-10-1 as the official table scores it (190 points, pass 60 with at least 20 from the basic items
 * age and education), behind its hard requirements: the degree floor, the fine limit and, for the
 * designated nationalities on restricted statuses, 80 points. The official Korean-ability bands are
 * not established from public sources, so that part keeps the spec's TOPIK/KIIP rows (a valid
 * certificate only: self-declared levels do not count since 2024-05-20). Maximum 195 (the
 * spec's Korean rows reach 30 where the official item stops at 20; the salary item is not scored).
 */
export const D10_CURRENT_V1 = {
  ruleSetId: 'd10-current-v1',
  kind: 'current',
  scoreKind: 'points',
  visaType: 'D-10',
  subtypes: [],
  effectiveFrom: '2024-05-20',
  checkedOn: '2026-11-24',
  source: `${MANUAL}; ${DEGREE}`,
  passMark: 60,
  maxPoints: 195,
  criteria: {
    degreeFloor: {
      label: {
        ko: '학력 요건 (학사 이상 또는 국내 전문학사)',
        en: "Degree floor (bachelor's, or a Korean associate degree)",
        zh: '学历要求（学士及以上或韩国专科）',
        ja: '学歴要件（学士以上または国内の専門学士）',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: DEGREE,
    },
    age: {
      label: { ko: '나이 (기본항목)', en: 'Age (basic item)', zh: '年龄（基本项目）', ja: '年齢（基本項目）' },
      kind: 'points',
      maxPoints: 20,
      source: MANUAL,
    },
    education: {
      label: { ko: '최종 학력 (기본항목)', en: 'Highest degree (basic item)', zh: '最高学历（基本项目）', ja: '最終学歴（基本項目）' },
      kind: 'points',
      maxPoints: 30,
      source: MANUAL,
    },
    basicMinimum: {
      label: { ko: '기본항목 20점 이상', en: 'At least 20 points from the basic items', zh: '基本项目20分以上', ja: '基本項目20点以上' },
      kind: 'requirement',
      maxPoints: 0,
      source: MANUAL,
    },
    workExperience: {
      label: { ko: '최근 10년 내 경력', en: 'Work experience in the last 10 years', zh: '最近10年内的工作经历', ja: '最近10年以内の経歴' },
      kind: 'points',
      maxPoints: 15,
      source: MANUAL,
    },
    studyInKorea: {
      label: { ko: '국내 유학 경력 (2년 이상)', en: 'Study in Korea (2+ years)', zh: '韩国留学经历（2年以上）', ja: '国内留学経歴（2年以上）' },
      kind: 'points',
      maxPoints: 30,
      source: MANUAL,
    },
    koreanTraining: {
      label: { ko: '기타 국내 연수·교육 경력', en: 'Other training or education in Korea', zh: '其他韩国研修·教育经历', ja: 'その他の国内研修・教育経歴' },
      kind: 'points',
      maxPoints: 5,
      source: `${MANUAL} (value uncertain)`,
    },
    koreanAbility: {
      label: {
        ko: '한국어 능력 (유효한 TOPIK·KIIP)',
        en: 'Korean ability (valid TOPIK or KIIP)',
        zh: '韩语能力（有效的TOPIK·KIIP）',
        ja: '韓国語能力（有効なTOPIK・KIIP）',
      },
      kind: 'points',
      maxPoints: 30,
      source: 'spec 001 §5 rows (official bands not established); valid certificates only since 2024-05-20 (Inha University notice)',
    },
    recommendation: {
      label: {
        ko: '가점: 중앙행정기관·재외공관 추천',
        en: 'Bonus: ministry or embassy recommendation',
        zh: '加分：中央行政机关·驻外使领馆推荐',
        ja: '加点：中央行政機関・在外公館の推薦',
      },
      kind: 'bonus',
      maxPoints: 20,
      source: BONUS,
    },
    globalCompany: {
      label: {
        ko: '가점: 글로벌 기업 근무 경력',
        en: 'Bonus: Fortune Global 500 experience',
        zh: '加分：全球500强企业工作经历',
        ja: '加点：グローバル企業での勤務経歴',
      },
      kind: 'bonus',
      maxPoints: 20,
      source: BONUS,
    },
    topUniversity: {
      label: { ko: '가점: 세계 우수 대학 졸업', en: 'Bonus: world top university', zh: '加分：世界一流大学毕业', ja: '加点：世界の優秀大学卒業' },
      kind: 'bonus',
      maxPoints: 20,
      source: BONUS,
    },
    stem: {
      label: { ko: '가점: 이공계 학위', en: 'Bonus: science or engineering degree', zh: '加分：理工科学位', ja: '加点：理工系の学位' },
      kind: 'bonus',
      maxPoints: 5,
      source: BONUS,
    },
    fineLimit: {
      label: { ko: '벌금·범칙금 200만원 이하', en: 'Fines of at most 2,000,000 KRW', zh: '罚金·罚款200万韩元以下', ja: '罰金・反則金200万ウォン以下' },
      kind: 'requirement',
      maxPoints: 0,
      source: 'k-labor.co.kr: fines over 2,000,000 KRW restrict the application',
    },
    restrictedChange: {
      label: {
        ko: '체류자격 변경 제한 (지정 국가, 80점)',
        en: 'Restricted change (designated nationalities, 80 points)',
        zh: '滞留资格变更限制（指定国家，80分）',
        ja: '在留資格変更の制限（指定国、80点）',
      },
      kind: 'requirement',
      maxPoints: 0,
      source: 'allvisakorea.com: 21 designated nationalities on B-1, B-2, C-1, C-3, C-4, D-3, E-9, E-10, G-1 need 80 points',
    },
  } satisfies Record<string, CriterionDef>,
  tables: {
    age: [
      { min: 20, max: 24, points: 10 },
      { min: 25, max: 29, points: 15 },
      { min: 30, max: 34, points: 20 },
      { min: 35, max: 39, points: 15 },
      { min: 40, max: 49, points: 5 },
    ] as readonly RangeBand[],
    /** ASSOCIATE only when Korean. */
    education: { DOCTORATE: 30, MASTER: 20, BACHELOR: 15, ASSOCIATE: 15 } as Readonly<Record<string, number>>,
    basicMinimum: 20,
    koreanWorkYears: [
      { min: 5, points: 15 },
      { min: 3, points: 10 },
      { min: 1, points: 5 },
    ] as readonly Band[],
    abroadWorkYears: [
      { min: 7, points: 15 },
      { min: 5, points: 10 },
      { min: 3, points: 5 },
    ] as readonly Band[],
    studyRecentYears: 3,
    studyRecent: 30,
    studyLater: { DOCTORATE: 20, MASTER: 15, BACHELOR: 10, ASSOCIATE: 5 } as Readonly<Record<string, number>>,
    koreanTraining: 5,
    /** spec 001 §5 rows, certificates only. */
    koreanScore: D10_SPEC_V1.tables.koreanScore,
    topik2: D10_SPEC_V1.tables.topik2,
    bonus: { recommendation: 20, globalCompany: 20, topUniversity: 20, stem: 5 },
    /** QS top 500 or THE top 200 (k-life.co, myanmate.com). */
    topUniversityRank: { qs: 500, times: 200 },
    maxFine: 2_000_000,
    restrictedPassMark: 80,
    /** swu-klc.mailplug.net lists 20 "illegal stay" countries of the MOJ notice; China makes the 21 (uncertain). */
    designatedNationalities: [
      'China',
      'Philippines',
      'Indonesia',
      'Sri Lanka',
      'India',
      'Myanmar',
      'Nepal',
      'Iran',
      'Uzbekistan',
      'Pakistan',
      'Bangladesh',
      'Ghana',
      'Nigeria',
      'Egypt',
      'Vietnam',
      'Mongolia',
      'Thailand',
      'Kyrgyzstan',
      'Ukraine',
      'Kazakhstan',
      'Peru',
    ] as readonly string[],
    restrictedStatuses: ['B-1', 'B-2', 'C-1', 'C-3', 'C-4', 'D-3', 'E-9', 'E-10', 'G-1'] as readonly string[],
  },
} as const satisfies RuleSetMeta & { tables: unknown };
