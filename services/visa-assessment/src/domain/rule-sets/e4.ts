import { E4_ADVANCED_FIELDS } from '@tov/contracts';
import type { CriterionDef, RuleSetMeta } from './types';

const E4 = 'visa-rules.md "E-4 technology transfer"';
const SPEC = 'spec 002 §3 "E-4 (technology)"';

/**
 * E-4 rule set 1: a technology contract under the Foreign Investment Promotion Act (or advanced
 * technology not available in Korea) and the dispatch certificate are requirements; C2 (change)
 * needs the change requirements met and C3 (reporting) the report deadline kept.
 * Retired (issue 17): replaced by e4-current-v1, which the engines score with; kept so the results it scored restore.
 */
export const E4_PUBLIC_V1 = {
  ruleSetId: 'e4-public-v1',
  kind: 'current',
  scoreKind: 'readiness',
  visaType: 'E-4',
  subtypes: [],
  effectiveFrom: '2025-01-01',
  source: `${E4}; ${SPEC}`,
  passMark: 60,
  maxPoints: 100,
  criteria: {
    technologyContract: {
      label: { ko: '기술도입계약', en: 'Technology introduction contract', zh: '技术引进合同', ja: '技術導入契約' },
      kind: 'requirement',
      maxPoints: 30,
      source: E4,
    },
    technicalField: {
      label: { ko: '기술 제공 분야', en: 'Technology field', zh: '提供技术的领域', ja: '技術提供分野' },
      kind: 'points',
      maxPoints: 15,
      source: SPEC,
    },
    dispatchCertificate: {
      label: { ko: '파견명령서', en: 'Dispatch certificate', zh: '派遣令', ja: '派遣命令書' },
      kind: 'requirement',
      maxPoints: 15,
      source: SPEC,
    },
    educationAndExperience: {
      label: { ko: '학력·경력 입증', en: 'Education and experience proof', zh: '学历·经历证明', ja: '学歴・経歴の証明' },
      kind: 'points',
      maxPoints: 10,
      source: SPEC,
    },
    ministryRecommendation: {
      label: { ko: '관계부처 추천', en: 'Ministry recommendation', zh: '相关部门推荐', ja: '関係省庁の推薦' },
      kind: 'points',
      maxPoints: 10,
      source: SPEC,
    },
    documents: {
      label: {
        ko: '기본·기술·기관·체류 서류',
        en: 'Basic, technology, organisation and residence documents',
        zh: '基本·技术·机构·居留材料',
        ja: '基本・技術・機関・滞在の書類',
      },
      kind: 'points',
      maxPoints: 15,
      source: SPEC,
    },
    bonus: {
      label: {
        ko: '가점: 사이언스·IT 카드 등',
        en: 'Bonus: gold science or IT card, investor spouse, exemption',
        zh: '加分：科学卡·IT卡等',
        ja: '加点：サイエンスカード・ITカードなど',
      },
      kind: 'bonus',
      maxPoints: 5,
      source: SPEC,
    },
    penalty: {
      label: {
        ko: '감점: 동의 없음·신고 기한 초과',
        en: 'Penalty: no original consent, report deadline exceeded',
        zh: '减分：未获同意·超过申报期限',
        ja: '減点：同意なし・届出期限超過',
      },
      kind: 'penalty',
      maxPoints: 0,
      source: SPEC,
    },
    changeRequirements: {
      label: { ko: '변경 요건 충족 (C2)', en: 'Change requirements met (C2)', zh: '满足变更要求（C2）', ja: '変更要件の充足（C2）' },
      kind: 'requirement',
      maxPoints: 0,
      source: SPEC,
    },
    reportDeadline: {
      label: { ko: '신고 기한 준수 (C3)', en: 'Report deadline kept (C3)', zh: '遵守申报期限（C3）', ja: '届出期限の遵守（C3）' },
      kind: 'requirement',
      maxPoints: 0,
      source: SPEC,
    },
  } satisfies Record<string, CriterionDef>,
  tables: { penaltyPerItem: 10 },
} as const satisfies RuleSetMeta & { tables: unknown };

const FIELDS =
  'advanced-technology fields: new-growth and source technologies (Restriction of Special Taxation Act, enforcement decree annex 7; our reading of "advanced technology")';

/**
 * E-4 as the official rule reads: technology supplied under a technology-introduction contract
 * (Foreign Investment Promotion Act), or advanced technology from the closed list of fields; a
 * field typed as free text no longer counts. The other rows are e4-public-v1's.
 */
export const E4_CURRENT_V1 = {
  ...E4_PUBLIC_V1,
  ruleSetId: 'e4-current-v1',
  effectiveFrom: '2026-11-24',
  checkedOn: '2026-11-24',
  source: `${E4}; ${FIELDS}; ${SPEC}`,
  criteria: {
    ...E4_PUBLIC_V1.criteria,
    technologyContract: {
      label: {
        ko: '기술도입계약 또는 고도기술 분야',
        en: 'Technology contract, or a listed advanced-technology field',
        zh: '技术引进合同或高端技术领域',
        ja: '技術導入契約または高度技術分野',
      },
      kind: 'requirement',
      maxPoints: 30,
      source: `${E4}; ${FIELDS}`,
    },
    technicalField: {
      label: { ko: '기술 분야 (목록)', en: 'Technology field (listed)', zh: '技术领域（列表）', ja: '技術分野（リスト）' },
      kind: 'points',
      maxPoints: 15,
      source: FIELDS,
    },
  } satisfies Record<string, CriterionDef>,
  tables: { ...E4_PUBLIC_V1.tables, advancedFields: E4_ADVANCED_FIELDS as readonly string[] },
} as const satisfies RuleSetMeta & { tables: unknown };
