import { normaliseApplicationType, type ApplicationType } from './application-types';
import { VisaTypeNotSupportedError } from './errors';
import { key } from './normalise';
import type { Text } from './rule-sets/types';
import { isSupportedVisaType, normaliseVisaCode, type SupportedVisaType } from './visa-types';

/**
 * Document checklist per visa type and application type: what GET /required-fields answers and
 * what the engines compare with the documents an applicant ticked. Lists follow HiKorea's
 * per-status checklists as summarised in visa-rules.md (names shortened; a pre-assessment aid,
 * not the office's final list).
 */
export const DOCUMENTS = {
  PASSPORT: { ko: '여권', en: 'Passport', zh: '护照', ja: '旅券' },
  APPLICATION_FORM: { ko: '통합신청서', en: 'Application form', zh: '综合申请表', ja: '統合申請書' },
  PASSPORT_PHOTO: { ko: '여권용 사진', en: 'Passport photo', zh: '护照照片', ja: '旅券用写真' },
  FEE_PAYMENT: { ko: '수수료', en: 'Fee payment', zh: '手续费', ja: '手数料' },
  ALIEN_REGISTRATION_CARD: { ko: '외국인등록증', en: 'Residence card', zh: '外国人登录证', ja: '外国人登録証' },
  RESIDENCE_PROOF: { ko: '체류지 입증서류', en: 'Proof of residence', zh: '居留地证明材料', ja: '滞在地証明書類' },
  DEGREE_CERTIFICATE: { ko: '학위증명서', en: 'Degree certificate', zh: '学位证明', ja: '学位証明書' },
  CAREER_CERTIFICATE: { ko: '경력증명서', en: 'Certificate of experience', zh: '经历证明', ja: '経歴証明書' },
  EMPLOYMENT_CONTRACT: { ko: '고용계약서', en: 'Employment contract', zh: '雇佣合同', ja: '雇用契約書' },
  EMPLOYMENT_CERTIFICATE: { ko: '재직증명서', en: 'Certificate of employment', zh: '在职证明', ja: '在職証明書' },
  BUSINESS_REGISTRATION: { ko: '사업자등록증', en: 'Business registration', zh: '营业执照', ja: '事業者登録証' },
  CRIMINAL_RECORD: { ko: '범죄경력증명서', en: 'Criminal record certificate', zh: '无犯罪记录证明', ja: '犯罪経歴証明書' },
  HEALTH_CERTIFICATE: { ko: '건강진단서', en: 'Health certificate', zh: '健康检查证明', ja: '健康診断書' },
  TAX_CERTIFICATE: { ko: '납세증명서', en: 'Tax payment certificate', zh: '纳税证明', ja: '納税証明書' },
  INCOME_PROOF: { ko: '소득 증빙서류', en: 'Proof of income', zh: '收入证明材料', ja: '所得証明書類' },
  MINISTRY_RECOMMENDATION: { ko: '중앙행정기관 추천서', en: 'Ministry recommendation', zh: '中央行政机关推荐信', ja: '中央行政機関の推薦書' },
  RESEARCH_INSTITUTION_PROOF: { ko: '연구기관 입증서류', en: 'Proof of research institution', zh: '研究机构证明材料', ja: '研究機関の証明書類' },
  TECHNOLOGY_CONTRACT: { ko: '기술도입계약서', en: 'Technology introduction contract', zh: '技术引进合同', ja: '技術導入契約書' },
  DISPATCH_CERTIFICATE: { ko: '파견명령서', en: 'Dispatch certificate', zh: '派遣令', ja: '派遣命令書' },
  PROFESSIONAL_LICENSE: { ko: '전문 자격증', en: 'Professional licence', zh: '专业资格证', ja: '専門資格証' },
  PERFORMANCE_CONTRACT: { ko: '공연 계약서', en: 'Performance contract', zh: '演出合同', ja: '公演契約書' },
  PERFORMANCE_RECOMMENDATION: { ko: '영상물등급위원회 추천서', en: 'Media rating board recommendation', zh: '影像物等级委员会推荐信', ja: '映像物等級委員会の推薦書' },
  EMPLOYMENT_INSURANCE_LIST: { ko: '고용보험 가입자 명부', en: 'Employment insurance roster', zh: '雇佣保险参保人名册', ja: '雇用保険加入者名簿' },
  EMPLOYMENT_REASON_STATEMENT: { ko: '고용사유서', en: 'Statement of reasons for employment', zh: '雇佣事由书', ja: '雇用事由書' },
  LOCAL_GOVERNMENT_AGREEMENT: { ko: '지자체 업무협약서 또는 초청 서류', en: 'Local government agreement or invitation', zh: '地方政府业务协议书或邀请材料', ja: '自治体の業務協約書または招へい書類' },
  EPS_TOPIK_CERTIFICATE: { ko: 'EPS-TOPIK 성적표', en: 'EPS-TOPIK score report', zh: 'EPS-TOPIK成绩单', ja: 'EPS-TOPIK成績表' },
  STANDARD_LABOR_CONTRACT: { ko: '표준근로계약서', en: 'Standard labour contract', zh: '标准劳动合同', ja: '標準労働契約書' },
  SEAMAN_BOOK: { ko: '선원수첩', en: "Seafarer's book", zh: '船员手册', ja: '船員手帳' },
  VESSEL_REGISTRATION: { ko: '선박 등록증', en: 'Vessel registration', zh: '船舶登记证', ja: '船舶登録証' },
  JOB_SEARCH_PLAN: { ko: '구직활동계획서', en: 'Job search plan', zh: '求职活动计划书', ja: '求職活動計画書' },
  BANK_STATEMENT: { ko: '체재비 입증서류', en: 'Proof of funds', zh: '滞留费用证明材料', ja: '滞在費の証明書類' },
  JOB_SEARCH_REPORT: { ko: '구직활동 입증서류', en: 'Proof of job search activities', zh: '求职活动证明材料', ja: '求職活動の証明書類' },
  KOREAN_PROFICIENCY_CERTIFICATE: { ko: '한국어 능력 입증서류 (TOPIK/KIIP)', en: 'Korean proficiency (TOPIK/KIIP)', zh: '韩语能力证明材料（TOPIK/KIIP）', ja: '韓国語能力の証明書類（TOPIK/KIIP）' },
  FAMILY_RELATION_CERTIFICATE: { ko: '가족관계증명서', en: 'Family relation certificate', zh: '家庭关系证明', ja: '家族関係証明書' },
  SPONSOR_STATUS_PROOF: { ko: '초청인 체류자격 입증서류', en: "Proof of the sponsor's status", zh: '邀请人滞留资格证明材料', ja: '招へい人の在留資格証明書類' },
  INVESTMENT_PROOF: { ko: '투자 입증서류', en: 'Proof of investment', zh: '投资证明材料', ja: '投資証明書類' },
  MARRIAGE_CERTIFICATE: { ko: '혼인관계증명서', en: 'Marriage certificate', zh: '婚姻关系证明', ja: '婚姻関係証明書' },
  INVITATION_LETTER: { ko: '배우자 초청장', en: "Spouse's invitation letter", zh: '配偶邀请函', ja: '配偶者の招へい状' },
  SPOUSE_ID: { ko: '배우자 신분증 사본', en: "Copy of the spouse's ID", zh: '配偶身份证复印件', ja: '配偶者の身分証の写し' },
  HOUSING_PROOF: { ko: '주거 공간 입증서류', en: 'Proof of housing', zh: '住所证明材料', ja: '住居の証明書類' },
  CHILD_BIRTH_CERTIFICATE: { ko: '자녀 출생증명서', en: "Child's birth certificate", zh: '子女出生证明', ja: '子どもの出生証明書' },
  MARRIAGE_END_PROOF: { ko: '혼인 단절 입증서류', en: 'Proof the marriage ended', zh: '婚姻中断证明材料', ja: '婚姻断絶の証明書類' },
} as const satisfies Record<string, Text>;
export type DocumentCode = keyof typeof DOCUMENTS;

