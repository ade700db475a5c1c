import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { Pager } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { dateTime } from './format';
import { useRoadmapClientsQuery, useRoadmapSummaryQuery } from './specialist-endpoints';
import { CallError, Loading, PAGE_SIZE, StatusChip, pageCount } from './ui';
import { useDocumentName, useVisaName } from './use-names';

function ProgressBar({ done, total, label }: { done: number; total: number; label: string }) {
  const share = total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="progress-line">
      <div className="progress-bar" role="progressbar" aria-valuemin={0} aria-valuemax={total} aria-valuenow={done} aria-label={label}>
        <span style={{ width: `${share}%` }} />
      </div>
      <span className="muted">
        {done} / {total}
      </span>
    </div>
  );
}

/** The clients with a paid service: how far each roadmap is, its next step and last message; the totals above. */
export default function RoadmapsPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const documentName = useDocumentName();
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useRoadmapClientsQuery({ page, limit: PAGE_SIZE });
  const data = list.isError ? undefined : list.data;
  const summary = useRoadmapSummaryQuery().data;
  const lng = i18n.resolvedLanguage;

  return (
    <section data-testid="roadmaps-page">
      <h1>{t('roadmaps.title')}</h1>
      <p className="lead">{t('roadmaps.intro')}</p>
      {summary && (
        <ul className="stat-grid" data-testid="roadmap-summary">
          <li className="card stat-card">
            <span className="muted">{t('roadmaps.clients')}</span>
            <strong className="stat-value">{summary.clients}</strong>
          </li>
          <li className="card stat-card">
            <span className="muted">{t('roadmaps.withoutRoadmap')}</span>
            <strong className="stat-value">{summary.withoutRoadmap}</strong>
          </li>
          <li className="card stat-card">
            <span className="muted">{t('roadmaps.stepsDone')}</span>
            <strong className="stat-value">
              {summary.stepsDone} / {summary.stepsTotal}
            </strong>
          </li>
          <li className="card stat-card">
            <span className="muted">{t('roadmaps.overdue')}</span>
            <strong className={`stat-value${summary.overdueSteps > 0 ? ' text-danger' : ''}`}>{summary.overdueSteps}</strong>
          </li>
        </ul>
      )}
      {list.isLoading && <Loading />}
      {list.isError && <CallError error={list.error} fallbackKey="roadmaps.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="roadmaps-empty">
          {t('roadmaps.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <ul className="card-list roadmap-clients">
            {data.items.map((c) => (
              <li key={c.serviceId} className="card roadmap-client" data-testid="roadmap-client">
                <div className="row-between">
                  <h2>
                    <Link to={`/pro/roadmaps/${encodeURIComponent(c.serviceId)}`}>
                      <UserText>{c.clientName}</UserText>
                    </Link>
                  </h2>
                  <StatusChip group="serviceStatus" status={c.status} />
                </div>
                <p className="muted">{visaName(c.visaType)}</p>
                {c.progressId ? (
                  <ProgressBar done={c.progress.done} total={c.progress.total} label={t('services.progress')} />
                ) : (
                  <p className="muted" data-testid="needs-roadmap">
                    {t('roadmaps.notAssigned')}
                  </p>
                )}
                <dl className="facts">
                  {c.nextStep && (
                    <>
                      <dt>{t('roadmaps.nextStep')}</dt>
                      <dd>{documentName(c.nextStep) ?? <UserText>{c.nextStep}</UserText>}</dd>
                    </>
                  )}
                  <dt>{t('roadmaps.lastMessage')}</dt>
                  <dd>{c.lastMessageAt ? dateTime(c.lastMessageAt, lng) : t('roadmaps.noMessages')}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <Pager small page={page} pages={pageCount(data.total, data.limit)} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
