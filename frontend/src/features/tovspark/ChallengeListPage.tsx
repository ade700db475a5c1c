import {
  CHALLENGE_CATEGORIES,
  CHALLENGE_DIFFICULTIES,
  CHALLENGE_REWARDS,
  CHALLENGE_SORTS,
  CHALLENGE_TYPES,
  TOVSPARK_PAGE_SIZE,
  type TChallengeListQuery,
  type TChallengeSort,
} from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { Pager, pageCount } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { useAppSelector } from '../../store/hooks';
import { hasAnyRole } from '../auth/redirects';
import { ChallengeCard } from './ChallengeCard';
import { useChallengesQuery } from './tovspark-endpoints';

const FILTERS = [
  ['category', CHALLENGE_CATEGORIES],
  ['type', CHALLENGE_TYPES],
  ['difficulty', CHALLENGE_DIFFICULTIES],
  ['reward', CHALLENGE_REWARDS],
] as const;
type FilterName = (typeof FILTERS)[number][0];

/** Filters, the five sorts of spec 000 §2 and paging, kept in the address so a list can be shared or bookmarked. */
export default function ChallengeListPage() {
  const { t, i18n } = useTranslation('tovspark');
  const user = useAppSelector((s) => s.auth.user);
  const [params, set] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sort = (CHALLENGE_SORTS as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as TChallengeSort) : 'trending';
  const query: Partial<TChallengeListQuery> = { page, limit: TOVSPARK_PAGE_SIZE, sort, search: params.get('search') ?? undefined };
  for (const [name] of FILTERS) {
    const value = params.get(name);
    if (value) (query as Record<string, string>)[name] = value;
  }
  const [search, setSearch] = useState(params.get('search') ?? '');
  const list = useChallengesQuery(query);
  const data = list.isError ? undefined : list.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <section className="tovspark-challenges" data-testid="challenge-list">
      <div className="row-between">
        <h1>{t('list.title')}</h1>
        {hasAnyRole(user, ['company', 'admin', 'super_admin']) && (
          <Link className="btn btn-primary" to="/tovspark/challenges/new" data-testid="new-challenge">
            {t('list.newChallenge')}
          </Link>
        )}
      </div>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <label className="field">
          <span>{t('list.search')}</span>
          <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} data-testid="filter-search" />
        </label>
        {FILTERS.map(([name, values]) => (
          <label className="field" key={name}>
            <span>{t(`list.filter.${name}`)}</span>
            <select value={params.get(name) ?? ''} onChange={(e) => set({ [name as FilterName]: e.target.value })} data-testid={`filter-${name}`}>
              <option value="">{t('list.all')}</option>
              {values.map((v) => (
                <option key={v} value={v}>
                  {t(`${name}.${v}`)}
                </option>
              ))}
            </select>
          </label>
        ))}
        <label className="field">
          <span>{t('list.sortLabel')}</span>
          <select value={sort} onChange={(e) => set({ sort: e.target.value })} data-testid="sort">
            {CHALLENGE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn btn-secondary">
          {t('list.apply')}
        </button>
      </form>
      {list.isLoading && <p role="status">{t('common.loading')}</p>}
      {list.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, list.error ?? {}, 'tovspark:list.failed')}
        </div>
      )}
      {data && data.items.length === 0 && <p className="empty-state">{t('list.empty')}</p>}
      {data && data.items.length > 0 && (
        <>
          <p className="muted" data-testid="challenge-total">
            {t('list.total', { count: data.total })}
          </p>
          <ul className="card-grid">
            {data.items.map((c) => (
              <ChallengeCard key={c.id} challenge={c} />
            ))}
          </ul>
          <Pager page={page} pages={pages} onPage={(p) => set({ page: String(p) })} />
        </>
      )}
    </section>
  );
}
