import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_SETTINGS, type TUserSettings } from '@tov/contracts/http/auth';
import { authApi } from '../../src/api/auth-api';
import { signedIn } from '../../src/features/auth/auth-slice';
import ProfilePage from '../../src/pages/ProfilePage';
import { renderElement, type TestStore } from '../utils';

const as = (role: string) => (store: TestStore) =>
  store.dispatch(
    signedIn({ token: 't', user: { id: 'u', email: 'e', name: 'Mina', role: role as never, roles: [role as never], phoneNumber: '', createdAt: '' } }),
  );

afterEach(() => jest.restoreAllMocks());

/** The settings tab of /profile as `role` in `lng`, the settings answered by a stubbed auth API. */
async function settingsTab(role: string, lng: string, saved: TUserSettings = DEFAULT_USER_SETTINGS) {
  jest.spyOn(authApi, 'settings').mockResolvedValue(saved);
  const update = jest
    .spyOn(authApi, 'updateSettings')
    .mockImplementation(async (body) => ({ ...saved, ...body, privacy: { ...saved.privacy, ...body.privacy } }) as TUserSettings);
  const user = userEvent.setup();
  const { i18n } = renderElement(<ProfilePage />, { prepare: as(role), lng });
  await user.click(screen.getByRole('tab', { name: i18n.t('profile.tabs.settings') }));
  await screen.findByRole('button', { name: i18n.t('common.save') });
  return { user, update, t: i18n.t.bind(i18n) };
}

describe('the talent-search switch on the profile settings (docs/decisions/127-talent-search-opt-in.md)', () => {
  it.each(['ko', 'en', 'zh', 'ja'])('shows an applicant the switch off by default, explained, and saves their choice (%s)', async (lng) => {
    const { user, update, t } = await settingsTab('challenger', lng);
    const label = t('profile.talentVisibility.visibleToCompanies');
    expect(label).not.toBe('profile.talentVisibility.visibleToCompanies');
    const box = screen.getByRole('checkbox', { name: label });
    expect(box).not.toBeChecked();
    expect(screen.getByText(t('profile.talentVisibility.title'))).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription(t('profile.talentVisibility.hint'));
    await user.click(box);
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ privacy: { visibleToCompanies: true } })));
  });

  it('shows the choice an applicant made, and lets them take it back', async () => {
    const { user, update, t } = await settingsTab('challenger', 'en', { ...DEFAULT_USER_SETTINGS, privacy: { visibleToCompanies: true } });
    const box = screen.getByRole('checkbox', { name: t('profile.talentVisibility.visibleToCompanies') });
    expect(box).toBeChecked();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: t('common.save') }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(expect.objectContaining({ privacy: { visibleToCompanies: false } })));
  });

  it.each(['company', 'pro', 'admin'])('shows no such switch to a %s account', async (role) => {
    const { t } = await settingsTab(role, 'ko');
    expect(screen.queryByRole('checkbox', { name: t('profile.talentVisibility.visibleToCompanies') })).toBeNull();
  });
});
