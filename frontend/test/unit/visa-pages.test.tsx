import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { visaApi } from '../../src/api/visa-api';
import Step1Page from '../../src/features/visa/Step1Page';
import ComparePage from '../../src/features/visa/ComparePage';
import ResultPage from '../../src/features/visa/ResultPage';
import { compareToggled, resultShown } from '../../src/features/visa/visa-slice';
import { createAppStore } from '../../src/store';
import { anAssessment } from '../fixtures/assessment';
import { renderRoutes, testI18n } from '../utils';

// The visa API as these screens call it (through their RTK Query endpoints).
beforeEach(() => {
  jest.spyOn(visaApi, 'requiredDocuments').mockImplementation((visaType: string, applicationType = 'NEW') =>
    Promise.resolve({
      visaType,
      applicationType,
      documents: visaType === 'D-2' ? studentGuide(applicationType) : visaType === 'H-2' ? [{ code: 'PASSPORT', ko: '여권', en: 'Passport' }] : [],
    } as never),
  );
  jest.spyOn(visaApi, 'isBookmarked').mockResolvedValue(false);
  jest.spyOn(visaApi, 'matchingFor').mockRejectedValue(new Error('not in this test'));
});

/** What GET /required-fields/D-2 answers (a guided type: documents named in the four languages). */
function studentGuide(applicationType: string) {
  const passport = { code: 'PASSPORT', ko: '여권', en: 'Passport', zh: '护照', ja: '旅券' };
  if (applicationType === 'EXTENSION')
    return [passport, { code: 'ENROLMENT_CERTIFICATE', ko: '재학증명서', en: 'Certificate of enrolment', zh: '在读证明', ja: '在学証明書' }];
  return [
    passport,
    {
      code: 'ADMISSION_CERTIFICATE',
      ko: '표준입학허가서',
      en: 'Certificate of admission (standard admission letter)',
      zh: '标准入学许可书',
      ja: '標準入学許可書',
    },
    { code: 'BANK_STATEMENT', ko: '체재비 입증서류', en: 'Proof of funds', zh: '滞留费用证明材料', ja: '滞在費の証明書類' },
  ];
}

afterEach(() => jest.restoreAllMocks());

