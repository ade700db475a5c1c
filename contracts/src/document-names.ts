import type { TLanguage } from './enums';

/**
 * The one name of each document and roadmap step, in the four interface languages (issue 24 item 13):
 * the visa service's checklist and e-mails, the applicant's screens and the expert's workspace all name
 * a document or a step from here, so the expert and the client read the same name for the same step.
 * Lists follow HiKorea's per-status checklists as summarised in visa-rules.md (names shortened).
 */
export const DOCUMENT_NAMES = {
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
  PERFORMANCE_RECOMMENDATION: {
    ko: '영상물등급위원회 추천서',
    en: 'Media rating board recommendation',
    zh: '影像物等级委员会推荐信',
    ja: '映像物等級委員会の推薦書',
  },
  EMPLOYMENT_INSURANCE_LIST: { ko: '고용보험 가입자 명부', en: 'Employment insurance roster', zh: '雇佣保险参保人名册', ja: '雇用保険加入者名簿' },
  EMPLOYMENT_REASON_STATEMENT: { ko: '고용사유서', en: 'Statement of reasons for employment', zh: '雇佣事由书', ja: '雇用事由書' },
  LOCAL_GOVERNMENT_AGREEMENT: {
    ko: '지자체 업무협약서 또는 초청 서류',
    en: 'Local government agreement or invitation',
    zh: '地方政府业务协议书或邀请材料',
    ja: '自治体の業務協約書または招へい書類',
  },
  EPS_TOPIK_CERTIFICATE: { ko: 'EPS-TOPIK 성적표', en: 'EPS-TOPIK score report', zh: 'EPS-TOPIK成绩单', ja: 'EPS-TOPIK成績表' },
  STANDARD_LABOR_CONTRACT: { ko: '표준근로계약서', en: 'Standard labour contract', zh: '标准劳动合同', ja: '標準労働契約書' },
  SEAMAN_BOOK: { ko: '선원수첩', en: "Seafarer's book", zh: '船员手册', ja: '船員手帳' },
  VESSEL_REGISTRATION: { ko: '선박 등록증', en: 'Vessel registration', zh: '船舶登记证', ja: '船舶登録証' },
  JOB_SEARCH_PLAN: { ko: '구직활동계획서', en: 'Job search plan', zh: '求职活动计划书', ja: '求職活動計画書' },
  BANK_STATEMENT: { ko: '체재비 입증서류', en: 'Proof of funds', zh: '滞留费用证明材料', ja: '滞在費の証明書類' },
  JOB_SEARCH_REPORT: { ko: '구직활동 입증서류', en: 'Proof of job search activities', zh: '求职活动证明材料', ja: '求職活動の証明書類' },
  KOREAN_PROFICIENCY_CERTIFICATE: {
    ko: '한국어 능력 입증서류 (TOPIK/KIIP)',
    en: 'Korean proficiency (TOPIK/KIIP)',
    zh: '韩语能力证明材料（TOPIK/KIIP）',
    ja: '韓国語能力の証明書類（TOPIK/KIIP）',
  },
  FAMILY_RELATION_CERTIFICATE: { ko: '가족관계증명서', en: 'Family relation certificate', zh: '家庭关系证明', ja: '家族関係証明書' },
  SPONSOR_STATUS_PROOF: { ko: '초청인 체류자격 입증서류', en: "Proof of the sponsor's status", zh: '邀请人滞留资格证明材料', ja: '招へい人の在留資格証明書類' },
  INVESTMENT_PROOF: { ko: '투자 입증서류', en: 'Proof of investment', zh: '投资证明材料', ja: '投資証明書類' },
  MARRIAGE_CERTIFICATE: { ko: '혼인관계증명서', en: 'Marriage certificate', zh: '婚姻关系证明', ja: '婚姻関係証明書' },
  INVITATION_LETTER: { ko: '배우자 초청장', en: "Spouse's invitation letter", zh: '配偶邀请函', ja: '配偶者の招へい状' },
  SPOUSE_ID: { ko: '배우자 신분증 사본', en: "Copy of the spouse's ID", zh: '配偶身份证复印件', ja: '配偶者の身分証の写し' },
  HOUSING_PROOF: { ko: '주거 공간 입증서류', en: 'Proof of housing', zh: '住所证明材料', ja: '住居の証明書類' },
  CHILD_BIRTH_CERTIFICATE: { ko: '자녀 출생증명서', en: "Child's birth certificate", zh: '子女出生证明', ja: '子どもの出生証明書' },
  MARRIAGE_END_PROOF: { ko: '혼인 단절 입증서류', en: 'Proof the marriage ended', zh: '婚姻中断证明材料', ja: '婚姻断絶の証明書類' },
  // The guided types' documents (visa-rules.md section 9): HiKorea's per-status checklists as known, not re-checked online (2026-11-24).
  DIPLOMATIC_NOTE: {
    ko: '외교공한(구술서) 또는 공무 파견 공문 (대개 외교부를 통해 발급)',
    en: 'Diplomatic note or official letter of assignment (usually issued through the Ministry of Foreign Affairs)',
    zh: '外交照会（口头照会）或公务派遣公函（通常经外交部出具）',
    ja: '外交公文（口上書）または公務派遣の公文（通常は外務省を通じて発給）',
  },
  RETURN_TICKET: { ko: '귀국 항공권', en: 'Return ticket', zh: '回程机票', ja: '帰国用の航空券' },
  TRAVEL_PLAN: { ko: '여행계획서', en: 'Travel plan', zh: '旅行计划书', ja: '旅行計画書' },
  K_ETA: {
    ko: '전자여행허가(K-ETA) (대상 국가 국민)',
    en: 'K-ETA electronic travel authorisation (nationals it applies to)',
    zh: '电子旅行许可（K-ETA）（适用国家国民）',
    ja: '電子渡航認証（K-ETA）（対象国の国民）',
  },
  EXTENSION_REASON_PROOF: {
    ko: '체류기간 연장 사유 입증서류 (진단서, 항공편 결항 확인서 등)',
    en: 'Proof of the reason to extend the stay (e.g. medical certificate, flight cancellation)',
    zh: '延长滞留期限事由证明材料（诊断书、航班取消证明等）',
    ja: '在留期間延長の事由を証明する書類（診断書、欠航証明など）',
  },
  STAY_REASON_PROOF: {
    ko: '체류 사유 입증서류 (진단서, 소송 관련 서류 등)',
    en: 'Proof of the reason for the stay (e.g. medical certificate, court documents)',
    zh: '滞留事由证明材料（诊断书、诉讼相关材料等）',
    ja: '滞在事由を証明する書類（診断書、訴訟関係書類など）',
  },
  VISIT_PURPOSE_PROOF: {
    ko: '방문 목적 입증서류 (초청장 등)',
    en: 'Proof of the purpose of the visit (e.g. invitation letter)',
    zh: '访问目的证明材料（邀请函等）',
    ja: '訪問目的を証明する書類（招へい状など）',
  },
  PRESS_DISPATCH_LETTER: {
    ko: '소속 언론사의 파견증명서 또는 재직증명서',
    en: 'Dispatch letter or certificate of employment from the news organisation',
    zh: '所属媒体的派遣证明或在职证明',
    ja: '所属報道機関の派遣証明書または在職証明書',
  },
  ARTS_ACTIVITY_PROOF: {
    ko: '문화예술 활동 입증서류 (초청 기관의 초청장, 활동계획서)',
    en: 'Proof of the cultural or artistic activity (host institution invitation, activity plan)',
    zh: '文化艺术活动证明材料（邀请机构的邀请函、活动计划书）',
    ja: '文化芸術活動の証明書類（招へい機関の招へい状、活動計画書）',
  },
  ADMISSION_CERTIFICATE: { ko: '표준입학허가서', en: 'Certificate of admission (standard admission letter)', zh: '标准入学许可书', ja: '標準入学許可書' },
  FINAL_EDUCATION_CERTIFICATE: {
    ko: '최종학력 입증서류',
    en: 'Certificate of final education (diploma or degree)',
    zh: '最终学历证明材料',
    ja: '最終学歴の証明書類',
  },
  LANGUAGE_COURSE_ADMISSION: {
    ko: '한국어 연수과정 입학허가서',
    en: 'Admission to a Korean-language programme',
    zh: '韩语研修课程入学许可书',
    ja: '韓国語研修課程の入学許可書',
  },
  ENROLMENT_CERTIFICATE: { ko: '재학증명서', en: 'Certificate of enrolment', zh: '在读证明', ja: '在学証明書' },
  ATTENDANCE_TRANSCRIPT: { ko: '출석 및 성적 증명서', en: 'Attendance and grade record', zh: '出勤及成绩证明', ja: '出席及び成績証明書' },
  TRAINING_PLAN: { ko: '연수계획서', en: 'Training plan', zh: '研修计划书', ja: '研修計画書' },
  TRAINING_BASIS_PROOF: {
    ko: '해외투자·기술수출 등 연수 요건 입증서류',
    en: 'Proof of the overseas investment or technology export the training rests on',
    zh: '海外投资、技术出口等研修条件证明材料',
    ja: '海外投資・技術輸出など研修要件の証明書類',
  },
  ORGANISATION_REGISTRATION: {
    ko: '초청 단체의 설립허가서 또는 고유번호증',
    en: 'Registration of the inviting organisation',
    zh: '邀请团体的设立许可证或固有编号证',
    ja: '招へい団体の設立許可証または固有番号証',
  },
  FOREIGN_INVESTMENT_REGISTRATION: {
    ko: '외국인투자기업 등록증명서',
    en: 'Foreign-invested company registration certificate',
    zh: '外商投资企业登记证明',
    ja: '外国人投資企業登録証明書',
  },
  CORPORATE_REGISTRY: { ko: '법인 등기사항전부증명서', en: 'Corporate registry certificate', zh: '法人登记事项全部证明书', ja: '法人登記事項全部証明書' },
  FAMILY_RELATION_PROOF: {
    ko: '가족관계 입증서류 (출생증명서, 결혼증명서 등)',
    en: 'Proof of the family relationship (birth or marriage certificate)',
    zh: '家庭关系证明材料（出生证明、结婚证明等）',
    ja: '家族関係の証明書類（出生証明書、婚姻証明書など）',
  },
  KOREAN_DESCENT_PROOF: {
    ko: '재외동포 입증서류 (본인 또는 부모·조부모의 한국 국적 보유 사실, 가족관계 기록)',
    en: 'Proof of Korean descent (Korean nationality of the applicant, a parent or a grandparent; family relation records)',
    zh: '海外同胞证明材料（本人或父母、祖父母曾持有韩国国籍的事实，家庭关系记录）',
    ja: '在外同胞の証明書類（本人または父母・祖父母が韓国国籍を保有していた事実、家族関係の記録）',
  },
  RESIDENCE_REPORT_CARD: {
    ko: '국내거소신고증 또는 외국인등록증',
    en: 'Domestic residence report card or residence card',
    zh: '国内居所申报证或外国人登录证',
    ja: '国内居所申告証または外国人登録証',
  },
  BASIC_KNOWLEDGE_PROOF: {
    ko: '기본소양 입증서류 (사회통합프로그램 이수 등)',
    en: 'Proof of basic knowledge of Korean society (e.g. KIIP completion)',
    zh: '基本素养证明材料（完成社会统合项目等）',
    ja: '基本素養の証明書類（社会統合プログラムの修了など）',
  },
  PERMANENT_RESIDENCE_CARD: { ko: '영주증', en: 'Permanent residence card', zh: '永住证', ja: '永住証' },
  F5_LONG_STAY_EMPLOYMENT: {
    ko: '재직증명서 (일반 영주: 취업 자격으로 5년 이상 체류한 경우)',
    en: 'Certificate of employment (general track: five or more years in Korea on a work status)',
    zh: '在职证明（一般永住：以就业资格滞留五年以上者）',
    ja: '在職証明書（一般永住：就労資格で5年以上滞在した場合）',
  },
  F5_SPOUSE_MARRIAGE: {
    ko: '혼인관계증명서 (국민의 배우자인 경우)',
    en: 'Marriage certificate (track for the spouse of a Korean national)',
    zh: '婚姻关系证明（韩国国民的配偶）',
    ja: '婚姻関係証明書（韓国国民の配偶者の場合）',
  },
  F5_INVESTMENT: {
    ko: '투자 입증서류 (투자 영주의 경우)',
    en: 'Proof of investment (investor track)',
    zh: '投资证明材料（投资永住）',
    ja: '投資の証明書類（投資による永住の場合）',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;
export type TDocumentCode = keyof typeof DOCUMENT_NAMES;

/** The roadmap's steps after the documents (services/specialist roadmap-template.ts keys), and the service-option steps. */
export const ROADMAP_STEP_NAMES = {
  submission: { ko: '신청서 제출', en: 'Submit the application', zh: '提交申请', ja: '申請書の提出' },
  result: { ko: '심사 결과 확인', en: 'Receive the decision', zh: '确认审查结果', ja: '審査結果の確認' },
  consultation: { ko: '상담', en: 'Consultation', zh: '咨询', ja: '相談' },
  document_review: { ko: '서류 검토', en: 'Document review', zh: '材料审核', ja: '書類チェック' },
} as const satisfies Record<string, Record<TLanguage, string>>;

/** A document code (`PASSPORT`) by its name in a language; null when the code is not one we know. */
export function documentName(code: string, lng: TLanguage): string | null {
  return Object.hasOwn(DOCUMENT_NAMES, code) ? DOCUMENT_NAMES[code as TDocumentCode][lng] : null;
}

/**
 * A roadmap step's name in a language, the same for the expert and the client: a document step by its
 * document, the other steps by their key (else their kind); null when neither is known (the screen shows the step's title).
 */
export function roadmapStepName(step: { kind: string; key: string }, lng: TLanguage): string | null {
  if (step.kind === 'document') return documentName(step.key, lng);
  return stepNameByKey(step.key, lng) ?? documentName(step.key, lng) ?? stepNameByKey(step.kind, lng);
}

function stepNameByKey(key: string, lng: TLanguage): string | null {
  return Object.hasOwn(ROADMAP_STEP_NAMES, key) ? ROADMAP_STEP_NAMES[key as keyof typeof ROADMAP_STEP_NAMES][lng] : null;
}
