import { DEMO_ACCOUNTS, type TPrice, type TServiceOption, type TSpecialistProfileInput } from '@tov/contracts';

/** A demo expert's profile (with their agency and licence, which the profile holds in the certifications and the bio) and price list. */
export interface DemoExpert {
  /** One of DEMO_ACCOUNTS.pros: the account auth made, whose registration made the first profile. */
  email: string;
  profile: TSpecialistProfileInput;
  prices: TPrice[];
}

/** KRW per service option, the same for each of `visaTypes` (with the exceptions in `overrides`). */
function priceList(visaTypes: readonly TPrice['visaType'][], fees: Record<TServiceOption, number>, overrides: TPrice[] = []): TPrice[] {
  const list = visaTypes.flatMap((visaType) =>
    (Object.keys(fees) as TServiceOption[]).map((serviceOption) => ({ serviceOption, visaType, amount: fees[serviceOption] })),
  );
  const key = (p: TPrice) => `${p.serviceOption}|${p.visaType}`;
  const override = new Map(overrides.map((p) => [key(p), p]));
  return list.map((p) => override.get(key(p)) ?? p);
}

const [kim, lee, tran, choi, wang] = DEMO_ACCOUNTS.pros;

/**
 * The demo experts (docs/decisions/130-demo-data.md): distinct names, agencies, licences, years,
 * languages and visa types, a bio in their own words and a price for each service option of each
 * visa type they take, so matching ranks them apart and the result page's cards differ.
 */
export const DEMO_EXPERTS: DemoExpert[] = [
  {
    email: kim,
    profile: {
      name: 'Kim Seo-yeon',
      expertise: 'administrative',
      certifications: ['행정사 (Administrative Agent) 제2017-0142호', '출입국 민원 대행기관 등록 (Hanul Administrative Office)'],
      experienceYears: 8,
      languages: ['ko', 'en'],
      supportedVisaTypes: ['D-10', 'E-7', 'F-2', 'F-6', 'E-9'],
      bio: '한울 행정사사무소 대표 행정사 김서연입니다. 8년 동안 구직(D-10)에서 특정활동(E-7)으로, 다시 거주(F-2-7)로 이어지는 체류 자격 변경을 주로 맡아 왔습니다. 서류 목록을 먼저 함께 정리하고, 출입국 방문이 필요한 날에는 동행합니다.',
    },
    prices: priceList(['D-10', 'E-7', 'F-2', 'F-6', 'E-9'], { consultation: 50_000, document_review: 150_000, full_service: 550_000 }, [
      { serviceOption: 'full_service', visaType: 'F-2', amount: 700_000 },
    ]),
  },
  {
    email: lee,
    profile: {
      name: 'Lee Jun-ho',
      expertise: 'administrative',
      certifications: ['변호사 (Attorney at Law, Korean Bar 2013)', '법무법인 다온 이민·출입국팀 (Daon Law Group)'],
      experienceYears: 12,
      languages: ['ko', 'en', 'zh'],
      supportedVisaTypes: ['E-7', 'F-2', 'F-6', 'D-10', 'E-1', 'E-3'],
      bio: 'I am an immigration lawyer at Daon Law Group in Seoul. For twelve years I have handled refusals, appeals and the hard cases: a change of employer on E-7, points-based F-2-7 residence, marriage visas with a complicated history. I consult in Korean, English and Mandarin.',
    },
    prices: priceList(['E-7', 'F-2', 'F-6', 'D-10', 'E-1', 'E-3'], { consultation: 120_000, document_review: 300_000, full_service: 1_200_000 }),
  },
  {
    email: tran,
    profile: {
      name: 'Tran Thi Hoa',
      expertise: 'administrative',
      certifications: ['행정사 (Administrative Agent) 제2020-0877호', '관광통역안내사(베트남어)', '사랑 행정사무소 (Sarang Visa Office, Ansan)'],
      experienceYears: 6,
      languages: ['ko', 'vi', 'en'],
      supportedVisaTypes: ['E-9', 'E-7', 'F-6', 'D-10', 'F-2'],
      bio: 'Xin chào! I came to Korea on a student visa myself and now run Sarang Visa Office in Ansan. Most of my clients are workers moving from E-9 to skilled E-7-4, and families applying for F-6. I explain every document in Vietnamese and keep the fees simple.',
    },
    prices: priceList(['E-9', 'E-7', 'F-6', 'D-10', 'F-2'], { consultation: 30_000, document_review: 100_000, full_service: 400_000 }),
  },
  {
    email: choi,
    profile: {
      name: 'Choi Min-ji',
      expertise: 'administrative',
      certifications: ['공인노무사 (Certified Labor Attorney) 제1843호', '노무법인 바른일터 (Bareun Workplace Labor Firm)'],
      experienceYears: 10,
      languages: ['ko', 'en', 'ja'],
      supportedVisaTypes: ['E-7', 'E-9', 'E-10', 'D-10'],
      bio: '노무법인 바른일터의 공인노무사 최민지입니다. 외국인 근로자를 고용하는 기업과 근로자 양쪽을 10년째 돕고 있습니다. 고용계약서와 임금 조건이 E-7 기준에 맞는지 검토하고, 사업장 변경과 체류 연장을 함께 준비합니다. 日本語での相談も可能です。',
    },
    prices: priceList(['E-7', 'E-9', 'E-10', 'D-10'], { consultation: 70_000, document_review: 200_000, full_service: 800_000 }),
  },
  {
    email: wang,
    profile: {
      name: 'Wang Li-na',
      expertise: 'language',
      certifications: ['한국어교원 2급 (Korean Language Teacher)', 'HSK 6급', '사회통합프로그램 강사 (KIIP instructor), 다리 언어센터 (Dari Language Centre)'],
      experienceYears: 5,
      languages: ['ko', 'zh', 'en'],
      supportedVisaTypes: ['F-2', 'F-6', 'D-10'],
      bio: '我是王丽娜, a KIIP instructor at Dari Language Centre. The Korean part of F-2 and F-6 applications is where many people lose points: I prepare you for TOPIK and the social integration programme, and check the Korean of your statements before you submit them.',
    },
    prices: priceList(['F-2', 'F-6', 'D-10'], { consultation: 40_000, document_review: 120_000, full_service: 450_000 }),
  },
];
