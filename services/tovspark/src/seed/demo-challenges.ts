import { DEMO_ACCOUNTS, type TTemplateLanguage } from '@tov/contracts';

/** What one demo participant has done in a challenge: joined only, a draft, handed in, or handed in and scored. */
export interface DemoParticipation {
  /** One of DEMO_ACCOUNTS.challengers. */
  email: string;
  work?: {
    description: string;
    demoUrl?: string;
    /** A draft stays a draft; otherwise it is handed in. */
    draft?: boolean;
    /** The admin's score (0-100) and feedback: the SparkPoints follow through the ledger's consumer. */
    score?: { score: number; feedback: string };
  };
}

export interface DemoChallenge {
  /** A curated gallery template (seed/gallery-templates.ts) and the language of its text: the challenge's title and description. */
  template: string;
  language: TTemplateLanguage;
  mentor?: string;
  /** Closed by the admin once its work was scored; the others stay published and open until their deadline. */
  closed?: boolean;
  participants: DemoParticipation[];
}

const [challenger, mai, arjun, dilnoza] = DEMO_ACCOUNTS.challengers;

/**
 * The demo company's challenges (company@demo.tov, Hanbit Robotics), made from the gallery in Korean
 * and English: four open, one closed with every hand-in scored (the leaderboard and SparkPoints), and
 * the demo challenger in most of them at every stage (joined, handed in, scored).
 */
export const DEMO_CHALLENGES: DemoChallenge[] = [
  {
    template: 'coding-settlement-chatbot',
    language: 'ko',
    mentor: 'Park Ji-hoon',
    participants: [
      {
        email: challenger,
        work: {
          description: '출입국·주거·의료 질문 120개로 만든 FAQ 위에 검색 기반 답변을 붙였습니다. 베트남어와 영어 질문도 한국어 자료에서 답을 찾습니다.',
          demoUrl: 'https://demo.tov.example/settlement-bot',
        },
      },
      { email: mai, work: { description: '초안: 외국인등록 절차 대화 흐름과 다국어 용어집', draft: true } },
      { email: arjun },
    ],
  },
  {
    template: 'innovation-public-data-service',
    language: 'en',
    participants: [
      { email: challenger },
      { email: dilnoza },
      {
        email: arjun,
        work: {
          description: 'A map of clinics with English- or Russian-speaking staff near each industrial complex, built from the health insurance open data.',
          demoUrl: 'https://demo.tov.example/clinic-map',
        },
      },
    ],
  },
  {
    template: 'education-business-korean-microlearning',
    language: 'en',
    participants: [{ email: mai }, { email: dilnoza, work: { description: 'Draft: ten five-minute lessons on e-mails and meeting phrases.', draft: true } }],
  },
  {
    template: 'startup-korea-market-entry',
    language: 'en',
    mentor: 'Park Ji-hoon',
    participants: [{ email: arjun }, { email: challenger }],
  },
  {
    template: 'project-foreign-hire-onboarding',
    language: 'ko',
    mentor: 'Park Ji-hoon',
    closed: true,
    participants: [
      {
        email: mai,
        work: {
          description: '입사 첫 90일 온보딩 로드맵: 비자·외국인등록 체크리스트, 버디 제도, 한국어 업무 표현 주간 과제.',
          demoUrl: 'https://demo.tov.example/onboarding-90',
          score: { score: 94, feedback: '현장에서 바로 쓸 수 있는 체크리스트와 버디 제도 설계가 돋보입니다.' },
        },
      },
      {
        email: challenger,
        work: {
          description: '베트남 출신 엔지니어 관점의 온보딩 설계: 첫 주 행정 절차 안내와 팀 문화 소개 세션.',
          score: { score: 88, feedback: '신입의 관점이 잘 드러납니다. 성과 측정 지표를 더하면 좋겠습니다.' },
        },
      },
      {
        email: dilnoza,
        work: {
          description: 'An onboarding plan with a Korean-language track and a mentor rota for the first three months.',
          score: { score: 81, feedback: '언어 교육 트랙이 구체적입니다. 일정이 조금 빠듯합니다.' },
        },
      },
      {
        email: arjun,
        work: {
          description: 'A self-service onboarding portal outline with a visa-document tracker.',
          score: { score: 76, feedback: '포털 구상은 좋지만 운영 인력 계획이 빠져 있습니다.' },
        },
      },
    ],
  },
];
