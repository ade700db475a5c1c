import {
  EXPERTISES,
  SPECIALIST_BIO_MAX,
  SPECIALIST_CERTIFICATIONS_MAX,
  SPECIALIST_VISA_TYPES,
  type TExpertise,
  type TSpecialistProfile,
  type TSpecialistProfileInput,
} from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { Field } from '../../components/Field';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { languageName } from './format';
import { validateProfile, type FormErrors, type ProfileForm } from './forms';
import { useProfileQuery, useSaveProfileMutation } from './specialist-endpoints';
import { CallError, Loading, invalidProps, useFieldError } from './ui';
import { useVisaName } from './use-names';

/** Consultation languages offered as choices (ISO 639-1), named by the browser in the interface language. */
export const CONSULTATION_LANGUAGES = [
  'ko',
  'en',
  'zh',
  'ja',
  'vi',
  'th',
  'id',
  'tl',
  'mn',
  'uz',
  'ru',
  'ne',
  'km',
  'my',
  'si',
  'bn',
  'ur',
  'kk',
  'es',
  'fr',
  'de',
  'ar',
] as const;

function formOf(profile: TSpecialistProfile | null, name: string): ProfileForm {
  return {
    name: profile?.name ?? name,
    expertise: profile?.expertise ?? '',
    certifications: profile?.certifications.length ? [...profile.certifications] : [],
    experienceYears: profile ? String(profile.experienceYears) : '',
    languages: profile?.languages ?? ['ko'],
    supportedVisaTypes: profile?.supportedVisaTypes ?? [],
    bio: profile?.bio ?? '',
  };
}

const toggle = (list: string[], value: string, on: boolean) => (on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value));

