import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import Step1Page from '../../src/features/visa/Step1Page';
import ComparePage from '../../src/features/visa/ComparePage';
import ResultPage from '../../src/features/visa/ResultPage';
import { visaCalls } from '../../src/features/visa/visa-saga';
import { compareToggled, resultShown } from '../../src/features/visa/visa-slice';
import { createAppStore } from '../../src/store';
import { renderRoutes, testI18n } from '../utils';

jest.mock('../../src/api/lazy-apis', () => ({
  loadVisaApi: () => Promise.resolve({ requiredDocuments: () => Promise.resolve(['PASSPORT']), isBookmarked: () => Promise.resolve(false) }),
  loadAuthApi: () => Promise.reject(new Error('not in this test')),
  loadDashboardApi: () => Promise.reject(new Error('not in this test')),
}));

afterEach(() => jest.restoreAllMocks());

describe('visa step 1', () => {
  it('lists the 13 full assessments first, then the other types with their documents', async () => {
    jest.spyOn(visaCalls, 'types').mockResolvedValue([
      { code: 'H-2', nameKo: '방문취업', nameEn: 'Working visit', fullAssessment: false },
      { code: 'F-2', nameKo: '거주', nameEn: 'Residence', fullAssessment: true },
      { code: 'E-4', nameKo: '기술지도', nameEn: 'Technology transfer', fullAssessment: true },
    ]);
    const user = userEvent.setup();
    const { router } = renderRoutes([{ path: '/visa/step1', element: <Step1Page /> }, { path: '*', element: <p /> }], { path: '/visa/step1' });
    const full = await screen.findByTestId('full-types');
    expect(within(full).getAllByRole('button').map((b) => b.textContent)).toEqual(['E-4 기술지도', 'F-2 거주']);
    expect(within(screen.getByTestId('other-types')).getByText('H-2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /H-2/ }));
    expect(await screen.findByText('여권')).toBeInTheDocument();
    expect(screen.queryByTestId('start-form')).toBeNull();
    await user.click(screen.getByTestId('visa-type-E-4'));
    expect(screen.getByTestId('app-type-C1')).toBeChecked();
    expect(screen.getByTestId('app-type-C3')).toBeInTheDocument();
    expect(screen.queryByTestId('app-type-NEW')).toBeNull();
    await user.click(screen.getByTestId('app-type-C2'));
    await user.click(screen.getByTestId('start-form'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/visa/form/E-4?applicationType=C2');
  });

  it('falls back to the 13 built-in forms when the list cannot be loaded', async () => {
    jest.spyOn(visaCalls, 'types').mockRejectedValue({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.', details: [] });
    renderRoutes([{ path: '*', element: <Step1Page /> }], { path: '/visa/step1' });
    expect(await screen.findByTestId('types-fallback')).toBeInTheDocument();
    expect(within(screen.getByTestId('full-types')).getAllByRole('button')).toHaveLength(13);
  });
});

describe('visa result', () => {
  it('shows eligibility, score, points, breakdown in the interface language, documents and change paths', async () => {
    renderRoutes([{ path: '/visa/result/:id', element: <ResultPage /> }], {
      path: '/visa/result/a1',
      lng: 'en',
      prepare: (store) =>
        store.dispatch(
          resultShown({
            assessmentId: 'a1', evaluationId: 'a1', visaType: 'F-2', applicationType: 'NEW', eligible: true, score: 66, passScore: 60,
            totalPoints: 84, maxPoints: 105, passMark: 80, evaluatedAt: '2026-11-22T00:00:00Z',
            recommendations: ['Complete KIIP for +10'],
            changePaths: [{ visaType: 'D-10', visaSubtype: null, reason: 'D-10 score 90' }],
            breakdown: [{ criterion: 'education', label: { ko: '학력', en: 'Education' } as never, points: 30, maxPoints: 35, applicantValue: 'MASTER', threshold: 'DOCTORATE 35', improvement: { ko: '박사', en: 'A doctorate adds 5' } as never }],
            missingDocuments: ['TAX_CERTIFICATE'],
          }),
        ),
    });
    expect(await screen.findByTestId('eligibility')).toHaveTextContent('Eligible');
    expect(screen.getByTestId('result-score')).toHaveTextContent('66');
    expect(screen.getByTestId('result-points')).toHaveTextContent('84');
    const table = screen.getByTestId('breakdown');
    expect(within(table).getByText('Education')).toBeInTheDocument();
    expect(within(table).getByText('30 / 35')).toBeInTheDocument();
    expect(within(table).getByText('A doctorate adds 5')).toBeInTheDocument();
    expect(screen.getByTestId('missing-documents')).toHaveTextContent('Tax certificate');
    expect(screen.getByText('D-10 score 90')).toBeInTheDocument();
    expect(screen.getByTestId('score-gauge')).toHaveAttribute('aria-label', 'Score: 66 / 100');
    expect(screen.getByTestId('request-expert')).toBeInTheDocument();
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
    jest.spyOn(visaCalls, 'compare').mockReturnValue(new Promise((resolve) => (answer = resolve as typeof answer)) as never);
    const assessment = (id: string, visaType: string, score: number) => ({
      assessmentId: id, evaluationId: id, visaType, applicationType: 'NEW', eligible: score >= 60, score, evaluatedAt: '2026-11-22T00:00:00Z',
      breakdown: [], missingDocuments: [], recommendations: [], changePaths: [],
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
