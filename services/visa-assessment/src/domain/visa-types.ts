import { key } from './normalise';

/** The 13 visa types with a dedicated mapper and scoring engine (spec 001 §1, §9). */
export const SUPPORTED_VISA_TYPES = ['E-1', 'E-2', 'E-3', 'E-4', 'E-5', 'E-6', 'E-7', 'E-8', 'E-9', 'E-10', 'D-10', 'F-2', 'F-6'] as const;
export type SupportedVisaType = (typeof SUPPORTED_VISA_TYPES)[number];

/** The 24 listed types without an assessment: GET /required-fields answers their document guide (required-documents.ts). */
export const GUIDED_VISA_TYPES = [
  'A-1',
  'A-2',
  'A-3',
  'B-1',
  'B-2',
  'C-1',
  'C-3',
  'C-4',
  'D-1',
  'D-2',
  'D-3',
  'D-4',
  'D-5',
  'D-6',
  'D-7',
  'D-8',
  'D-9',
  'F-1',
  'F-3',
  'F-4',
  'F-5',
  'G-1',
  'H-1',
  'H-2',
] as const;
export type GuidedVisaType = (typeof GUIDED_VISA_TYPES)[number];

export interface VisaTypeEntry {
  readonly code: string;
  readonly nameKo: string;
  readonly nameEn: string;
  /** True for the 13 types this service scores; the others are listed but not assessed. */
  readonly fullAssessment: boolean;
}

// The 37 statuses of stay of the Immigration Act Enforcement Decree (visa-rules.md, "The 37 statuses").
const STATUSES: ReadonlyArray<readonly [code: string, nameKo: string, nameEn: string]> = [
  ['A-1', '외교', 'Diplomat'],
  ['A-2', '공무', 'Government Official'],
  ['A-3', '협정', 'Agreement'],
  ['B-1', '사증면제', 'Visa Exemption'],
  ['B-2', '관광통과', 'Tourist/Transit'],
  ['C-1', '일시취재', 'Temporary News Coverage'],
  ['C-3', '단기방문', 'Short-term Visit'],
  ['C-4', '단기취업', 'Short-term Employment'],
  ['D-1', '문화예술', 'Culture and Arts'],
  ['D-2', '유학', 'Student'],
  ['D-3', '기술연수', 'Technical Training'],
  ['D-4', '일반연수', 'General Training'],
  ['D-5', '취재', 'Journalism'],
  ['D-6', '종교', 'Religious Affairs'],
  ['D-7', '주재', 'Intra-Company Transferee'],
  ['D-8', '기업투자', 'Corporate Investment'],
  ['D-9', '무역경영', 'Trade Management'],
  ['D-10', '구직', 'Job Seeking'],
  ['E-1', '교수', 'Professor'],
  ['E-2', '회화지도', 'Foreign Language Instructor'],
  ['E-3', '연구', 'Research'],
  ['E-4', '기술지도', 'Technology Transfer'],
  ['E-5', '전문직업', 'Professional Employment'],
  ['E-6', '예술흥행', 'Arts and Entertainment'],
  ['E-7', '특정활동', 'Specially Designated Activities'],
  ['E-8', '계절근로', 'Seasonal Worker'],
  ['E-9', '비전문취업', 'Non-professional Employment'],
  ['E-10', '선원취업', 'Crew Employment'],
  ['F-1', '방문동거', 'Visiting or Joining Family'],
  ['F-2', '거주', 'Resident'],
  ['F-3', '동반', 'Dependent Family'],
  ['F-4', '재외동포', 'Overseas Korean'],
  ['F-5', '영주', 'Permanent Resident'],
  ['F-6', '결혼이민', 'Marriage Migrant'],
  ['G-1', '기타', 'Miscellaneous'],
  ['H-1', '관광취업', 'Working Holiday'],
  ['H-2', '방문취업', 'Work and Visit'],
];

export const VISA_TYPES: readonly VisaTypeEntry[] = STATUSES.map(([code, nameKo, nameEn]) => ({
  code,
  nameKo,
  nameEn,
  fullAssessment: (SUPPORTED_VISA_TYPES as readonly string[]).includes(code),
}));

/** 'e7', 'E7', 'e-7' and ' E-7 ' all read as 'E-7'; anything unrecognisable comes back as given. */
export function normaliseVisaCode(value: unknown): string {
  const k = key(value).replace(/_/g, '-');
  const m = /^([A-Z])-?(\d{1,2})$/.exec(k);
  return m ? `${m[1]}-${Number(m[2])}` : k;
}

/** The status of stay without its sub-code: 'E-7-1' -> 'E-7', 'F-2-7' -> 'F-2', 'E-10' -> 'E-10'. */
export function baseVisaCode(value: unknown): string {
  const code = normaliseVisaCode(value);
  const m = /^([A-Z]-\d{1,2})-/.exec(code);
  return m?.[1] ?? code;
}

export function isSupportedVisaType(value: unknown): value is SupportedVisaType {
  return typeof value === 'string' && (SUPPORTED_VISA_TYPES as readonly string[]).includes(value);
}

export function isGuidedVisaType(value: unknown): value is GuidedVisaType {
  return typeof value === 'string' && (GUIDED_VISA_TYPES as readonly string[]).includes(value);
}

export function findVisaType(code: unknown): VisaTypeEntry | undefined {
  const normalised = normaliseVisaCode(code);
  return VISA_TYPES.find((v) => v.code === normalised);
}