describe('visa step 1', () => {
  it('lists the 13 full assessments first, then the other types with their documents', async () => {
    jest.spyOn(visaApi, 'types').mockResolvedValue([
      { code: 'H-2', name: '방문취업', nameKo: '방문취업', nameEn: 'Working visit', fullAssessment: false },
      { code: 'F-2', name: '거주', nameKo: '거주', nameEn: 'Residence', fullAssessment: true },
      { code: 'E-4', name: '기술지도', nameKo: '기술지도', nameEn: 'Technology transfer', fullAssessment: true },
      { code: 'A-1', name: '외교', nameKo: '외교', nameEn: 'Diplomat', fullAssessment: false },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/visa/step1', element: <Step1Page /> },
        { path: '*', element: <p /> },
      ],
      { path: '/visa/step1' },
    );
    const full = await screen.findByTestId('full-types');
    expect(
      within(full)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['E-4 기술지도', 'F-2 거주']);
    expect(within(screen.getByTestId('other-types')).getByText('H-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /H-2/ }));
    expect(await screen.findByText('여권')).toBeInTheDocument();
    expect(screen.queryByTestId('start-form')).toBeNull();
    // An empty guide (the service answers a list for every listed type; kept for an empty or failed answer) says it is coming.
    await user.click(screen.getByRole('button', { name: /A-1/ }));
    expect(await screen.findByTestId('guide-coming')).toBeInTheDocument();
    await user.click(screen.getByTestId('visa-type-E-4'));
    expect(screen.getByTestId('app-type-C1')).toBeChecked();
    expect(screen.getByTestId('app-type-C3')).toBeInTheDocument();
    expect(screen.queryByTestId('app-type-NEW')).toBeNull();
    await user.click(screen.getByTestId('app-type-C2'));
    await user.click(screen.getByTestId('start-form'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/visa/form/E-4?applicationType=C2');
  });

  it("shows a guided type's documents in the interface language, per application type", async () => {
    jest.spyOn(visaApi, 'types').mockResolvedValue([
      { code: 'E-7', name: '특정활동', nameKo: '특정활동', nameEn: 'Specially Designated Activities', fullAssessment: true },
      { code: 'D-2', name: '유학', nameKo: '유학', nameEn: 'Student', fullAssessment: false },
    ]);
    const user = userEvent.setup();
    renderRoutes([{ path: '*', element: <Step1Page /> }], { path: '/visa/step1', lng: 'en' });
    await user.click(await screen.findByTestId('visa-type-D-2'));
    const list = await screen.findByTestId('guide-documents');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Passport', 'Certificate of admission (standard admission letter)', 'Proof of funds']);
    expect(screen.getByTestId('documents-guide')).not.toHaveTextContent('표준입학허가서');
    expect(screen.getByTestId('guide-note')).toHaveTextContent('HiKorea');
    expect(screen.queryByTestId('guide-coming')).toBeNull();
    expect(screen.getByTestId('guide-type-NEW')).toBeChecked();
    await user.click(screen.getByTestId('guide-type-EXTENSION'));
    expect(await screen.findByText('Certificate of enrolment')).toBeInTheDocument();
    expect(screen.queryByText('Proof of funds')).toBeNull();
  });

  it('falls back to the 13 built-in forms when the list cannot be loaded', async () => {
    jest
      .spyOn(visaApi, 'types')
      .mockRejectedValue({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.', details: [] });
    renderRoutes([{ path: '*', element: <Step1Page /> }], { path: '/visa/step1' });
    expect(await screen.findByTestId('types-fallback')).toBeInTheDocument();
    expect(within(screen.getByTestId('full-types')).getAllByRole('button')).toHaveLength(13);
  });
});

describe('visa result', () => {
  it.each([
    [
      'a spec table with its date',
      { ruleSetKind: 'spec', ruleSetEffectiveFrom: '2024-01-01' },
      "Assessed on the product specification's points table (from 1/1/2024).",
    ],
    [
      'a current set checked the day it was put together: the check date only',
      { ruleSetKind: 'current', ruleSetEffectiveFrom: '2026-11-24', ruleSetCheckedOn: '2026-11-24' },
      'Assessed on the current official rules, checked against public sources on 11/24/2026.',
    ],
    [
      'a current set in force before its check',
      { ruleSetKind: 'current', ruleSetEffectiveFrom: '2025-04-01', ruleSetCheckedOn: '2026-11-24' },
      'Assessed on the current official rules, in force since 4/1/2025, checked against public sources on 11/24/2026.',
    ],
    [
      'a current result stored before check dates were kept',
      { ruleSetKind: 'current', ruleSetEffectiveFrom: '2025-04-01' },
      'Assessed on the current official rules, in force since 4/1/2025.',
    ],
  ] as const)('says which rules scored it: %s', async (_name, ruleSet, line) => {
    renderRoutes([{ path: '/visa/result/:id', element: <ResultPage /> }], {
      path: '/visa/result/r1',
      lng: 'en',
      prepare: (store) => store.dispatch(resultShown(anAssessment({ assessmentId: 'r1', ...ruleSet }))),
    });
    expect(await screen.findByTestId('rule-set')).toHaveTextContent(line);
  });

  it('shows eligibility, score, points, breakdown in the interface language, documents and change paths', async () => {
    // A row with the applicant's value as given (an option code), worded in the interface language.
    const educationRow = {
      criterion: 'education',
      label: { ko: '학력', en: 'Education', zh: '学历', ja: '学歴' },
      kind: 'points',
      points: 30,
      maxPoints: 35,
      passed: null,
      applicantValue: 'MASTER',
      threshold: { ko: '박사 35점', en: 'Doctorate 35', zh: '博士35分', ja: '博士35点' },
      improvement: { ko: '박사', en: 'A doctorate adds 5', zh: '博士加5分', ja: '博士で+5点' },
      potentialGain: 5,
      source: 'spec',
    };
    renderRoutes([{ path: '/visa/result/:id', element: <ResultPage /> }], {
      path: '/visa/result/a1',
      lng: 'en',
      prepare: (store) =>
        store.dispatch(
          resultShown(
            anAssessment({
              assessmentId: 'a1',
              visaType: 'F-2',
              visaSubtype: 'F-2-7',
              score: 66,
              passScore: 60,
              totalPoints: 84,
              maxPoints: 105,
              passMark: 80,
              ruleSetKind: 'spec',
              ruleSetEffectiveFrom: '2024-01-01',
              scoreKind: 'points',
              evaluatedAt: '2026-11-22T00:00:00Z',
              recommendations: ['KIIP 이수 시 +10점'],
              recommendationTexts: [{ ko: 'KIIP 이수 시 +10점', en: 'Complete KIIP for +10', zh: '完成 KIIP 可加 10 分', ja: 'KIIP 修了で +10 点' }],
              changePaths: [
                {
                  visaType: 'D-10',
                  visaSubtype: null,
                  reason: 'D-10 점수 90',
                  reasonText: { ko: 'D-10 점수 90', en: 'D-10 score 90', zh: 'D-10 得分 90', ja: 'D-10 スコア 90' },
                  eligible: true,
                  missingConditions: [],
                },
              ],
              roadmap: [
                {
                  step: 1,
                  title: '점수 올리기',
                  detail: '박사 학위',
                  titleText: { ko: '점수 올리기', en: 'Raise the score', zh: '提高分数', ja: '点数を上げる' },
                  detailText: { ko: '박사 학위', en: 'Get a doctorate', zh: '取得博士学位', ja: '博士号を取得' },
                },
              ],
              breakdown: [educationRow],
              missingDocuments: ['TAX_CERTIFICATE'],
            }),
          ),
        ),
    });
    expect(await screen.findByTestId('eligibility')).toHaveTextContent('Eligible');
    // One headline score on one scale; the points table is under the criteria, as how the verdict was reached.
    expect(screen.getByTestId('result-score')).toHaveTextContent('Score 66 of 100 · pass line 60');
    expect(screen.getByTestId('result-points')).toHaveTextContent('Official points table: 84 of 105, pass mark 80 reached');
    expect(screen.getByTestId('result-requirements')).toHaveTextContent('Requirements: all met');
    expect(screen.getByTestId('verdict-detail')).not.toContainElement(screen.getByTestId('result-score'));
    expect(screen.getByTestId('rule-set')).toHaveTextContent("Assessed on the product specification's points table");
    const table = screen.getByTestId('breakdown');
    expect(within(table).getByText('Education')).toBeInTheDocument();
    expect(within(table).getByText('30 of 35')).toBeInTheDocument();
    expect(within(table).getByText("Master's")).toBeInTheDocument();
    expect(within(table).getByText('Doctorate 35')).toBeInTheDocument();
    expect(within(table).getByText('A doctorate adds 5')).toBeInTheDocument();
    expect(screen.getByTestId('missing-documents')).toHaveTextContent('Tax payment certificate');
    expect(screen.getByTestId('recommendations')).toHaveTextContent('Complete KIIP for +10');
    expect(screen.getByText('D-10 score 90')).toBeInTheDocument();
    expect(screen.getByTestId('roadmap')).toHaveTextContent('Raise the score Get a doctorate');
    expect(screen.getByTestId('score-gauge')).toHaveAttribute('aria-label', 'Score: 66 / 100, Pass line: 60');
    expect(screen.getByTestId('request-expert')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/[가-힣]/);
  });
});

describe('visa result in Chinese and Japanese', () => {
  it.each([
    ['zh', '博士35分', '完成 KIIP 可加 10 分', 'D-10 得分 90', '取得博士学位'],
    ['ja', '博士35点', 'KIIP 修了で +10 点', 'D-10 スコア 90', '博士号を取得'],
  ] as const)('shows the threshold, recommendations, change-path reasons and roadmap in %s', async (lng, threshold, recommendation, reason, detail) => {
    const text = (ko: string, en: string, zh: string, ja: string) => ({ ko, en, zh, ja });
    renderRoutes([{ path: '/visa/result/:id', element: <ResultPage /> }], {
      path: '/visa/result/a2',
      lng,
      prepare: (store) =>
        store.dispatch(
          resultShown(
            anAssessment({
              assessmentId: 'a2',
              recommendations: ['KIIP 이수 시 +10점'],
              recommendationTexts: [text('KIIP 이수 시 +10점', 'Complete KIIP for +10', '完成 KIIP 可加 10 分', 'KIIP 修了で +10 点')],
              changePaths: [
                {
                  visaType: 'D-10',
                  visaSubtype: null,
                  reason: 'D-10 점수 90',
                  reasonText: text('D-10 점수 90', 'D-10 score 90', 'D-10 得分 90', 'D-10 スコア 90'),
                  eligible: true,
                  missingConditions: [],
                },
              ],
              roadmap: [
                {
                  step: 1,
                  title: '점수',
                  detail: '박사',
                  titleText: text('점수', 'Score', '分数', '点数'),
                  detailText: text('박사', 'Get a doctorate', '取得博士学位', '博士号を取得'),
                },
              ],
              breakdown: [
                {
                  criterion: 'education',
                  label: text('학력', 'Education', '学历', '学歴'),
                  kind: 'points',
                  points: 30,
                  maxPoints: 35,
                  passed: null,
                  applicantValue: 'MASTER',
                  threshold: text('박사 35점', 'Doctorate 35', '博士35分', '博士35点'),
                  improvement: null,
                  potentialGain: 0,
                  source: 'spec',
                },
              ],
            }),
          ),
        ),
    });
    const table = await screen.findByTestId('breakdown');
    expect(within(table).getByText(threshold)).toBeInTheDocument();
    expect(within(table).getByTestId('applicant-value')).toHaveTextContent(lng === 'zh' ? '硕士' : '修士');
    expect(screen.getByTestId('recommendations')).toHaveTextContent(recommendation);
    expect(screen.getByTestId('change-paths')).toHaveTextContent(reason);
    expect(screen.getByTestId('roadmap')).toHaveTextContent(detail);
    expect(screen.getByTestId('visa-result').textContent).not.toMatch(/[가-힣]/);
  });
});

describe('a change path not open yet (issue 24 item 22)', () => {
  const text = (ko: string, en: string, zh: string, ja: string) => ({ ko, en, zh, ja });
  /** What the service answers an E-9 worker of 5 years with TOPIK 1: E-7-4 with what is missing. */
  const notYet = {
    visaType: 'E-7',
    visaSubtype: 'E-7-4',
    reason: 'E-9 자격 5년 근무: 아래 요건 2가지를 채우면 숙련기능인력(E-7-4)으로 전환할 수 있습니다.',
    reasonText: text(
      'E-9 자격 5년 근무: 아래 요건 2가지를 채우면 숙련기능인력(E-7-4)으로 전환할 수 있습니다.',
      '5 years of work on E-9: with the 2 conditions below met, a change to skilled worker (E-7-4) is possible.',
      '以E-9资格工作5年：满足以下2项条件后，可转为熟练技能人才（E-7-4）。',
      'E-9の資格で5年勤務：以下の2つの要件を満たせば、熟練技能人材（E-7-4）に変更できます。',
    ),
    eligible: false,
    missingConditions: [
      {
        condition: 'korean',
        text: text(
          'TOPIK 2급 또는 사회통합프로그램 2단계 이상 (현재 1급)',
          'TOPIK level 2 or KIIP stage 2 or higher (now 1)',
          'TOPIK 2级或社会融合项目2阶段以上（目前1级）',
          'TOPIK 2級または社会統合プログラム2段階以上（現在1級）',
        ),
      },
      {
        condition: 'points',
        text: text(
          'K-point 200점 이상 (현재 125점, 75점 부족; 고용주 추천 시 +50점)',
          "200 K-points or more (now 125, 75 short; an employer's recommendation adds 50)",
          'K-point 200分以上（目前125分，还差75分；取得雇主推荐可加50分）',
          'K-point 200点以上（現在125点、75点不足。雇用主の推薦で+50点）',
        ),
      },
    ],
  };

  it.each([
    ['ko', '아직 요건 미충족', '부족한 요건:', 'TOPIK 2급 또는 사회통합프로그램 2단계 이상 (현재 1급)'],
    ['en', 'Not open yet', 'Still missing:', 'TOPIK level 2 or KIIP stage 2 or higher (now 1)'],
    ['zh', '尚未满足条件', '尚缺条件：', 'TOPIK 2级或社会融合项目2阶段以上（目前1级）'],
    ['ja', 'まだ要件未達', '不足している要件：', 'TOPIK 2級または社会統合プログラム2段階以上（現在1級）'],
  ] as const)('marks E-7-4 as not open yet and lists what is missing, in %s', async (lng, mark, heading, korean) => {
    renderRoutes([{ path: '/visa/result/:id', element: <ResultPage /> }], {
      path: '/visa/result/a3',
      lng,
      prepare: (store) =>
        store.dispatch(
          resultShown(
            anAssessment({
              assessmentId: 'a3',
              visaType: 'E-9',
              changePaths: [notYet, { ...notYet, visaType: 'D-10', visaSubtype: 'D-10-1', eligible: true, missingConditions: [] }],
            }),
          ),
        ),
    });
    const [e74, d10] = within(await screen.findByTestId('change-paths')).getAllByTestId('change-path');
    expect(within(e74!).getByTestId('path-not-yet')).toHaveTextContent(mark);
    expect(e74).toHaveTextContent(heading);
    expect(within(e74!).getByTestId('path-missing').querySelectorAll('li')).toHaveLength(2);
    expect(within(e74!).getByTestId('path-missing')).toHaveTextContent(korean);
    expect(e74).toHaveTextContent(notYet.reasonText[lng]);
    expect(within(d10!).queryByTestId('path-not-yet')).toBeNull();
    expect(within(d10!).queryByTestId('path-missing')).toBeNull();
    if (lng !== 'ko') expect(screen.getByTestId('visa-result').textContent).not.toMatch(/[가-힣]/);
  });
});

describe('visa compare', () => {
  it('draws no table on its first render, before the comparison has been asked for', () => {
    // Server rendering runs no effects: the markup is the first render, before comparisonRequested.
    const { store } = createAppStore();
    store.dispatch(compareToggled('a1'));
    store.dispatch(compareToggled('a2'));
    const html = renderToString(
      <Provider store={store}>
        <I18nextProvider i18n={testI18n()}>
          <StaticRouter location="/visa/compare">
            <ComparePage />
          </StaticRouter>
        </I18nextProvider>
      </Provider>,
    );
    expect(html).toContain('role="status"');
    expect(html).not.toContain('data-testid="compare-table"');
  });

  it('shows loading until the comparison arrives, then a column per assessment', async () => {
    let answer: (items: unknown[]) => void = () => undefined;
    jest.spyOn(visaApi, 'compare').mockReturnValue(new Promise((resolve) => (answer = (assessments) => resolve({ assessments } as never))));
    const assessment = (id: string, visaType: string, score: number) => ({
      assessmentId: id,
      evaluationId: id,
      visaType,
      applicationType: 'NEW',
      eligible: score >= 60,
      score,
      evaluatedAt: '2026-11-22T00:00:00Z',
      breakdown: [],
      missingDocuments: [],
      recommendations: [],
      changePaths: [],
    });
    renderRoutes([{ path: '/visa/compare', element: <ComparePage /> }], {
      path: '/visa/compare',
      prepare: (store) => {
        store.dispatch(compareToggled('a1'));
        store.dispatch(compareToggled('a2'));
      },
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByTestId('compare-table')).toBeNull();
    answer([assessment('a1', 'D-10', 72), assessment('a2', 'F-2', 55)]);
    expect((await screen.findAllByTestId('compare-score')).map((cell) => cell.textContent)).toEqual(['72', '55']);
  });
});
