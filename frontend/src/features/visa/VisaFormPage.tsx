import { useEffect, useMemo, useRef, useState } from 'react';
import { loadVisaApi } from '../../api/lazy-apis';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { ApiError } from '../../api/errors';
import NotFoundPage from '../../pages/NotFoundPage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsAuthenticated } from '../auth/auth-slice';
import { FieldControl } from './FieldControl';
import { VISA_FORMS, defaultValues, visibleSteps } from './forms/definitions';
import { buildEvaluateRequest, clearDraft, loadDraft, saveDraft, validateFields, type FormErrors, type FormValues } from './forms/form-logic';
import { scrollToField, scrollToTop } from './scroll';
import type { ApplicationType, Assessment } from './types';
import { evaluateRequested } from './visa-slice';

/** The per-visa multi-step form with a progress indicator; drafts are kept in local storage. */
export default function VisaFormPage() {
  const { t } = useTranslation();
  const { visaType = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const evaluation = useAppSelector((s) => s.visa.evaluation);
  const def = VISA_FORMS[visaType];
  const requested = params.get('applicationType') as ApplicationType | null;
  const initialDraft = useMemo(() => (def ? loadDraft(def.code) : null), [def]);
  const useDraft = Boolean(initialDraft && (!requested || requested === initialDraft.applicationType));
  const applicationType: ApplicationType =
    (useDraft ? initialDraft!.applicationType : requested && def?.applicationTypes.includes(requested) ? requested : def?.applicationTypes[0]) ?? 'NEW';
  const [values, setValues] = useState<FormValues>(() => (def ? (useDraft ? { ...defaultValues(def), ...initialDraft!.values } : defaultValues(def)) : {}));
  const [stepIndex, setStepIndex] = useState(useDraft ? initialDraft!.step : 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [restored, setRestored] = useState(useDraft);
  const formRef = useRef<HTMLFormElement>(null);

  const [documents, setDocuments] = useState<string[] | null>(null);

  // The documents step lists what GET /required-fields/{visaType} names for this application type.
  useEffect(() => {
    if (!def) return;
    let live = true;
    loadVisaApi()
      .then((api) => api.requiredDocuments(def.code, applicationType))
      .then((docs) => live && docs.length > 0 && setDocuments(docs), () => undefined);
    return () => {
      live = false;
    };
  }, [def, applicationType]);

  const steps = (def ? visibleSteps(def, applicationType, values) : []).map((s) =>
    documents ? { ...s, fields: s.fields.map((f) => (f.name === 'documentChecklist' ? { ...f, options: documents } : f)) } : s,
  );
  const current = steps[Math.min(stepIndex, steps.length - 1)];

  useEffect(() => {
    if (def) saveDraft(def.code, { applicationType, values, step: stepIndex });
  }, [def, applicationType, values, stepIndex]);

  if (!def || !current) return <NotFoundPage />;

  const update = (name: string, value: unknown) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => {
      if (!e[name]) return e;
      const next = { ...e };
      delete next[name];
      return next;
    });
  };

  const fail = (errs: FormErrors) => {
    setErrors(errs);
    const first = Object.keys(errs)[0];
    if (first) setTimeout(() => scrollToField(first), 0);
  };

  const next = () => {
    const errs = validateFields(current.fields, values);
    if (Object.keys(errs).length > 0) return fail(errs);
    setStepIndex((i) => Math.min(i + 1, steps.length - 1));
    scrollToTop();
  };

  const submit = async () => {
    for (let i = 0; i < steps.length; i++) {
      const errs = validateFields(steps[i]!.fields, values);
      if (Object.keys(errs).length > 0) {
        setStepIndex(i);
        return fail(errs);
      }
    }
    if (!authenticated) {
      navigate('/login?from=visa', { state: { returnPath: `/visa/form/${def.code}?applicationType=${applicationType}` } });
      return;
    }
    setSubmitError(null);
    try {
      const request = buildEvaluateRequest(def, applicationType, values, localStorage.getItem('userId'));
      const result = await new Promise<Assessment>((resolve, reject) => dispatch(evaluateRequested(request, { resolve, reject })));
      clearDraft(def.code);
      navigate(`/visa/result/${encodeURIComponent(result.assessmentId)}`);
    } catch (error) {
      const e = error as Partial<ApiError>;
      setSubmitError(e.message || t('visa.form.failed'));
      for (const d of e.details ?? []) setErrors((x) => ({ ...x, [d.field.replace(/^userData\./, '')]: { key: 'visa.validation.server' } }));
    }
  };

  const last = stepIndex >= steps.length - 1;
  const evaluating = evaluation.status === 'evaluating';

  return (
    <section className="page visa-form" data-testid={`visa-form-${def.code}`}>
      <p className="muted">
        <Link to="/visa/step1">{t('visa.step1.title')}</Link> · {def.code} · {t(`visa.applicationTypes.${applicationType}`)}
      </p>
      <h1>{t('visa.form.title', { code: def.code })}</h1>
      {restored && (
        <div className="alert alert-info" role="status" data-testid="draft-restored">
          {t('visa.form.draftRestored')}{' '}
          <button
            type="button"
            className="btn btn-ghost btn-small"
            onClick={() => {
              clearDraft(def.code);
              setValues(defaultValues(def));
              setStepIndex(0);
              setRestored(false);
            }}
          >
            {t('visa.form.discardDraft')}
          </button>
        </div>
      )}
      <ol className="progress" aria-label={t('visa.form.progress')} data-testid="progress">
        {steps.map((s, i) => (
          <li key={s.id} className={i === stepIndex ? 'current' : i < stepIndex ? 'done' : ''} aria-current={i === stepIndex ? 'step' : undefined}>
            {i + 1}. {t(`visa.steps.${s.id}`)}
          </li>
        ))}
      </ol>
      <div className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={steps.length} aria-valuenow={stepIndex + 1}>
        <span style={{ width: `${((stepIndex + 1) / steps.length) * 100}%` }} />
      </div>
      <form
        ref={formRef}
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (last) void submit();
          else next();
        }}
      >
        <fieldset disabled={evaluating}>
          <h2>{t(`visa.steps.${current.id}`)}</h2>
          {current.fields.map((f) => (
            <FieldControl key={f.name} field={f} value={values[f.name]} error={errors[f.name]} onChange={(v) => update(f.name, v)} />
          ))}
          {submitError && (
            <div className="alert alert-error" role="alert" data-testid="evaluate-error">
              {submitError}
            </div>
          )}
          {evaluating && <p role="status">{t('visa.form.evaluating')}</p>}
          <div className="row-between">
            <button type="button" className="btn btn-ghost" disabled={stepIndex === 0} onClick={() => setStepIndex((i) => Math.max(0, i - 1))} data-testid="form-prev">
              ← {t('common.back')}
            </button>
            <button type="submit" className="btn btn-primary" data-testid={last ? 'form-submit' : 'form-next'}>
              {last ? (authenticated ? t('visa.form.submit') : t('visa.form.loginToSubmit')) : `${t('common.next')} →`}
            </button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}
