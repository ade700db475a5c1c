import { COMPANY_VISA_TYPES, COMPLIANCE_STATUSES, PAGE_SIZE } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CallError, Loading } from '../../components/CallError';
import { Pager, pageCount } from '../../components/Pager';
import { StatusChip } from '../../components/StatusChip';
import { UserText } from '../../components/UserText';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { day } from '../specialist/format';
import { useComplianceItemsQuery } from './company-endpoints';
import { isOneOf, VisaTypeFilter } from './filters';
import { useVisaName } from './use-names';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The compliance items (issue 21 §2): what needs doing about an employee's visa, by status and visa
 * type (or one employee's, from their page), soonest due first as the service answers them.
 */
export default function CompliancePage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const [params, set] = useUrlFilters();
  const lng = i18n.resolvedLanguage;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = params.get('status');
  const visaType = params.get('visaType');
  const employeeId = params.get('employeeId');
  const query = {
    page,
    limit: PAGE_SIZE,
    status: isOneOf(COMPLIANCE_STATUSES, status) ? status : undefined,
    visaType: isOneOf(COMPANY_VISA_TYPES, visaType) ? visaType : undefined,
    employeeId: employeeId && UUID.test(employeeId) ? employeeId : undefined,
  };
  const list = useComplianceItemsQuery(query);
  const data = list.isError ? undefined : list.data;

  return (
    <section data-testid="compliance-page">
      <h1>{t('compliance.title')}</h1>
      <p className="lead">{t('compliance.intro')}</p>
      <form className="filters" role="search" aria-label={t('compliance.filters')} onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t('fields.status')}</span>
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value })} data-testid="filter-status">
            <option value="">{t('list.all')}</option>
            {COMPLIANCE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`complianceStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <VisaTypeFilter value={query.visaType} onChange={(visaType) => set({ visaType })} />
        {query.employeeId && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => set({ employeeId: '' })} data-testid="clear-employee">
            {t('compliance.allEmployees')}
          </button>
        )}
      </form>
      {list.isLoading && <Loading ns="company" />}
      {list.isError && <CallError ns="company" error={list.error} fallbackKey="compliance.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="compliance-empty">
          {query.status || query.visaType || query.employeeId ? t('compliance.noMatch') : t('compliance.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted" data-testid="compliance-total">
            {t('list.total', { count: data.total })}
          </p>
          <div className="table-wrap" role="region" aria-label={t('compliance.table')} tabIndex={0}>
            <table className="responsive-table">
              <thead>
                <tr>
                  <th scope="col">{t('compliance.item')}</th>
                  <th scope="col">{t('fields.visaType')}</th>
                  <th scope="col">{t('compliance.dueDate')}</th>
                  <th scope="col">{t('fields.status')}</th>
                  <th scope="col">{t('compliance.updatedAt')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} data-testid="compliance-row">
                    <th scope="row">
                      <Link to={`/company/compliance/${encodeURIComponent(c.id)}`}>
                        {t(`complianceKind.${c.kind}`)}
                        {c.employeeName && (
                          <>
                            {' · '}
                            <UserText>{c.employeeName}</UserText>
                          </>
                        )}
                      </Link>
                    </th>
                    <td data-label={t('fields.visaType')}>{c.visaType ? visaName(c.visaType) : '—'}</td>
                    <td data-label={t('compliance.dueDate')}>{day(c.dueDate, lng)}</td>
                    <td data-label={t('fields.status')}>
                      <StatusChip ns="company" group="complianceStatus" status={c.status} />
                    </td>
                    <td data-label={t('compliance.updatedAt')}>{day(c.updatedAt, lng)}</td>
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
