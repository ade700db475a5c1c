import {
  COMPANY_VISA_TYPES,
  EMPLOYEE_SORTS,
  EMPLOYMENT_STATUSES,
  EXPIRING_WITHIN_MAX_DAYS,
  PAGE_SIZE,
  type TEmployee,
  type TEmployeeListQuery,
} from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { CallError, Loading } from '../../components/CallError';
import { Pager, pageCount } from '../../components/Pager';
import { StatusChip } from '../../components/StatusChip';
import { UserText } from '../../components/UserText';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { day } from '../specialist/format';
import { useEmployeesQuery } from './company-endpoints';
import { isOneOf, SearchFilter, VisaTypeFilter } from './filters';
import { expiryBand } from './forms';
import { useNationalityName, useVisaName } from './use-names';

type Sort = (typeof EMPLOYEE_SORTS)[number];
type SortField = 'name' | 'visaExpiryDate' | 'startDate';

/** The expiry windows offered as a filter (any other number in the address is kept and shown). */
const WINDOWS = [30, 60, 90] as const;

/** How many days are left, as words: the highlight never speaks by colour alone. */
export function ExpiryNote({ employee }: { employee: Pick<TEmployee, 'daysUntilExpiry'> }) {
  const { t } = useTranslation('company');
  const d = employee.daysUntilExpiry;
  const band = expiryBand(d);
  return (
    <span className={`expiry-note expiry-${band}`} data-testid="expiry-note">
      {d < 0 ? t('expiry.expired', { count: -d }) : d === 0 ? t('expiry.today') : t('expiry.left', { count: d })}
    </span>
  );
}

