import { SERVICE_STATUSES, type TServiceListQuery, type TServiceStatus } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { Pager } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { dateTime, won } from './format';
import { useServicesQuery } from './specialist-endpoints';
import { CallError, Loading, PAGE_SIZE, StatusChip, pageCount } from './ui';
import { useVisaName } from './use-names';

const isStatus = (v: string | null): v is TServiceStatus => (SERVICE_STATUSES as readonly string[]).includes(v ?? '');

/** Paid services: by default the active ones (accepted, in progress, documents submitted), or those of one status. */
export default function ServicesPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status');
  const query: Partial<TServiceListQuery> = { page, limit: PAGE_SIZE, status: isStatus(status) ? status : undefined };
  const list = useServicesQuery(query);
  const data = list.isError ? undefined : list.data;
  const lng = i18n.resolvedLanguage;

  return (
    <section data-testid="services-page">
      <div className="row-between">
        <h1>{t('services.title')}</h1>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void list.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <p className="lead">{t('services.intro')}</p>
      <div className="filters">
        <label className="field">
          <span>{t('common.status')}</span>
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value })} data-testid="filter-status">
            <option value="">{t('services.allActive')}</option>
            {SERVICE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`serviceStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isLoading && <Loading />}
      {list.isError && <CallError error={list.error} fallbackKey="services.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="services-empty">
          {t('services.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <div className="table-wrap">
            <table className="responsive-table">
              <thead>
                <tr>
                  <th scope="col">{t('requests.client')}</th>
                  <th scope="col">{t('common.visaType')}</th>
                  <th scope="col">{t('common.serviceOption')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col">{t('services.progress')}</th>
                  <th scope="col" className="num">
                    {t('services.amount')}
                  </th>
                  <th scope="col">{t('services.updatedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((s) => (
                  <tr key={s.serviceId} data-testid="service-row">
                    <th scope="row">
                      <Link to={`/pro/services/${encodeURIComponent(s.serviceId)}`}>
                        <UserText>{s.clientName}</UserText>
                      </Link>
                    </th>
                    <td data-label={t('common.visaType')}>{visaName(s.visaType)}</td>
                    <td data-label={t('common.serviceOption')}>{t(`serviceOptions.${s.serviceOption}`)}</td>
                    <td data-label={t('common.status')}>
                      <StatusChip group="serviceStatus" status={s.status} />
                    </td>
                    <td data-label={t('services.progress')}>
                      {s.progress.total > 0 ? t('services.steps', { done: s.progress.done, total: s.progress.total }) : t('services.noRoadmap')}
                    </td>
                    <td data-label={t('services.amount')} className="num">
                      {won(s.amount - s.refundedAmount, lng)}
                    </td>
                    <td data-label={t('services.updatedAt')}>{dateTime(s.updatedAt, lng)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager small page={page} pages={pageCount(data.total, data.limit)} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
