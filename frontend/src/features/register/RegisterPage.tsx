import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { EXPERTISES, GENDERS, NATIONALITIES, PURPOSES, REGISTRATION_VISA_TYPES } from '@tov/contracts/enums';
import type { TCheckEmail, TRegisterRequest } from '@tov/contracts/http/auth';
import type { ApiError } from '../../api/errors';
import { Field } from '../../components/Field';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { registerRequested, setReturnPath } from '../auth/auth-slice';
import { CheckEmailPanel } from '../auth/CheckEmail';
import { baseLanguage } from '../../i18n/languages';
import {
  clearFieldError,
  emptyChallenger,
  emptyCompany,
  emptyPro,
  toFieldError,
  validateChallenger,
  validateCompany,
  validatePro,
  type ChallengerForm,
  type CompanyForm,
  type FieldError,
  type FieldErrors,
  type ProForm,
} from './validation';

type Kind = 'challenger' | 'company' | 'pro';
type Step = 'kind' | 'purpose' | 'form';

/** The purposes offered as the challenger's second step (spec 000 §2). */
export const PURPOSE_CHOICES = ['job_preparation', 'visa_consultation', 'korean_education', 'community_activity', 'tovplay'] as const;
const KINDS: Kind[] = ['challenger', 'company', 'pro'];

function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined): string | null => {
    if (!error) return null;
    const params = { ...(error.params ?? {}) };
    if (typeof params.field === 'string') params.field = t(`register.fields.${params.field}`);
    return t(error.key, params);
  };
}

interface InputProps {
  name: string;
  value: string;
  onChange: (name: string, value: string) => void;
  error?: FieldError;
  type?: string;
  required?: boolean;
  placeholder?: string;
  autoComplete?: string;
  max?: string;
  min?: string;
}

function TextInput({ name, value, onChange, error, type = 'text', required = true, placeholder, autoComplete, max, min }: InputProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Field name={name} label={t(`register.fields.${name}`)} error={errorText(error)} required={required}>
      <input
        id={`f-${name}`}
        name={name}
        type={type}
        value={value}
        placeholder={placeholder}
        autoComplete={autoComplete}
        max={max}
        min={min}
        aria-invalid={Boolean(error)}
        onChange={(e) => onChange(name, e.target.value)}
      />
    </Field>
  );
}

function SelectInput({ name, value, onChange, error, options, labelPrefix }: InputProps & { options: readonly string[]; labelPrefix?: string }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Field name={name} label={t(`register.fields.${name}`)} error={errorText(error)} required>
      <select id={`f-${name}`} name={name} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{t('common.choose')}</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labelPrefix ? t(`${labelPrefix}.${o}`) : o}
          </option>
        ))}
      </select>
    </Field>
  );
}

function serverErrors(error: ApiError): FieldErrors {
  const out: FieldErrors = {};
  for (const d of error.details) if (d.field && !out[d.field]) out[d.field] = toFieldError(d.field, d.message);
  return out;
}

