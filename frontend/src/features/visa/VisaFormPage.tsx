import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import type { TAssessment } from '@tov/contracts';
import type { ApiError } from '../../api/errors';
import { errorText, shownError, type ShownError } from '../../api/error-text';
import NotFoundPage from '../../pages/NotFoundPage';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectIsAuthenticated, setReturnPath } from '../auth/auth-slice';
import { FieldControl } from './FieldControl';
import { VISA_FORMS, defaultValues, visibleSteps, type ApplicationType } from './forms/definitions';
import { buildEvaluateRequest, clearDraft, loadDraft, saveDraft, validateFields, type FormErrors, type FormValues } from './forms/form-logic';
import { signUpValues } from './forms/prefill';
import { QuickResult } from './QuickResult';
import { scrollToField, scrollToTop } from './scroll';
import { interfaceLanguage, textIn } from './text';
import { useRequiredDocumentsQuery, useTryEvaluationMutation } from './visa-endpoints';
import { useEvaluationWorkflow } from './visa-saga';
import { evaluateRequested } from './visa-slice';

/** The modes that answer without saving (spec 001 §3 options): quick check, recommendations, change paths. */
const QUICK_MODES = ['quickCheck', 'recommendationMode', 'changePathMode'] as const;
type QuickMode = (typeof QUICK_MODES)[number];

/**
 * The per-visa multi-step form with a progress indicator. Drafts are kept in local storage; what
 * the applicant gave at sign-up fills the fields they have not answered; a signed-out applicant who
 * submits is asked to log in and comes back to the filled form.
 */
