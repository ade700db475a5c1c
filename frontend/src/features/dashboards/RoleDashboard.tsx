import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../store/hooks';
import { LatestAssessment } from '../visa/LatestAssessment';
import { useDashboardQuery } from './dashboard-endpoints';
import { dayPeriod } from './greeting';
import { ChallengerItem, useSkillPoints } from './ChallengerItem';
import { DASHBOARD_LAYOUTS, readList, readStat, type LayoutRole } from './sections';

const SkillChart = lazy(() => import('./SkillChart'));
const BridgeActivityCard = lazy(() => import('./BridgeActivityCard'));

function itemText(item: unknown): string {
  if (typeof item === 'string') return item;
  if (item && typeof item === 'object') {
    const o = item as Record<string, unknown>;
    return String(o.title ?? o.name ?? o.label ?? o.message ?? JSON.stringify(o));
  }
  return String(item);
}

/** A radar needs three axes: with fewer skills, each is a line with its average score. */
function Skills({ items }: { items: unknown[] }) {
  const points = useSkillPoints(items);
  if (points.length >= 3) return <SkillChart data={points} />;
  return (
    <ul className="plain-list">
      {points.map((p) => (
        <li key={p.skill}>
          {p.skill}: {p.value} / 100
        </li>
      ))}
    </ul>
  );
}

/** A role dashboard: greeting, statistic cards and sections, each with an explicit empty state. */
export function RoleDashboard({ role }: { role: LayoutRole }) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  const entry = useDashboardQuery(role);
  const layout = DASHBOARD_LAYOUTS[role];

  // A service that does not answer (503 until it exists) or is not deployed: every section shows its empty state.
  const unavailable = entry.isError;
  const loading = entry.isLoading;
  const data = unavailable ? null : (entry.data ?? null);

  return (
    <section className="page dashboard" data-testid={`dashboard-${role}`}>
      <header className="dashboard-head">
        <div>
          <p className="muted">{t(`dashboard.${role}.title`)}</p>
          <h1>{t(`dashboard.greeting.${dayPeriod()}`, { name: user?.name || t('header.user') })}</h1>
        </div>
        <nav className="link-row" aria-label={t('common.relatedLinks')}>
          {layout.links.map((l) => (
            <Link key={l.to} to={l.to} className="btn btn-secondary btn-small">
              {t(l.key)}
            </Link>
          ))}
        </nav>
      </header>
      {unavailable && (
        <div className="alert alert-info" role="status" data-testid="dashboard-unavailable">
          {t('dashboard.unavailable')}
        </div>
      )}
      <ul className="stat-grid">
        {layout.stats.map((key) => {
          const value = readStat(data, key);
          return (
            <li key={key} className="card stat-card" data-testid={`stat-${key}`}>
              <span className="muted">{t(`dashboard.stats.${key}`)}</span>
              {value === null ? (
                <span className="stat-empty">{loading ? t('common.loading') : t('dashboard.noData')}</span>
              ) : (
                <strong className="stat-value">{value.toLocaleString()}</strong>
              )}
            </li>
          );
        })}
      </ul>
      {role === 'challenger' && (
        <article className="card">
          <h2>{t('dashboard.sections.visaAssessment')}</h2>
          <LatestAssessment />
        </article>
      )}
      <div className="section-grid">
        {layout.sections.map((key) => {
          const items = readList(data, key);
          return (
            <article key={key} className="card" data-testid={`section-${key}`}>
              <h2>{t(`dashboard.sections.${key}`)}</h2>
              {items.length === 0 ? (
                <p className="empty-state">{loading ? t('common.loading') : unavailable ? t('dashboard.sectionUnavailable') : t('dashboard.sectionEmpty')}</p>
              ) : key === 'skillAnalysis' ? (
                <Suspense fallback={<p>{t('common.loading')}</p>}>
                  <Skills items={items} />
                </Suspense>
              ) : (
                <ul className="plain-list">
                  {items.slice(0, 8).map((item, i) => (
                    <li key={i}>{role === 'challenger' ? <ChallengerItem section={key} item={item} /> : itemText(item)}</li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
        {role === 'challenger' && (
          <Suspense
            fallback={
              <article className="card">
                <p>{t('common.loading')}</p>
              </article>
            }
          >
            <BridgeActivityCard />
          </Suspense>
        )}
      </div>
    </section>
  );
}
