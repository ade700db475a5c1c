import {
  COMPLIANCE_DOCUMENT_MAX_BYTES,
  COMPLIANCE_DOCUMENT_TYPES,
  COMPLIANCE_NOTES_MAX,
  COMPLIANCE_TRANSITIONS,
  ZComplianceStatusInputSchema,
  type TComplianceItemDetail,
  type TComplianceStatus,
} from '@tov/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { companyApi } from '../../api/company-api';
import { errorText, failureOf, shownError } from '../../api/error-text';
import { notify } from '../../app/notify';
import { CallError, Loading } from '../../components/CallError';
import { Field } from '../../components/Field';
import { StatusChip } from '../../components/StatusChip';
import { StatusMoves } from '../../components/StatusMoves';
import { UserText } from '../../components/UserText';
import { useModalFocus } from '../../hooks/use-modal-focus';
import { useAppDispatch } from '../../store/hooks';
import { dateTime, day } from '../specialist/format';
import { useComplianceItemQuery, useSetComplianceStatusMutation } from './company-endpoints';
import { contractErrors, invalidProps, sizeText, useContractText, type ContractErrors } from './forms';
import { useVisaName } from './use-names';

const MAX_MB = Math.round(COMPLIANCE_DOCUMENT_MAX_BYTES / (1024 * 1024));
const EXTENSIONS: Record<(typeof COMPLIANCE_DOCUMENT_TYPES)[number], string> = { 'application/pdf': 'PDF', 'image/png': 'PNG', 'image/jpeg': 'JPEG' };
const ACCEPT = [...COMPLIANCE_DOCUMENT_TYPES, '.pdf', '.png', '.jpg', '.jpeg'].join(',');
const TOO_BIG = new Set(['FILE_TOO_LARGE', 'PAYLOAD_TOO_LARGE']);
const WRONG_TYPE = new Set(['FILE_TYPE_NOT_ALLOWED', 'FILE_TYPE_MISMATCH', 'UNSUPPORTED_MEDIA_TYPE']);

/** The dismissal's reason, asked in a modal dialog (its keyboard: useModalFocus). */
function DismissDialog({ open, busy, onCancel, onDismiss }: { open: boolean; busy: boolean; onCancel: () => void; onDismiss: (reason: string) => void }) {
  const { t } = useTranslation('company');
  const text = useContractText();
  const id = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ContractErrors>({});
  const onKeyDown = useModalFocus(dialog, field, open, onCancel);
  if (!open) return null;

  const confirm = () => {
    const found = contractErrors(ZComplianceStatusInputSchema.safeParse({ status: 'dismissed', notes: reason }));
    setErrors(found);
    if (Object.keys(found).length === 0) onDismiss(reason.trim());
    else field.current?.focus();
  };
  return (
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && !busy && onCancel()}>
      <div
        ref={dialog}
        className="confirm-dialog card"
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
        onKeyDown={onKeyDown}
        data-testid="dismiss-dialog"
      >
        <h2 id={`${id}-title`}>{t('complianceItem.dismissTitle')}</h2>
        <p id={`${id}-text`}>{t('complianceItem.dismissText')}</p>
        <Field name="notes" label={t('complianceItem.reason')} required error={text(errors.notes)}>
          <textarea
            ref={field}
            id="f-notes"
            rows={3}
            maxLength={COMPLIANCE_NOTES_MAX}
            value={reason}
            aria-required="true"
            onChange={(e) => {
              setReason(e.target.value);
              setErrors({});
            }}
            {...invalidProps(errors, 'notes')}
            data-testid="dismiss-reason"
          />
        </Field>
        <div className="confirm-actions">
          <button type="button" className="btn btn-secondary" onClick={onCancel} disabled={busy} data-testid="dismiss-no">
            {t('complianceItem.keep')}
          </button>
          <button type="button" className="btn btn-danger" onClick={confirm} disabled={busy} aria-busy={busy} data-testid="dismiss-yes">
            {t('complianceItem.dismissYes')}
          </button>
        </div>
      </div>
    </div>
  );
}

/**
 * The moves COMPLIANCE_TRANSITIONS allows from the item's status and nothing else, with an optional
 * note; dismissing asks for its reason. A move made elsewhere first answers 409: said here, with a
 * way to read the current status.
 */
