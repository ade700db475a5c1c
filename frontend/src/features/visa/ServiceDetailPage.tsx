import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { roadmapStepName, type TClientService, type TServiceRoadmapStep } from '@tov/contracts';
import { errorText, failureOf } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useClientServiceQuery, useSendServiceMessageMutation } from './services-endpoints';
import { dateText, dateTimeText, wonText } from './services-format';
import { ServiceStatus } from './ServiceStatus';
import { interfaceLanguage } from './text';
import { VisaNav } from './VisaNav';
import './services.css';

/** The longest answer (contracts SPECIALIST_MESSAGE_MAX; the service checks it too). */
const MESSAGE_MAX = 2_000;

/**
 * A step's name in the interface language, the one the expert reads for it too (contracts'
 * roadmapStepName; issue 24 item 13): a document step by its document, the submission and result steps
 * by their key; a code the screen does not know is shown as the expert's service wrote it.
 */
export function StepName({ step }: { step: Pick<TServiceRoadmapStep, 'kind' | 'key' | 'title'> }) {
  const { i18n } = useTranslation('visa');
  const name = roadmapStepName(step, interfaceLanguage(i18n));
  return name ? <>{name}</> : <UserText>{step.title}</UserText>;
}

function Roadmap({ service }: { service: TClientService }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const roadmap = service.roadmap;
  if (!roadmap) {
    return (
      <p className="empty-state" data-testid="roadmap-none">
        {t('visa.services.noRoadmap', { name: service.expertName })}
      </p>
    );
  }
  const steps = [...roadmap.steps].sort((a, b) => a.order - b.order);
  return (
    <ol className="roadmap-steps" data-testid="roadmap-steps">
      {steps.map((step) => (
        <li key={step.stepId} className={`roadmap-step roadmap-step-${step.status}`} data-testid="roadmap-step" data-status={step.status}>
          <span className={`badge${step.status === 'done' ? ' badge-success' : ''}`}>{t(`visa.services.stepStatuses.${step.status}`)}</span>{' '}
          <strong>
            <StepName step={step} />
          </strong>
          {step.dueDate && step.status !== 'done' && <span className="muted"> · {t('visa.services.due', { date: dateText(step.dueDate, lng) })}</span>}
          {step.completedAt && <span className="muted"> · {t('visa.services.doneOn', { date: dateText(step.completedAt, lng) })}</span>}
        </li>
      ))}
    </ol>
  );
}

function Messages({ service }: { service: TClientService }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const messages = service.roadmap?.messages ?? [];
  const stepOf = (stepId: string | null) => service.roadmap?.steps.find((s) => s.stepId === stepId);
  if (messages.length === 0)
    return (
      <p className="muted" data-testid="messages-none">
        {t('visa.services.noMessages')}
      </p>
    );
  return (
    <ul className="plain-list service-messages" data-testid="service-messages">
      {messages.map((message) => {
        const step = stepOf(message.stepId);
        return (
          <li key={message.messageId} className={`service-message from-${message.authorRole}`} data-testid="service-message">
            <div className="muted service-message-head">
              <strong>{message.authorRole === 'pro' ? <UserText>{service.expertName}</UserText> : t('visa.services.fromYou')}</strong> ·{' '}
              {dateTimeText(message.createdAt, lng)}
              {step && (
                <>
                  {' · '}
                  {t('visa.services.onStep')} <StepName step={step} />
                </>
              )}
            </div>
            <p className="pre-line">
              <UserText>{message.body}</UserText>
            </p>
          </li>
        );
      })}
    </ul>
  );
}

