import { SERVICE_TRANSITIONS, type TService, type TServiceStatus } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { StatusMoves } from '../../components/StatusMoves';
import { UserText } from '../../components/UserText';
import { dateTime, won } from './format';
import { useServiceQuery, useSetServiceStatusMutation } from './specialist-endpoints';
import { CallError, Loading, StatusChip } from './ui';
import { useVisaName } from './use-names';

const NOTE_MAX = 500;

/**
 * The next statuses the service may take (SERVICE_TRANSITIONS) and nothing else. Cancelling refunds
 * the client in full, so it asks once more. A move another tab or the service made first answers
 * 409: it is said here, with a way to read the current status. The answer of a move is the service
 * as it now is (written into the cache); the lists, its roadmap and the dashboard are read again.
 */
function StatusActions({ service, onReload }: { service: TService; onReload: () => void }) {
  const { t, i18n } = useTranslation('specialist');
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [setStatus, moving] = useSetServiceStatusMutation();
  const failure = failureOf(moving.error);
  const busy = moving.isLoading;
  const next = SERVICE_TRANSITIONS[service.status];

  const move = (status: TServiceStatus) => {
    if (status === 'cancelled' && !confirming) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    setStatus({ serviceId: service.serviceId, body: { status, note: note.trim() || null } })
      .unwrap()
      .then((updated) => {
        notify.success(t('services.changed', { status: t(`serviceStatus.${updated.status}`) }));
        setNote('');
      })
      .catch(() => undefined) // said next to the buttons
      .finally(() => setConfirming(false));
  };

  return (
    <StatusMoves
      moves={next}
      label={(status) => t(`services.moveTo.${status}`)}
      danger="cancelled"
      asks="cancelled"
      busy={busy}
      onMove={move}
      finalText={t('services.final')}
      note={{ name: 'note', label: t('services.note'), hint: t('services.noteHint'), max: NOTE_MAX, value: note, onChange: setNote }}
    >
      <ConfirmDialog
        open={confirming}
        title={t('confirm.cancelTitle')}
        message={t('confirm.cancelText', { amount: won(service.amount - service.refundedAmount, i18n.resolvedLanguage) })}
        confirmLabel={t('services.cancelYes')}
        cancelLabel={t('services.cancelNo')}
        busy={busy}
        onConfirm={() => move('cancelled')}
        onCancel={() => setConfirming(false)}
      />
      {failure && (
        <CallError
          error={failure}
          fallbackKey="services.changeFailed"
          conflictKey="services.conflict"
          testId={failure.status === 409 ? 'status-conflict' : 'status-error'}
          reload={{
            label: t('services.readCurrent'),
            testId: 'reload-service',
            onReload: () => {
              moving.reset();
              onReload();
            },
          }}
        />
      )}
    </StatusMoves>
  );
}

/** One paid service: its facts, its status with the allowed moves, its history, the way to its roadmap. */
export default function ServiceDetailPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const { id = '' } = useParams();
  const loaded = useServiceQuery(id);
  const lng = i18n.resolvedLanguage;

  if (loaded.isLoading) return <Loading />;
  if (loaded.isError || !loaded.data) {
    return (
      <section>
        <h1>{t('service.title')}</h1>
        <CallError error={loaded.error ?? {}} fallbackKey="service.failed" />
        <Link to="/pro/services">{t('service.back')}</Link>
      </section>
    );
  }
  const s = loaded.data;
  return (
    <section data-testid="service-detail">
      <p>
        <Link to="/pro/services">{t('service.back')}</Link>
      </p>
      <div className="row-between">
        <h1>
          {t('service.heading')} <UserText>{s.clientName}</UserText>
        </h1>
        <StatusChip group="serviceStatus" status={s.status} testId="service-status" />
      </div>
      <div className="detail-grid">
        <article className="card">
          <dl className="facts">
            <dt>{t('common.visaType')}</dt>
            <dd>{visaName(s.visaType)}</dd>
            <dt>{t('common.serviceOption')}</dt>
            <dd>{t(`serviceOptions.${s.serviceOption}`)}</dd>
            <dt>{t('service.paid')}</dt>
            <dd>{won(s.amount, lng)}</dd>
            {s.refundedAmount > 0 && (
              <>
                <dt>{t('service.refunded')}</dt>
                <dd>{won(s.refundedAmount, lng)}</dd>
              </>
            )}
            <dt>{t('service.payment')}</dt>
            <dd>
              <StatusChip group="paymentStatus" status={s.paymentStatus} />
            </dd>
            <dt>{t('services.progress')}</dt>
            <dd>
              {s.progress.total > 0 ? t('services.steps', { done: s.progress.done, total: s.progress.total }) : t('services.noRoadmap')}{' '}
              <Link to={`/pro/roadmaps/${encodeURIComponent(s.serviceId)}`} data-testid="to-roadmap">
                {t('service.openRoadmap')}
              </Link>
            </dd>
            <dt>{t('service.startedAt')}</dt>
            <dd>{dateTime(s.createdAt, lng)}</dd>
          </dl>
        </article>
        <article className="card">
          <h2>{t('service.changeStatus')}</h2>
          <StatusActions key={s.status} service={s} onReload={() => void loaded.refetch()} />
        </article>
      </div>
      <article className="card">
        <h2>{t('service.history')}</h2>
        <ol className="timeline" data-testid="service-history">
          {s.history.map((h, i) => (
            <li key={`${h.status}-${h.at}-${i}`}>
              <StatusChip group="serviceStatus" status={h.status} /> <span className="muted">{dateTime(h.at, lng)}</span>
              {h.note && (
                <p className="pre-line">
                  <UserText>{h.note}</UserText>
                </p>
              )}
            </li>
          ))}
        </ol>
      </article>
    </section>
  );
}
