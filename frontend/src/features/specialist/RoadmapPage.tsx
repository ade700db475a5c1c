import { SPECIALIST_MESSAGE_MAX, type TRoadmap, type TRoadmapAssign, type TServiceRoadmapStep } from '@tov/contracts';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { UserText } from '../../components/UserText';
import { day, dateTime } from './format';
import { validateMessage, type FormErrors } from './forms';
import { useAssignRoadmapMutation, useRoadmapQuery, useSendRoadmapMessageMutation, useServiceQuery } from './specialist-endpoints';
import { CallError, Loading, StatusChip, invalidProps, useFieldError } from './ui';
import { useApplicationTypeName, useRoadmapStepName, useVisaName } from './use-names';
import { dateKey, parseDateKey } from './week';

const APPLICATION_TYPES = ['new', 'extension', 'change'] as const satisfies readonly TRoadmapAssign['applicationType'][];

/**
 * A step's name, the one the client reads for it (issue 24 item 13): a document of the checklist, a known
 * step (submission, result), else the title the service gave it.
 */
function useStepName() {
  const name = useRoadmapStepName();
  return (step: Pick<TServiceRoadmapStep, 'kind' | 'key' | 'title'>): ReactNode => name(step) ?? <UserText>{step.title}</UserText>;
}
function useStepText() {
  const name = useRoadmapStepName();
  return (step: Pick<TServiceRoadmapStep, 'kind' | 'key' | 'title'>): string => name(step) ?? step.title;
}

/**
 * Builds the roadmap from the template of the visa type and application type (again: rebuilt, done
 * steps kept). The answer is the roadmap, shown at once.
 */
