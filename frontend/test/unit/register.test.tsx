import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '../../src/api/auth-api';
import RegisterPage from '../../src/features/register/RegisterPage';
import { authCalls } from '../../src/features/auth/auth-saga';
import { renderRoutes } from '../utils';

function renderRegister(path = '/register', state?: unknown) {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { path, state },
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

  it('ends a company sign-up on the check-your-e-mail screen, which sends the link again on request', async () => {
    jest.spyOn(authCalls, 'register').mockResolvedValue({ email: 'hr@acme.kr' });
    const resend = jest.spyOn(authApi, 'resendVerification').mockResolvedValue();
    const u = userEvent.setup();
    const { router, store } = renderRegister();
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
    await fill(/전화번호/, '02-123-4567');
    await u.click(screen.getByTestId('register-submit'));
    const panel = await screen.findByTestId('check-email');
    expect(panel).toHaveTextContent('이메일을 확인해주세요');
    expect(panel).toHaveTextContent('hr@acme.kr(으)로 안내 메일을 보냈습니다.');
    expect(screen.queryByTestId('register-back')).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
    // Nobody is signed in by a sign-up: the e-mailed link does that.
    expect(store.getState().auth.token).toBeNull();
    expect(authCalls.register).toHaveBeenCalledWith(expect.objectContaining({ role: 'company', companyName: 'Acme', language: 'ko' }));
    await u.click(screen.getByTestId('resend-verification'));
    expect(await screen.findByTestId('resend-sent')).toHaveTextContent('인증 메일을 다시 보냈습니다');
    expect(resend).toHaveBeenCalledWith('hr@acme.kr', 'ko');
  });

  it('keeps the visa form a challenger came from as the return path of the e-mailed link', async () => {
    jest.spyOn(authCalls, 'register').mockResolvedValue({ email: 'an@visa.kr' });
    const u = userEvent.setup();
    const { store } = renderRegister('/register?purpose=visa', { returnPath: '/visa/form/F-2?applicationType=CHANGE' });
    const form = await screen.findByTestId('register-form-challenger');
    const fill = async (label: RegExp, value: string) => u.type(within(form).getByLabelText(label), value);
    await fill(/^이메일/, 'an@visa.kr');
    await fill(/^비밀번호 \*/, 'secret1');
    await fill(/^비밀번호 확인/, 'secret1');
    await fill(/^이름/, 'An');
    await u.selectOptions(within(form).getByLabelText(/국적/), 'Vietnam');
    await fill(/전화번호/, '010-1234-5678');
    await u.selectOptions(within(form).getByLabelText(/성별/), 'female');
    await fill(/생년월일/, '1996-05-04');
    await fill(/사용 가능 언어/, 'Vietnamese');
    await u.selectOptions(within(form).getByLabelText(/비자 유형/), 'D-10');
    await fill(/문의 유형/, 'visa');
    await u.click(screen.getByTestId('register-submit'));
    await screen.findByTestId('check-email');
    expect(store.getState().auth.returnPath).toBe('/visa/form/F-2?applicationType=CHANGE');
  });

  it('shows the server message above the submit button', async () => {
    jest
      .spyOn(authCalls, 'register')
      .mockRejectedValue({ status: 429, code: 'LOGIN_RATE_LIMITED', message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.', details: [] });
    const u = userEvent.setup();
    renderRegister();
    await u.click(screen.getByTestId('kind-company'));
    const form = screen.getByTestId('register-form-company');
    for (const [label, value] of [
      [/^이메일/, 'hr@acme.kr'],
      [/^비밀번호 \*/, 'secret1'],
      [/^비밀번호 확인/, 'secret1'],
      [/담당자 이름/, 'K'],
      [/회사명/, 'A'],
      [/사업자등록번호/, '1'],
      [/회사 주소/, 'S'],
      [/전화번호/, '02-123-4567'],
    ] as const) {
      await u.type(within(form).getByLabelText(label), value);
    }
    await u.click(screen.getByTestId('register-submit'));
    expect(await screen.findByTestId('register-error')).toHaveTextContent('로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.');
  });
});
