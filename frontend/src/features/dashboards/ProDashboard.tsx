import type { TProDashboard } from '@tov/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { dateTime, percent, won } from '../specialist/format';
import '../specialist/specialist.css';
import '../specialist/strings';
import { useDashboardQuery } from './dashboard-endpoints';
import { dayPeriod } from './greeting';

const MonthlyNetChart = lazy(() => import('../specialist/MonthlyNetChart'));

/** The workspace's screens, linked from the dashboard's head. */
const WORKSPACE_LINKS = ['requests', 'services', 'roadmaps', 'schedules', 'pricing', 'profile', 'settlements'] as const;

type Stat = { key: string; value: string | null; to: string };

/** The answer of `GET /api/v1/dashboard/me/pro`, read defensively: a part that is missing shows its empty state. */
function read(data: Record<string, unknown> | null): Partial<TProDashboard> {
  return (data ?? {}) as Partial<TProDashboard>;
}

/**
 * The pro dashboard (issue 15): the expert's figures, the newest requests waiting for a quote, the
 * next consultations and the net revenue of the last six months, each linking into the workspace.
 * Read like every role dashboard (`dashboard-endpoints.ts`); the workspace's writes refresh it. The
 * strings are the workspace's.
 */
export default function ProDashboard() {
  const { t, i18n } = useTranslation('specialist');
  const user = useAppSelector((s) => s.auth.user);
  const entry = useDashboardQuery('pro');
  const lng = i18n.resolvedLanguage;

  const unavailable = entry.isError;
  const loading = entry.isLoading;
  const d = read(unavailable ? null : (entry.data ?? null));
  const stats = d.stats;
  const empty = loading ? t('common.loading') : unavailable ? t('translation:dashboard.sectionUnavailable') : t('dashboard.none');
  const cards: Stat[] = [
    { key: 'newRequests', value: stats ? String(stats.requests.new) : null, to: '/pro/requests?status=new' },
    {
      key: 'acceptanceRate',
      value: stats ? (stats.quoteAcceptanceRate === null ? t('dashboard.noQuotesYet') : percent(stats.quoteAcceptanceRate, lng)) : null,
      to: '/pro/requests',
    },
    { key: 'activeServices', value: stats ? String(stats.activeServices) : null, to: '/pro/services' },
    { key: 'revenueThisMonth', value: stats ? won(stats.revenueThisMonth, lng) : null, to: '/pro/settlements' },
    { key: 'rating', value: stats ? (stats.rating === null ? t('dashboard.noReviews') : `${stats.rating.toFixed(1)} / 5`) : null, to: '/pro/profile' },
  ];
  const name = d.profile?.name || user?.name || t('translation:header.user');

  return (
    <section className="page dashboard pro-dashboard" data-testid="dashboard-pro">
      <header className="dashboard-head">
        <div>
          <p className="muted">{t('translation:dashboard.pro.title')}</p>
          <h1>{t(`translation:dashboard.greeting.${dayPeriod()}`, { name })}</h1>
        </div>
        <nav className="link-row" aria-label={t('nav.label')}>
          {WORKSPACE_LINKS.map((a) => (
            <Link key={a} to={`/pro/${a}`} className="btn btn-secondary btn-small" data-testid={`link-${a}`}>
              {t(`nav.${a}`)}
            </Link>
          ))}
        </nav>
      </header>
      {unavailable && (
        <div className="alert alert-info" role="status" data-testid="dashboard-unavailable">
          {t('translation:dashboard.unavailable')}
        </div>
      )}
      {d.profile?.onVacation && (
        <div className="alert alert-info" role="status" data-testid="on-vacation">
          {t('dashboard.onVacation')} <Link to="/pro/schedules">{t('dashboard.manageVacation')}</Link>
        </div>
      )}
      <ul className="stat-grid">
        {cards.map((c) => (
          <li key={c.key} className="card stat-card" data-testid={`stat-${c.key}`}>
            <span className="muted">{t(`dashboard.stats.${c.key}`)}</span>
            {c.value === null ? (
              <span className="stat-empty">{loading ? t('common.loading') : t('translation:dashboard.noData')}</span>
            ) : (
              <Link to={c.to} className="stat-link">
                <strong className="stat-value">{c.value}</strong>
              </Link>
            )}
          </li>
        ))}
      </ul>
      <div className="section-grid">
        <article className="card" data-testid="section-newRequests">
          <div className="row-between">
            <h2>{t('dashboard.newRequests')}</h2>
            <Link to="/pro/requests">{t('dashboard.all')}</Link>
          </div>
          {!d.newRequests?.length ? (
            <p className="empty-state">{empty}</p>
          ) : (
            <ul className="plain-list dashboard-list">
              {d.newRequests.map((r) => (
                <li key={r.requestId}>
                  <Link to={`/pro/requests/${encodeURIComponent(r.requestId)}`}>
                    <UserText>{r.clientName}</UserText>
                  </Link>{' '}
                  <span className="muted">
                    {r.visaType} · {t(`serviceOptions.${r.serviceOption}`)} · {dateTime(r.selectedAt, lng)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </article>
        <article className="card" data-testid="section-upcomingSchedules">
          <div className="row-between">
            <h2>{t('dashboard.upcomingSchedules')}</h2>
            <Link to="/pro/schedules">{t('dashboard.calendar')}</Link>
          </div>
          {!d.upcomingSchedules?.length ? (
            <p className="empty-state">{empty}</p>
          ) : (
            <ul className="plain-list dashboard-list">
              {d.upcomingSchedules.map((s) => (
                <li key={s.scheduleId}>
                  <strong>{dateTime(s.startsAt, lng)}</strong> <UserText>{s.title}</UserText>
                  {s.clientName && (
                    <>
                      {' '}
                      · <UserText>{s.clientName}</UserText>
                    </>
                  )}{' '}
                  <span className="muted">{t(`modes.${s.mode}`)}</span>
                </li>
              ))}
            </ul>
          )}
        </article>
        <article className="card" data-testid="section-revenue">
          <div className="row-between">
            <h2>{t('dashboard.revenue')}</h2>
            <Link to="/pro/settlements">{t('dashboard.settlements')}</Link>
          </div>
          {!d.revenueByMonth?.some((m) => m.net !== 0) ? (
            <p className="empty-state">{d.revenueByMonth ? t('settlements.noRevenue') : empty}</p>
          ) : (
            <Suspense fallback={<p>{t('common.loading')}</p>}>
              <MonthlyNetChart data={d.revenueByMonth} lng={lng} height={200} />
            </Suspense>
          )}
        </article>
      </div>
    </section>
  );
}
