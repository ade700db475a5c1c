/**
 * The Ministry of Justice's E-7 occupation list (issue 21 §3), one entry per occupation: the code,
 * its Korean and English name, the sub-type, the pay floor of that sub-type and where the entry was
 * read. Zod-free, so the visa forms (lazy chunk) import it without a schema library; the zod schema
 * of a code is in `occupations.ts`. Which occupations are in and why: decision 140.
 *
 * Codes are those of the Korean Standard Classification of Occupations (KSCO), `S` marking the
 * ministry's own codes. E-7-4 has no per-occupation code in the sources we could read: its entries
 * are the fields the skilled worker stays in (its pay floor depends on the field), under the keys
 * the assessment already used.
 */

export type TOccupationSubType = 'E-7-1' | 'E-7-2' | 'E-7-3' | 'E-7-4';

export interface TOccupation {
  /** KSCO code (`S` prefix: the ministry's own); for E-7-4 the field key. */
  readonly code: string;
  readonly nameKo: string;
  readonly nameEn: string;
  readonly subType: TOccupationSubType;
  /** Minimum pay in KRW a year where a fixed floor applies (E-7-1: 80% of the GNI in force on `asOf`). */
  readonly payFloorKrw?: number;
  readonly source: string;
  /** ISO date the entry was last checked against its source. */
  readonly asOf: string;
  /** Other names people use for the job (search only, never shown as the official name). */
  readonly aliases?: readonly string[];
}

/** Where the list was read; the figures' own sources are in docs/visa-rules.md (facts of 2026-11-24). */
export const OCCUPATION_LIST_SOURCE = '법무부 사증발급 안내매뉴얼 (E-7 직종), 2024-2026';
const AS_OF = '2026-11-24';
/** E-7-1: 80% of the 2025 GNI per capita (52,416,000), applied from 2026-04-01. */
const E71 = { payFloorKrw: 41_932_800, source: `${OCCUPATION_LIST_SOURCE}; 임금요건 GNI 80% (2026-04-01)`, asOf: AS_OF } as const;
/** E-7-2, E-7-3: the fixed minimum of MOJ notice 2025-106. */
const E723 = { payFloorKrw: 25_150_000, source: `${OCCUPATION_LIST_SOURCE}; 법무부 고시 2025-106`, asOf: AS_OF } as const;
const E74_SOURCE = '법무부 숙련기능인력(E-7-4) 점수제 안내 (2023-09-25); 법무부 고시 2025-106';
/** E-7-4: new contract of 26M a year; 25M in agriculture, livestock and inland fishery. */
const E74 = { payFloorKrw: 26_000_000, source: E74_SOURCE, asOf: AS_OF } as const;
const E74_PRIMARY = { payFloorKrw: 25_000_000, source: E74_SOURCE, asOf: AS_OF } as const;

