import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Step1Page from '../../src/features/visa/Step1Page';
import ResultPage from '../../src/features/visa/ResultPage';
import { visaCalls } from '../../src/features/visa/visa-saga';
import { resultShown } from '../../src/features/visa/visa-slice';
import { renderRoutes } from '../utils';

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
