import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/UserText';
import { Pager } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { day, month, won } from './format';
import { useSettlementsQuery } from './specialist-endpoints';
import { CallError, Loading, PAGE_SIZE, StatusChip, pageCount } from './ui';
import { useVisaName } from './use-names';

const MonthlyNetChart = lazy(() => import('./MonthlyNetChart'));
const TOTALS = ['gross', 'refunded', 'platformFee', 'net'] as const;

/**
 * What the expert earned: per completed service the amount paid, refunds, the platform fee and the
 * net with its payout; the totals of the filter (a month, or everything) and the net of the last 12 months.
 */
export default function SettlementsPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const rawMonth = params.get('month') ?? '';
  const monthFilter = /^\d{4}-\d{2}$/.test(rawMonth) ? rawMonth : undefined;
  const list = useSettlementsQuery({ page, limit: PAGE_SIZE, month: monthFilter });
  const data = list.isError ? undefined : list.data;
  const lng = i18n.resolvedLanguage;

  return (
    <section data-testid="settlements-page">
      <h1>{t('settlements.title')}</h1>
      <p className="lead">{t('settlements.intro')}</p>
      <div className="filters">
        <label className="field">
          <span>{t('settlements.month')}</span>
          <input type="month" value={monthFilter ?? ''} onChange={(e) => set({ month: e.target.value })} data-testid="filter-month" />
        </label>
        {monthFilter && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => set({ month: '' })}>
            {t('settlements.allMonths')}
          </button>
        )}
      </div>
      {list.isLoading && <Loading />}
      {list.isError && <CallError error={list.error} fallbackKey="settlements.failed" />}
      {data && (
        <>
          <ul className="stat-grid" data-testid="settlement-totals">
            {TOTALS.map((k) => (
              <li key={k} className={`card stat-card total-${k}`} data-testid={`total-${k}`}>
                <span className="muted">{t(`settlements.totals.${k}`)}</span>
                <strong className="stat-value">{won(data.totals[k], lng)}</strong>
              </li>
            ))}
          </ul>
          <article className="card">
            <h2>{t('settlements.byMonth')}</h2>
            {data.byMonth.some((m) => m.net !== 0) ? (
              <div className="chart-with-figures">
                <Suspense fallback={<Loading />}>
                  <MonthlyNetChart data={data.byMonth} lng={lng} />
                </Suspense>
                <details>
                  <summary>{t('settlements.figures')}</summary>
                  <ul className="plain-list" data-testid="by-month">
                    {data.byMonth.map((m) => (
                      <li key={m.month}>
                        {month(m.month, lng, 'long')}: {won(m.net, lng)} ({t('settlements.count', { count: m.count })})
                      </li>
                    ))}
                  </ul>
                </details>
              </div>
            ) : (
              <p className="empty-state">{t('settlements.noRevenue')}</p>
            )}
          </article>
          {data.items.length === 0 ? (
            <p className="empty-state" data-testid="settlements-empty">
              {t('settlements.empty')}
            </p>
          ) : (
            <>
              <div className="table-wrap">
                <table className="responsive-table settlement-table">
                  <thead>
                    <tr>
                      <th scope="col">{t('requests.client')}</th>
                      <th scope="col">{t('settlements.completedAt')}</th>
                      <th scope="col" className="num">
                        {t('settlements.totals.gross')}
                      </th>
                      <th scope="col" className="num">
                        {t('settlements.totals.refunded')}
                      </th>
                      <th scope="col" className="num">
                        {t('settlements.totals.platformFee')}
                      </th>
                      <th scope="col" className="num">
                        {t('settlements.totals.net')}
                      </th>
                      <th scope="col">{t('settlements.payout')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((s) => (
                      <tr key={s.settlementId} data-testid="settlement-row">
                        <th scope="row">
                          <UserText>{s.clientName}</UserText>
                          <span className="muted cell-sub">{visaName(s.visaType)}</span>
                        </th>
                        <td data-label={t('settlements.completedAt')} className="nowrap">
                          {day(s.completedAt, lng)}
                        </td>
                        <td data-label={t('settlements.totals.gross')} className="num">
                          {won(s.gross, lng)}
                        </td>
                        <td data-label={t('settlements.totals.refunded')} className="num">
                          {s.refunded > 0 ? `−${won(s.refunded, lng)}` : won(0, lng)}
                        </td>
                        <td data-label={t('settlements.totals.platformFee')} className="num">
                          −{won(s.platformFee, lng)}
                        </td>
                        <td data-label={t('settlements.totals.net')} className="num">
                          <strong>{won(s.net, lng)}</strong>
                        </td>
                        <td data-label={t('settlements.payout')}>
                          <StatusChip group="payoutStatus" status={s.payoutStatus} /> <span className="muted nowrap">{day(s.payoutDate, lng)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pager small page={page} pages={pageCount(data.total, data.limit)} onPage={(p) => set({ page: String(p) })} />
            </>
          )}
        </>
      )}
    </section>
  );
}