/** Multi-step registration (spec 000 §2, §4, §5). */
export default function RegisterPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const returnPath = useAppSelector((s) => s.auth.returnPath);
  const [params] = useSearchParams();
  const visaShortcut = params.get('purpose') === 'visa';
  const [step, setStep] = useState<Step>(visaShortcut ? 'form' : 'kind');
  const [kind, setKind] = useState<Kind>('challenger');
  const [challenger, setChallenger] = useState<ChallengerForm>(emptyChallenger(visaShortcut ? 'visa_consultation' : ''));
  const [company, setCompany] = useState<CompanyForm>(emptyCompany());
  const [pro, setPro] = useState<ProForm>(emptyPro());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  /** Set once the sign-up was sent: the "check your e-mail" screen for this address. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const today = new Date().toISOString().slice(0, 10);

  const back = () => {
    setErrors({});
    setFormError(null);
    if (step === 'kind') navigate('/');
    else if (step === 'purpose') setStep('kind');
    else setStep(kind === 'challenger' ? 'purpose' : 'kind');
  };

  const chooseKind = (k: Kind) => {
    setKind(k);
    setStep(k === 'challenger' ? 'purpose' : 'form');
  };

  const edit =
    <T,>(setter: (fn: (f: T) => T) => void) =>
    (name: string, value: string) => {
      setter((f) => ({ ...f, [name]: value }));
      setErrors((e) => clearFieldError(e, name));
      setFormError(null);
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const v = kind === 'challenger' ? validateChallenger(challenger) : kind === 'company' ? validateCompany(company) : validatePro(pro);
    setErrors(v.errors);
    if (!v.payload) {
      const first = Object.keys(v.errors)[0];
      if (first) document.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] select`)?.focus();
      return;
    }
    setSubmitting(true);
    setFormError(null);
    try {
      const body = { ...(v.payload as TRegisterRequest), language: baseLanguage(i18n.resolvedLanguage) };
      const res = await new Promise<TCheckEmail>((resolve, reject) => dispatch(registerRequested(body, { resolve, reject })));
      // No token comes back (issue 12): the e-mailed link signs in and continues from the stored return
      // path, which a visa sign-up keeps (the form it came from, else the visa flow's start).
      if (kind === 'challenger' && challenger.purpose === 'visa_consultation') {
        const fromForm = (location.state as { returnPath?: unknown } | null)?.returnPath;
        const target = typeof fromForm === 'string' && fromForm.startsWith('/') ? fromForm : returnPath && returnPath !== '/' ? returnPath : '/visa/step1';
        dispatch(setReturnPath(target));
      }
      toast.success(t('register.sent'));
      setSentTo(res?.email ?? body.email);
    } catch (error) {
      const e = error as ApiError;
      setErrors((prev) => ({ ...prev, ...serverErrors(e) }));
      const lng = i18n.resolvedLanguage ?? 'ko';
      const fallback = kind === 'challenger' ? t('register.errorRetry') : t('register.error');
      let text = e?.message && e.code !== 'UNKNOWN_ERROR' ? e.message : fallback;
      if (!lng.startsWith('ko')) text = e?.code && i18n.exists(`errors.codes.${e.code}`) ? t(`errors.codes.${e.code}`) : fallback;
      setFormError(text);
    } finally {
      setSubmitting(false);
    }
  };

  let body: ReactNode;
  if (sentTo) {
    body = <CheckEmailPanel email={sentTo} />;
  } else if (step === 'kind') {
    body = (
      <div className="choice-grid" role="list">
        {KINDS.map((k) => (
          <button key={k} type="button" role="listitem" className="card choice" data-testid={`kind-${k}`} onClick={() => chooseKind(k)}>
            <strong>{t(`register.kinds.${k}.title`)}</strong>
            <span>{t(`register.kinds.${k}.description`)}</span>
          </button>
        ))}
      </div>
    );
  } else if (step === 'purpose') {
    body = (
      <div className="choice-grid" role="list">
        {PURPOSE_CHOICES.map((p) => (
          <button
            key={p}
            type="button"
            role="listitem"
            className="card choice"
            data-testid={`purpose-${p}`}
            onClick={() => {
              setChallenger((f) => ({ ...f, purpose: p }));
              setStep('form');
            }}
          >
            <strong>{t(`purposes.${p}`)}</strong>
          </button>
        ))}
      </div>
    );
  } else {
    const pw = (
      <>
        <TextInput
          name="email"
          type="email"
          autoComplete="email"
          value={kind === 'challenger' ? challenger.email : kind === 'company' ? company.email : pro.email}
          onChange={kind === 'challenger' ? edit(setChallenger) : kind === 'company' ? edit(setCompany) : edit(setPro)}
          error={errors.email}
        />
        <TextInput
          name="password"
          type="password"
          autoComplete="new-password"
          value={kind === 'challenger' ? challenger.password : kind === 'company' ? company.password : pro.password}
          onChange={kind === 'challenger' ? edit(setChallenger) : kind === 'company' ? edit(setCompany) : edit(setPro)}
          error={errors.password}
        />
        <TextInput
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={kind === 'challenger' ? challenger.confirmPassword : kind === 'company' ? company.confirmPassword : pro.confirmPassword}
          onChange={kind === 'challenger' ? edit(setChallenger) : kind === 'company' ? edit(setCompany) : edit(setPro)}
          error={errors.confirmPassword}
        />
      </>
    );
    let fields: ReactNode;
    if (kind === 'challenger') {
      const on = edit(setChallenger);
      fields = (
        <>
          {pw}
          <TextInput name="name" value={challenger.name} onChange={on} error={errors.name} autoComplete="name" />
          <SelectInput
            name="nationality"
            value={challenger.nationality}
            onChange={on}
            error={errors.nationality}
            options={NATIONALITIES}
            labelPrefix="nationalities"
          />
          <TextInput name="phoneNumber" type="tel" value={challenger.phoneNumber} onChange={on} error={errors.phoneNumber} autoComplete="tel" />
          <SelectInput name="gender" value={challenger.gender} onChange={on} error={errors.gender} options={GENDERS} labelPrefix="genders" />
          <TextInput name="dateOfBirth" type="date" max={today} value={challenger.dateOfBirth} onChange={on} error={errors.dateOfBirth} />
          <TextInput
            name="availableLanguages"
            value={challenger.availableLanguages}
            onChange={on}
            error={errors.availableLanguages}
            placeholder={t('register.placeholders.availableLanguages')}
          />
          <SelectInput
            name="visaType"
            value={challenger.visaType}
            onChange={on}
            error={errors.visaType}
            options={REGISTRATION_VISA_TYPES}
            labelPrefix="visaTypes"
          />
          <TextInput
            name="inquiryType"
            value={challenger.inquiryType}
            onChange={on}
            error={errors.inquiryType}
            placeholder={t('register.placeholders.inquiryType')}
          />
          <SelectInput name="purpose" value={challenger.purpose} onChange={on} error={errors.purpose} options={PURPOSES} labelPrefix="purposes" />
          <TextInput
            name="bridgeAdminInviteCode"
            required={false}
            value={challenger.bridgeAdminInviteCode}
            onChange={on}
            error={errors.bridgeAdminInviteCode}
          />
        </>
      );
    } else if (kind === 'company') {
      const on = edit(setCompany);
      fields = (
        <>
          {pw}
          <TextInput name="contactName" value={company.name} onChange={(_, v) => on('name', v)} error={errors.name} autoComplete="name" />
          <TextInput name="companyName" value={company.companyName} onChange={on} error={errors.companyName} autoComplete="organization" />
          <TextInput name="businessNumber" value={company.businessNumber} onChange={on} error={errors.businessNumber} placeholder="000-00-00000" />
          <TextInput name="companyAddress" value={company.companyAddress} onChange={on} error={errors.companyAddress} autoComplete="street-address" />
          <TextInput name="phoneNumber" type="tel" value={company.phoneNumber} onChange={on} error={errors.phoneNumber} autoComplete="tel" />
        </>
      );
    } else {
      const on = edit(setPro);
      const errorText = (k: string) => errors[k];
      fields = (
        <>
          {pw}
          <TextInput name="name" value={pro.name} onChange={on} error={errors.name} autoComplete="name" />
          <SelectInput name="expertise" value={pro.expertise} onChange={on} error={errors.expertise} options={EXPERTISES} labelPrefix="expertises" />
          <fieldset className="field certification-list" data-field="certification">
            <legend>{t('register.fields.certification')} *</legend>
            {pro.certification.map((c, i) => (
              <CertificationRow
                key={i}
                index={i}
                value={c}
                error={errorText(`certification.${i}`) ?? (i === 0 ? errorText('certification') : undefined)}
                onChange={(value) => {
                  setPro((f) => ({ ...f, certification: f.certification.map((x, j) => (j === i ? value : x)) }));
                  setErrors((e) => clearFieldError(clearFieldError(e, `certification.${i}`), 'certification'));
                }}
                onRemove={i > 0 ? () => setPro((f) => ({ ...f, certification: f.certification.filter((_, j) => j !== i) })) : undefined}
              />
            ))}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              data-testid="add-certification"
              onClick={() => setPro((f) => ({ ...f, certification: [...f.certification, ''] }))}
            >
              + {t('register.addCertification')}
            </button>
          </fieldset>
          <TextInput name="experience" type="number" min="0" value={pro.experience} onChange={on} error={errors.experience} />
          <TextInput name="phoneNumber" type="tel" value={pro.phoneNumber} onChange={on} error={errors.phoneNumber} autoComplete="tel" />
        </>
      );
    }
    body = (
      <form className="form" noValidate onSubmit={(e) => void submit(e)} aria-busy={submitting} data-testid={`register-form-${kind}`}>
        <fieldset disabled={submitting}>
          {fields}
          {formError && (
            <div className="alert alert-error" role="alert" data-testid="register-error">
              {formError}
            </div>
          )}
          <button type="submit" className="btn btn-primary btn-block" data-testid="register-submit">
            {submitting ? t('register.submitting') : t('register.submit')}
          </button>
        </fieldset>
      </form>
    );
  }

  const stepIndex = step === 'kind' ? 1 : step === 'purpose' ? 2 : kind === 'challenger' ? 3 : 2;
  const stepCount = kind === 'challenger' ? 3 : 2;
  return (
    <section className="page auth-page register" key={location.key}>
      <h1>{t('register.title')}</h1>
      {!sentTo && (
        <p className="muted" data-testid="register-step">
          {t('register.stepOf', { current: stepIndex, total: stepCount })} · {t(`register.steps.${step}`)}
          {step === 'form' ? ` · ${t(`register.kinds.${kind}.title`)}` : ''}
        </p>
      )}
      {body}
      {!sentTo && (
        <button type="button" className="btn btn-ghost" onClick={back} data-testid="register-back">
          ← {t('common.back')}
        </button>
      )}
    </section>
  );
}

function CertificationRow({
  index,
  value,
  error,
  onChange,
  onRemove,
}: {
  index: number;
  value: string;
  error?: FieldError;
  onChange: (v: string) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const name = `certification.${index}`;
  return (
    <Field name={name} label={`${t('register.fields.certification')} ${index + 1}`} error={errorText(error)} required={index === 0}>
      <div className="row">
        <input id={`f-${name}`} name={name} value={value} aria-invalid={Boolean(error)} onChange={(e) => onChange(e.target.value)} />
        {onRemove && (
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={onRemove}
            aria-label={t('register.removeCertification')}
            data-testid={`remove-certification-${index}`}
          >
            ✕
          </button>
        )}
      </div>
    </Field>
  );
}
