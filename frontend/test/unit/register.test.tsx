import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterPage from '../../src/features/register/RegisterPage';
import { authCalls } from '../../src/features/auth/auth-saga';
import { renderRoutes } from '../utils';

function renderRegister(path = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { path },
  );
}

afterEach(() => jest.restoreAllMocks());

describe('registration wizard', () => {
  it('goes kind -> purpose -> form for a challenger, and back one step at a time', async () => {
    const u = userEvent.setup();
    const { router } = renderRegister();
    await u.click(screen.getByTestId('kind-challenger'));
    expect(screen.getByTestId('purpose-visa_consultation')).toBeInTheDocument();
    for (const p of ['job_preparation', 'korean_education', 'community_activity', 'tovplay']) expect(screen.getByTestId(`purpose-${p}`)).toBeInTheDocument();
    await u.click(screen.getByTestId('purpose-job_preparation'));
    expect(screen.getByTestId('register-form-challenger')).toBeInTheDocument();
    expect(screen.getByLabelText(/가입 목적/)).toHaveValue('job_preparation');
    await u.click(screen.getByTestId('register-back'));
    expect(screen.getByTestId('purpose-job_preparation')).toBeInTheDocument();
    await u.click(screen.getByTestId('register-back'));
    expect(screen.getByTestId('kind-company')).toBeInTheDocument();
    await u.click(screen.getByTestId('register-back'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('goes straight to the challenger form with purpose=visa', async () => {
    renderRegister('/register?purpose=visa');
    expect(screen.getByTestId('register-form-challenger')).toBeInTheDocument();
    expect(screen.getByLabelText(/가입 목적/)).toHaveValue('visa_consultation');
  });

  it('shows each error under its field and clears it when the field is edited', async () => {
    const register = jest.spyOn(authCalls, 'register');
    const u = userEvent.setup();
    renderRegister('/register?purpose=visa');
    await u.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-email')).toHaveTextContent('이메일을(를) 입력해주세요.');
    expect(screen.getByTestId('error-name')).toHaveTextContent('이름을(를) 입력해주세요.');
    expect(screen.getByTestId('error-nationality')).toHaveTextContent('국적을(를) 선택해주세요.');
    expect(screen.queryByTestId('error-bridgeAdminInviteCode')).toBeNull();
    await u.type(screen.getByLabelText(/^이메일/), 'x');
    expect(screen.queryByTestId('error-email')).toBeNull();
    expect(screen.getByTestId('error-name')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('lets a pro add and remove certifications from the second onward', async () => {
    const u = userEvent.setup();
    renderRegister();
    await u.click(screen.getByTestId('kind-pro'));
    expect(screen.queryByTestId('remove-certification-0')).toBeNull();
    await u.click(screen.getByTestId('add-certification'));
    await u.click(screen.getByTestId('add-certification'));
    expect(screen.getByLabelText('자격증 3')).toBeInTheDocument();
    await u.click(screen.getByTestId('remove-certification-1'));
    expect(screen.queryByLabelText('자격증 3')).toBeNull();
    expect(screen.queryByTestId('remove-certification-0')).toBeNull();
    await u.click(screen.getByTestId('register-submit'));
    expect(screen.getByTestId('error-certification.0')).toBeInTheDocument();
  });

  it('sends a company to /login with the sign-up message', async () => {
    jest.spyOn(authCalls, 'register').mockResolvedValue(null);
    const u = userEvent.setup();
    const { router } = renderRegister();
    await u.click(screen.getByTestId('kind-company'));
    const form = screen.getByTestId('register-form-company');
    const fill = async (label: RegExp, value: string) => u.type(within(form).getByLabelText(label), value);
    await fill(/^이메일/, 'hr@acme.kr');
    await fill(/^비밀번호 \*/, 'secret1');
    await fill(/^비밀번호 확인/, 'secret1');
    await fill(/담당자 이름/, 'Kim');
    await fill(/회사명/, 'Acme');
    await fill(/사업자등록번호/, '123-45-67890');
    await fill(/회사 주소/, 'Seoul');
    await fill(/전화번호/, '02-123');
    await u.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ messageKey: 'register.completeLogin' });
    expect(authCalls.register).toHaveBeenCalledWith(expect.objectContaining({ role: 'company', companyName: 'Acme' }));
  });

  it('shows the server message above the submit button', async () => {
    jest.spyOn(authCalls, 'register').mockRejectedValue({ status: 409, code: 'EMAIL_ALREADY_EXISTS', message: '이미 가입된 이메일입니다.', details: [{ field: 'email', message: '이미 가입된 이메일입니다.' }] });
    const u = userEvent.setup();
    renderRegister();
    await u.click(screen.getByTestId('kind-company'));
    const form = screen.getByTestId('register-form-company');
    for (const [label, value] of [[/^이메일/, 'hr@acme.kr'], [/^비밀번호 \*/, 'secret1'], [/^비밀번호 확인/, 'secret1'], [/담당자 이름/, 'K'], [/회사명/, 'A'], [/사업자등록번호/, '1'], [/회사 주소/, 'S'], [/전화번호/, '0']] as const) {
      await u.type(within(form).getByLabelText(label), value);
    }
    await u.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('이미 가입된 이메일입니다.');
  });
});
