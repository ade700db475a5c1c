import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import type { TUserSettings } from '@tov/contracts/http/auth';
import { useSettingsQuery, useUpdateSettingsMutation } from '../features/dashboards/dashboard-endpoints';
import { isSelectableLanguage, LANGUAGE_OPTIONS } from '../i18n/languages';
import { LatestAssessment } from '../features/visa/LatestAssessment';
import { useAppSelector } from '../store/hooks';

const TABS = ['overview', 'portfolio', 'skills', 'achievements', 'settings', 'visa'] as const;
type Tab = (typeof TABS)[number];
const NOTIFICATION_KEYS = ['email', 'push', 'marketing', 'assessmentUpdates', 'challengeUpdates'] as const;

function Settings() {
  const { t } = useTranslation();
  const read = useSettingsQuery();
  if (read.isError) return <p className="empty-state">{t('common.serviceNotAvailable')}</p>;
  if (!read.data) return <p role="status">{t('common.loading')}</p>;
  return <SettingsForm saved={read.data} />;
}

/** The settings as edited; saving refreshes the settings and the dashboards (spec 000 §7). */
function SettingsForm({ saved }: { saved: TUserSettings }) {
  const { t, i18n } = useTranslation();
  const [settings, setSettings] = useState<TUserSettings>(saved);
  // Only an applicant can be in the talent pool (docs/decisions/127-talent-search-opt-in.md).
  const isApplicant = useAppSelector((s) => s.auth.user?.role === 'challenger');
  const [update, { isLoading: saving }] = useUpdateSettingsMutation();
  const save = async () => {
    try {
      const next = await update(settings).unwrap();
      setSettings(next);
      if (isSelectableLanguage(next.language)) await i18n.changeLanguage(next.language);
      toast.success(t('profile.saved'));
    } catch {
      toast.error(t('errors.unknown'));
    }
  };
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label className="field">
        <span>{t('language.label')}</span>
        <select value={settings.language} onChange={(e) => setSettings({ ...settings, language: e.target.value as TUserSettings['language'] })}>
          {LANGUAGE_OPTIONS.filter((o) => !o.phase2).map((o) => (
            <option key={o.code} value={o.code}>
              {o.nativeName}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="field">
        <legend>{t('profile.notifications')}</legend>
        {NOTIFICATION_KEYS.map((k) => (
          <label key={k} className="checkbox">
            <input
              type="checkbox"
              checked={settings.notifications[k]}
              onChange={(e) => setSettings({ ...settings, notifications: { ...settings.notifications, [k]: e.target.checked } })}
            />
            {t(`profile.notify.${k}`)}
          </label>
        ))}
      </fieldset>
      {isApplicant && (
        <fieldset className="field">
          <legend>{t('profile.talentVisibility.title')}</legend>
          <label className="checkbox">
            <input
              type="checkbox"
              aria-describedby="talent-visibility-hint"
              checked={settings.privacy.visibleToCompanies}
              onChange={(e) => setSettings({ ...settings, privacy: { ...settings.privacy, visibleToCompanies: e.target.checked } })}
            />
            {t('profile.talentVisibility.visibleToCompanies')}
          </label>
          <p className="hint" id="talent-visibility-hint">
            {t('profile.talentVisibility.hint')}
          </p>
        </fieldset>
      )}
      <button className="btn btn-primary" type="submit" disabled={saving}>
        {saving ? t('common.saving') : t('common.save')}
      </button>
    </form>
  );
}

/** /profile from the user menu: overview, portfolio, skills, achievements, settings, visa info (spec 000 §2). */
export default function ProfilePage() {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  const [tab, setTab] = useState<Tab>('overview');
  return (
    <section className="page">
      <h1>{t('profile.title')}</h1>
      <div className="tabs" role="tablist">
        {TABS.map((k) => (
          <button key={k} role="tab" type="button" aria-selected={tab === k} className={tab === k ? 'active' : ''} onClick={() => setTab(k)}>
            {t(`profile.tabs.${k}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" className="tab-panel">
        {tab === 'overview' && user && (
          <dl className="definition-list">
            <dt>{t('register.fields.name')}</dt>
            <dd>{user.name}</dd>
            <dt>{t('register.fields.email')}</dt>
            <dd>{user.email}</dd>
            <dt>{t('profile.role')}</dt>
            <dd>{t(`roles.${user.role}`)}</dd>
            <dt>{t('register.fields.phoneNumber')}</dt>
            <dd>{user.phoneNumber}</dd>
            {user.nationality && (
              <>
                <dt>{t('register.fields.nationality')}</dt>
                <dd>{t(`nationalities.${user.nationality}`)}</dd>
              </>
            )}
            {user.companyName && (
              <>
                <dt>{t('register.fields.companyName')}</dt>
                <dd>{user.companyName}</dd>
              </>
            )}
          </dl>
        )}
        {tab === 'settings' && <Settings />}
        {tab === 'visa' && (
          <div>
            {user?.visaType ? (
              <p>
                {t('register.fields.visaType')}: <strong>{user.visaType}</strong>
              </p>
            ) : null}
            <h2>{t('profile.latestAssessment')}</h2>
            <LatestAssessment />
          </div>
        )}
        {(tab === 'portfolio' || tab === 'skills' || tab === 'achievements') && <p className="empty-state">{t('common.serviceNotAvailable')}</p>}
      </div>
    </section>
  );
}