function AssignForm({ serviceId, again }: { serviceId: string; again: boolean }) {
  const { t } = useTranslation('specialist');
  const [applicationType, setApplicationType] = useState<TRoadmapAssign['applicationType']>('new');
  const [targetDate, setTargetDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [assign, { isLoading: busy, error: failure }] = useAssignRoadmapMutation();
  // Rebuilding removes the open steps the new template lacks: it asks first.
  const [asking, setAsking] = useState(false);
  const submit = () => {
    if (targetDate && (!parseDateKey(targetDate) || targetDate < dateKey(new Date()))) {
      setError(t('forms.targetDateFuture'));
      return;
    }
    setError(null);
    if (again) setAsking(true);
    else build();
  };
  const build = () => {
    setAsking(false);
    assign({ serviceId, body: { applicationType, targetDate: targetDate || null } })
      .unwrap()
      .then(() => notify.success(t('roadmap.assigned')))
      .catch(() => undefined); // said in the form
  };
  return (
    <form
      className="form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-testid="assign-form"
    >
      {again && <p className="muted">{t('roadmap.reassignNote')}</p>}
      <Field name="applicationType" label={t('roadmap.applicationType')} required>
        <select id="f-applicationType" value={applicationType} onChange={(e) => setApplicationType(e.target.value as TRoadmapAssign['applicationType'])}>
          {APPLICATION_TYPES.map((a) => (
            <option key={a} value={a}>
              {t(`applicationTypes.${a}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field name="targetDate" label={t('roadmap.targetDate')} hint={t('roadmap.targetDateHint')} error={error}>
        <input
          id="f-targetDate"
          type="date"
          min={dateKey(new Date())}
          value={targetDate}
          onChange={(e) => setTargetDate(e.target.value)}
          {...(error ? { 'aria-invalid': true, 'aria-describedby': 'f-targetDate-error' } : {})}
        />
      </Field>
      {failure && <CallError error={failure} fallbackKey="roadmap.assignFailed" conflictKey="roadmap.assignConflict" />}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="assign-roadmap">
        {again ? t('roadmap.reassign') : t('roadmap.assign')}
      </button>
      <ConfirmDialog
        open={asking}
        tone="primary"
        title={t('confirm.rebuildTitle')}
        message={t('confirm.rebuildText')}
        confirmLabel={t('confirm.rebuildYes')}
        cancelLabel={t('confirm.back')}
        onConfirm={build}
        onCancel={() => setAsking(false)}
      />
    </form>
  );
}

/**
 * A message to the client, optionally about one step and optionally marking it done (the client is
 * told by e-mail). The roadmap is read again after it.
 */
function MessageForm({ roadmap }: { roadmap: TRoadmap }) {
  const { t } = useTranslation('specialist');
  const fieldError = useFieldError();
  const stepText = useStepText();
  const [body, setBody] = useState('');
  const [stepId, setStepId] = useState('');
  const [markDone, setMarkDone] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [send, { isLoading: busy, error: failure }] = useSendRoadmapMessageMutation();
  const step = roadmap.steps.find((s) => s.stepId === stepId);
  const submit = () => {
    const found = validateMessage(body);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send({
      serviceId: roadmap.serviceId,
      progressId: roadmap.progressId,
      body: { body: body.trim(), stepId: stepId || null, markStepDone: !!step && step.status === 'todo' && markDone },
    })
      .unwrap()
      .then(() => {
        notify.success(t('roadmap.messageSent'));
        setBody('');
        setMarkDone(false);
      })
      .catch(() => undefined); // said in the form
  };
  return (
    <form
      className="form message-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
      noValidate
      data-testid="message-form"
    >
      <Field name="body" label={t('roadmap.newMessage')} error={fieldError(errors, 'body')} hint={t('roadmap.messageHint')} required>
        <textarea
          id="f-body"
          rows={3}
          maxLength={SPECIALIST_MESSAGE_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          {...invalidProps(errors, 'body')}
        />
      </Field>
      <Field name="stepId" label={t('roadmap.aboutStep')}>
        <select
          id="f-stepId"
          value={stepId}
          onChange={(e) => {
            setStepId(e.target.value);
            setMarkDone(false);
          }}
        >
          <option value="">{t('roadmap.noStep')}</option>
          {roadmap.steps.map((s) => (
            <option key={s.stepId} value={s.stepId}>
              {s.order}. {stepText(s)}
            </option>
          ))}
        </select>
      </Field>
      {step?.status === 'todo' && (
        <label className="checkbox field">
          <input type="checkbox" checked={markDone} onChange={(e) => setMarkDone(e.target.checked)} data-testid="mark-step-done" />
          {t('roadmap.markThisDone')}
        </label>
      )}
      {failure && <CallError error={failure} fallbackKey="roadmap.messageFailed" />}
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid="send-message">
        {busy ? t('common.sending') : t('roadmap.send')}
      </button>
    </form>
  );
}

/** One client's roadmap (by service id): the steps (mark one done), the messages, and assigning or rebuilding it. */
export default function RoadmapPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const applicationTypeName = useApplicationTypeName();
  const stepName = useStepName();
  const stepText = useStepText();
  const { id = '' } = useParams();
  const loaded = useRoadmapQuery(id);
  const service = useServiceQuery(id);
  const [markStep, marking] = useSendRoadmapMessageMutation();
  const [stepBusy, setStepBusy] = useState<string | null>(null);
  const lng = i18n.resolvedLanguage;

  const back = (
    <p>
      <Link to="/pro/roadmaps">{t('roadmap.back')}</Link>
    </p>
  );
  if (loaded.isLoading) return <Loading />;
  const roadmap = loaded.isError ? null : (loaded.data ?? null);
  const clientName = roadmap?.clientName ?? service.data?.clientName ?? null;

  if (!roadmap) {
    // No roadmap yet (404): the assign form; anything else is said as it is.
    const missing = loaded.isError && failureOf(loaded.error)?.status === 404;
    return (
      <section data-testid="roadmap-page">
        {back}
        <h1>
          {t('roadmap.title')} {clientName && <UserText>{clientName}</UserText>}
        </h1>
        {loaded.isError && !missing && <CallError error={loaded.error} fallbackKey="roadmap.failed" />}
        {missing && service.isError && <CallError error={service.error} fallbackKey="service.failed" />}
        {missing && !service.isError && (
          <article className="card">
            <p className="empty-state" data-testid="no-roadmap">
              {t('roadmap.none')}
            </p>
            <AssignForm serviceId={id} again={false} />
          </article>
        )}
      </section>
    );
  }

  const markDone = (step: TServiceRoadmapStep) => {
    setStepBusy(step.stepId);
    markStep({
      serviceId: roadmap.serviceId,
      progressId: roadmap.progressId,
      body: { body: t('roadmap.doneMessage', { step: stepText(step) }), stepId: step.stepId, markStepDone: true },
    })
      .unwrap()
      .then(() => notify.success(t('roadmap.stepDone')))
      .catch(() => undefined) // said above the steps
      .finally(() => setStepBusy(null));
  };
  const steps = [...roadmap.steps].sort((a, b) => a.order - b.order);
  const done = steps.filter((s) => s.status === 'done').length;
  const messages = [...roadmap.messages].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const stepById = new Map(steps.map((s) => [s.stepId, s]));

  return (
    <section data-testid="roadmap-page">
      {back}
      <h1>
        {t('roadmap.title')} <UserText>{roadmap.clientName}</UserText>
      </h1>
      <p className="muted">
        {visaName(roadmap.visaType)} · {applicationTypeName(roadmap.applicationType)} · {t('roadmap.assignedAt', { when: day(roadmap.assignedAt, lng) })}
      </p>
      <div className="detail-grid">
        <article className="card">
          <div className="row-between">
            <h2>{t('roadmap.steps')}</h2>
            <span className="muted" data-testid="steps-done">
              {t('services.steps', { done, total: steps.length })}
            </span>
          </div>
          {marking.error && <CallError error={marking.error} fallbackKey="roadmap.stepFailed" />}
          <ol className="roadmap-steps">
            {steps.map((s) => (
              <li key={s.stepId} className={`roadmap-step step-${s.status}`} data-testid="roadmap-step">
                <div className="step-main">
                  <span className="chip">{t(`stepKinds.${s.kind}`)}</span>
                  <span className="step-name">{stepName(s)}</span>
                </div>
                <div className="step-meta">
                  {s.dueDate && <span className="muted">{t('roadmap.due', { when: day(s.dueDate, lng) })}</span>}
                  {s.status === 'done' ? (
                    <StatusChip group="stepStatus" status="done" testId="step-done" />
                  ) : (
                    <button
                      type="button"
                      className="btn btn-secondary btn-small"
                      disabled={stepBusy !== null}
                      onClick={() => markDone(s)}
                      data-testid="mark-done"
                    >
                      {t('roadmap.markDone')}
                    </button>
                  )}
                </div>
              </li>
            ))}
          </ol>
          <details className="reassign">
            <summary>{t('roadmap.reassign')}</summary>
            <AssignForm serviceId={roadmap.serviceId} again />
          </details>
        </article>
        <article className="card">
          <h2>{t('roadmap.messages')}</h2>
          {messages.length === 0 ? (
            <p className="empty-state">{t('roadmap.noMessages')}</p>
          ) : (
            <ul className="message-list" data-testid="messages">
              {messages.map((m) => {
                const about = m.stepId ? stepById.get(m.stepId) : undefined;
                return (
                  <li key={m.messageId} className={`message message-${m.authorRole}`} data-testid="message">
                    <div className="message-head">
                      <strong>{m.authorRole === 'pro' ? t('roadmap.you') : <UserText>{roadmap.clientName}</UserText>}</strong>
                      <span className="muted">{dateTime(m.createdAt, lng)}</span>
                    </div>
                    {about && (
                      <p className="muted message-step">
                        {t('roadmap.aboutStepShort')} {stepName(about)}
                      </p>
                    )}
                    <p className="pre-line">
                      <UserText>{m.body}</UserText>
                    </p>
                  </li>
                );
              })}
            </ul>
          )}
          <MessageForm roadmap={roadmap} />
        </article>
      </div>
    </section>
  );
}
