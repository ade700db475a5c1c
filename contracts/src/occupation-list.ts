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
  /** Chinese and Japanese names (the visa form's translations), for the assessment's zh and ja texts. */
  readonly nameZh: string;
  readonly nameJa: string;
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
  {
    code: 'S110',
    nameKo: '경제이익단체 고위임원',
    nameEn: 'Senior executive of an economic interest group',
    nameZh: '经济利益团体高级管理人员',
    nameJa: '経済利益団体の上級役員',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '1120',
    nameKo: '기업 고위임원',
    nameEn: 'Senior corporate executive',
    nameZh: '企业高级管理人员',
    nameJa: '企業の上級役員',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '1212', nameKo: '경영지원 관리자', nameEn: 'Business support manager', nameZh: '经营支援管理者', nameJa: '経営支援管理者', subType: 'E-7-1', ...E71 },
  { code: '1312', nameKo: '교육 관리자', nameEn: 'Education manager', nameZh: '教育管理者', nameJa: '教育管理者', subType: 'E-7-1', ...E71 },
  {
    code: '1320',
    nameKo: '보험·금융 관리자',
    nameEn: 'Insurance and finance manager',
    nameZh: '保险及金融管理者',
    nameJa: '保険・金融管理者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '1340',
    nameKo: '문화·예술·디자인·영상 관리자',
    nameEn: 'Culture, arts, design and media manager',
    nameZh: '文化·艺术·设计·影像管理者',
    nameJa: '文化・芸術・デザイン・映像管理者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '1350', nameKo: '정보통신 관리자', nameEn: 'ICT manager', nameZh: '信息通信管理者', nameJa: '情報通信管理者', subType: 'E-7-1', ...E71 },
  {
    code: '1390',
    nameKo: '기타 전문서비스 관리자',
    nameEn: 'Other professional services manager',
    nameZh: '其他专业服务管理者',
    nameJa: 'その他専門サービス管理者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '1411',
    nameKo: '건설·광업 관리자',
    nameEn: 'Construction and mining manager',
    nameZh: '建设及采矿管理者',
    nameJa: '建設・鉱業管理者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '1413', nameKo: '제품 생산 관리자', nameEn: 'Production manager', nameZh: '产品生产管理者', nameJa: '製品生産管理者', subType: 'E-7-1', ...E71 },
  {
    code: '14901',
    nameKo: '농림·어업 관리자',
    nameEn: 'Agriculture, forestry and fishery manager',
    nameZh: '农林渔业管理者',
    nameJa: '農林漁業管理者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '1511', nameKo: '영업·판매 관리자', nameEn: 'Sales manager', nameZh: '营业及销售管理者', nameJa: '営業・販売管理者', subType: 'E-7-1', ...E71 },
  { code: '1512', nameKo: '운송 관리자', nameEn: 'Transport manager', nameZh: '运输管理者', nameJa: '運送管理者', subType: 'E-7-1', ...E71 },
  {
    code: '1521',
    nameKo: '숙박·여행·오락·스포츠 관리자',
    nameEn: 'Accommodation, travel, leisure and sports manager',
    nameZh: '住宿·旅游·娱乐·体育管理者',
    nameJa: '宿泊・旅行・娯楽・スポーツ管理者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '1522',
    nameKo: '음식서비스 관리자',
    nameEn: 'Food service manager',
    nameZh: '餐饮服务管理者',
    nameJa: '飲食サービス管理者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2111', nameKo: '생명과학 전문가', nameEn: 'Life scientist', nameZh: '生命科学专家', nameJa: '生命科学専門家', subType: 'E-7-1', ...E71 },
  { code: '2112', nameKo: '자연과학 전문가', nameEn: 'Natural scientist', nameZh: '自然科学专家', nameJa: '自然科学専門家', subType: 'E-7-1', ...E71 },
  {
    code: '2122',
    nameKo: '사회과학 연구원',
    nameEn: 'Social science researcher',
    nameZh: '社会科学研究员',
    nameJa: '社会科学研究員',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '2211',
    nameKo: '컴퓨터 하드웨어 기술자',
    nameEn: 'Computer hardware engineer',
    nameZh: '计算机硬件工程师',
    nameJa: 'コンピュータハードウェア技術者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2212', nameKo: '통신공학 기술자', nameEn: 'Telecommunications engineer', nameZh: '通信工程师', nameJa: '通信工学技術者', subType: 'E-7-1', ...E71 },
  {
    code: '2221',
    nameKo: '컴퓨터시스템 설계·분석가',
    nameEn: 'Computer systems designer and analyst',
    nameZh: '计算机系统设计及分析师',
    nameJa: 'コンピュータシステム設計・分析者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '2222',
    nameKo: '시스템 소프트웨어 개발자',
    nameEn: 'System software developer',
    nameZh: '系统软件开发人员',
    nameJa: 'システムソフトウェア開発者',
    subType: 'E-7-1',
    ...E71,
    aliases: ['software engineer'],
  },
  {
    code: '2223',
    nameKo: '응용 소프트웨어 개발자',
    nameEn: 'Application software developer',
    nameZh: '应用软件开发人员',
    nameJa: 'アプリケーションソフトウェア開発者',
    subType: 'E-7-1',
    ...E71,
    aliases: ['software engineer', 'app developer', '앱 개발자'],
  },
  {
    code: '2224',
    nameKo: '웹 개발자',
    nameEn: 'Web developer',
    nameZh: '网页开发人员',
    nameJa: 'ウェブ開発者',
    subType: 'E-7-1',
    ...E71,
    aliases: ['frontend developer', 'backend developer', '웹 프로그래머'],
  },
  {
    code: '2231',
    nameKo: '데이터 전문가',
    nameEn: 'Data specialist',
    nameZh: '数据专家',
    nameJa: 'データ専門家',
    subType: 'E-7-1',
    ...E71,
    aliases: ['data scientist', 'data analyst', '데이터 분석가'],
  },
  {
    code: '2232',
    nameKo: '네트워크시스템 개발자',
    nameEn: 'Network systems developer',
    nameZh: '网络系统开发人员',
    nameJa: 'ネットワークシステム開発者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '2233',
    nameKo: '정보보안 전문가',
    nameEn: 'Information security specialist',
    nameZh: '信息安全专家',
    nameJa: '情報セキュリティ専門家',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2311', nameKo: '건축가', nameEn: 'Architect', nameZh: '建筑师', nameJa: '建築家', subType: 'E-7-1', ...E71 },
  { code: '2312', nameKo: '건축공학 기술자', nameEn: 'Building engineer', nameZh: '建筑工程师', nameJa: '建築工学技術者', subType: 'E-7-1', ...E71 },
  { code: '2313', nameKo: '토목공학 전문가', nameEn: 'Civil engineer', nameZh: '土木工程师', nameJa: '土木工学専門家', subType: 'E-7-1', ...E71 },
  { code: '2314', nameKo: '조경 기술자', nameEn: 'Landscape architect', nameZh: '园林景观设计师', nameJa: '造園技術者', subType: 'E-7-1', ...E71 },
  {
    code: '2315',
    nameKo: '도시·교통 전문가',
    nameEn: 'Urban and transport planner',
    nameZh: '城市及交通专家',
    nameJa: '都市・交通専門家',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2321', nameKo: '화학공학 기술자', nameEn: 'Chemical engineer', nameZh: '化学工程师', nameJa: '化学工学技術者', subType: 'E-7-1', ...E71 },
  {
    code: '2331',
    nameKo: '금속·재료공학 기술자',
    nameEn: 'Metals and materials engineer',
    nameZh: '金属及材料工程师',
    nameJa: '金属・材料工学技術者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2341', nameKo: '전기공학 기술자', nameEn: 'Electrical engineer', nameZh: '电气工程师', nameJa: '電気工学技術者', subType: 'E-7-1', ...E71 },
  { code: '2342', nameKo: '전자공학 기술자', nameEn: 'Electronics engineer', nameZh: '电子工程师', nameJa: '電子工学技術者', subType: 'E-7-1', ...E71 },
  { code: '2351', nameKo: '기계공학 기술자', nameEn: 'Mechanical engineer', nameZh: '机械工程师', nameJa: '機械工学技術者', subType: 'E-7-1', ...E71 },
  {
    code: 'S2353',
    nameKo: '자동차·조선·항공기·철도차량공학 전문가',
    nameEn: 'Automotive, shipbuilding, aircraft and rolling-stock engineer',
    nameZh: '汽车·造船·航空器·铁路车辆工程专家',
    nameJa: '自動車・造船・航空機・鉄道車両工学専門家',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '2364',
    nameKo: '산업안전·위험 전문가',
    nameEn: 'Industrial safety and risk specialist',
    nameZh: '产业安全及风险专家',
    nameJa: '産業安全・リスク専門家',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2371', nameKo: '환경공학 기술자', nameEn: 'Environmental engineer', nameZh: '环境工程师', nameJa: '環境工学技術者', subType: 'E-7-1', ...E71 },
  {
    code: '2372',
    nameKo: '가스·에너지 기술자',
    nameEn: 'Gas and energy engineer',
    nameZh: '燃气及能源工程师',
    nameJa: 'ガス・エネルギー技術者',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2392', nameKo: '섬유공학 기술자', nameEn: 'Textile engineer', nameZh: '纺织工程师', nameJa: '繊維工学技術者', subType: 'E-7-1', ...E71 },
  { code: '2395', nameKo: '제도사', nameEn: 'Draughtsperson', nameZh: '制图员', nameJa: '製図士', subType: 'E-7-1', ...E71 },
  { code: '2430', nameKo: '간호사', nameEn: 'Nurse', nameZh: '护士', nameJa: '看護師', subType: 'E-7-1', ...E71, aliases: ['registered nurse'] },
  { code: '2512', nameKo: '대학 강사', nameEn: 'University lecturer', nameZh: '大学讲师', nameJa: '大学講師', subType: 'E-7-1', ...E71 },
  { code: '2591', nameKo: '교육 전문가', nameEn: 'Education specialist', nameZh: '教育专家', nameJa: '教育専門家', subType: 'E-7-1', ...E71 },
  {
    code: '2599',
    nameKo: '외국인학교·국제학교 교사',
    nameEn: 'Teacher at a foreign or international school',
    nameZh: '外国人学校·国际学校教师',
    nameJa: '外国人学校・国際学校の教師',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '261', nameKo: '법률 전문가', nameEn: 'Legal professional', nameZh: '法律专家', nameJa: '法律専門家', subType: 'E-7-1', ...E71 },
  {
    code: '2715',
    nameKo: '경영·진단 전문가',
    nameEn: 'Management consultant',
    nameZh: '经营及诊断专家',
    nameJa: '経営・診断専門家',
    subType: 'E-7-1',
    ...E71,
    aliases: ['consultant', '컨설턴트'],
  },
  {
    code: '272',
    nameKo: '금융·보험 전문가',
    nameEn: 'Finance and insurance professional',
    nameZh: '金融及保险专家',
    nameJa: '金融・保険専門家',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2731', nameKo: '상품기획 전문가', nameEn: 'Product planner', nameZh: '商品企划专家', nameJa: '商品企画専門家', subType: 'E-7-1', ...E71 },
  {
    code: '2732',
    nameKo: '여행상품 개발자',
    nameEn: 'Travel product developer',
    nameZh: '旅游产品开发人员',
    nameJa: '旅行商品開発者',
    subType: 'E-7-1',
    ...E71,
  },
  {
    code: '2733',
    nameKo: '광고·홍보 전문가',
    nameEn: 'Advertising and PR specialist',
    nameZh: '广告及公关专家',
    nameJa: '広告・広報専門家',
    subType: 'E-7-1',
    ...E71,
  },
  { code: '2734', nameKo: '조사 전문가', nameEn: 'Research analyst', nameZh: '调查专家', nameJa: '調査専門家', subType: 'E-7-1', ...E71 },
  { code: '2735', nameKo: '행사 기획자', nameEn: 'Event planner', nameZh: '活动策划', nameJa: 'イベント企画者', subType: 'E-7-1', ...E71 },
  {
    code: '2742',
    nameKo: '해외 영업원',
    nameEn: 'Overseas sales representative',
    nameZh: '海外营业员',
    nameJa: '海外営業員',
    subType: 'E-7-1',
    ...E71,
    aliases: ['overseas sales', '해외영업'],
  },
  { code: '2743', nameKo: '기술 영업원', nameEn: 'Technical sales representative', nameZh: '技术营业员', nameJa: '技術営業員', subType: 'E-7-1', ...E71 },
  {
    code: '2814',
    nameKo: '번역가·통역가',
    nameEn: 'Translator or interpreter',
    nameZh: '翻译·口译员',
    nameJa: '翻訳家・通訳者',
    subType: 'E-7-1',
    ...E71,
    aliases: ['translator', 'interpreter', '통역사', '번역사'],
  },
  { code: '28331', nameKo: '아나운서', nameEn: 'Announcer', nameZh: '播音员', nameJa: 'アナウンサー', subType: 'E-7-1', ...E71 },
  {
    code: '285',
    nameKo: '디자이너',
    nameEn: 'Designer',
    nameZh: '设计师',
    nameJa: 'デザイナー',
    subType: 'E-7-1',
    ...E71,
    aliases: ['graphic designer', 'product designer', '디자인'],
  },
  { code: 'S2855', nameKo: '영상 디자이너', nameEn: 'Video and motion designer', nameZh: '影像设计师', nameJa: '映像デザイナー', subType: 'E-7-1', ...E71 },
  {
    code: '31215',
    nameKo: '면세점·제주영어교육도시 판매 사무원',
    nameEn: 'Sales clerk at a duty-free shop or Jeju Global Education City',
    nameZh: '免税店·济州英语教育城销售职员',
    nameJa: '免税店・済州英語教育都市の販売事務員',
    subType: 'E-7-2',
    ...E723,
  },
  {
    code: '31264',
    nameKo: '항공운송 사무원',
    nameEn: 'Air transport clerk',
    nameZh: '航空运输职员',
    nameJa: '航空運送事務員',
    subType: 'E-7-2',
    ...E723,
    aliases: ['airline ground staff', '지상직 승무원'],
  },
  {
    code: '3922',
    nameKo: '호텔 접수 사무원',
    nameEn: 'Hotel receptionist',
    nameZh: '酒店前台接待员',
    nameJa: 'ホテル受付事務員',
    subType: 'E-7-2',
    ...E723,
    aliases: ['front desk clerk', 'front desk agent', 'front office', 'hotel reception', '프런트 데스크', '호텔 프런트'],
  },
  { code: 'S3922', nameKo: '의료 코디네이터', nameEn: 'Medical coordinator', nameZh: '医疗协调员', nameJa: '医療コーディネーター', subType: 'E-7-2', ...E723 },
  {
    code: '3991',
    nameKo: '고객상담 사무원',
    nameEn: 'Customer service representative',
    nameZh: '客户咨询职员',
    nameJa: '顧客相談事務員',
    subType: 'E-7-2',
    ...E723,
  },
  {
    code: '431',
    nameKo: '운송 서비스 종사자 (선박·항공기 승무원)',
    nameEn: 'Transport service worker (ship or aircraft crew)',
    nameZh: '运输服务人员（船舶·航空乘务员）',
    nameJa: '運送サービス従事者（船舶・航空機の乗務員）',
    subType: 'E-7-2',
    ...E723,
    aliases: ['flight attendant', 'cabin crew', '승무원'],
  },
  {
    code: '43213',
    nameKo: '관광 통역 안내원',
    nameEn: 'Tour guide and interpreter',
    nameZh: '旅游翻译导游',
    nameJa: '観光通訳案内士',
    subType: 'E-7-2',
    ...E723,
    aliases: ['tour guide', '관광통역안내사'],
  },
  { code: '43291', nameKo: '카지노 딜러', nameEn: 'Casino dealer', nameZh: '赌场荷官', nameJa: 'カジノディーラー', subType: 'E-7-2', ...E723 },
  {
    code: '441',
    nameKo: '주방장·조리사',
    nameEn: 'Chef or cook',
    nameZh: '厨师长·厨师',
    nameJa: '料理長・調理師',
    subType: 'E-7-2',
    ...E723,
    aliases: ['cook', 'chef', '조리사', '요리사'],
  },
  {
    code: '42111',
    nameKo: '요양보호사',
    nameEn: 'Care worker',
    nameZh: '护理员',
    nameJa: '療養保護士',
    subType: 'E-7-2',
    ...E723,
    aliases: ['caregiver', 'care assistant'],
  },
  { code: '6139', nameKo: '동물 사육사', nameEn: 'Animal keeper', nameZh: '动物饲养员', nameJa: '動物飼育員', subType: 'E-7-3', ...E723 },
  { code: '6301', nameKo: '양식 기술자', nameEn: 'Aquaculture technician', nameZh: '养殖技术员', nameJa: '養殖技術者', subType: 'E-7-3', ...E723 },
  { code: '7103', nameKo: '할랄 도축원', nameEn: 'Halal slaughterer', nameZh: '清真屠宰员', nameJa: 'ハラール屠畜員', subType: 'E-7-3', ...E723 },
  {
    code: '7303',
    nameKo: '악기 제조·조율사',
    nameEn: 'Musical instrument maker and tuner',
    nameZh: '乐器制造及调音师',
    nameJa: '楽器製造・調律師',
    subType: 'E-7-3',
    ...E723,
  },
  {
    code: '7430',
    nameKo: '조선 용접공',
    nameEn: 'Shipbuilding welder',
    nameZh: '造船焊工',
    nameJa: '造船溶接工',
    subType: 'E-7-3',
    ...E723,
    aliases: ['welder', '용접사', '선박 용접'],
  },
  {
    code: '7521',
    nameKo: '항공기 정비원',
    nameEn: 'Aircraft maintenance technician',
    nameZh: '飞机维修员',
    nameJa: '航空機整備士',
    subType: 'E-7-3',
    ...E723,
    aliases: ['aircraft mechanic', '항공 정비사'],
  },
  { code: '76212', nameKo: '선박 전기원', nameEn: 'Ship electrician', nameZh: '船舶电工', nameJa: '船舶電気工', subType: 'E-7-3', ...E723 },
  { code: '7836', nameKo: '선박 도장공', nameEn: 'Ship painter', nameZh: '船舶涂装工', nameJa: '船舶塗装工', subType: 'E-7-3', ...E723 },
  {
    code: 'S8417',
    nameKo: '항공기(부품) 제조원',
    nameEn: 'Aircraft (parts) manufacturing worker',
    nameZh: '飞机（零部件）制造员',
    nameJa: '航空機（部品）製造員',
    subType: 'E-7-3',
    ...E723,
  },
  { code: '76231', nameKo: '송전 전기원', nameEn: 'Power line electrician', nameZh: '输电电工', nameJa: '送電電気工', subType: 'E-7-3', ...E723 },
  {
    code: 'MANUFACTURING',
    nameKo: '제조업 숙련기능인력',
    nameEn: 'Skilled worker in manufacturing',
    nameZh: '制造业熟练技能人员',
    nameJa: '製造業熟練技能人材',
    subType: 'E-7-4',
    ...E74,
  },
  {
    code: 'CONSTRUCTION',
    nameKo: '건설업 숙련기능인력',
    nameEn: 'Skilled worker in construction',
    nameZh: '建筑业熟练技能人员',
    nameJa: '建設業熟練技能人材',
    subType: 'E-7-4',
    ...E74,
  },
  {
    code: 'AGRICULTURE_LIVESTOCK',
    nameKo: '농축산업 숙련기능인력',
    nameEn: 'Skilled worker in agriculture and livestock',
    nameZh: '农畜产业熟练技能人员',
    nameJa: '農畜産業熟練技能人材',
    subType: 'E-7-4',
    ...E74_PRIMARY,
  },
  {
    code: 'FISHERY',
    nameKo: '어업 숙련기능인력',
    nameEn: 'Skilled worker in fishery',
    nameZh: '渔业熟练技能人员',
    nameJa: '漁業熟練技能人材',
    subType: 'E-7-4',
    ...E74,
  },
  {
    code: 'INLAND_FISHERY',
    nameKo: '내수면 어업 숙련기능인력',
    nameEn: 'Skilled worker in inland fishery',
    nameZh: '内陆渔业熟练技能人员',
    nameJa: '内水面漁業熟練技能人材',
    subType: 'E-7-4',
    ...E74_PRIMARY,
  },
];

// Built on first use, so a bundle that imports the contracts but never searches drops the list.
let byCode: ReadonlyMap<string, TOccupation> | undefined;

/** The occupation of a code (case and spaces ignored: ' s2353 ' is S2353), or undefined. */
export function occupationByCode(code: string): TOccupation | undefined {
  byCode ??= new Map(OCCUPATIONS.map((o) => [o.code, o]));
  return byCode.get(
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

let index: readonly Indexed[] | undefined;
function searchIndex(): readonly Indexed[] {
  index ??= OCCUPATIONS.map((o) => {
    const names = [o.nameKo, o.nameEn, o.nameZh, o.nameJa, ...(o.aliases ?? [])].map(normaliseOccupationText);
    const code = normaliseOccupationText(o.code);
    return { occupation: o, code, names, haystack: [code, ...names].join('\u0000') };
  });
  return index;
}

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
 * Occupations matching the query on code, Korean, English, Chinese or Japanese name or a known other name,
 * case-, accent- and space-insensitive: every word of the query must occur in the entry ('Hotel
 * front desk clerk' finds 3922, '조선용접공' and 'shipbuilding  WELDER' find 7430). Best matches
 * first, then list order. An empty query lists the (sub-type's) occupations in list order.
 */
export function searchOccupations(query: string, options: TOccupationSearchOptions = {}): TOccupation[] {
  const limit = options.limit ?? 20;
  if (limit <= 0) return [];
  const words = tokens(query);
  const whole = normaliseOccupationText(query);
  const all = searchIndex();
  const pool = options.subType ? all.filter((e) => e.occupation.subType === options.subType) : all;
  if (words.length === 0) return pool.slice(0, limit).map((e) => e.occupation);
  return pool
    .map((entry, order) => ({ entry, order }))
    .filter(({ entry }) => words.every((w) => entry.haystack.includes(w)))
    .map(({ entry, order }) => ({ entry, order, rank: rank(entry, whole) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .slice(0, limit)
    .map(({ entry }) => entry.occupation);
}