type Checklist = {
  readonly common: readonly DocumentCode[];
  readonly byApplication?: Partial<Record<ApplicationType, readonly DocumentCode[]>>;
  readonly bySubtype?: Readonly<Record<string, readonly DocumentCode[]>>;
};

// What every application needs, by application type (C1 issues a visa; C2/C3 are filed in Korea).
const BASE: Readonly<Record<ApplicationType, readonly DocumentCode[]>> = {
  NEW: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
  C1: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT'],
  EXTENSION: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  CHANGE: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  C2: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
  C3: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO', 'FEE_PAYMENT', 'ALIEN_REGISTRATION_CARD', 'RESIDENCE_PROOF'],
};

const CHECKLISTS: Readonly<Record<SupportedVisaType, Checklist>> = {
  'E-1': {
    common: ['DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'], CHANGE: ['BUSINESS_REGISTRATION'] },
  },
  'E-2': {
    common: ['DEGREE_CERTIFICATE', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-3': {
    common: ['DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'RESEARCH_INSTITUTION_PROOF'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-4': {
    common: ['TECHNOLOGY_CONTRACT', 'DISPATCH_CERTIFICATE', 'BUSINESS_REGISTRATION'],
    byApplication: { C2: ['EMPLOYMENT_CERTIFICATE'], C3: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-5': {
    common: ['PROFESSIONAL_LICENSE', 'DEGREE_CERTIFICATE', 'EMPLOYMENT_CONTRACT', 'BUSINESS_REGISTRATION'],
    byApplication: { C3: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-6': {
    common: ['PERFORMANCE_CONTRACT', 'CAREER_CERTIFICATE', 'BUSINESS_REGISTRATION'],
    bySubtype: { 'E-6-2': ['PERFORMANCE_RECOMMENDATION'] },
  },
  'E-7': {
    common: [
      'EMPLOYMENT_CONTRACT', 'DEGREE_CERTIFICATE', 'CAREER_CERTIFICATE', 'BUSINESS_REGISTRATION',
      'EMPLOYMENT_INSURANCE_LIST', 'EMPLOYMENT_REASON_STATEMENT',
    ],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE', 'TAX_CERTIFICATE'] },
  },
  'E-8': {
    common: ['EMPLOYMENT_CONTRACT', 'HEALTH_CERTIFICATE', 'LOCAL_GOVERNMENT_AGREEMENT'],
  },
  'E-9': {
    common: ['STANDARD_LABOR_CONTRACT', 'HEALTH_CERTIFICATE', 'EPS_TOPIK_CERTIFICATE', 'CRIMINAL_RECORD'],
    byApplication: { EXTENSION: ['EMPLOYMENT_CERTIFICATE'] },
  },
  'E-10': {
    common: ['EMPLOYMENT_CONTRACT', 'SEAMAN_BOOK', 'HEALTH_CERTIFICATE', 'CRIMINAL_RECORD', 'VESSEL_REGISTRATION'],
  },
  'D-10': {
    common: ['DEGREE_CERTIFICATE', 'JOB_SEARCH_PLAN', 'BANK_STATEMENT'],
    byApplication: { EXTENSION: ['JOB_SEARCH_REPORT'] },
  },
  'F-2': {
    common: ['CRIMINAL_RECORD'],
    bySubtype: {
      'F-2-7': ['DEGREE_CERTIFICATE', 'INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'TAX_CERTIFICATE'],
      'F-2-99': ['INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'TAX_CERTIFICATE'],
      'F-2-R': ['INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE'],
      'F-2-1': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
      'F-2-2': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
      'F-2-3': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF', 'INCOME_PROOF'],
      'F-2-71': ['FAMILY_RELATION_CERTIFICATE', 'SPONSOR_STATUS_PROOF'],
    },
  },
  'F-6': {
    common: ['MARRIAGE_CERTIFICATE', 'FAMILY_RELATION_CERTIFICATE', 'SPOUSE_ID', 'CRIMINAL_RECORD', 'HEALTH_CERTIFICATE'],
    bySubtype: {
      'F-6-1': ['INVITATION_LETTER', 'INCOME_PROOF', 'KOREAN_PROFICIENCY_CERTIFICATE', 'HOUSING_PROOF'],
      'F-6-2': ['CHILD_BIRTH_CERTIFICATE'],
      'F-6-3': ['MARRIAGE_END_PROOF'],
    },
  },
};

export interface RequiredDocument extends Text {
  readonly code: DocumentCode;
}

/** The checklist for a visa type, application type and (optional) subtype. Throws for an unsupported type. */
export function getRequiredDocuments(visaType: string, applicationType?: string, subtype?: string): RequiredDocument[] {
  const code = normaliseVisaCode(visaType);
  if (!isSupportedVisaType(code)) throw new VisaTypeNotSupportedError(visaType);
  const appType = normaliseApplicationType(code, applicationType);
  const checklist = CHECKLISTS[code];
  const codes = [
    ...BASE[appType],
    ...checklist.common,
    ...(checklist.byApplication?.[appType] ?? []),
    ...(subtype ? (checklist.bySubtype?.[subtype] ?? []) : []),
  ];
  return [...new Set(codes)].map((c) => ({ code: c, ...DOCUMENTS[c] }));
}

/** Checklist codes not among the provided documents (compared as 'passport-photo' ~ 'PASSPORT_PHOTO'). */
export function findMissingDocuments(required: readonly RequiredDocument[], provided: readonly string[]): DocumentCode[] {
  const have = new Set(provided.map(key));
  return required.filter((d) => !have.has(d.code)).map((d) => d.code);
}
