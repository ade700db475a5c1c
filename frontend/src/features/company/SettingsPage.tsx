import {
  COMPANY_VISA_TYPES,
  LANGUAGES,
  LEAD_TIME_MAX_DAYS,
  ZNotificationSettingsInputSchema,
  type TNotificationSettings,
  type TNotificationSettingsInput,
} from '@tov/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { CallError, Loading } from '../../components/CallError';
import { Field } from '../../components/Field';
import { LANGUAGE_OPTIONS } from '../../i18n/languages';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './company-endpoints';
import { contractErrors, invalidProps, useContractText, type ContractErrors } from './forms';
import { useVisaName } from './use-names';

interface SettingsForm {
  hrEmail: string;
  complianceEmails: boolean;
  employeeEmails: boolean;
  language: string;
  leadTimes: Record<string, string>;
}

const formOf = (s: TNotificationSettings): SettingsForm => ({
  hrEmail: s.hrEmail ?? '',
  complianceEmails: s.complianceEmails,
  employeeEmails: s.employeeEmails,
  language: s.language,
  leadTimes: Object.fromEntries(COMPANY_VISA_TYPES.map((v) => [v, String(s.leadTimes[v] ?? s.defaultLeadTimeDays)])),
});

/** What the form sends, checked by ZNotificationSettingsInputSchema: only the lead times that differ from the default. */
export function readSettings(form: SettingsForm, defaultDays: number): { errors: ContractErrors; body?: TNotificationSettingsInput } {
  const leadTimes: Record<string, number | string> = {};
  for (const [visa, raw] of Object.entries(form.leadTimes)) {
    const value = raw.trim();
    const n = Number(value);
    if (value === '' || n !== defaultDays) leadTimes[visa] = value === '' || !Number.isFinite(n) ? value : n;
  }
  const candidate = {
    hrEmail: form.hrEmail.trim() ? form.hrEmail : null,
    complianceEmails: form.complianceEmails,
    employeeEmails: form.employeeEmails,
    language: form.language,
    leadTimes,
  };
  const result = ZNotificationSettingsInputSchema.safeParse(candidate);
  return { errors: contractErrors(result), body: result.success ? result.data : undefined };
}

function SettingsEditor({ settings }: { settings: TNotificationSettings }) {
  const { t } = useTranslation('company');
  const text = useContractText();
  const visaName = useVisaName();
  const [form, setForm] = useState<SettingsForm>(() => formOf(settings));
  const [errors, setErrors] = useState<ContractErrors>({});
  const [save, saving] = useSaveNotificationSettingsMutation();
  const failure = failureOf(saving.error);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readSettings(form, settings.defaultLeadTimeDays);
    setErrors(read.errors);
    if (!read.body) {
      document.getElementById(`f-${Object.keys(read.errors)[0]}`)?.focus();
      return;
    }
    save(read.body)
      .unwrap()
      .then(() => notify.success(t('settings.saved')))
      .catch(() => undefined); // said under the form
  };

  return (
    <form className="card settings-form" noValidate onSubmit={submit} data-testid="settings-form">
      <fieldset>
        <legend>{t('settings.emails')}</legend>
        <Field name="hrEmail" label={t('settings.hrEmail')} hint={t('settings.hrEmailHint')} error={text(errors.hrEmail)}>
          <input
            id="f-hrEmail"
            type="email"
            autoComplete="email"
            value={form.hrEmail}
            onChange={(e) => setForm((f) => ({ ...f, hrEmail: e.target.value }))}
            {...invalidProps(errors, 'hrEmail')}
          />
        </Field>
        <label className="checkbox settings-check">
          <input
            type="checkbox"
            checked={form.complianceEmails}
            onChange={(e) => setForm((f) => ({ ...f, complianceEmails: e.target.checked }))}
            data-testid="complianceEmails"
          />
          {t('settings.complianceEmails')}
        </label>
        <label className="checkbox settings-check">
          <input
            type="checkbox"
            checked={form.employeeEmails}
            onChange={(e) => setForm((f) => ({ ...f, employeeEmails: e.target.checked }))}
            data-testid="employeeEmails"
          />
          {t('settings.employeeEmails')}
        </label>
        <Field name="language" label={t('settings.language')}>
          <select id="f-language" value={form.language} onChange={(e) => setForm((f) => ({ ...f, language: e.target.value }))}>
            {LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_OPTIONS.find((o) => o.code === l)?.nativeName ?? l}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
      <fieldset>
        <legend>{t('settings.leadTimes')}</legend>
        <p className="muted">{t('settings.leadTimesHint', { days: settings.defaultLeadTimeDays, max: LEAD_TIME_MAX_DAYS })}</p>
        <div className="form-grid lead-times">
          {COMPANY_VISA_TYPES.map((v) => {
            const name = `leadTimes.${v}`;
            return (
              <Field key={v} name={name} label={t('settings.leadTimeFor', { visa: visaName(v) })} error={text(errors[name])}>
                <input
                  id={`f-${name}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={LEAD_TIME_MAX_DAYS}
                  value={form.leadTimes[v] ?? ''}
                  onChange={(e) => setForm((f) => ({ ...f, leadTimes: { ...f.leadTimes, [v]: e.target.value } }))}
                  {...invalidProps(errors, name)}
                  data-testid={`lead-${v}`}
                />
              </Field>
            );
          })}
        </div>
      </fieldset>
      {failure && <CallError ns="company" error={failure} fallbackKey="settings.saveFailed" testId="settings-error" />}
      <button type="submit" className="btn btn-primary" disabled={saving.isLoading} aria-busy={saving.isLoading} data-testid="settings-save">
        {saving.isLoading ? t('translation:common.saving') : t('settings.save')}
      </button>
    </form>
  );
}

/** Notification settings (issue 21 §2): where compliance e-mails go, in which language, and how long before an expiry an item opens. */
export default function SettingsPage() {
  const { t } = useTranslation('company');
  const loaded = useNotificationSettingsQuery();
  return (
    <section data-testid="settings-page">
      <h1>{t('settings.title')}</h1>
      <p className="lead">{t('settings.intro')}</p>
      {loaded.isLoading && <Loading ns="company" />}
      {loaded.isError && <CallError ns="company" error={loaded.error} fallbackKey="settings.failed" />}
      {loaded.data && !loaded.isError && <SettingsEditor key={JSON.stringify(loaded.data)} settings={loaded.data} />}
    </section>
  );
}