export default function VisaFormPage() {
  useEvaluationWorkflow();
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const { visaType = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector((s) => s.auth.user);
  const evaluation = useAppSelector((s) => s.visa.evaluation);
  const def = VISA_FORMS[visaType];
  const requested = params.get('applicationType') as ApplicationType | null;
  const initialDraft = useMemo(() => (def ? loadDraft(def.code) : null), [def]);
  const useDraft = Boolean(initialDraft && (!requested || requested === initialDraft.applicationType));
  const applicationType: ApplicationType =
    (useDraft ? initialDraft!.applicationType : requested && def?.applicationTypes.includes(requested) ? requested : def?.applicationTypes[0]) ?? 'NEW';
  const [values, setValues] = useState<FormValues>(() =>
    def ? { ...defaultValues(def), ...signUpValues(def, user), ...(useDraft ? initialDraft!.values : {}) } : {},
  );
  const [stepIndex, setStepIndex] = useState(useDraft ? initialDraft!.step : 0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [submitError, setSubmitError] = useState<ShownError | null>(null);
  const [restored, setRestored] = useState(useDraft);
  const [quick, setQuick] = useState<{ mode: QuickMode; result: TAssessment | null } | null>(null);

  // A form opens at its top (a page reached by scrolling keeps no scroll position of its own).
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [visaType]);

  // What the applicant gave at sign-up, once it is known (a reload restores the account after the first render).
  useEffect(() => {
    if (!def || !user) return;
    setValues((current) => ({ ...signUpValues(def, user), ...current }));
  }, [def, user]);

  // The documents step lists what GET /required-fields/{visaType} names for this application type
  // and the chosen sub-type (F-2-7 asks for a degree, income and tax papers the other F-2 do not).
  // A failed or empty answer keeps the built-in list (docs/decisions.md).
  const subtype = def?.subtypeField ? String(values[def.subtypeField] ?? '') : '';
  const guide = useRequiredDocumentsQuery(
    { visaType: def?.code ?? '', applicationType, subtype: /^[A-Z]-\d/.test(subtype) ? subtype : undefined },
    { skip: !def },
  );
  const [tryEvaluation] = useTryEvaluationMutation();
  const documents = guide.data && guide.data.documents.length > 0 ? guide.data.documents : null;

  const documentLabels = useMemo(() => Object.fromEntries((documents ?? []).map((d) => [d.code, textIn(d, lng)])), [documents, lng]);
  const steps = (def ? visibleSteps(def, applicationType, values) : []).map((s) =>
    documents ? { ...s, fields: s.fields.map((f) => (f.name === 'documentChecklist' ? { ...f, options: documents.map((d) => d.code) } : f)) } : s,
  );
  const current = steps[Math.min(stepIndex, steps.length - 1)];

  useEffect(() => {
    if (def) saveDraft(def.code, { applicationType, values, step: stepIndex });
  }, [def, applicationType, values, stepIndex]);

  if (!def || !current) return <NotFoundPage />;
  const formPath = `/visa/form/${encodeURIComponent(def.code)}?applicationType=${applicationType}`;

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

  /** Every step valid; otherwise the first invalid step is shown with its errors. */
  const allValid = (): boolean => {
    for (let i = 0; i < steps.length; i++) {
      const errs = validateFields(steps[i]!.fields, values);
      if (Object.keys(errs).length > 0) {
        setStepIndex(i);
        fail(errs);
        return false;
      }
    }
    return true;
  };

  const next = () => {
    const errs = validateFields(current.fields, values);
    if (Object.keys(errs).length > 0) return fail(errs);
    setStepIndex((i) => Math.min(i + 1, steps.length - 1));
    scrollToTop();
  };

  const showServerErrors = (error: unknown) => {
    const e = error as Partial<ApiError>;
    setSubmitError(shownError(e));
    for (const d of e.details ?? []) setErrors((x) => ({ ...x, [d.field.replace(/^userData\./, '')]: { key: 'visa.validation.server' } }));
  };

  const submit = async () => {
    if (!allValid()) return;
    if (!authenticated) {
      // The answers stay in the draft; after login (or sign-up) the applicant comes back here.
      dispatch(setReturnPath(formPath));
      navigate('/login', {
        state: {
          from: { pathname: `/visa/form/${encodeURIComponent(def.code)}`, search: `?applicationType=${applicationType}` },
          messageKey: 'login.visaInterruption',
        },
      });
      return;
    }
    setSubmitError(null);
    try {
      const request = buildEvaluateRequest(def, applicationType, values, localStorage.getItem('userId'));
      const result = await new Promise<TAssessment>((resolve, reject) => dispatch(evaluateRequested(request, { resolve, reject })));
      clearDraft(def.code);
      navigate(`/visa/result/${encodeURIComponent(result.assessmentId)}`);
    } catch (error) {
      showServerErrors(error);
    }
  };

  /** A mode that saves nothing: anyone may use it, signed in or not. */
  const tryMode = async (mode: QuickMode) => {
    if (!allValid()) return;
    setSubmitError(null);
    setQuick({ mode, result: null });
    try {
      const request = buildEvaluateRequest(def, applicationType, values, null);
      const result = await tryEvaluation({ ...request, options: { ...request.options, autoSave: false, [mode]: true } }).unwrap();
      setQuick({ mode, result });
    } catch (error) {
      setQuick(null);
      showServerErrors(error);
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
              setValues({ ...defaultValues(def), ...signUpValues(def, user) });
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
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t('visa.form.progress')}
        aria-valuemin={1}
        aria-valuemax={steps.length}
        aria-valuenow={stepIndex + 1}
      >
        <span style={{ width: `${((stepIndex + 1) / steps.length) * 100}%` }} />
      </div>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (last) void submit();
          else next();
        }}
      >
        <fieldset disabled={evaluating}>
          <legend className="step-title">{t(`visa.steps.${current.id}`)}</legend>
          {current.fields.map((f) => (
            <FieldControl
              key={f.name}
              field={f}
              value={values[f.name]}
              error={errors[f.name]}
              optionLabels={f.name === 'documentChecklist' ? documentLabels : undefined}
              subType={f.subtypeFrom ? String(values[f.subtypeFrom] ?? '') : undefined}
              onChange={(v) => update(f.name, v)}
            />
          ))}
          {submitError && (
            <div className="alert alert-error" role="alert" data-testid="evaluate-error">
              {errorText(i18n, submitError, 'visa:visa.form.failed')}
            </div>
          )}
          {evaluating && <p role="status">{t('visa.form.evaluating')}</p>}
          <div className="row-between">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={stepIndex === 0}
              onClick={() => setStepIndex((i) => Math.max(0, i - 1))}
              data-testid="form-prev"
            >
              ← {t('common.back')}
            </button>
            <button type="submit" className="btn btn-primary" data-testid={last ? 'form-submit' : 'form-next'}>
              {last ? (authenticated ? t('visa.form.submit') : t('visa.form.loginToSubmit')) : `${t('common.next')} →`}
            </button>
          </div>
          {!authenticated && last && (
            <p className="muted" data-testid="login-reason">
              {t('visa.form.loginReason')}
            </p>
          )}
        </fieldset>
      </form>
      {last && (
        <div className="card" data-testid="quick-modes">
          <h2>{t('visa.modes.title')}</h2>
          <p className="muted">{t('visa.modes.description')}</p>
          <div className="link-row">
            {QUICK_MODES.map((mode) => (
              <button
                key={mode}
                type="button"
                className="btn btn-secondary"
                disabled={quick?.result === null}
                data-testid={`mode-${mode}`}
                onClick={() => void tryMode(mode)}
              >
                {t(`visa.modes.${mode}.action`)}
              </button>
            ))}
          </div>
          {quick?.result === null && <p role="status">{t('visa.form.evaluating')}</p>}
          {quick?.result && <QuickResult result={quick.result} />}
        </div>
      )}
    </section>
  );
}
