import type { TRegulation } from '@tov/contracts';

/**
 * The rules an employer of foreigners must follow, each with its source and the date it was written
 * down (services/company/README.md, Rules). Only facts of docs/visa-rules.md (`/work/shared/domain`,
 * checked 2026-11-24) or of the well-known articles of the Immigration Act and the Act on the
 * Employment of Foreign Workers; nothing invented. Titles in the four interface languages, summaries in
 * Korean and English (Chinese and Japanese fall back to English). Rules change: verify against the
 * source (law.go.kr, HiKorea, 1345) before relying on one.
 */
type Language = 'ko' | 'en' | 'zh' | 'ja';
interface Entry {
  id: string;
  visaTypes: string[];
  deadlineDays: number | null;
  title: Record<Language, string>;
  summary: { ko: string; en: string };
  source: { name: string; reference: string; url: string | null };
  recordedOn: string;
}

const IMMIGRATION_ACT = { name: '출입국관리법 (Immigration Act)', url: 'https://www.law.go.kr/법령/출입국관리법' };
const EPS_ACT = {
  name: '외국인근로자의 고용 등에 관한 법률 (Act on the Employment of Foreign Workers)',
  url: 'https://www.law.go.kr/법령/외국인근로자의고용등에관한법률',
};
const LAWS_RECORDED = '2026-11-29';
const VISA_RULES_CHECKED = '2026-11-24';

