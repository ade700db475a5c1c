import { COMPANY_REPORT_TYPES, REPORT_FORMATS, type TCompanyReportType, type TLanguage, type TReportExportStatus, type TReportFormat } from '@tov/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { companyApi } from '../../api/company-api';
import { failureOf, shownError } from '../../api/error-text';
import { CallError } from '../../components/CallError';
import { useReportStatusQuery, useRequestReportMutation } from './company-endpoints';

const LANGUAGES: readonly TLanguage[] = ['ko', 'en', 'zh', 'ja'];
/** How often a running export is asked about. */
export const REPORT_POLL_MS = 1_000;
const FINISHED = new Set<TReportExportStatus['status']>(['completed', 'failed', 'expired']);

/**
 * The report export (issue 21 §2, decision 142): type, format and an optional period are sent; the
 * export's status is polled while it runs (a progress bar with the rows written), then the file is
 * fetched with the session's token and offered as a download. A failed or expired export says so.
 */
export default function ReportsPage() {
  const { t, i18n } = useTranslation('company');
  const [reportType, setReportType] = useState<TCompanyReportType>('employees');
  const [format, setFormat] = useState<TReportFormat>('xlsx');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [periodError, setPeriodError] = useState(false);
  const [exportId, setExportId] = useState<string | null>(null);
  const [request, requesting] = useRequestReportMutation();
  const failure = failureOf(requesting.error);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = Boolean(from) !== Boolean(to) || (from && to && from > to);
    setPeriodError(Boolean(bad));
    if (bad) return;
    const lng = (i18n.resolvedLanguage ?? 'ko').slice(0, 2) as TLanguage;
    request({ reportType, format, ...(from && to ? { period: { from, to } } : {}), language: LANGUAGES.includes(lng) ? lng : 'ko' })
      .unwrap()
      .then((status) => setExportId(status.exportId))
      .catch(() => undefined); // said under the form
  };

  return (
    <section data-testid="reports-page">
      <h1>{t('reports.title')}</h1>
      <p className="lead">{t('reports.intro')}</p>
      <form className="card" onSubmit={submit} noValidate aria-labelledby="report-form-title" data-testid="report-form">
        <h2 id="report-form-title">{t('reports.new')}</h2>
        <div className="form-grid">
          <label className="field">
            <span>{t('reports.type')}</span>
            <select value={reportType} onChange={(e) => setReportType(e.target.value as TCompanyReportType)} data-testid="report-type">
              {COMPANY_REPORT_TYPES.map((r) => (
                <option key={r} value={r}>
                  {t(`reports.types.${r}`)}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="field">
            <legend>{t('reports.format')}</legend>
            {REPORT_FORMATS.map((f) => (
              <label key={f} className="radio">
                <input type="radio" name="format" value={f} checked={format === f} onChange={() => setFormat(f)} data-testid={`format-${f}`} />{' '}
                {f.toUpperCase()}
              </label>
            ))}
          </fieldset>
          <label className="field">
            <span>{t('analytics.from')}</span>
            <input type="date" value={from} onChange={(e) => setFrom(e.target.value)} aria-describedby="report-period-hint" data-testid="report-from" />
          </label>
          <label className="field">
            <span>{t('analytics.to')}</span>
            <input type="date" value={to} onChange={(e) => setTo(e.target.value)} aria-describedby="report-period-hint" data-testid="report-to" />
          </label>
        </div>
        <p id="report-period-hint" className={periodError ? 'field-error' : 'hint'} role={periodError ? 'alert' : undefined} data-testid="report-period-hint">
          {periodError ? t('reports.periodError') : t('reports.periodHint')}
        </p>
        {failure && <CallError ns="company" error={failure} fallbackKey="reports.requestFailed" testId="report-request-error" />}
        <button type="submit" className="btn btn-primary" disabled={requesting.isLoading} data-testid="report-submit">
          {t('reports.request')}
        </button>
      </form>
      {exportId && <ExportStatus key={exportId} exportId={exportId} />}
    </section>
  );
}

function ExportStatus({ exportId }: { exportId: string }) {
  const { t, i18n } = useTranslation('company');
  const [finished, setFinished] = useState(false);
  const status = useReportStatusQuery(exportId, { pollingInterval: finished ? 0 : REPORT_POLL_MS, skipPollingIfUnfocused: false });
  const s = status.data;
  if (s && FINISHED.has(s.status) && !finished) setFinished(true);
  const [downloading, setDownloading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const saver = useRef<HTMLAnchorElement>(null);
  const number = (n: number) => n.toLocaleString(i18n.language);

  const download = () => {
    if (!s?.file) return;
    setProblem(null);
    setDownloading(true);
    companyApi
      .downloadReport(exportId)
      .then((blob) => {
        // The screen's own hidden link (tovspark's saveBlob would become a chunk shared with the first page's preload map).
        const link = saver.current!;
        const href = URL.createObjectURL(blob);
        Object.assign(link, { href, download: s.file!.fileName });
        link.click();
        window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
      })
      .catch((error: unknown) => {
        const code = shownError(error).status;
        setProblem(code === 410 ? t('reports.expired') : code === 409 ? t('reports.notReady') : t('reports.downloadFailed'));
        if (code === 410) void status.refetch();
      })
      .finally(() => setDownloading(false));
  };

  const percent = s?.status === 'completed' ? 100 : (s?.progress?.percent ?? null);
  return (
    <article className="card" aria-labelledby="export-title" data-testid="export-status">
      <h2 id="export-title">{s ? t('reports.exportOf', { type: t(`reports.types.${s.reportType}`), format: s.format.toUpperCase() }) : t('common.loading')}</h2>
      {status.isError && <CallError ns="company" error={status.error} fallbackKey="reports.statusFailed" testId="export-status-error" />}
      {s && (s.status === 'queued' || s.status === 'running' || s.status === 'completed') && (
        <>
          <div className="progress-line">
            <span
              className="progress-bar"
              role="progressbar"
              aria-label={t('reports.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent ?? undefined}
              aria-valuetext={percent === null ? t(`reports.status.${s.status}`) : `${Math.round(percent)}%`}
              data-testid="export-progress"
            >
              <span style={{ width: `${percent ?? 0}%` }} />
            </span>
            {percent !== null && <span className="muted">{Math.round(percent)}%</span>}
          </div>
          <p role="status" data-testid="export-phase">
            {t(`reports.status.${s.status}`)}
            {s.progress &&
              ` · ${s.progress.total === null ? t('reports.rows', { rows: number(s.progress.rows), count: s.progress.rows }) : t('reports.rowsOf', { rows: number(s.progress.rows), total: number(s.progress.total) })}`}
          </p>
        </>
      )}
      {s?.status === 'completed' && s.file && (
        <p>
          <button type="button" className="btn btn-primary" onClick={download} disabled={downloading} aria-busy={downloading} data-testid="export-download">
            {t('reports.download', { name: s.file.fileName })}
          </button>{' '}
          <span className="muted" data-testid="export-rows">
            {t('reports.rows', { rows: number(s.file.rows), count: s.file.rows })}
          </span>
        </p>
      )}
      {s?.status === 'failed' && (
        <div className="alert alert-error" role="alert" data-testid="export-failed">
          {t('reports.failed')}
          {s.error && <span className="alert-detail">{s.error}</span>}
        </div>
      )}
      {s?.status === 'expired' && (
        <div className="alert alert-error" role="alert" data-testid="export-expired">
          {t('reports.expired')}
        </div>
      )}
      <a ref={saver} hidden aria-hidden="true" tabIndex={-1} />
      {problem && (
        <div className="alert alert-error" role="alert" data-testid="export-download-error">
          {problem}
        </div>
      )}
    </article>
  );
}
