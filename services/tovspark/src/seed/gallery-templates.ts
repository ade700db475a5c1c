import type { TChallengeCategory, TChallengeDifficulty, TChallengeReward, TChallengeType, TTemplateLanguage } from '@tov/contracts';

/** One text of a curated template; `criteria` are named in the order of the template's `weights`. */
interface GalleryText {
  title: string;
  description: string;
  requirements: string[];
  criteria: string[];
}

export interface GalleryTemplate {
  /** Stable key; the stored slug is `<key>.<language>`. */
  key: string;
  featured: boolean;
  category: TChallengeCategory;
  type: TChallengeType;
  difficulty: TChallengeDifficulty;
  sparkPoints: number;
  durationDays: number;
  rewards: TChallengeReward[];
  /** Evaluation weights in percent (sum 100), one per criterion. */
  weights: number[];
  texts: Record<TTemplateLanguage, GalleryText>;
}

/**
 * The platform's curated gallery (docs/rules/tovspark-templates.md): two templates per
 * category, each in Korean and English. Companies start from these when they post a challenge.
 */
export const GALLERY_TEMPLATES: GalleryTemplate[] = [
  {
    key: 'coding-settlement-chatbot',
    featured: true,
    category: 'coding',
    type: 'tech_development',
    difficulty: 'intermediate',
    sparkPoints: 800,
    durationDays: 21,
    rewards: ['internship', 'mentoring'],
    weights: [40, 25, 20, 15],
    texts: {
      ko: {
        title: '외국인 정착 안내 다국어 챗봇 만들기',
        description:
          '한국에 막 도착한 외국인이 가장 많이 묻는 질문(외국인등록, 은행 계좌 개설, 휴대폰 개통, 건강보험)에 답하는 챗봇을 만듭니다. 한국어와 영어를 포함해 최소 두 언어로 답하고, 답할 수 없는 질문은 공식 안내처(하이코리아, 1345 외국인종합안내센터)로 연결해야 합니다.',
        requirements: [
          '최소 20개의 질문-답변 시나리오를 한국어와 영어로 제공할 것',
          '답변마다 출처(공공기관 페이지 등)를 함께 보여줄 것',
          '모르는 질문에는 추측하지 말고 1345 또는 하이코리아로 안내할 것',
          '실행 방법이 적힌 README와 시연 영상(3분 이내)을 제출할 것',
        ],
        criteria: ['답변의 정확성과 출처', '다국어 품질', '사용성과 대화 흐름', '코드 품질과 문서'],
      },
      en: {
        title: 'Build a multilingual settlement chatbot for newcomers',
        description:
          'Build a chatbot that answers the questions foreigners ask most in their first weeks in Korea: alien registration, opening a bank account, getting a phone plan and national health insurance. It answers in at least two languages including Korean and English, and hands questions it cannot answer to the official channels (HiKorea, the 1345 Immigration Contact Center).',
        requirements: [
          'At least 20 question-and-answer scenarios in Korean and English',
          'Show the source (a public agency page, for example) with every answer',
          'Never guess: route unknown questions to 1345 or HiKorea',
          'Submit a README with how to run it and a demo video of at most 3 minutes',
        ],
        criteria: ['Accuracy of answers and sources', 'Quality in each language', 'Usability and conversation flow', 'Code quality and documentation'],
      },
    },
  },
  {
    key: 'coding-visa-expiry-reminder',
    featured: false,
    category: 'coding',
    type: 'tech_development',
    difficulty: 'beginner',
    sparkPoints: 400,
    durationDays: 14,
    rewards: ['certification'],
    weights: [35, 25, 25, 15],
    texts: {
      ko: {
        title: '체류 기간 만료 알림 서비스 API',
        description:
          '체류 기간 연장 신청을 놓쳐 불이익을 받는 일을 막기 위해, 사용자가 체류 자격과 만료일을 등록하면 만료 4개월·1개월·2주 전에 알림을 보내는 작은 REST API를 만듭니다. 처음 백엔드를 만들어 보는 사람에게 알맞은 과제입니다.',
        requirements: [
          '체류 정보의 등록·조회·수정·삭제 API와 입력값 검증을 구현할 것',
          '알림 일정을 계산하는 로직을 단위 테스트로 검증할 것',
          '날짜는 한국 시간(KST) 기준으로 처리할 것',
          'API 문서(OpenAPI 등)를 함께 제출할 것',
        ],
        criteria: ['기능 완성도', '테스트', '날짜·시간대 처리의 정확성', 'API 문서'],
      },
      en: {
        title: 'A stay-expiry reminder API',
        description:
          'Missing the window to extend a period of stay costs foreigners fines and stress. Build a small REST API where a user registers their status of stay and its expiry date and gets reminders 4 months, 1 month and 2 weeks before it. A good first backend project.',
        requirements: [
          'Create, read, update and delete the stay information, with input validation',
          'Unit tests for the logic that computes the reminder dates',
          'Handle dates in Korea time (KST)',
          'Submit API documentation (OpenAPI or similar)',
        ],
        criteria: ['Completeness of the features', 'Tests', 'Correct date and time-zone handling', 'API documentation'],
      },
    },
  },
  {
    key: 'project-foreign-hire-onboarding',
    featured: false,
    category: 'project',
    type: 'planning',
    difficulty: 'intermediate',
    sparkPoints: 700,
    durationDays: 28,
    rewards: ['recruitment', 'mentoring'],
    weights: [30, 30, 25, 15],
    texts: {
      ko: {
        title: '외국인 신입 사원 온보딩 프로그램 설계',
        description:
          '외국인 직원이 입사 첫 90일 동안 겪는 어려움(서류, 사내 용어, 보고 문화, 주거)을 조사하고, 회사가 바로 도입할 수 있는 온보딩 프로그램을 설계합니다. 일정표, 담당자 역할, 체크리스트, 성과 지표를 포함해야 합니다.',
        requirements: [
          '외국인 직원 또는 경험자 최소 5명 인터뷰 요약',
          '입사 전·첫 주·첫 달·90일 단계별 일정표와 체크리스트',
          '버디(멘토) 제도와 인사 담당자의 역할 정의',
          '프로그램의 효과를 측정할 지표 3개 이상',
        ],
        criteria: ['문제 조사의 깊이', '실행 가능성', '외국인 직원 관점의 배려', '발표 자료의 완성도'],
      },
      en: {
        title: 'Design an onboarding program for foreign hires',
        description:
          'Research what foreign employees struggle with in their first 90 days (paperwork, in-house jargon, reporting culture, housing) and design an onboarding program a company can adopt right away, with a timeline, roles, checklists and measures of success.',
        requirements: [
          'Summaries of interviews with at least 5 foreign employees or people with that experience',
          'A timeline and checklist for before day one, the first week, the first month and day 90',
          'Defined roles for a buddy (mentor) and for HR',
          'At least 3 measures of whether the program works',
        ],
        criteria: ['Depth of the research', 'Feasibility', 'Empathy with foreign employees', 'Quality of the presentation'],
      },
    },
  },
  {
    key: 'project-multicultural-team-day',
    featured: false,
    category: 'project',
    type: 'planning',
    difficulty: 'beginner',
    sparkPoints: 300,
    durationDays: 14,
    rewards: ['certification'],
    weights: [35, 30, 20, 15],
    texts: {
      ko: {
        title: '다문화 팀 빌딩 데이 기획',
        description:
          '한국인과 외국인 직원이 함께 일하는 팀을 위해 하루짜리 팀 빌딩 행사를 기획합니다. 언어 장벽 없이 모두 참여할 수 있고, 서로의 문화를 존중하는 프로그램이어야 합니다(식단, 종교, 음주 문화 고려).',
        requirements: [
          '시간대별 진행표와 예산안(1인당 비용 포함)',
          '할랄·채식 등 식단과 비음주 참여자를 위한 대안',
          '한국어·영어 안내문 초안',
          '행사 후 만족도 설문 문항',
        ],
        criteria: ['포용성', '실행 가능성과 예산', '참여를 이끄는 창의성', '문서의 명확성'],
      },
      en: {
        title: 'Plan a multicultural team-building day',
        description:
          'Plan a one-day team event for a team of Korean and foreign colleagues. Everyone takes part regardless of language, and the program respects each culture (diets, religion, drinking culture).',
        requirements: [
          'A schedule by the hour and a budget (including cost per person)',
          'Alternatives for halal and vegetarian diets and for people who do not drink',
          'Draft invitations in Korean and English',
          'A satisfaction survey for after the event',
        ],
        criteria: ['Inclusiveness', 'Feasibility and budget', 'Creativity that gets people involved', 'Clarity of the documents'],
      },
    },
  },
  {
    key: 'education-business-korean-microlearning',
    featured: true,
    category: 'education',
    type: 'design',
    difficulty: 'beginner',
    sparkPoints: 400,
    durationDays: 21,
    rewards: ['certification', 'mentoring'],
    weights: [35, 25, 25, 15],
    texts: {
      ko: {
        title: '비즈니스 한국어 마이크로러닝 과정 만들기',
        description:
          '외국인 직원이 하루 5분씩 배울 수 있는 비즈니스 한국어 과정(10개 레슨)을 만듭니다. 이메일 인사, 회의에서 의견 말하기, 보고하기, 존댓말처럼 실제 업무에서 바로 쓰는 표현을 다룹니다.',
        requirements: [
          '10개 레슨, 레슨마다 학습 목표·예문·퀴즈 포함',
          '예문은 실제 업무 상황(메일, 메신저, 회의) 기반일 것',
          'TOPIK 2급 수준 학습자가 이해할 수 있는 설명(영어 병기 가능)',
          '학습자 3명 이상의 사용 후기',
        ],
        criteria: ['업무 현장에서의 유용성', '교육 설계', '학습자 반응', '디자인과 접근성'],
      },
      en: {
        title: 'Create a business Korean micro-learning course',
        description:
          'Create a business Korean course of 10 five-minute lessons for foreign employees: greetings in e-mails, giving an opinion in a meeting, reporting to a manager, honorifics. Only expressions people use at work the next day.',
        requirements: [
          '10 lessons, each with a learning goal, example sentences and a quiz',
          'Examples taken from real work situations (e-mail, messenger, meetings)',
          'Explanations a TOPIK level 2 learner understands (English glosses allowed)',
          'Feedback from at least 3 learners who tried it',
        ],
        criteria: ['Usefulness at work', 'Instructional design', 'Learner feedback', 'Design and accessibility'],
      },
    },
  },
  {
    key: 'education-workplace-culture-guide',
    featured: false,
    category: 'education',
    type: 'research',
    difficulty: 'beginner',
    sparkPoints: 300,
    durationDays: 14,
    rewards: ['certification'],
    weights: [35, 30, 20, 15],
    texts: {
      ko: {
        title: '한국 직장 문화 가이드북 제작',
        description:
          '외국인이 한국 회사에 처음 들어갔을 때 당황하는 순간들(직급 호칭, 회식, 연차 사용, 보고 체계)을 조사해 짧은 가이드북으로 정리합니다. 고정관념이 아닌, 조사와 인터뷰에 근거한 내용이어야 합니다.',
        requirements: [
          '주제 8개 이상, 주제마다 상황 예시와 권장 행동',
          '근로기준법 등 공식 자료로 확인한 내용(연차, 근로시간)은 출처 표기',
          '한국인 직원과 외국인 직원 양쪽의 관점 포함',
          'PDF 또는 웹 페이지로 제출',
        ],
        criteria: ['정확성과 근거', '실용성', '균형 잡힌 관점', '가독성'],
      },
      en: {
        title: 'Write a guide to Korean workplace culture',
        description:
          'Research the moments that puzzle foreigners in their first Korean job (titles and how to address people, team dinners, taking annual leave, reporting lines) and write a short guide. Built on research and interviews, not stereotypes.',
        requirements: [
          'At least 8 topics, each with an example situation and recommended behaviour',
          'Cite official sources (the Labor Standards Act and others) for leave and working hours',
          'Include the views of both Korean and foreign employees',
          'Submit it as a PDF or a web page',
        ],
        criteria: ['Accuracy and sources', 'Practical value', 'Balanced perspectives', 'Readability'],
      },
    },
  },
  {
    key: 'innovation-public-data-service',
    featured: true,
    category: 'innovation',
    type: 'research',
    difficulty: 'advanced',
    sparkPoints: 1000,
    durationDays: 30,
    rewards: ['recruitment', 'mentoring'],
    weights: [30, 30, 25, 15],
    texts: {
      ko: {
        title: '공공데이터로 외국인 주민 생활 문제 해결하기',
        description:
          '공공데이터포털(data.go.kr) 등 공개 데이터를 활용해 외국인 주민의 생활 문제(병원 찾기, 행정 서비스 위치, 다국어 지원 기관)를 해결하는 서비스를 제안하고 프로토타입을 만듭니다.',
        requirements: [
          '사용한 데이터셋의 이름, 출처, 갱신 주기 명시',
          '해결하려는 문제와 대상 사용자 정의(근거 자료 포함)',
          '동작하는 프로토타입(웹 또는 앱) 또는 클릭 가능한 시안',
          '데이터의 한계와 개인정보 보호 방안 설명',
        ],
        criteria: ['문제 정의와 근거', '데이터 활용의 창의성', '프로토타입 완성도', '한계와 윤리에 대한 고려'],
      },
      en: {
        title: "Solve a foreign resident's everyday problem with public data",
        description:
          'Use open data (data.go.kr and others) to propose and prototype a service that solves an everyday problem of foreign residents: finding a hospital that speaks their language, locating administrative offices, multilingual support centres.',
        requirements: [
          'Name each dataset with its source and update frequency',
          'Define the problem and the users, with evidence',
          'A working prototype (web or app) or a clickable mock-up',
          "Explain the data's limits and how personal data is protected",
        ],
        criteria: ['Problem definition and evidence', 'Creative use of the data', 'Completeness of the prototype', 'Limits and ethics'],
      },
    },
  },
  {
    key: 'innovation-accessibility-audit',
    featured: false,
    category: 'innovation',
    type: 'design',
    difficulty: 'intermediate',
    sparkPoints: 600,
    durationDays: 21,
    rewards: ['internship'],
    weights: [30, 30, 25, 15],
    texts: {
      ko: {
        title: '외국인 사용자를 위한 서비스 접근성 개선안',
        description:
          '한국의 생활 서비스(배달, 예약, 공공기관 웹사이트 중 하나)를 한국어가 서툰 사용자 입장에서 점검하고, 가장 큰 장벽을 없애는 개선안을 디자인합니다. 본인인증, 주소 입력, 결제처럼 외국인이 자주 막히는 단계에 집중합니다.',
        requirements: [
          '대상 서비스의 주요 흐름을 외국인 사용자 3명 이상과 함께 테스트한 기록',
          '발견한 문제를 심각도 순으로 정리',
          '상위 3개 문제의 개선 시안(전·후 비교)',
          'WCAG 2.1 기준으로 본 접근성 점검 결과',
        ],
        criteria: ['사용성 테스트의 질', '문제 우선순위의 타당성', '개선 시안의 완성도', '접근성 기준의 이해'],
      },
      en: {
        title: 'Make a Korean service accessible to foreign users',
        description:
          'Audit a Korean everyday service (food delivery, bookings or a public agency website) as someone with little Korean, and design changes that remove the biggest barriers. Focus on the steps where foreigners get stuck: identity verification, entering an address, payment.',
        requirements: [
          'Notes of testing the main flows with at least 3 foreign users',
          'The problems found, ordered by severity',
          'Before-and-after designs for the top 3 problems',
          'An accessibility review against WCAG 2.1',
        ],
        criteria: ['Quality of the usability testing', 'Sound prioritisation', 'Quality of the redesigns', 'Understanding of accessibility standards'],
      },
    },
  },
  {
    key: 'startup-korea-market-entry',
    featured: true,
    category: 'startup',
    type: 'business_strategy',
    difficulty: 'advanced',
    sparkPoints: 1200,
    durationDays: 30,
    rewards: ['mentoring', 'recruitment'],
    weights: [30, 25, 25, 20],
    texts: {
      ko: {
        title: '해외 제품의 한국 시장 진출 전략 수립',
        description:
          '해외에서 성공한 제품이나 서비스 하나를 골라 한국 시장 진출 전략을 세웁니다. 시장 규모, 경쟁사, 규제, 현지화 포인트, 첫 12개월의 실행 계획과 예산을 포함합니다.',
        requirements: [
          '시장 규모 추정(TAM·SAM·SOM)과 그 근거',
          '주요 경쟁사 3곳 이상 비교',
          '관련 규제·인허가 검토(예: 개인정보보호법, 전자상거래법)',
          '첫 12개월 실행 계획, 예산, 핵심 성과 지표',
        ],
        criteria: ['시장 분석의 근거', '전략의 일관성', '규제·현지화 이해', '실행 계획과 숫자의 현실성'],
      },
      en: {
        title: 'A market-entry strategy for Korea',
        description:
          'Pick a product or service that succeeded abroad and write its strategy for entering the Korean market: market size, competitors, regulation, what to localise, and the plan and budget for the first 12 months.',
        requirements: [
          'A market sizing (TAM, SAM, SOM) with its assumptions',
          'A comparison with at least 3 main competitors',
          'A review of the regulation that applies (e.g. the Personal Information Protection Act, e-commerce law)',
          'A 12-month plan with budget and key metrics',
        ],
        criteria: [
          'Evidence in the market analysis',
          'Coherence of the strategy',
          'Understanding of regulation and localisation',
          'Realism of the plan and numbers',
        ],
      },
    },
  },
  {
    key: 'startup-founder-pitch-deck',
    featured: false,
    category: 'startup',
    type: 'business_strategy',
    difficulty: 'intermediate',
    sparkPoints: 700,
    durationDays: 21,
    rewards: ['mentoring'],
    weights: [30, 25, 25, 20],
    texts: {
      ko: {
        title: '외국인 창업자의 투자 유치 피치덱',
        description:
          '한국에서 창업하려는 외국인 창업자(기술창업 D-8-4 비자 준비 등)의 입장에서 초기 투자자를 위한 10장 내외의 피치덱과 3분 발표를 준비합니다. 한국 투자자가 보는 포인트를 반영해야 합니다.',
        requirements: [
          '문제, 해결책, 시장, 비즈니스 모델, 팀, 재무 계획, 투자 요청을 포함한 피치덱',
          '한국 시장에 맞춘 고객 검증 근거(설문, 인터뷰, 사전 신청 등)',
          '3분 발표 영상 또는 대본',
          '예상 질문 5개와 답변',
        ],
        criteria: ['스토리와 설득력', '시장과 고객 검증', '비즈니스 모델의 타당성', '발표 전달력'],
      },
      en: {
        title: 'A pitch deck for a foreign founder in Korea',
        description:
          'As a foreign founder starting up in Korea (for example preparing for the D-8-4 technology start-up visa), prepare a deck of about 10 slides and a 3-minute pitch for early-stage investors, reflecting what Korean investors look for.',
        requirements: [
          'A deck covering problem, solution, market, business model, team, financials and the ask',
          'Evidence of customer validation in Korea (surveys, interviews, sign-ups)',
          'A 3-minute pitch video or script',
          'Five likely investor questions with answers',
        ],
        criteria: ['Story and persuasiveness', 'Market and customer validation', 'Soundness of the business model', 'Delivery of the pitch'],
      },
    },
  },
  {
    key: 'global-campaign-localization',
    featured: true,
    category: 'global',
    type: 'marketing',
    difficulty: 'intermediate',
    sparkPoints: 700,
    durationDays: 21,
    rewards: ['internship', 'recruitment'],
    weights: [30, 30, 25, 15],
    texts: {
      ko: {
        title: '한국 브랜드 캠페인 현지화',
        description:
          '한국 브랜드(K-뷰티, K-푸드, 콘텐츠 등)의 기존 캠페인 하나를 골라 본인이 잘 아는 국가에 맞게 현지화합니다. 번역이 아니라 문화, 소비자 행동, 채널에 맞춘 재설계가 목표입니다.',
        requirements: [
          '대상 국가의 소비자와 채널 분석(근거 자료 포함)',
          '그대로 쓰면 안 되는 표현·이미지와 그 이유',
          '현지화한 핵심 메시지와 시안 3종 이상',
          '성과를 측정할 지표와 예상 예산',
        ],
        criteria: ['문화적 통찰', '크리에이티브의 완성도', '채널 전략', '측정 계획'],
      },
      en: {
        title: "Localise a Korean brand's campaign",
        description:
          "Pick an existing campaign of a Korean brand (K-beauty, K-food, content) and localise it for a country you know well. Not a translation: a redesign for the culture, the consumers' habits and the channels.",
        requirements: [
          "An analysis of the target country's consumers and channels, with sources",
          'Expressions and images that must not be used as they are, and why',
          'The localised key message and at least 3 creative drafts',
          'Metrics to measure success and an estimated budget',
        ],
        criteria: ['Cultural insight', 'Quality of the creative work', 'Channel strategy', 'Measurement plan'],
      },
    },
  },
  {
    key: 'global-export-market-research',
    featured: false,
    category: 'global',
    type: 'research',
    difficulty: 'expert',
    sparkPoints: 1500,
    durationDays: 35,
    rewards: ['recruitment'],
    weights: [35, 25, 25, 15],
    texts: {
      ko: {
        title: '중소기업 제품의 해외 수출 시장 조사 보고서',
        description:
          '한국 중소기업의 제품 하나를 정해 동남아시아 또는 본인 출신 국가로의 수출 가능성을 조사합니다. 수요, 관세와 인증, 유통 구조, 가격 경쟁력을 분석하고 진출 여부와 방법을 제안합니다.',
        requirements: [
          'HS 코드 기준 관세, 필요한 인증(예: 할랄, 현지 안전 인증) 정리',
          '현지 유통 구조와 주요 바이어 또는 유통 채널 목록',
          '현지 가격 조사와 수출 가격 시뮬레이션',
          'KOTRA 등 공공 지원 제도 활용 방안',
        ],
        criteria: ['조사의 깊이와 출처', '분석의 정확성', '제안의 실행 가능성', '보고서 구성'],
      },
      en: {
        title: "Export market research for an SME's product",
        description:
          'Choose a product of a Korean SME and research whether it can be exported to a Southeast Asian market or to your home country: demand, tariffs and certification, distribution, price competitiveness. Recommend whether and how to enter.',
        requirements: [
          'Tariffs by HS code and the certifications required (e.g. halal, local safety marks)',
          'The local distribution structure and a list of buyers or channels',
          'A local price survey and an export price simulation',
          "How to use public support programs such as KOTRA's",
        ],
        criteria: ['Depth of research and sources', 'Accuracy of the analysis', 'Feasibility of the recommendation', 'Structure of the report'],
      },
    },
  },
];