export const OCCUPATIONS: readonly TOccupation[] = [
  { code: 'S110', nameKo: '경제이익단체 고위임원', nameEn: 'Senior executive of an economic interest group', subType: 'E-7-1', ...E71 },
  { code: '1120', nameKo: '기업 고위임원', nameEn: 'Senior corporate executive', subType: 'E-7-1', ...E71 },
  { code: '1212', nameKo: '경영지원 관리자', nameEn: 'Business support manager', subType: 'E-7-1', ...E71 },
  { code: '1312', nameKo: '교육 관리자', nameEn: 'Education manager', subType: 'E-7-1', ...E71 },
  { code: '1320', nameKo: '보험·금융 관리자', nameEn: 'Insurance and finance manager', subType: 'E-7-1', ...E71 },
  { code: '1340', nameKo: '문화·예술·디자인·영상 관리자', nameEn: 'Culture, arts, design and media manager', subType: 'E-7-1', ...E71 },
  { code: '1350', nameKo: '정보통신 관리자', nameEn: 'ICT manager', subType: 'E-7-1', ...E71 },
  { code: '1390', nameKo: '기타 전문서비스 관리자', nameEn: 'Other professional services manager', subType: 'E-7-1', ...E71 },
  { code: '1411', nameKo: '건설·광업 관리자', nameEn: 'Construction and mining manager', subType: 'E-7-1', ...E71 },
  { code: '1413', nameKo: '제품 생산 관리자', nameEn: 'Production manager', subType: 'E-7-1', ...E71 },
  { code: '14901', nameKo: '농림·어업 관리자', nameEn: 'Agriculture, forestry and fishery manager', subType: 'E-7-1', ...E71 },
  { code: '1511', nameKo: '영업·판매 관리자', nameEn: 'Sales manager', subType: 'E-7-1', ...E71 },
  { code: '1512', nameKo: '운송 관리자', nameEn: 'Transport manager', subType: 'E-7-1', ...E71 },
  { code: '1521', nameKo: '숙박·여행·오락·스포츠 관리자', nameEn: 'Accommodation, travel, leisure and sports manager', subType: 'E-7-1', ...E71 },
  { code: '1522', nameKo: '음식서비스 관리자', nameEn: 'Food service manager', subType: 'E-7-1', ...E71 },
  { code: '2111', nameKo: '생명과학 전문가', nameEn: 'Life scientist', subType: 'E-7-1', ...E71 },
  { code: '2112', nameKo: '자연과학 전문가', nameEn: 'Natural scientist', subType: 'E-7-1', ...E71 },
  { code: '2122', nameKo: '사회과학 연구원', nameEn: 'Social science researcher', subType: 'E-7-1', ...E71 },
  { code: '2211', nameKo: '컴퓨터 하드웨어 기술자', nameEn: 'Computer hardware engineer', subType: 'E-7-1', ...E71 },
  { code: '2212', nameKo: '통신공학 기술자', nameEn: 'Telecommunications engineer', subType: 'E-7-1', ...E71 },
  { code: '2221', nameKo: '컴퓨터시스템 설계·분석가', nameEn: 'Computer systems designer and analyst', subType: 'E-7-1', ...E71 },
  { code: '2222', nameKo: '시스템 소프트웨어 개발자', nameEn: 'System software developer', subType: 'E-7-1', ...E71, aliases: ['software engineer'] },
  {
    code: '2223',
    nameKo: '응용 소프트웨어 개발자',
    nameEn: 'Application software developer',
    subType: 'E-7-1',
    ...E71,
    aliases: ['software engineer', 'app developer', '앱 개발자'],
  },
  {
    code: '2224',
    nameKo: '웹 개발자',
    nameEn: 'Web developer',
    subType: 'E-7-1',
    ...E71,
    aliases: ['frontend developer', 'backend developer', '웹 프로그래머'],
  },
  { code: '2231', nameKo: '데이터 전문가', nameEn: 'Data specialist', subType: 'E-7-1', ...E71, aliases: ['data scientist', 'data analyst', '데이터 분석가'] },
  { code: '2232', nameKo: '네트워크시스템 개발자', nameEn: 'Network systems developer', subType: 'E-7-1', ...E71 },
  { code: '2233', nameKo: '정보보안 전문가', nameEn: 'Information security specialist', subType: 'E-7-1', ...E71 },
  { code: '2311', nameKo: '건축가', nameEn: 'Architect', subType: 'E-7-1', ...E71 },
  { code: '2312', nameKo: '건축공학 기술자', nameEn: 'Building engineer', subType: 'E-7-1', ...E71 },
  { code: '2313', nameKo: '토목공학 전문가', nameEn: 'Civil engineer', subType: 'E-7-1', ...E71 },
  { code: '2314', nameKo: '조경 기술자', nameEn: 'Landscape architect', subType: 'E-7-1', ...E71 },
  { code: '2315', nameKo: '도시·교통 전문가', nameEn: 'Urban and transport planner', subType: 'E-7-1', ...E71 },
  { code: '2321', nameKo: '화학공학 기술자', nameEn: 'Chemical engineer', subType: 'E-7-1', ...E71 },
  { code: '2331', nameKo: '금속·재료공학 기술자', nameEn: 'Metals and materials engineer', subType: 'E-7-1', ...E71 },
  { code: '2341', nameKo: '전기공학 기술자', nameEn: 'Electrical engineer', subType: 'E-7-1', ...E71 },
  { code: '2342', nameKo: '전자공학 기술자', nameEn: 'Electronics engineer', subType: 'E-7-1', ...E71 },
  { code: '2351', nameKo: '기계공학 기술자', nameEn: 'Mechanical engineer', subType: 'E-7-1', ...E71 },
  {
    code: 'S2353',
    nameKo: '자동차·조선·항공기·철도차량공학 전문가',
    nameEn: 'Automotive, shipbuilding, aircraft and rolling-stock engineer',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2364', nameKo: '산업안전·위험 전문가', nameEn: 'Industrial safety and risk specialist', subType: 'E-7-1', ...E71 },
  { code: '2371', nameKo: '환경공학 기술자', nameEn: 'Environmental engineer', subType: 'E-7-1', ...E71 },
  { code: '2372', nameKo: '가스·에너지 기술자', nameEn: 'Gas and energy engineer', subType: 'E-7-1', ...E71 },
  { code: '2392', nameKo: '섬유공학 기술자', nameEn: 'Textile engineer', subType: 'E-7-1', ...E71 },
  { code: '2395', nameKo: '제도사', nameEn: 'Draughtsperson', subType: 'E-7-1', ...E71 },
  { code: '2430', nameKo: '간호사', nameEn: 'Nurse', subType: 'E-7-1', ...E71, aliases: ['registered nurse'] },
  { code: '2512', nameKo: '대학 강사', nameEn: 'University lecturer', subType: 'E-7-1', ...E71 },
  { code: '2591', nameKo: '교육 전문가', nameEn: 'Education specialist', subType: 'E-7-1', ...E71 },
  { code: '2599', nameKo: '외국인학교·국제학교 교사', nameEn: 'Teacher at a foreign or international school', subType: 'E-7-1', ...E71 },
  { code: '261', nameKo: '법률 전문가', nameEn: 'Legal professional', subType: 'E-7-1', ...E71 },
  { code: '2715', nameKo: '경영·진단 전문가', nameEn: 'Management consultant', subType: 'E-7-1', ...E71, aliases: ['consultant', '컨설턴트'] },
  { code: '272', nameKo: '금융·보험 전문가', nameEn: 'Finance and insurance professional', subType: 'E-7-1', ...E71 },
  { code: '2731', nameKo: '상품기획 전문가', nameEn: 'Product planner', subType: 'E-7-1', ...E71 },
  { code: '2732', nameKo: '여행상품 개발자', nameEn: 'Travel product developer', subType: 'E-7-1', ...E71 },
  { code: '2733', nameKo: '광고·홍보 전문가', nameEn: 'Advertising and PR specialist', subType: 'E-7-1', ...E71 },
  { code: '2734', nameKo: '조사 전문가', nameEn: 'Research analyst', subType: 'E-7-1', ...E71 },
  { code: '2735', nameKo: '행사 기획자', nameEn: 'Event planner', subType: 'E-7-1', ...E71 },
  { code: '2742', nameKo: '해외 영업원', nameEn: 'Overseas sales representative', subType: 'E-7-1', ...E71, aliases: ['overseas sales', '해외영업'] },
  { code: '2743', nameKo: '기술 영업원', nameEn: 'Technical sales representative', subType: 'E-7-1', ...E71 },
  {
    code: '2814',
    nameKo: '번역가·통역가',
    nameEn: 'Translator or interpreter',
    subType: 'E-7-1',
    ...E71,
    aliases: ['translator', 'interpreter', '통역사', '번역사'],
  },
  { code: '28331', nameKo: '아나운서', nameEn: 'Announcer', subType: 'E-7-1', ...E71 },
  { code: '285', nameKo: '디자이너', nameEn: 'Designer', subType: 'E-7-1', ...E71, aliases: ['graphic designer', 'product designer', '디자인'] },
  { code: 'S2855', nameKo: '영상 디자이너', nameEn: 'Video and motion designer', subType: 'E-7-1', ...E71 },
  {
    code: '31215',
    nameKo: '면세점·제주영어교육도시 판매 사무원',
    nameEn: 'Sales clerk at a duty-free shop or Jeju Global Education City',
    subType: 'E-7-2',
    ...E723,
  },
  { code: '31264', nameKo: '항공운송 사무원', nameEn: 'Air transport clerk', subType: 'E-7-2', ...E723, aliases: ['airline ground staff', '지상직 승무원'] },
  {
    code: '3922',
    nameKo: '호텔 접수 사무원',
    nameEn: 'Hotel receptionist',
    subType: 'E-7-2',
    ...E723,
    aliases: ['front desk clerk', 'front desk agent', 'front office', 'hotel reception', '프런트 데스크', '호텔 프런트'],
  },
  { code: 'S3922', nameKo: '의료 코디네이터', nameEn: 'Medical coordinator', subType: 'E-7-2', ...E723 },
  { code: '3991', nameKo: '고객상담 사무원', nameEn: 'Customer service representative', subType: 'E-7-2', ...E723 },
  {
    code: '431',
    nameKo: '운송 서비스 종사자 (선박·항공기 승무원)',
    nameEn: 'Transport service worker (ship or aircraft crew)',
    subType: 'E-7-2',
    ...E723,
    aliases: ['flight attendant', 'cabin crew', '승무원'],
  },
  { code: '43213', nameKo: '관광 통역 안내원', nameEn: 'Tour guide and interpreter', subType: 'E-7-2', ...E723, aliases: ['tour guide', '관광통역안내사'] },
  { code: '43291', nameKo: '카지노 딜러', nameEn: 'Casino dealer', subType: 'E-7-2', ...E723 },
  { code: '441', nameKo: '주방장·조리사', nameEn: 'Chef or cook', subType: 'E-7-2', ...E723, aliases: ['cook', 'chef', '조리사', '요리사'] },
  { code: '42111', nameKo: '요양보호사', nameEn: 'Care worker', subType: 'E-7-2', ...E723, aliases: ['caregiver', 'care assistant'] },
  { code: '6139', nameKo: '동물 사육사', nameEn: 'Animal keeper', subType: 'E-7-3', ...E723 },
  { code: '6301', nameKo: '양식 기술자', nameEn: 'Aquaculture technician', subType: 'E-7-3', ...E723 },
  { code: '7103', nameKo: '할랄 도축원', nameEn: 'Halal slaughterer', subType: 'E-7-3', ...E723 },
  { code: '7303', nameKo: '악기 제조·조율사', nameEn: 'Musical instrument maker and tuner', subType: 'E-7-3', ...E723 },
  { code: '7430', nameKo: '조선 용접공', nameEn: 'Shipbuilding welder', subType: 'E-7-3', ...E723, aliases: ['welder', '용접사', '선박 용접'] },
  {
    code: '7521',
    nameKo: '항공기 정비원',
    nameEn: 'Aircraft maintenance technician',
    subType: 'E-7-3',
    ...E723,
    aliases: ['aircraft mechanic', '항공 정비사'],
  },
  { code: '76212', nameKo: '선박 전기원', nameEn: 'Ship electrician', subType: 'E-7-3', ...E723 },
  { code: '7836', nameKo: '선박 도장공', nameEn: 'Ship painter', subType: 'E-7-3', ...E723 },
  { code: 'S8417', nameKo: '항공기(부품) 제조원', nameEn: 'Aircraft (parts) manufacturing worker', subType: 'E-7-3', ...E723 },
  { code: '76231', nameKo: '송전 전기원', nameEn: 'Power line electrician', subType: 'E-7-3', ...E723 },
  { code: 'MANUFACTURING', nameKo: '제조업 숙련기능인력', nameEn: 'Skilled worker in manufacturing', subType: 'E-7-4', ...E74 },
  { code: 'CONSTRUCTION', nameKo: '건설업 숙련기능인력', nameEn: 'Skilled worker in construction', subType: 'E-7-4', ...E74 },
  { code: 'AGRICULTURE_LIVESTOCK', nameKo: '농축산업 숙련기능인력', nameEn: 'Skilled worker in agriculture and livestock', subType: 'E-7-4', ...E74_PRIMARY },
  { code: 'FISHERY', nameKo: '어업 숙련기능인력', nameEn: 'Skilled worker in fishery', subType: 'E-7-4', ...E74 },
  { code: 'INLAND_FISHERY', nameKo: '내수면 어업 숙련기능인력', nameEn: 'Skilled worker in inland fishery', subType: 'E-7-4', ...E74_PRIMARY },
];

const BY_CODE: ReadonlyMap<string, TOccupation> = new Map(OCCUPATIONS.map((o) => [o.code, o]));

/** The occupation of a code (case and spaces ignored: ' s2353 ' is S2353), or undefined. */
export function occupationByCode(code: string): TOccupation | undefined {
  return BY_CODE.get(
    String(code ?? '')
      .trim()
      .toUpperCase(),
  );
}

/** The codes of one sub-type, in list order. */
export function occupationCodes(subType: TOccupationSubType): readonly string[] {
  return OCCUPATIONS.filter((o) => o.subType === subType).map((o) => o.code);
}

/**
 * Search form: compatibility-decomposed (full-width letters, accents and Hangul syllables split),
 * combining marks dropped, lower case, letters and digits only. Hangul syllables decompose into
 * jamo, so a half-typed syllable ('용저') still finds '용접공'.
 */
export function normaliseOccupationText(value: string): string {
  return String(value ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function tokens(query: string): string[] {
  return String(query ?? '')
    .split(/[\s,;/()·・、，（）-]+/u)
    .map(normaliseOccupationText)
    .filter((t) => t !== '');
}

interface Indexed {
  readonly occupation: TOccupation;
  readonly code: string;
  readonly names: readonly string[];
  readonly haystack: string;
}

const INDEX: readonly Indexed[] = OCCUPATIONS.map((o) => {
  const names = [o.nameKo, o.nameEn, ...(o.aliases ?? [])].map(normaliseOccupationText);
  const code = normaliseOccupationText(o.code);
  return { occupation: o, code, names, haystack: [code, ...names].join('\u0000') };
});

export interface TOccupationSearchOptions {
  subType?: TOccupationSubType;
  /** At most this many results (default 20). */
  limit?: number;
}

/** Lower is better: the exact code, a code prefix, an exact name, a name prefix, anything else. */
function rank(entry: Indexed, whole: string): number {
  if (entry.code === whole) return 0;
  if (entry.names.includes(whole)) return 1;
  if (entry.code.startsWith(whole)) return 2;
  if (entry.names.some((n) => n.startsWith(whole))) return 3;
  return 4;
}

/**
 * Occupations matching the query on code, Korean name, English name or a known other name,
 * case-, accent- and space-insensitive: every word of the query must occur in the entry ('Hotel
 * front desk clerk' finds 3922, '조선용접공' and 'shipbuilding  WELDER' find 7430). Best matches
 * first, then list order. An empty query lists the (sub-type's) occupations in list order.
 */
export function searchOccupations(query: string, options: TOccupationSearchOptions = {}): TOccupation[] {
  const limit = options.limit ?? 20;
  if (limit <= 0) return [];
  const words = tokens(query);
  const whole = normaliseOccupationText(query);
  const pool = options.subType ? INDEX.filter((e) => e.occupation.subType === options.subType) : INDEX;
  if (words.length === 0) return pool.slice(0, limit).map((e) => e.occupation);
  return pool
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => words.every((w) => entry.haystack.includes(w)))
    .map(({ entry, order }) => ({ entry, order, rank: rank(entry, whole) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry.occupation);
}
