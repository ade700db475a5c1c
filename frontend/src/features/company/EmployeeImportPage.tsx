import { EMPLOYEE_IMPORT_COLUMNS, EMPLOYEE_IMPORT_MAX_BYTES, EMPLOYEE_IMPORT_MAX_ROWS, type TEmployeeImportResult } from '@tov/contracts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { companyApi } from '../../api/company-api';
import { errorText, shownError, type ShownError } from '../../api/error-text';
import { useAppDispatch } from '../../store/hooks';
import { EMPLOYEE_CHANGED } from './company-endpoints';
import { contractError, sizeText, useContractText, type ContractError } from './forms';

const REQUIRED = new Set(['name', 'nationality', 'position', 'startDate', 'visaType', 'visaExpiryDate']);
const TEMPLATE = `data:text/csv;charset=utf-8,${encodeURIComponent(`${EMPLOYEE_IMPORT_COLUMNS.join(',')}\n`)}`;

/** One line of the report: the file's line (the header is line 1), the column, what is wrong. */
export interface ReportLine {
  line: number | null;
  column: string | null;
  error: ContractError;
}

/** The service's `details` (`row N.column`, `row N`, `header.column`, `file`) as report lines, in the file's order. */
export function reportLines(details: readonly { field: string; message: string }[]): ReportLine[] {
  const lines = details.map((d) => {
    const row = /^row (\d+)(?:\.(.+))?$/.exec(d.field);
    if (row) return { line: Number(row[1]), column: row[2] ?? null, error: contractError(d.message) };
    const header = /^header\.(.+)$/.exec(d.field);
    if (header) return { line: 1, column: header[1]!, error: contractError(d.message) };
    return { line: null, column: null, error: contractError(d.message) };
  });
  return lines.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The CSV import (issue 21 §2): the columns the file needs and a template, the file sent with its
 * progress, then either how many employees were added, or a report of every failing row (the
 * service saves all rows or none), in the interface language.
 */
export default function EmployeeImportPage() {
  const { t, i18n } = useTranslation('company');
  const text = useContractText();
  const dispatch = useAppDispatch();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [result, setResult] = useState<TEmployeeImportResult | null>(null);
  const [failure, setFailure] = useState<ShownError | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxKb = Math.round(EMPLOYEE_IMPORT_MAX_BYTES / 1024);
  const lng = i18n.resolvedLanguage;

  const choose = (chosen: File | null) => {
    setResult(null);
    setFailure(null);
    setProblem(null);
    if (chosen && chosen.size > EMPLOYEE_IMPORT_MAX_BYTES) {
      setProblem(t('import.tooBig', { name: chosen.name, max: maxKb }));
      setFile(null);
      if (input.current) input.current.value = '';
      return;
    }
    setFile(chosen);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setProblem(t('import.chooseFile'));
      input.current?.focus();
      return;
    }
    setPercent(0);
    setFailure(null);
    setResult(null);
    companyApi
      .importEmployees(file, (f) => setPercent(Math.min(99, Math.round(f * 100))))
      .then((done) => {
        setResult(done);
        setFile(null);
        if (input.current) input.current.value = '';
        dispatch(api.util.invalidateTags([...EMPLOYEE_CHANGED]));
      })
      .catch((error: unknown) => setFailure(shownError(error)))
      .finally(() => setPercent(null));
  };

  const lines = failure?.details?.length ? reportLines(failure.details) : [];
  const failingRows = new Set(lines.filter((l) => l.line !== null && l.line > 1).map((l) => l.line)).size;
  const headerWrong = lines.some((l) => l.line === 1);

  return (
    <section data-testid="import-page">
      <p>
        <Link to="/company/employees">{t('employee.back')}</Link>
      </p>
      <h1>{t('import.title')}</h1>
      <p className="lead">{t('import.intro', { rows: EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString(lng), max: maxKb })}</p>
      <article className="card">
        <h2>{t('import.columns')}</h2>
        <ul className="column-list" data-testid="import-columns">
          {EMPLOYEE_IMPORT_COLUMNS.map((c) => (
            <li key={c}>
              <code>{c}</code> {t(`fields.${c}`)}
              {REQUIRED.has(c) ? <span className="chip chip-required">{t('import.required')}</span> : null}
            </li>
          ))}
        </ul>
        <p className="muted">{t('import.formats')}</p>
        <a href={TEMPLATE} download="employees-template.csv" className="btn btn-secondary btn-small" data-testid="import-template">
          {t('import.template')}
        </a>
      </article>
      <form className="card" onSubmit={submit} noValidate data-testid="import-form">
        <p className="muted" id="f-csv-hint">
          {t('import.fileHint', { max: maxKb })}
        </p>
        <label className="btn btn-secondary file-picker">
          {t('import.file')}
          <input
            ref={input}
            id="f-csv"
            type="file"
            accept=".csv,text/csv"
            onChange={(e) => choose(e.target.files?.[0] ?? null)}
            aria-describedby={problem ? 'f-csv-error' : 'f-csv-hint'}
            aria-invalid={problem ? true : undefined}
            data-testid="import-file"
          />
        </label>
        {problem && (
          <p className="field-error" id="f-csv-error" role="alert" data-testid="error-csv">
            {problem}
          </p>
        )}
        {file && (
          <p className="muted" data-testid="import-chosen">
            {t('import.chosen', { name: file.name, size: sizeText(file.size, lng) })}
          </p>
        )}
        {percent !== null && (
          <div className="progress-line">
            <span className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('import.sending')}>
              <span style={{ width: `${percent}%` }} />
            </span>
            <span className="muted">{percent}%</span>
          </div>
        )}
        <div className="row-actions">
          <button type="submit" className="btn btn-primary" disabled={percent !== null} aria-busy={percent !== null} data-testid="import-submit">
            {percent !== null ? t('import.sending') : t('import.submit')}
          </button>
        </div>
      </form>
      {result && (
        <div className="alert alert-success" role="status" data-testid="import-done">
          {t('import.done', { count: result.imported })} <Link to="/company/employees">{t('import.toList')}</Link>
        </div>
      )}
      {failure && (
        <section className="card import-report" data-testid="import-report" aria-labelledby="import-report-title">
          <h2 id="import-report-title">{t('import.reportTitle')}</h2>
          <div className="alert alert-error" role="alert" data-testid="import-summary">
            {lines.length === 0
              ? errorText(i18n, failure, 'company:import.failed')
              : headerWrong
                ? t('import.headerWrong')
                : t('import.rejected', { count: failingRows })}
          </div>
          {lines.length > 0 && (
            <div className="table-wrap" role="region" aria-label={t('import.reportTitle')} tabIndex={0}>
              <table className="responsive-table" data-testid="import-errors">
                <thead>
                  <tr>
                    <th scope="col">{t('import.line')}</th>
                    <th scope="col">{t('import.column')}</th>
                    <th scope="col">{t('import.problem')}</th>
                  </tr>
                </thead>
                <tbody>
                  {lines.map((l, i) => (
                    <tr key={i} data-testid="import-error">
                      <th scope="row">
                        {l.line === null ? t('import.wholeFile') : l.line === 1 ? t('import.headerLine') : t('import.lineN', { line: l.line })}
                      </th>
                      <td data-label={t('import.column')}>
                        {l.column ? (
                          <>
                            <code>{l.column}</code> {i18n.exists(`company:fields.${l.column}`) ? t(`fields.${l.column}`) : ''}
                          </>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td data-label={t('import.problem')}>{text(l.error)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <p className="muted">{t('import.nothingSaved')}</p>
        </section>
      )}
    </section>
  );
}
