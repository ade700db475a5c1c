import { SPECIALIST_REQUEST_STATUSES, SPECIALIST_VISA_TYPES, type TRequestListQuery, type TSpecialistRequestStatus } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { Pager } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { dateTime, won } from './format';
import { useRequestsQuery } from './specialist-endpoints';
import { CallError, Loading, PAGE_SIZE, StatusChip, pageCount } from './ui';
import { useVisaName } from './use-names';

const isStatus = (v: string | null): v is TSpecialistRequestStatus => (SPECIALIST_REQUEST_STATUSES as readonly string[]).includes(v ?? '');

/** The requests inbox: the applicants who chose this expert, filtered by status and visa type, newest first. */
export default function RequestsPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status');
  const visaType = params.get('visaType');
  const query: Partial<TRequestListQuery> = {
    page,
    limit: PAGE_SIZE,
    status: isStatus(status) ? status : undefined,
    visaType: visaType && (SPECIALIST_VISA_TYPES as readonly string[]).includes(visaType) ? visaType : undefined,
  };
  const list = useRequestsQuery(query);
  const data = list.isError ? undefined : list.data;
  const lng = i18n.resolvedLanguage;

  return (
    <section data-testid="requests-page">
      <div className="row-between">
        <h1>{t('requests.title')}</h1>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => void list.refetch()}>
          {t('common.refresh')}
        </button>
      </div>
      <p className="lead">{t('requests.intro')}</p>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t('requests.filterStatus')}</span>
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value })} data-testid="filter-status">
            <option value="">{t('list.all')}</option>
            {SPECIALIST_REQUEST_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`requestStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('requests.filterVisa')}</span>
          <select value={query.visaType ?? ''} onChange={(e) => set({ visaType: e.target.value })} data-testid="filter-visaType">
            <option value="">{t('list.all')}</option>
            {SPECIALIST_VISA_TYPES.map((v) => (
              <option key={v} value={v}>
                {visaName(v)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isLoading && <Loading />}
      {list.isError && <CallError error={list.error} fallbackKey="requests.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="requests-empty">
          {query.status || query.visaType ? t('requests.noMatch') : t('requests.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted" data-testid="requests-total">
            {t('list.total', { count: data.total })}
          </p>
          <div className="table-wrap">
            <table className="responsive-table">
              <thead>
                <tr>
                  <th scope="col">{t('requests.client')}</th>
                  <th scope="col">{t('common.visaType')}</th>
                  <th scope="col">{t('common.serviceOption')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col">{t('requests.selectedAt')}</th>
                  <th scope="col" className="num">
                    {t('requests.quoted')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((r) => (
                  <tr key={r.requestId} data-testid="request-row">
                    <th scope="row">
                      <Link to={`/pro/requests/${encodeURIComponent(r.requestId)}`}>
                        <UserText>{r.clientName}</UserText>
                      </Link>
                    </th>
                    <td data-label={t('common.visaType')}>{visaName(r.visaType)}</td>
                    <td data-label={t('common.serviceOption')}>{t(`serviceOptions.${r.serviceOption}`)}</td>
                    <td data-label={t('common.status')}>
                      <StatusChip group="requestStatus" status={r.status} />
                    </td>
                    <td data-label={t('requests.selectedAt')}>{dateTime(r.selectedAt, lng)}</td>
                    <td data-label={t('requests.quoted')} className="num">
                      {r.quote ? won(r.quote.amount, lng) : t('requests.notQuoted')}
                    </td>
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