function StatusActions({ item, onReload }: { item: TComplianceItemDetail; onReload: () => void }) {
  const { t } = useTranslation('company');
  const [notes, setNotes] = useState('');
  const [dismissing, setDismissing] = useState(false);
  const [setStatus, moving] = useSetComplianceStatusMutation();
  const failure = failureOf(moving.error);
  const next = COMPLIANCE_TRANSITIONS[item.status];

  const move = (status: TComplianceStatus, note: string) => {
    setStatus({ id: item.id, body: { status, ...(note.trim() ? { notes: note.trim() } : {}) } })
      .unwrap()
      .then(() => {
        notify.success(t('complianceItem.changed', { status: t(`complianceStatus.${status}`) }));
        setNotes('');
        setDismissing(false);
      })
      .catch(() => setDismissing(false)); // said next to the buttons
  };

  return (
    <StatusMoves
      moves={next}
      label={(status) => t(`complianceItem.moveTo.${status}`)}
      danger="dismissed"
      asks="dismissed"
      busy={moving.isLoading}
      onMove={(status) => (status === 'dismissed' ? setDismissing(true) : move(status, notes))}
      finalText={t('complianceItem.final')}
      note={{
        name: 'move-notes',
        label: t('complianceItem.notes'),
        hint: t('complianceItem.notesHint'),
        max: COMPLIANCE_NOTES_MAX,
        value: notes,
        onChange: setNotes,
      }}
    >
      <DismissDialog open={dismissing} busy={moving.isLoading} onCancel={() => setDismissing(false)} onDismiss={(reason) => move('dismissed', reason)} />
      {failure && (
        <CallError
          ns="company"
          error={failure}
          fallbackKey="complianceItem.changeFailed"
          conflictKey="complianceItem.conflict"
          testId={failure.status === 409 ? 'status-conflict' : 'status-error'}
          reload={{
            label: t('complianceItem.readCurrent'),
            testId: 'reload-item',
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

/** The item's documents and the upload (PDF, PNG or JPEG up to 10 MB, checked here and by the service from the bytes). */
function Documents({ item }: { item: TComplianceItemDetail }) {
  const { t, i18n } = useTranslation('company');
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const lng = i18n.resolvedLanguage;
  const open = COMPLIANCE_TRANSITIONS[item.status].length > 0;
  const types = Object.values(EXTENSIONS).join(', ');

  const upload = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const clear = () => {
      if (input.current) input.current.value = '';
    };
    if (file.size > COMPLIANCE_DOCUMENT_MAX_BYTES) {
      setProblem(t('documents.tooBig', { name: file.name, max: MAX_MB }));
      clear();
      return;
    }
    if (file.type && !(COMPLIANCE_DOCUMENT_TYPES as readonly string[]).includes(file.type)) {
      setProblem(t('documents.wrongType', { name: file.name, types }));
      clear();
      return;
    }
    setPercent(0);
    companyApi
      .uploadDocument(item.id, file, (f) => setPercent(Math.min(99, Math.round(f * 100))))
      .then(() => {
        notify.success(t('documents.uploaded', { name: file.name }));
        dispatch(api.util.invalidateTags([{ type: 'Compliance', id: item.id }]));
      })
      .catch((error: unknown) => {
        const shown = shownError(error);
        if (TOO_BIG.has(shown.code)) setProblem(t('documents.tooBig', { name: file.name, max: MAX_MB }));
        else if (WRONG_TYPE.has(shown.code)) setProblem(t('documents.wrongType', { name: file.name, types }));
        else setProblem(`${t('documents.failed', { name: file.name })} ${errorText(i18n, shown, 'company:documents.tryAgain')}`);
      })
      .finally(() => {
        setPercent(null);
        clear();
      });
  };

  return (
    <article className="card" data-testid="documents">
      <h2>{t('documents.title')}</h2>
      {item.documents.length === 0 ? (
        <p className="muted" data-testid="no-documents">
          {t('documents.none')}
        </p>
      ) : (
        <ul className="file-list" data-testid="document-list">
          {item.documents.map((d) => (
            <li key={d.id} data-testid="document">
              <span className="file-name">
                <UserText>{d.name}</UserText>
              </span>
              <span className="muted">
                {sizeText(d.size, lng)} · {dateTime(d.uploadedAt, lng)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {open && (
        <>
          <p className="muted" id="documents-hint" data-testid="documents-limits">
            {t('documents.limits', { max: MAX_MB, types })}
          </p>
          <label className="btn btn-secondary file-picker">
            {t('documents.add')}
            <input
              ref={input}
              type="file"
              accept={ACCEPT}
              disabled={percent !== null}
              onChange={(e) => upload(e.target.files?.[0])}
              aria-describedby="documents-hint"
              data-testid="document-input"
            />
          </label>
        </>
      )}
      {percent !== null && (
        <div className="progress-line">
          <span className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('documents.uploading')}>
            <span style={{ width: `${percent}%` }} />
          </span>
          <span className="muted">{percent}%</span>
        </div>
      )}
      {problem && (
        <p className="alert alert-error" role="alert" data-testid="document-problem">
          {problem}
        </p>
      )}
    </article>
  );
}

/** One compliance item: its facts, its status with the allowed moves, its documents and its history. */
export default function ComplianceDetailPage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const { id = '' } = useParams();
  const loaded = useComplianceItemQuery(id);
  const lng = i18n.resolvedLanguage;

  if (loaded.isLoading) return <Loading ns="company" />;
  if (loaded.isError || !loaded.data) {
    return (
      <section>
        <h1>{t('complianceItem.title')}</h1>
        <CallError ns="company" error={loaded.error ?? {}} fallbackKey="complianceItem.failed" />
        <Link to="/company/compliance">{t('complianceItem.back')}</Link>
      </section>
    );
  }
  const c = loaded.data;
  return (
    <section data-testid="compliance-detail">
      <p>
        <Link to="/company/compliance">{t('complianceItem.back')}</Link>
      </p>
      <div className="row-between">
        <h1>
          {t(`complianceKind.${c.kind}`)}
          {c.employeeName && (
            <>
              {' · '}
              <UserText>{c.employeeName}</UserText>
            </>
          )}
        </h1>
        <StatusChip ns="company" group="complianceStatus" status={c.status} testId="compliance-status" />
      </div>
      <div className="detail-grid">
        <article className="card">
          <dl className="facts">
            <dt>{t('complianceItem.kind')}</dt>
            <dd>{t(`complianceKind.${c.kind}`)}</dd>
            {c.employeeId && (
              <>
                <dt>{t('complianceItem.employee')}</dt>
                <dd>
                  <Link to={`/company/employees/${encodeURIComponent(c.employeeId)}`} data-testid="to-employee">
                    <UserText>{c.employeeName ?? c.employeeId}</UserText>
                  </Link>
                </dd>
              </>
            )}
            {c.visaType && (
              <>
                <dt>{t('fields.visaType')}</dt>
                <dd>{visaName(c.visaType)}</dd>
              </>
            )}
            <dt>{t('compliance.dueDate')}</dt>
            <dd>{day(c.dueDate, lng)}</dd>
            <dt>{t('complianceItem.openedAt')}</dt>
            <dd>{dateTime(c.createdAt, lng)}</dd>
            {c.closedAt && (
              <>
                <dt>{t('complianceItem.closedAt')}</dt>
                <dd>{dateTime(c.closedAt, lng)}</dd>
              </>
            )}
          </dl>
          <p className="muted">{t(`complianceKindHint.${c.kind}`)}</p>
        </article>
        <article className="card">
          <h2>{t('complianceItem.changeStatus')}</h2>
          <StatusActions key={c.status} item={c} onReload={() => void loaded.refetch()} />
        </article>
      </div>
      <Documents item={c} />
      <article className="card">
        <h2>{t('complianceItem.history')}</h2>
        <ol className="timeline" data-testid="compliance-history">
          {c.history.map((h, i) => (
            <li key={`${h.toStatus}-${h.changedAt}-${i}`}>
              <StatusChip ns="company" group="complianceStatus" status={h.toStatus} /> <span className="muted">{dateTime(h.changedAt, lng)}</span>{' '}
              <span className="muted">{h.changedBy === 'system' ? t('complianceItem.bySystem') : t('complianceItem.byCompany')}</span>
              {h.notes && (
                <p className="pre-line">
                  <UserText>{h.notes}</UserText>
                </p>
              )}
            </li>
          ))}
        </ol>
      </article>
    </section>
  );
}
