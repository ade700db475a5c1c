import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { specialistApi } from '../../src/api/specialist-api';
import { signedIn } from '../../src/features/auth/auth-slice';
import SpecialistSection from '../../src/features/specialist/SpecialistSection';
import { apiError, pricing, profile } from '../fixtures/specialist';
import { renderRoutes, type TestStore } from '../utils';

afterEach(() => jest.restoreAllMocks());

const asPro = (store: TestStore) =>
  store.dispatch(
    signedIn({ token: 't', user: { id: 'pro-1', email: 'pro@demo.tov', name: 'Kim Seo-yeon', role: 'pro', roles: ['pro'], phoneNumber: '', createdAt: '' } }),
  );
const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/pro/*', element: <SpecialistSection /> }], { path, lng, prepare: asPro });

describe('price list', () => {
  it('fills the grid from the price list and saves only the filled cells', async () => {
    jest.spyOn(specialistApi, 'pricing').mockResolvedValue(pricing());
    const save = jest.spyOn(specialistApi, 'savePricing').mockResolvedValue(pricing({ updatedAt: '2030-01-05T00:00:00.000Z' }));
    workspace('/pro/pricing');
    const cell = await screen.findByTestId('price-document_review-D-10');
    expect(cell).toHaveValue('550000');
    expect(screen.getByTestId('price-consultation-D-10')).toHaveValue('');
    expect(screen.getByLabelText('D-10 구직 · 상담 가격 (원)')).toBe(screen.getByTestId('price-consultation-D-10'));
    await userEvent.type(screen.getByTestId('price-consultation-D-10'), '150,000');
    await userEvent.clear(cell);
    await userEvent.type(screen.getByTestId('price-full_service-F-6'), '1200000');
    await userEvent.click(screen.getByTestId('save-pricing'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        prices: [
          { serviceOption: 'consultation', visaType: 'D-10', amount: 150_000 },
          { serviceOption: 'full_service', visaType: 'F-6', amount: 1_200_000 },
        ],
      }),
    );
  });

  it('marks a wrong amount in its cell and sends nothing', async () => {
    jest.spyOn(specialistApi, 'pricing').mockResolvedValue(pricing());
    const save = jest.spyOn(specialistApi, 'savePricing');
    workspace('/pro/pricing');
    await userEvent.type(await screen.findByTestId('price-consultation-E-7'), '12.5');
    await userEvent.click(screen.getByTestId('save-pricing'));
    expect(screen.getByTestId('pricing-invalid')).toHaveTextContent('빨간 칸의 금액을 고쳐 주세요.');
    expect(screen.getByTestId('price-consultation-E-7')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('price-consultation-E-7').closest('td')).toHaveTextContent('금액은 1원 이상 100,000,000원 이하의 정수로 입력해 주세요.');
    expect(save).not.toHaveBeenCalled();
  });

  it('shows a refused save next to the button', async () => {
    jest.spyOn(specialistApi, 'pricing').mockResolvedValue(pricing());
    jest.spyOn(specialistApi, 'savePricing').mockRejectedValue(apiError(400, 'VALIDATION_ERROR', '입력 내용을 다시 확인해주세요.'));
    workspace('/pro/pricing');
    await userEvent.click(await screen.findByTestId('save-pricing'));
    expect(await screen.findByTestId('call-error')).toHaveTextContent('입력 내용을 다시 확인해주세요.');
  });
});

describe('expert profile', () => {
  it('fills the form, adds and removes certifications, and saves the whole profile with PUT', async () => {
    jest.spyOn(specialistApi, 'profile').mockResolvedValue(profile());
    const save = jest.spyOn(specialistApi, 'saveProfile').mockResolvedValue(profile({ updatedAt: '2030-01-06T00:00:00.000Z' }));
    workspace('/pro/profile');
    expect(await screen.findByLabelText(/이름/)).toHaveValue('Kim Seo-yeon');
    expect(screen.getByTestId('profile-rating')).toHaveTextContent('평점 4.5 (리뷰 2개)');
    expect(screen.getByLabelText(/전문 분야/)).toHaveValue('administrative');
    expect(within(screen.getByTestId('languages')).getByLabelText('영어')).toBeChecked();
    expect(within(screen.getByTestId('visa-types')).getByLabelText('E-7 특정활동')).toBeChecked();
    await userEvent.type(screen.getByLabelText('새 자격증'), '출입국 전문 교육 수료{Enter}');
    expect(screen.getAllByTestId('certification').map((c) => c.querySelector('.tag-text')?.textContent)).toEqual(['행정사', '출입국 전문 교육 수료']);
    await userEvent.click(screen.getByRole('button', { name: '삭제 행정사' }));
    await userEvent.click(within(screen.getByTestId('languages')).getByLabelText('베트남어'));
    await userEvent.click(within(screen.getByTestId('visa-types')).getByLabelText('F-6 결혼이민'));
    await userEvent.selectOptions(screen.getByLabelText(/전문 분야/), 'language');
    await userEvent.clear(screen.getByLabelText(/경력/));
    await userEvent.type(screen.getByLabelText(/경력/), '9');
    await userEvent.type(screen.getByLabelText(/소개/), '결혼이민 전문');
    await userEvent.click(screen.getByTestId('save-profile'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        {
          name: 'Kim Seo-yeon',
          expertise: 'language',
          certifications: ['출입국 전문 교육 수료'],
          experienceYears: 9,
          languages: ['ko', 'en', 'vi'],
          supportedVisaTypes: ['D-10', 'E-7', 'F-6'],
          bio: '결혼이민 전문',
        },
        false,
      ),
    );
  });

  it("shows each field's error and sends nothing while one is wrong", async () => {
    jest.spyOn(specialistApi, 'profile').mockResolvedValue(profile());
    const save = jest.spyOn(specialistApi, 'saveProfile');
    workspace('/pro/profile');
    await userEvent.click(await screen.findByRole('button', { name: '삭제 행정사' }));
    await userEvent.clear(screen.getByLabelText(/이름/));
    await userEvent.clear(screen.getByLabelText(/경력/));
    await userEvent.type(screen.getByLabelText(/경력/), '61');
    for (const code of ['한국어', '영어']) await userEvent.click(within(screen.getByTestId('languages')).getByLabelText(code));
    for (const v of ['D-10 구직', 'E-7 특정활동']) await userEvent.click(within(screen.getByTestId('visa-types')).getByLabelText(v));
    await userEvent.click(screen.getByTestId('save-profile'));
    expect(screen.getByTestId('error-name')).toHaveTextContent('이름을 입력해 주세요.');
    expect(screen.getByTestId('error-certifications')).toHaveTextContent('자격증을 하나 이상 추가해 주세요.');
    expect(screen.getByTestId('error-experienceYears')).toHaveTextContent('경력은 0년에서 60년 사이의 정수로 입력해 주세요.');
    expect(screen.getByTestId('error-languages')).toHaveTextContent('상담 언어를 하나 이상 선택해 주세요.');
    expect(screen.getByTestId('error-supportedVisaTypes')).toHaveTextContent('지원 비자 유형을 하나 이상 선택해 주세요.');
    expect(save).not.toHaveBeenCalled();
  });

  it("creates the profile with POST when there is none yet, starting from the account's name", async () => {
    jest.spyOn(specialistApi, 'profile').mockRejectedValue(apiError(404, 'NOT_FOUND', '전문가 프로필이 없습니다.'));
    const save = jest.spyOn(specialistApi, 'saveProfile').mockResolvedValue(profile());
    workspace('/pro/profile');
    expect(await screen.findByTestId('profile-new')).toBeInTheDocument();
    expect(screen.getByLabelText(/이름/)).toHaveValue('Kim Seo-yeon');
    await userEvent.selectOptions(screen.getByLabelText(/전문 분야/), 'administrative');
    await userEvent.type(screen.getByLabelText('새 자격증'), '행정사');
    await userEvent.click(screen.getByTestId('add-certification'));
    await userEvent.type(screen.getByLabelText(/경력/), '8');
    await userEvent.click(within(screen.getByTestId('visa-types')).getByLabelText('D-10 구직'));
    await userEvent.click(screen.getByTestId('save-profile'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith(
        expect.objectContaining({ certifications: ['행정사'], languages: ['ko'], supportedVisaTypes: ['D-10'], bio: null }),
        true,
      ),
    );
    expect(await screen.findByTestId('profile-rating')).toBeInTheDocument();
  });

  it('names the consultation languages in the interface language', async () => {
    jest.spyOn(specialistApi, 'profile').mockResolvedValue(profile());
    workspace('/pro/profile', 'ja');
    const languages = await screen.findByTestId('languages');
    expect(within(languages).getByLabelText('ベトナム語')).not.toBeChecked();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('専門家プロフィール');
  });
});