function AnswerForm({ service }: { service: TClientService }) {
  const { t, i18n } = useTranslation('visa');
  // One form per service (keyed by it): "sent" and a failure belong to this service, not to one seen before.
  const [send, message] = useSendServiceMessageMutation();
  const [body, setBody] = useState('');
  const [stepId, setStepId] = useState('');
  const [empty, setEmpty] = useState(false);
  const sending = message.isLoading;
  const steps = [...(service.roadmap?.steps ?? [])].sort((a, b) => a.order - b.order);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    if (!body.trim()) {
      setEmpty(true);
      return;
    }
    setEmpty(false);
    send({ serviceId: service.serviceId, message: { body: body.trim(), stepId: stepId || null } })
      .unwrap()
      .then(
        () => setBody(''),
        () => undefined,
      );
  };

  return (
    <form className="form service-answer" onSubmit={submit} noValidate data-testid="answer-form">
      <label className="field">
        <span>{t('visa.services.answerStep')}</span>
        <select value={stepId} onChange={(e) => setStepId(e.target.value)} data-testid="answer-step">
          <option value="">{t('visa.services.wholeService')}</option>
          {steps.map((step) => (
            <option key={step.stepId} value={step.stepId}>
              {step.order}. {roadmapStepName(step, interfaceLanguage(i18n)) ?? step.title}
            </option>
          ))}
        </select>
      </label>
      <label className="field">
        <span>{t('visa.services.answer')}</span>
        <textarea
          name="body"
          rows={4}
          maxLength={MESSAGE_MAX}
          value={body}
          aria-invalid={empty}
          aria-describedby="answer-hint"
          onChange={(e) => setBody(e.target.value)}
          data-testid="answer-body"
        />
        {empty ? (
          <span className="field-error">{t('visa.services.answerEmpty')}</span>
        ) : (
          <small className="hint" id="answer-hint" data-testid="answer-hint">
            {t('visa.services.answerHint')}
          </small>
        )}
      </label>
      {message.isError && (
        <div className="alert alert-error" role="alert" data-testid="answer-error">
          {errorText(i18n, message.error ?? {}, 'visa:visa.services.sendFailed')}
        </div>
      )}
      {message.isSuccess && (
        <p className="muted" role="status" data-testid="answer-sent">
          {t('visa.services.sent')}
        </p>
      )}
      <button type="submit" className="btn btn-primary btn-small" disabled={sending} data-testid="answer-send">
        {sending ? t('visa.services.sending') : t('visa.services.send')}
      </button>
    </form>
  );
}

/** /visa/services/:id: one paid service with its status, payment, history, roadmap and messages, and the form to answer. */
export default function ServiceDetailPage() {
  const { id = '' } = useParams();
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  // A service already shown stays shown when reading it again fails.
  const detail = useClientServiceQuery(id);
  const service = detail.currentData ?? null;
  return (
    <section className="page visa-service" data-testid="visa-service">
      <h1>{service ? `${t(`visa.expert.options.${service.serviceOption}`)} · ${service.visaType}` : t('visa.services.detailTitle')}</h1>
      <VisaNav />
      <p>
        <Link to="/visa/services" data-testid="services-back">
          ← {t('visa.services.back')}
        </Link>
      </p>
      {!service && !detail.isError ? (
        <p className="muted">{t('common.loading')}</p>
      ) : !service ? (
        <div className="alert alert-error" role="alert" data-testid="service-not-found">
          {failureOf(detail.error)?.status === 404 ? t('visa.services.notFound') : errorText(i18n, detail.error ?? {}, 'visa:visa.services.failed')}
        </div>
      ) : (
        <div className="section-grid service-detail">
          <article className="card">
            <div className="row-between">
              <h2>{t('visa.services.summary')}</h2>
              <ServiceStatus status={service.status} />
            </div>
            <dl className="facts">
              <dt>{t('visa.services.expert')}</dt>
              <dd data-testid="service-expert">
                <UserText>{service.expertName}</UserText>
              </dd>
              <dt>{t('visa.services.amount')}</dt>
              <dd data-testid="service-amount">{wonText(t, service.amount, lng)}</dd>
              <dt>{t('visa.services.payment')}</dt>
              <dd data-testid="service-payment">
                {t(`visa.services.payments.${service.paymentStatus}`)}
                {service.refundedAmount > 0 && ` (${t('visa.services.refunded', { amount: wonText(t, service.refundedAmount, lng) })})`}
              </dd>
              <dt>{t('visa.services.progress')}</dt>
              <dd>{service.progress.total === 0 ? t('visa.services.noRoadmapShort') : t('visa.services.progressValue', service.progress)}</dd>
            </dl>
            <h3>{t('visa.services.history')}</h3>
            <ol className="plain-list" data-testid="service-history">
              {service.history.map((h, i) => (
                <li key={`${h.status}-${i}`}>
                  {t(`visa.services.statuses.${h.status}`)} <span className="muted">· {dateTimeText(h.at, lng)}</span>
                  {h.note && (
                    <>
                      {' · '}
                      <UserText>{h.note}</UserText>
                    </>
                  )}
                </li>
              ))}
            </ol>
          </article>
          <article className="card">
            <h2>{t('visa.services.roadmap')}</h2>
            <Roadmap service={service} />
          </article>
          <article className="card service-conversation">
            <h2>{t('visa.services.messages')}</h2>
            <Messages service={service} />
            {service.roadmap ? <AnswerForm key={service.serviceId} service={service} /> : null}
          </article>
        </div>
      )}
    </section>
  );
}
