import { BRIDGE_ACTIVITY_KINDS, BRIDGE_ACTIVITY_TITLE_MAX, type TBridgeActivityKind } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { notify } from '../../app/notify';
import { Field } from '../../components/Field';
import { UserText } from '../../components/UserText';
import { useBridgeActivityQuery, useLogBridgeActivityMutation } from './dashboard-endpoints';

/** `datetime-local`'s value for a moment, in the browser's time zone. */
const localInputValue = (at: Date) => new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/**
 * The challenger's community (/bridge) activities: totals, the latest ones and a form to log one
 * (`GET/POST /api/v1/dashboard/bridge-activity`). Logging refreshes the list and the dashboard (spec 000 §7).
 */
export default function BridgeActivityCard() {
  const { t, i18n } = useTranslation();
  const read = useBridgeActivityQuery();
  const [log, logging] = useLogBridgeActivityMutation();
  const summary = read.isError ? null : (read.data ?? null);
  const [kind, setKind] = useState<TBridgeActivityKind>('class');
  const [title, setTitle] = useState('');
  const [occurredAt, setOccurredAt] = useState(() => localInputValue(new Date()));
  const [minutes, setMinutes] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const found: Record<string, string> = {};
    if (!title.trim()) found.bridgeTitle = t('dashboard.bridge.titleRequired');
    const at = new Date(occurredAt);
    if (!occurredAt || Number.isNaN(at.getTime())) found.bridgeAt = t('dashboard.bridge.whenRequired');
    else if (at.getTime() > Date.now() + 60_000) found.bridgeAt = t('dashboard.bridge.whenFuture');
    const mins = minutes.trim() === '' ? null : Number(minutes);
    if (mins !== null && (!Number.isInteger(mins) || mins < 1 || mins > 1_440)) found.bridgeMinutes = t('dashboard.bridge.minutesRange');
    setErrors(found);
    if (Object.keys(found).length) return;
    log({ kind, title: title.trim(), occurredAt: at.toISOString(), minutes: mins })
      .unwrap()
      .then(() => {
        notify.success(t('dashboard.bridge.logged'));
        setTitle('');
        setMinutes('');
      })
      .catch(() => undefined); // said in the form
  };

  return (
    <article className="card" data-testid="bridge-activity">
      <h2>{t('dashboard.bridge.title')}</h2>
      {read.isError ? (
        <p className="empty-state">{t('dashboard.sectionUnavailable')}</p>
      ) : summary === null ? (
        <p className="empty-state">{t('common.loading')}</p>
      ) : (
        <>
          <p className="muted" data-testid="bridge-totals">
            {t('dashboard.bridge.totals', { count: summary.total, month: summary.thisMonth, hours: Math.round((summary.totalMinutes / 60) * 10) / 10 })}
          </p>
          {summary.items.length === 0 ? (
            <p className="empty-state">{t('dashboard.bridge.empty')}</p>
          ) : (
            <ul className="plain-list">
              {summary.items.map((a) => (
                <li key={a.id}>
                  <span className="chip">{t(`dashboard.bridge.kinds.${a.kind}`)}</span> <UserText>{a.title}</UserText>{' '}
                  <span className="muted">{new Date(a.occurredAt).toLocaleDateString(i18n.resolvedLanguage)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        noValidate
        data-testid="bridge-form"
      >
        <Field name="bridgeKind" label={t('dashboard.bridge.kind')}>
          <select id="f-bridgeKind" value={kind} onChange={(e) => setKind(e.target.value as TBridgeActivityKind)}>
            {BRIDGE_ACTIVITY_KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`dashboard.bridge.kinds.${k}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field name="bridgeTitle" label={t('dashboard.bridge.what')} error={errors.bridgeTitle} required>
          <input
            id="f-bridgeTitle"
            value={title}
            maxLength={BRIDGE_ACTIVITY_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            aria-invalid={!!errors.bridgeTitle}
            aria-describedby={errors.bridgeTitle ? 'f-bridgeTitle-error' : undefined}
          />
        </Field>
        <Field name="bridgeAt" label={t('dashboard.bridge.when')} error={errors.bridgeAt} required>
          <input
            id="f-bridgeAt"
            type="datetime-local"
            value={occurredAt}
            onChange={(e) => setOccurredAt(e.target.value)}
            aria-invalid={!!errors.bridgeAt}
            aria-describedby={errors.bridgeAt ? 'f-bridgeAt-error' : undefined}
          />
        </Field>
        <Field name="bridgeMinutes" label={t('dashboard.bridge.minutes')} error={errors.bridgeMinutes}>
          <input
            id="f-bridgeMinutes"
            type="number"
            inputMode="numeric"
            min={1}
            max={1440}
            value={minutes}
            onChange={(e) => setMinutes(e.target.value)}
            aria-invalid={!!errors.bridgeMinutes}
            aria-describedby={errors.bridgeMinutes ? 'f-bridgeMinutes-error' : undefined}
          />
        </Field>
        {logging.error && (
          <div className="alert alert-error" role="alert">
            {errorText(i18n, logging.error, 'dashboard.bridge.failed')}
          </div>
        )}
        <div className="actions">
          <button type="submit" className="btn btn-primary" disabled={logging.isLoading} data-testid="bridge-log">
            {t('dashboard.bridge.log')}
          </button>
        </div>
      </form>
    </article>
  );
}