export const REGULATIONS: readonly Entry[] = [
  {
    id: 'employment-change-report',
    visaTypes: [],
    deadlineDays: 15,
    title: {
      ko: '외국인 고용 변동 신고 (15일 이내)',
      en: "Report changes in a foreign employee's employment within 15 days",
      zh: '外国员工雇佣变动须在15日内申报',
      ja: '外国人従業員の雇用変動は15日以内に届出',
    },
    summary: {
      ko: '외국인을 고용한 자는 그 외국인이 퇴직·해고되거나 행방불명된 경우, 고용계약의 중요한 내용을 변경한 경우 그 사실을 안 날부터 15일 이내에 출입국·외국인관서에 신고해야 합니다.',
      en: 'An employer of a foreigner must report to the immigration office within 15 days of learning of it when the foreign employee retires or is dismissed, goes missing, or when important terms of the employment contract change.',
    },
    source: { ...IMMIGRATION_ACT, reference: '제19조 (Article 19)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'alien-registration-90-days',
    visaTypes: [],
    deadlineDays: 90,
    title: {
      ko: '외국인등록 (입국일부터 90일 이내)',
      en: 'Alien registration within 90 days of entry',
      zh: '入境后90日内办理外国人登录',
      ja: '入国日から90日以内に外国人登録',
    },
    summary: {
      ko: '입국한 날부터 90일을 초과하여 체류하려는 외국인은 입국한 날부터 90일 이내에 체류지 관할 출입국·외국인관서에 외국인등록을 해야 합니다.',
      en: 'A foreigner who will stay longer than 90 days must register with the immigration office for their place of stay within 90 days of entry.',
    },
    source: { ...IMMIGRATION_ACT, reference: '제31조 (Article 31)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'employment-within-status',
    visaTypes: [],
    deadlineDays: null,
    title: {
      ko: '체류자격 범위 안에서만 고용',
      en: 'Employ foreigners only within their status of stay',
      zh: '仅在滞留资格允许的范围内雇用外国人',
      ja: '在留資格の範囲内でのみ雇用する',
    },
    summary: {
      ko: '외국인은 체류자격에 해당하는 활동 범위에서만 취업할 수 있으며, 누구든지 그 체류자격을 가지지 않은 외국인을 고용해서는 안 됩니다.',
      en: 'A foreigner may work only within the activities of their status of stay, and no one may employ a foreigner who does not hold a status that allows the work.',
    },
    source: { ...IMMIGRATION_ACT, reference: '제18조 (Article 18)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'workplace-change-permission',
    visaTypes: [],
    deadlineDays: null,
    title: {
      ko: '근무처 변경·추가는 사전 허가',
      en: 'A change or addition of workplace needs permission first',
      zh: '变更或增加工作单位须事先获得许可',
      ja: '勤務先の変更・追加は事前の許可が必要',
    },
    summary: {
      ko: '외국인이 근무처를 변경하거나 추가하려면 미리 출입국·외국인관서의 허가를 받아야 하며(일부 전문 인력은 신고로 갈음), 허가 없이 근무처를 바꾼 외국인을 고용해서는 안 됩니다.',
      en: 'A foreigner who changes or adds a workplace needs the immigration office’s permission beforehand (some professionals report it instead), and no one may employ a foreigner who changed workplace without it.',
    },
    source: { ...IMMIGRATION_ACT, reference: '제21조 (Article 21)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'stay-extension-before-expiry',
    visaTypes: [],
    deadlineDays: null,
    title: {
      ko: '체류기간 만료 전 연장 신청',
      en: 'Apply for an extension before the stay expires',
      zh: '在滞留期限届满前申请延长',
      ja: '在留期間の満了前に延長を申請',
    },
    summary: {
      ko: '체류기간을 넘어 계속 체류하려는 외국인은 체류기간이 끝나기 전에 출입국·외국인관서에서 체류기간 연장허가를 받아야 합니다.',
      en: 'A foreigner who wants to stay beyond their period of stay must obtain an extension permit from the immigration office before it ends.',
    },
    source: { ...IMMIGRATION_ACT, reference: '제25조 (Article 25)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'e7-employer-ratio',
    visaTypes: ['E-7'],
    deadlineDays: null,
    title: {
      ko: 'E-7 고용 요건: 외국인 직원은 내국인 직원의 20% 이내',
      en: 'E-7 employer: foreign staff at most 20% of Korean staff',
      zh: 'E-7 雇主：外籍员工不超过韩国籍员工的20%',
      ja: 'E-7 雇用主：外国人従業員は韓国人従業員の20%以内',
    },
    summary: {
      ko: 'E-7 외국인을 고용하려는 사업장은 고용보험에 가입한 내국인 직원이 5명 이상이어야 하고, 외국인 직원 수는 내국인 직원의 20%를 넘을 수 없으며, 세금 체납이나 임금 체불이 없어야 합니다.',
      en: 'A workplace hiring on E-7 needs at least 5 Korean employees on employment insurance; its foreign staff may be at most 20% of its Korean staff; and it must have no tax delinquency or wage arrears.',
    },
    source: { name: '법무부 사증발급 안내매뉴얼 (MOJ visa issuance manual), E-7', reference: 'as summarised by k-visa.co.kr', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e7-1-pay-floor',
    visaTypes: ['E-7'],
    deadlineDays: null,
    title: {
      ko: 'E-7-1 임금 요건: 전년도 1인당 GNI의 80% 이상',
      en: "E-7-1 pay: at least 80% of the previous year's GNI per capita",
      zh: 'E-7-1 工资要求：不低于上一年度人均GNI的80%',
      ja: 'E-7-1 賃金要件：前年の一人当たりGNIの80%以上',
    },
    summary: {
      ko: 'E-7-1 외국인의 연봉은 전년도 1인당 국민총소득(GNI)의 80% 이상이어야 합니다. 2025년 GNI 52,416,000원 기준으로 2026년 4월 1일부터 41,932,800원입니다.',
      en: "An E-7-1 employee's annual pay must be at least 80% of the previous year's gross national income per capita: 41,932,800 KRW from 2026-04-01 (GNI 2025: 52,416,000 KRW).",
    },
    source: { name: 'HiKorea notice; GNI from the Bank of Korea (2026-03-10)', reference: 'as quoted by enterlog.tistory.com', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e7-fixed-minimum-pay',
    visaTypes: ['E-7'],
    deadlineDays: null,
    title: {
      ko: 'E-7-2·E-7-3·E-7-4 최저 연봉',
      en: 'E-7-2, E-7-3 and E-7-4 minimum annual pay',
      zh: 'E-7-2、E-7-3、E-7-4 最低年薪',
      ja: 'E-7-2・E-7-3・E-7-4 の最低年収',
    },
    summary: {
      ko: '법무부 고시 2025-106에 따른 고정 최저 연봉은 E-7-2와 E-7-3이 2,515만 원, E-7-4가 2,600만 원입니다.',
      en: 'Fixed minimum annual pay under MOJ notice 2025-106: 25.15M KRW for E-7-2 and E-7-3, 26.0M KRW for E-7-4.',
    },
    source: { name: '법무부 고시 (MOJ notice) 2025-106', reference: 'as reported by kmcn.kr', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e9-workplace-changes',
    visaTypes: ['E-9'],
    deadlineDays: null,
    title: {
      ko: 'E-9 사업장 변경 횟수 제한',
      en: "E-9 workers' limited workplace changes",
      zh: 'E-9 劳动者变更工作场所的次数限制',
      ja: 'E-9 労働者の事業場変更回数の制限',
    },
    summary: {
      ko: '고용허가제(E-9) 외국인근로자는 최초 취업활동 기간(3년) 동안 사업장을 3회까지, 재고용으로 연장된 기간에는 2회까지 변경할 수 있습니다. 휴업·폐업 등 근로자에게 책임이 없는 사유로 인한 변경은 횟수에 넣지 않습니다.',
      en: 'An EPS (E-9) worker may change workplace up to 3 times in the first 3-year period of employment and up to 2 times in the period extended by re-employment; changes for reasons not attributable to the worker (such as a suspension or closure of the business) are not counted.',
    },
    source: { ...EPS_ACT, reference: '제25조 (Article 25)' },
    recordedOn: LAWS_RECORDED,
  },
  {
    id: 'e9-employment-period',
    visaTypes: ['E-9'],
    deadlineDays: null,
    title: {
      ko: 'E-9 최대 취업활동 기간 4년 10개월',
      en: 'E-9 employment of at most 4 years 10 months',
      zh: 'E-9 最长就业期限4年10个月',
      ja: 'E-9 の最長就労期間は4年10か月',
    },
    summary: {
      ko: '고용허가제 외국인근로자의 취업활동 기간은 3년이며, 사용자가 재고용을 요청하면 1년 10개월 연장되어 최대 4년 10개월까지 일할 수 있습니다.',
      en: "An EPS worker's period of employment is 3 years; at the employer's request for re-employment it is extended by 1 year 10 months, to at most 4 years 10 months.",
    },
    source: { ...EPS_ACT, reference: '제18조, 제18조의2 (Articles 18, 18-2); eps.hrdkorea.or.kr' },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e2-hiring-documents',
    visaTypes: ['E-2'],
    deadlineDays: null,
    title: {
      ko: 'E-2 회화지도 강사 채용 서류',
      en: 'E-2 language instructors: documents for hiring',
      zh: 'E-2 会话指导讲师的招聘材料',
      ja: 'E-2 会話指導講師の採用書類',
    },
    summary: {
      ko: '국적국 전역을 대상으로 발급되고 아포스티유를 받은 범죄경력증명서(발급 후 6개월 이내), 아포스티유를 받은 학위증, 건강확인서가 필요하며, 영사 인터뷰를 거칩니다.',
      en: 'A nationwide criminal-record check, apostilled and issued within 6 months, an apostilled degree and a health statement are required, and the consul interviews the applicant.',
    },
    source: { name: '법무부 사증발급 안내매뉴얼 (MOJ visa issuance manual), E-2', reference: 'as summarised by immikorea.com', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e10-crew-contract',
    visaTypes: ['E-10'],
    deadlineDays: null,
    title: {
      ko: 'E-10 선원 근로계약 6개월 이상',
      en: 'E-10 crew: a contract of at least 6 months',
      zh: 'E-10 船员：劳动合同至少6个月',
      ja: 'E-10 船員：雇用契約は6か月以上',
    },
    summary: {
      ko: '선원취업(E-10)은 6개월 이상의 선원근로계약이 필요합니다. E-10-1은 5톤 이상 연안 선박, E-10-2는 20톤 이상 어선, E-10-3은 2,000톤 이상 크루즈선입니다.',
      en: "Crew employment (E-10) needs a seafarer's contract of at least 6 months: E-10-1 coastal vessels of 5 tons or more, E-10-2 fishing vessels of 20 tons or more, E-10-3 cruise ships of 2,000 tons or more.",
    },
    source: { name: '법무부 사증발급 안내매뉴얼 (MOJ visa issuance manual), E-10', reference: 'as summarised by k-labor.co.kr', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
  {
    id: 'e8-seasonal-period',
    visaTypes: ['E-8'],
    deadlineDays: null,
    title: {
      ko: 'E-8 계절근로: 5개월(최대 8개월), 최저임금 적용',
      en: 'E-8 seasonal work: 5 months (up to 8), minimum wage applies',
      zh: 'E-8 季节性劳动：5个月（最长8个月），适用最低工资',
      ja: 'E-8 季節労働：5か月（最長8か月）、最低賃金が適用',
    },
    summary: {
      ko: '계절근로(E-8)는 농업·어업 분야에서만 가능하며, 기간은 5개월이고 8개월까지 연장할 수 있습니다. 최저임금이 적용됩니다.',
      en: 'Seasonal work (E-8) is for agriculture and fisheries only, for 5 months, extendable to 8; the minimum wage applies.',
    },
    source: { name: '법무부 계절근로자 프로그램 (MOJ seasonal worker programme)', reference: 'as summarised by visavlog.com', url: null },
    recordedOn: VISA_RULES_CHECKED,
  },
];

/** The catalogue in one language: the entries for a visa type (and those for every employer), matching a search. */
export function findRegulations(query: { visaType?: string | undefined; language: Language; search?: string | undefined }): TRegulation[] {
  const search = query.search?.trim().toLowerCase();
  return REGULATIONS.filter((r) => !query.visaType || r.visaTypes.length === 0 || r.visaTypes.includes(query.visaType))
    .map((r): TRegulation => {
      const summaryLanguage = query.language === 'ko' || query.language === 'en' ? query.language : 'en';
      return {
        id: r.id,
        visaTypes: r.visaTypes,
        language: query.language,
        title: r.title[query.language],
        summary: r.summary[summaryLanguage],
        summaryLanguage,
        deadlineDays: r.deadlineDays,
        source: r.source,
        recordedOn: r.recordedOn,
      };
    })
    .filter((r) => !search || `${r.title} ${r.summary} ${r.source.name} ${r.source.reference}`.toLowerCase().includes(search));
}
