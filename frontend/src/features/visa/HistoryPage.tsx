import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { Link } from 'react-router-dom';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { FULL_ASSESSMENT_CODES } from './forms/definitions';
import { ASSESSMENT_STATUSES, DATE_RANGES } from '@tov/contracts';
import type { HistoryFilters } from './history-filters';
import { VisaNav } from './VisaNav';
import { historyArg, mergeHistoryPages, useHistoryInfiniteQuery, useRemoveAssessmentMutation } from './visa-endpoints';
import { COMPARE_LIMIT, compareToggled } from './visa-slice';

const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/**
 * History with filters (visa type, date range, status; applied ones kept in the address) and paging:
 * page 1 replaces, later pages append.
 */
export default function HistoryPage() {
  const { t, i18n } = useTranslation('visa');
  const dispatch = useAppDispatch();
  const selection = useAppSelector((s) => s.visa.compareSelection);
  const [params, setParams] = useUrlFilters();
  const applied = historyArg({
    visaType: params.get('visaType') ?? undefined,
    dateRange: pick(DATE_RANGES, params.get('dateRange')),
    status: pick(ASSESSMENT_STATUSES, params.get('status')),
  });
  const [filters, setFilters] = useState<HistoryFilters>(applied);
  const history = useHistoryInfiniteQuery(applied);
  const [remove] = useRemoveAssessmentMutation();
  const lng = i18n.resolvedLanguage ?? 'ko';

  const apply = () => setParams({ visaType: filters.visaType ?? '', dateRange: filters.dateRange ?? '', status: filters.status ?? '' });
  const items = history.data ? mergeHistoryPages(history.data.pages) : [];
  const total = history.data?.pages.at(-1)?.total ?? 0;
  const loading = history.isFetching;

  return (
    <section className="page visa-history" data-testid="visa-history">
      <h1>{t('visa.history.title')}</h1>
      <VisaNav />
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          apply();
        }}
      >
        <label className="field">
          <span>{t('visa.history.visaType')}</span>
          <select value={filters.visaType ?? ''} onChange={(e) => setFilters({ ...filters, visaType: e.target.value })} data-testid="filter-visaType">
            <option value="">{t('visa.history.all')}</option>
            {FULL_ASSESSMENT_CODES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('visa.history.dateRange')}</span>
          <select
            value={filters.dateRange ?? ''}
            onChange={(e) => setFilters({ ...filters, dateRange: e.target.value as HistoryFilters['dateRange'] })}
            data-testid="filter-dateRange"
          >
            <option value="">{t('visa.history.all')}</option>
            {DATE_RANGES.filter((r) => r !== 'all').map((r) => (
              <option key={r} value={r}>
                {t(`visa.history.ranges.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('visa.history.status')}</span>
          <select value={filters.status ?? ''} onChange={(e) => setFilters({ ...filters, status: e.target.value as HistoryFilters['status'] })}>
            <option value="">{t('visa.history.all')}</option>
            <option value="eligible">{t('visa.result.eligible')}</option>
            <option value="ineligible">{t('visa.result.ineligible')}</option>
          </select>
        </label>
        <button type="submit" className="btn btn-primary" data-testid="apply-filters">
          {t('visa.history.apply')}
        </button>
      </form>
      {history.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, history.error ?? {})}
        </div>
      )}
      <p className="muted">
        {t('visa.history.total', { count: total })} · {t('visa.history.selected', { count: selection.length, max: COMPARE_LIMIT })}{' '}
        {selection.length >= 2 && (
          <Link to="/visa/compare" data-testid="go-compare">
            {t('visa.nav.compare')} →
          </Link>
        )}
      </p>
      {items.length === 0 && history.isSuccess ? (
        <p className="empty-state">
          {t('visa.history.empty')} <Link to="/visa/step1">{t('visa.nav.new')}</Link>
        </p>
      ) : (
        <div className="table-wrap">
          <table data-testid="history-table">
            <thead>
              <tr>
                <th>{t('visa.nav.compare')}</th>
                <th>{t('visa.history.visaType')}</th>
                <th>{t('visa.result.score')}</th>
                <th>{t('visa.history.status')}</th>
                <th>{t('visa.history.date')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.assessmentId}>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={`${t('visa.nav.compare')} ${a.visaType}`}
                      data-testid={`select-${a.assessmentId}`}
                      checked={selection.includes(a.assessmentId)}
                      disabled={!selection.includes(a.assessmentId) && selection.length >= COMPARE_LIMIT}
                      onChange={() => dispatch(compareToggled(a.assessmentId))}
                    />
                  </td>
                  <td>
                    {a.visaType} · {t(`visa.applicationTypes.${a.applicationType}`, { defaultValue: a.applicationType })}
                  </td>
                  <td>{a.score}</td>
                  <td className={a.eligible ? 'eligible' : 'ineligible'}>{a.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')}</td>
                  <td>{new Date(a.evaluatedAt).toLocaleDateString(lng)}</td>
                  <td>
                    <Link to={`/visa/result/${encodeURIComponent(a.assessmentId)}`}>{t('visa.result.view')}</Link>{' '}
                    <ConfirmButton
                      className="btn btn-ghost btn-small"
                      label={t('visa.history.delete')}
                      testId={`delete-${a.assessmentId}`}
                      confirm={{
                        title: t('visa.confirm.deleteTitle'),
                        message: t('visa.confirm.deleteText', { visa: a.visaType, date: new Date(a.evaluatedAt).toLocaleDateString(lng) }),
                        confirmLabel: t('visa.confirm.deleteYes'),
                        cancelLabel: t('visa.confirm.keep'),
                      }}
                      onConfirm={() => void remove(a.assessmentId)}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {loading && <p role="status">{t('common.loading')}</p>}
      {history.hasNextPage && !loading && (
        <button type="button" className="btn btn-secondary" data-testid="load-more" onClick={() => void history.fetchNextPage()}>
          {t('visa.history.loadMore')}
        </button>
      )}
    </section>
  );
}
