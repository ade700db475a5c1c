import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CallError, Loading } from '../../components/CallError';
import { StatusChip } from '../../components/StatusChip';
import { UserText } from '../../components/UserText';
import { day } from '../specialist/format';
import { useCompanyStatsQuery, useComplianceItemsQuery, useEmployeesQuery } from './company-endpoints';
import { ExpiryNote } from './EmployeesPage';
import { useVisaName } from './use-names';

const CountChart = lazy(() => import('./CompanyCharts'));

/** The expiry windows of the dashboard, with the colour of their bar (the employees list's highlight). */
const WINDOWS = [
  { days: 30, key: 'within30', fill: '#b91c1c' },
  { days: 60, key: 'within60', fill: '#b45309' },
  { days: 90, key: 'within90', fill: '#1d4ed8' },
] as const;

/** How many employees and items the dashboard's short lists show. */
const SHORT_LIST = 5;

/**
 * The company dashboard (issue 21 §2): the figures of `GET /api/company/stats`, employees by visa
 * type and the visas expiring within 30, 60 and 90 days as charts with the same figures as text,
 * each linking to the list it counts.
 */
export default function DashboardPage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const stats = useCompanyStatsQuery();
  // The lists' own calls (their cache is the list screens'): the soonest expiries and the open items, soonest due first.
  const soonest = useEmployeesQuery({ page: 1, limit: SHORT_LIST, status: 'active', expiringWithinDays: 90, sort: 'visaExpiryDate' });
  const dueItems = useComplianceItemsQuery({ page: 1, limit: SHORT_LIST, status: 'open' });
  const lng = i18n.resolvedLanguage;
  const n = (v: number) => v.toLocaleString(lng);
  const s = stats.isError ? undefined : stats.data;

  const byVisa = s ? Object.entries(s.employees.byVisaType).filter(([, count]) => count > 0) : [];
  byVisa.sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const cards = s
    ? [
        {
          key: 'employees',
          value: n(s.employees.active),
          note: t('dashboard.ofTotal', { total: n(s.employees.total) }),
          to: '/company/employees?status=active',
        },
        { key: 'expiring30', value: n(s.visasExpiring.within30), to: '/company/employees?expiringWithinDays=30' },
        { key: 'openCompliance', value: n(s.openComplianceItems), to: '/company/compliance?status=open' },
        { key: 'activeChallenges', value: n(s.activeChallenges), to: '/tovspark/my-challenges' },
      ]
    : [];

  return (
    <section className="dashboard company-dashboard" data-testid="dashboard-company">
      <header className="dashboard-head">
        <div>
          {s?.companyName && (
            <p className="muted" data-testid="company-name">
              <UserText>{s.companyName}</UserText>
            </p>
          )}
          <h1>{t('dashboard.title')}</h1>
        </div>
        <nav className="link-row" aria-label={t('dashboard.actions')}>
          <Link to="/company/employees/new" className="btn btn-primary btn-small" data-testid="link-add-employee">
            {t('employees.add')}
          </Link>
          <Link to="/company/employees/import" className="btn btn-secondary btn-small">
            {t('employees.import')}
          </Link>
        </nav>
      </header>
      {stats.isLoading && <Loading ns="company" />}
      {stats.isError && <CallError ns="company" error={stats.error} fallbackKey="dashboard.failed" />}
      {s && (
        <>
          <ul className="stat-grid">
            {cards.map((c) => (
              <li key={c.key} className="card stat-card" data-testid={`stat-${c.key}`}>
                <span className="muted">{t(`dashboard.stats.${c.key}`)}</span>
                <Link to={c.to} className="stat-link">
                  <strong className="stat-value">{c.value}</strong>
                </Link>
                {c.note && <span className="muted">{c.note}</span>}
              </li>
            ))}
          </ul>
          <div className="section-grid">
            <article className="card" data-testid="section-byVisaType">
              <h2>{t('dashboard.byVisaType')}</h2>
              {byVisa.length === 0 ? (
                <p className="empty-state">
                  {t('dashboard.noEmployees')} <Link to="/company/employees/new">{t('employees.add')}</Link>
                </p>
              ) : (
                <>
                  <Suspense fallback={<Loading ns="company" />}>
                    <CountChart data={byVisa.map(([code, value]) => ({ label: code, value }))} testId="chart-byVisaType" />
                  </Suspense>
                  <ul className="plain-list count-list">
                    {byVisa.map(([code, count]) => (
                      <li key={code}>
                        <Link to={`/company/employees?visaType=${encodeURIComponent(code)}`}>{visaName(code)}</Link>
                        <strong>{t('dashboard.people', { count, formatted: n(count) })}</strong>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </article>
            <article className="card" data-testid="section-expiring">
              <h2>{t('dashboard.expiring')}</h2>
              <p className="muted">{t('dashboard.expiringHint')}</p>
              <Suspense fallback={<Loading ns="company" />}>
                <CountChart
                  data={WINDOWS.map((w) => ({ label: t('dashboard.withinDays', { days: w.days }), value: s.visasExpiring[w.key], fill: w.fill }))}
                  testId="chart-expiring"
                />
              </Suspense>
              <ul className="plain-list count-list">
                {WINDOWS.map((w) => (
                  <li key={w.key} data-testid={`expiring-${w.days}`}>
                    <Link to={`/company/employees?expiringWithinDays=${w.days}`}>{t('dashboard.withinDays', { days: w.days })}</Link>
                    <strong>{t('dashboard.people', { count: s.visasExpiring[w.key], formatted: n(s.visasExpiring[w.key]) })}</strong>
                  </li>
                ))}
              </ul>
              {soonest.data && !soonest.isError && soonest.data.items.length > 0 && (
                <>
                  <h3 className="sub-title">{t('dashboard.soonest')}</h3>
                  <ul className="plain-list dashboard-list" data-testid="soonest-expiries">
                    {soonest.data.items.map((e) => (
                      <li key={e.id}>
                        <Link to={`/company/employees/${encodeURIComponent(e.id)}`}>
                          <UserText>{e.name}</UserText>
                        </Link>{' '}
                        <span className="muted">{visaName(e.visaType)}</span> <ExpiryNote employee={e} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </article>
            <article className="card" data-testid="section-compliance">
              <h2>{t('dashboard.compliance')}</h2>
              <p>
                {s.openComplianceItems > 0
                  ? t('dashboard.openItems', { count: s.openComplianceItems, formatted: n(s.openComplianceItems) })
                  : t('dashboard.noOpenItems')}
              </p>
              {dueItems.data && !dueItems.isError && dueItems.data.items.length > 0 && (
                <ul className="plain-list dashboard-list" data-testid="due-items">
                  {dueItems.data.items.map((c) => (
                    <li key={c.id}>
                      <Link to={`/company/compliance/${encodeURIComponent(c.id)}`}>
                        {t(`complianceKind.${c.kind}`)}
                        {c.employeeName && (
                          <>
                            {' · '}
                            <UserText>{c.employeeName}</UserText>
                          </>
                        )}
                      </Link>{' '}
                      <span className="muted">{t('dashboard.due', { date: day(c.dueDate, lng) })}</span>{' '}
                      <StatusChip ns="company" group="complianceStatus" status={c.status} />
                    </li>
                  ))}
                </ul>
              )}
              <p>
                <Link to="/company/compliance">{t('dashboard.toCompliance')}</Link>
              </p>
              <p>
                <Link to="/company/regulations">{t('dashboard.toRegulations')}</Link>
              </p>
            </article>
          </div>
        </>
      )}
    </section>
  );
}
