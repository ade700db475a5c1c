import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { visaApi } from '../../src/api/visa-api';
import VisaFormPage from '../../src/features/visa/VisaFormPage';
import { visaCalls } from '../../src/features/visa/visa-saga';
import { signedIn } from '../../src/features/auth/auth-slice';
import { anAssessment } from '../fixtures/assessment';
import { renderRoutes, type TestStore } from '../utils';

const signIn = (store: TestStore) =>
  store.dispatch(
    signedIn({ token: 't', user: { id: 'u1', email: 'e', name: 'N', role: 'challenger', roles: ['challenger'], phoneNumber: '', createdAt: '' } }),
  );

function renderForm(path: string, prepare?: (s: TestStore) => void) {
  return renderRoutes(
    [
      { path: '/visa/form/:visaType', element: <VisaFormPage /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { path, prepare },
  );
}

// GET /required-fields answers this list for every type here.
const mockRequiredDocuments = jest.fn((visaType: string, applicationType: string, _subtype?: string) =>
  Promise.resolve({
    visaType,
    applicationType,
    documents: [
      { code: 'PASSPORT', ko: '여권', en: 'Passport' },
      { code: 'TAX_CERTIFICATE', ko: '납세 증명서', en: 'Tax certificate' },
    ],
  }),
);
beforeEach(() => jest.spyOn(visaApi, 'requiredDocuments').mockImplementation(mockRequiredDocuments as never));
afterEach(() => jest.restoreAllMocks());

describe('visa form page', () => {
  it('shows the steps with a progress indicator and blocks a step with an invalid field', async () => {
    const user = userEvent.setup();
    renderForm('/visa/form/D-10?applicationType=NEW');
    const progress = screen.getByTestId('progress');
    expect(progress.querySelectorAll('li')).toHaveLength(8);
    expect(progress.querySelector('[aria-current=step]')).toHaveTextContent('1. 기본 정보');
    await user.click(screen.getByTestId('form-next'));
    expect(screen.getByTestId('error-personalInfo.nationality')).toHaveTextContent('필수 항목입니다.');
    expect(screen.getByTestId('error-personalInfo.age')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('[data-field="personalInfo.nationality"]')).toHaveClass('highlight-field'));
    await user.selectOptions(screen.getByLabelText(/^국적/), 'India');
    expect(screen.queryByTestId('error-personalInfo.nationality')).toBeNull();
    await user.type(screen.getByLabelText(/^나이/), '28');
    await user.click(screen.getByTestId('form-next'));
    expect(screen.getByTestId('progress').querySelector('[aria-current=step]')).toHaveTextContent('2. 학력');
  });

  it('restores the draft after a reload', async () => {
    const user = userEvent.setup();
    const first = renderForm('/visa/form/F-2?applicationType=NEW');
    await user.selectOptions(screen.getByLabelText(/^국적/), 'China');
    await user.type(screen.getByLabelText(/^나이/), '33');
    first.unmount();
    renderForm('/visa/form/F-2');
    expect(screen.getByTestId('draft-restored')).toBeInTheDocument();
    expect(screen.getByLabelText(/^국적/)).toHaveValue('China');
    expect(screen.getByLabelText(/^나이/)).toHaveValue(33);
  });

  it("asks for the documents of the chosen sub-type too (F-2-7's are not F-2-2's)", async () => {
    const user = userEvent.setup();
    mockRequiredDocuments.mockClear();
    renderForm('/visa/form/F-2?applicationType=NEW');
    await waitFor(() => expect(mockRequiredDocuments).toHaveBeenLastCalledWith('F-2', 'NEW', 'F-2-7'));
    await user.selectOptions(screen.getByLabelText(/^F-2 세부 유형/), 'F-2-2');
    await waitFor(() => expect(mockRequiredDocuments).toHaveBeenLastCalledWith('F-2', 'NEW', 'F-2-2'));
    // A form without a sub-type asks for the type's list.
    renderForm('/visa/form/E-1?applicationType=NEW');
    await waitFor(() => expect(mockRequiredDocuments).toHaveBeenLastCalledWith('E-1', 'NEW', undefined));
  });

  it('uses C1/C2/C3 for E-4 and shows the type-specific field', () => {
    renderForm('/visa/form/E-4?applicationType=C3');
    expect(screen.getByText(/E-4 · C3/)).toBeInTheDocument();
  });

  it('asks a signed-out visitor to log in on submit, saying why, and comes back to the kept draft', async () => {
    const user = userEvent.setup();
    const { router, store } = renderForm('/visa/form/E-6?applicationType=NEW');
    await user.selectOptions(screen.getByLabelText(/^국적/), 'USA');
    await user.type(screen.getByLabelText(/^나이/), '30');
    await user.click(screen.getByTestId('form-next'));
    await user.click(screen.getByTestId('form-next')); // the education and work profile asks nothing required
    await user.selectOptions(screen.getByLabelText(/^E-6 세부 유형/), 'E-6-2');
    await user.selectOptions(screen.getByLabelText(/^계약 상태/), 'READY');
    await user.click(screen.getByTestId('form-next'));
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    // Not from=visa (that goes to step 1): the form itself is where login returns to.
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/visa/form/E-6', search: '?applicationType=NEW' },
      messageKey: 'login.visaInterruption',
    });
    expect(store.getState().auth.returnPath).toBe('/visa/form/E-6?applicationType=NEW');
    expect(localStorage.getItem('visaDraft:E-6')).toContain('E-6-2');
  });

  it('evaluates for a signed-in user and goes to the result', async () => {
    const evaluate = jest.spyOn(visaCalls, 'evaluate').mockResolvedValue(anAssessment({ assessmentId: 'as-1', visaType: 'E-10', score: 70 }));
    const user = userEvent.setup();
    const { router } = renderForm('/visa/form/E-10?applicationType=NEW', signIn);
    await user.type(screen.getByLabelText(/^이름/), 'Jo');
    await user.type(screen.getByLabelText(/^성 \*/), 'Kim');
    await user.selectOptions(screen.getByLabelText(/^국적/), 'Indonesia');
    await user.type(screen.getByLabelText(/^나이/), '40');
    await user.click(screen.getByTestId('form-next'));
    await user.click(screen.getByTestId('form-next'));
    await user.selectOptions(screen.getByLabelText(/^E-10 세부 유형/), 'E-10-2');
    await user.selectOptions(screen.getByLabelText(/^선원 자격 서류/), 'READY');
    await user.click(screen.getByTestId('form-next'));
    // The documents step lists the service's documents, labelled in the interface language, ticked ones sent as codes.
    await user.click(await screen.findByLabelText('납세 증명서'));
    expect(screen.queryByText(/object Object/)).toBeNull();
    await user.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/visa/result/as-1'));
    expect(evaluate).toHaveBeenCalledWith(
      expect.objectContaining({
        visaType: 'E-10',
        applicationType: 'NEW',
        userData: expect.objectContaining({ e10SubType: 'E-10-2', documentChecklist: ['TAX_CERTIFICATE'], personalInfo: expect.objectContaining({ age: 40 }) }),
      }),
    );
    expect(localStorage.getItem('visaDraft:E-10')).toBeNull();
  });
});