function ProfileEditor({ profile }: { profile: TSpecialistProfile | null }) {
  const { t, i18n } = useTranslation('specialist');
  const fieldError = useFieldError();
  const visaName = useVisaName();
  const user = useAppSelector((s) => s.auth.user);
  const [form, setForm] = useState<ProfileForm>(() => formOf(profile, user?.name ?? ''));
  const [certification, setCertification] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [saveProfile, { isLoading: busy, error: failure }] = useSaveProfileMutation();
  const change = (patch: Partial<ProfileForm>) => setForm((f) => ({ ...f, ...patch }));
  const lng = i18n.resolvedLanguage;
  const languageChoices = [...new Set([...CONSULTATION_LANGUAGES, ...form.languages])];

  const addCertification = () => {
    const value = certification.trim();
    if (!value) return;
    if (!form.certifications.includes(value)) change({ certifications: [...form.certifications, value] });
    setCertification('');
  };

  const save = () => {
    const found = validateProfile(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    saveProfile({
      body: {
        name: form.name.trim(),
        expertise: form.expertise as TExpertise,
        certifications: form.certifications.map((c) => c.trim()).filter(Boolean),
        experienceYears: Number(form.experienceYears),
        languages: form.languages,
        supportedVisaTypes: form.supportedVisaTypes as TSpecialistProfileInput['supportedVisaTypes'],
        bio: form.bio.trim() || null,
      },
      create: profile === null,
    })
      .unwrap()
      .then(() => notify.success(t('profile.saved')))
      .catch(() => undefined); // said under the form
  };

  return (
    <form
      className="form profile-form"
      onSubmit={(e) => {
        e.preventDefault();
        save();
      }}
      noValidate
      data-testid="profile-form"
    >
      <Field name="name" label={t('profile.name')} error={fieldError(errors, 'name')} required>
        <input id="f-name" maxLength={100} value={form.name} onChange={(e) => change({ name: e.target.value })} {...invalidProps(errors, 'name')} />
      </Field>
      <Field name="expertise" label={t('profile.expertise')} error={fieldError(errors, 'expertise')} required>
        <select
          id="f-expertise"
          value={form.expertise}
          onChange={(e) => change({ expertise: e.target.value as TExpertise })}
          {...invalidProps(errors, 'expertise')}
        >
          <option value="">{t('translation:common.choose')}</option>
          {EXPERTISES.map((x) => (
            <option key={x} value={x}>
              {t(`translation:expertises.${x}`)}
            </option>
          ))}
        </select>
      </Field>
      <fieldset className={`field${errors.certifications ? ' has-error' : ''}`} data-testid="certifications">
        <legend>
          {t('profile.certifications')}{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </legend>
        {form.certifications.length > 0 ? (
          <ul className="tag-list">
            {form.certifications.map((c, i) => (
              <li key={c} className="tag" data-testid="certification">
                <UserText className="tag-text">
                  <span id={`cert-${i}`}>{c}</span>
                </UserText>
                {/* Named "remove <certification>" from the hidden word and the tag's own text (no user text in an attribute). */}
                <span id={`cert-remove-${i}`} hidden>
                  {t('profile.remove')}
                </span>
                <button
                  type="button"
                  className="tag-remove"
                  onClick={() => change({ certifications: form.certifications.filter((x) => x !== c) })}
                  aria-labelledby={`cert-remove-${i} cert-${i}`}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">{t('profile.noCertifications')}</p>
        )}
        <div className="row">
          <input
            id="f-certification"
            aria-label={t('profile.newCertification')}
            placeholder={t('profile.certificationPlaceholder')}
            maxLength={200}
            value={certification}
            onChange={(e) => setCertification(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                addCertification();
              }
            }}
            disabled={form.certifications.length >= SPECIALIST_CERTIFICATIONS_MAX}
            {...(errors.certifications ? { 'aria-invalid': true, 'aria-describedby': 'f-certifications-error' } : {})}
          />
          <button type="button" className="btn btn-secondary" onClick={addCertification} disabled={!certification.trim()} data-testid="add-certification">
            {t('profile.add')}
          </button>
        </div>
        {errors.certifications && (
          <small className="field-error" id="f-certifications-error" role="alert" data-testid="error-certifications">
            {fieldError(errors, 'certifications')}
          </small>
        )}
      </fieldset>
      <Field name="experienceYears" label={t('profile.experienceYears')} error={fieldError(errors, 'experienceYears')} required>
        <input
          id="f-experienceYears"
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          value={form.experienceYears}
          onChange={(e) => change({ experienceYears: e.target.value })}
          {...invalidProps(errors, 'experienceYears')}
        />
      </Field>
      <fieldset className={`field${errors.languages ? ' has-error' : ''}`} data-testid="languages">
        <legend>
          {t('profile.languages')}{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="check-grid">
          {languageChoices.map((code) => (
            <label key={code} className="checkbox">
              <input
                type="checkbox"
                checked={form.languages.includes(code)}
                onChange={(e) => change({ languages: toggle(form.languages, code, e.target.checked) })}
                value={code}
              />
              {languageName(code, lng)}
            </label>
          ))}
        </div>
        {errors.languages && (
          <small className="field-error" role="alert" data-testid="error-languages">
            {fieldError(errors, 'languages')}
          </small>
        )}
      </fieldset>
      <fieldset className={`field${errors.supportedVisaTypes ? ' has-error' : ''}`} data-testid="visa-types">
        <legend>
          {t('profile.supportedVisaTypes')}{' '}
          <span className="required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="check-grid">
          {SPECIALIST_VISA_TYPES.map((v) => (
            <label key={v} className="checkbox">
              <input
                type="checkbox"
                checked={form.supportedVisaTypes.includes(v)}
                onChange={(e) => change({ supportedVisaTypes: toggle(form.supportedVisaTypes, v, e.target.checked) })}
                value={v}
              />
              {visaName(v)}
            </label>
          ))}
        </div>
        {errors.supportedVisaTypes && (
          <small className="field-error" role="alert" data-testid="error-supportedVisaTypes">
            {fieldError(errors, 'supportedVisaTypes')}
          </small>
        )}
      </fieldset>
      <Field name="bio" label={t('profile.bio')} error={fieldError(errors, 'bio')} hint={t('profile.bioHint', { max: SPECIALIST_BIO_MAX })}>
        <textarea
          id="f-bio"
          rows={5}
          maxLength={SPECIALIST_BIO_MAX}
          value={form.bio}
          onChange={(e) => change({ bio: e.target.value })}
          {...invalidProps(errors, 'bio')}
        />
      </Field>
      {failure && <CallError error={failure} fallbackKey="profile.failed" />}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-profile">
        {busy ? t('common.saving') : profile ? t('common.save') : t('profile.create')}
      </button>
    </form>
  );
}

/**
 * The expert's profile: what matching shows applicants (expertise, certifications, experience,
 * languages, visa types, bio). Without one yet (404) the same form creates it.
 */
export default function ProProfilePage() {
  const { t } = useTranslation('specialist');
  // The saved profile is the answer of the save, written into the cache (`saveProfile`).
  const loaded = useProfileQuery();
  const missing = loaded.isError && failureOf(loaded.error)?.status === 404;
  const profile = loaded.isError ? null : (loaded.data ?? null);
  return (
    <section data-testid="pro-profile-page">
      <h1>{t('profile.title')}</h1>
      <p className="lead">{t('profile.intro')}</p>
      {loaded.isLoading && <Loading />}
      {loaded.isError && !missing && (
        <CallError error={loaded.error} fallbackKey="profile.loadFailed">
          <div>
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void loaded.refetch()}>
              {t('common.retry')}
            </button>
          </div>
        </CallError>
      )}
      {profile && (
        <p className="muted" data-testid="profile-rating">
          {profile.rating === null ? t('profile.noReviews') : t('profile.rating', { rating: profile.rating.toFixed(1), count: profile.reviewCount })}
          {profile.vacation && <> · {t('profile.onVacationNote')}</>}
        </p>
      )}
      {missing && (
        <p className="alert alert-info" data-testid="profile-new">
          {t('profile.firstTime')}
        </p>
      )}
      {(profile || missing) && <ProfileEditor key={profile?.updatedAt ?? 'new'} profile={profile} />}
    </section>
  );
}