/** A column header that sorts the list: the sort in force is its `aria-sort`, the button says what a click does. */
function SortHeader({ field, label, sort, onSort }: { field: SortField; label: string; sort: Sort; onSort: (s: Sort) => void }) {
  const { t } = useTranslation('company');
  const active = sort === field || sort === `-${field}`;
  const descending = sort === `-${field}`;
  const next: Sort = active && !descending ? (`-${field}` as Sort) : (field as Sort);
  return (
    <th scope="col" aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <button
        type="button"
        className="sort-button"
        onClick={() => onSort(next)}
        data-testid={`sort-${field}`}
        aria-label={t(next.startsWith('-') ? 'employees.sortDescending' : 'employees.sortAscending', { column: label })}
      >
        {label}
        <span aria-hidden="true" className="sort-mark">
          {active ? (descending ? ' ▼' : ' ▲') : ' ↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The employees table (issue 21 §2): sortable by name, visa expiry and start date, filtered by visa
 * type, status and "expiring within N days", searched by name, position, department or e-mail, a page
 * at a time; every filter is in the address. A visa expiring within 30, 60 or 90 days is highlighted
 * and says how many days are left. At a phone's width each row becomes a card.
 */
export default function EmployeesPage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const nationalityName = useNationalityName();
  const [params, set] = useUrlFilters();
  const lng = i18n.resolvedLanguage;

  const page = Math.max(1, Number(params.get('page')) || 1);
  const visaType = params.get('visaType');
  const status = params.get('status');
  const sortParam = params.get('sort');
  const sort: Sort = isOneOf(EMPLOYEE_SORTS, sortParam) ? sortParam : 'visaExpiryDate';
  const within = Number(params.get('expiringWithinDays'));
  const expiringWithinDays =
    params.get('expiringWithinDays') !== null && Number.isInteger(within) && within >= 0 && within <= EXPIRING_WITHIN_MAX_DAYS ? within : undefined;
  const search = params.get('search')?.trim() || undefined;
  const query: Partial<TEmployeeListQuery> = {
    page,
    limit: PAGE_SIZE,
    sort,
    visaType: isOneOf(COMPANY_VISA_TYPES, visaType) ? visaType : undefined,
    status: isOneOf(EMPLOYMENT_STATUSES, status) ? status : undefined,
    expiringWithinDays,
    search,
  };
  const list = useEmployeesQuery(query);
  const data = list.isError ? undefined : list.data;
  const filtered = Boolean(query.visaType || query.status || expiringWithinDays !== undefined || search);

  return (
    <section data-testid="employees-page">
      <div className="row-between">
        <h1>{t('employees.title')}</h1>
        <div className="row-actions">
          <Link to="/company/employees/import" className="btn btn-secondary btn-small" data-testid="to-import">
            {t('employees.import')}
          </Link>
          <Link to="/company/employees/new" className="btn btn-primary btn-small" data-testid="to-new-employee">
            {t('employees.add')}
          </Link>
        </div>
      </div>
      <form className="filters" role="search" aria-label={t('employees.filters')} onSubmit={(e) => e.preventDefault()}>
        <SearchFilter label={t('employees.search')} value={search} onSearch={(words) => set({ search: words })} />
        <VisaTypeFilter value={query.visaType} onChange={(visaType) => set({ visaType })} />
        <label className="field">
          <span>{t('employees.expiringWithin')}</span>
          <select
            value={expiringWithinDays === undefined ? '' : String(expiringWithinDays)}
            onChange={(e) => set({ expiringWithinDays: e.target.value })}
            data-testid="filter-expiring"
          >
            <option value="">{t('list.any')}</option>
            {expiringWithinDays !== undefined && !(WINDOWS as readonly number[]).includes(expiringWithinDays) && (
              <option value={String(expiringWithinDays)}>{t('dashboard.withinDays', { days: expiringWithinDays })}</option>
            )}
            {WINDOWS.map((d) => (
              <option key={d} value={String(d)}>
                {t('dashboard.withinDays', { days: d })}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('fields.employmentStatus')}</span>
          <select value={query.status ?? ''} onChange={(e) => set({ status: e.target.value })} data-testid="filter-status">
            <option value="">{t('list.all')}</option>
            {EMPLOYMENT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`employmentStatus.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('employees.sort')}</span>
          <select value={sort} onChange={(e) => set({ sort: e.target.value })} data-testid="filter-sort">
            {EMPLOYEE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sorts.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isLoading && <Loading ns="company" />}
      {list.isError && <CallError ns="company" error={list.error} fallbackKey="employees.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="employees-empty">
          {filtered ? t('employees.noMatch') : t('employees.empty')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted" role="status" data-testid="employees-total">
            {t('list.total', { count: data.total })}
          </p>
          <div className="table-wrap" role="region" aria-label={t('employees.table')} tabIndex={0}>
            <table className="responsive-table employees-table">
              <thead>
                <tr>
                  <SortHeader field="name" label={t('fields.name')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('fields.nationality')}</th>
                  <th scope="col">{t('fields.position')}</th>
                  <th scope="col">{t('fields.visaType')}</th>
                  <SortHeader field="visaExpiryDate" label={t('fields.visaExpiryDate')} sort={sort} onSort={(s) => set({ sort: s })} />
                  <th scope="col">{t('fields.employmentStatus')}</th>
                  <SortHeader field="startDate" label={t('fields.startDate')} sort={sort} onSort={(s) => set({ sort: s })} />
                </tr>
              </thead>
              <tbody>
                {data.items.map((e) => (
                  <tr key={e.id} className={`expiry-row expiry-row-${expiryBand(e.daysUntilExpiry)}`} data-testid="employee-row">
                    <th scope="row">
                      <Link to={`/company/employees/${encodeURIComponent(e.id)}`}>
                        <UserText>{e.name}</UserText>
                      </Link>
                    </th>
                    <td data-label={t('fields.nationality')}>{nationalityName(e.nationality)}</td>
                    <td data-label={t('fields.position')}>
                      <UserText>{e.position}</UserText>
                      {e.department && (
                        <span className="muted">
                          {' · '}
                          <UserText>{e.department}</UserText>
                        </span>
                      )}
                    </td>
                    <td data-label={t('fields.visaType')}>{visaName(e.visaType)}</td>
                    <td data-label={t('fields.visaExpiryDate')}>
                      {day(e.visaExpiryDate, lng)} <ExpiryNote employee={e} />
                    </td>
                    <td data-label={t('fields.employmentStatus')}>
                      <StatusChip ns="company" group="employmentStatus" status={e.employmentStatus} />
                    </td>
                    <td data-label={t('fields.startDate')}>{day(e.startDate, lng)}</td>
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
