import { CHALLENGE_STATUSES, TOVSPARK_PAGE_SIZE, type TChallengeListQuery, type TChallengeStatus } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { Pager, pageCount } from '../../components/Pager';
import { UserText } from '../../components/UserText';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { useMyChallengesQuery } from './tovspark-endpoints';

/** The company's own challenges in every status (company API; an admin sees all), newest first, by status. */
export default function MyChallengesPage() {
  const { t, i18n } = useTranslation('tovspark');
  const [params, go] = useUrlFilters();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const status = (CHALLENGE_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as TChallengeStatus) : undefined;
  const query: Partial<TChallengeListQuery> = { page, limit: TOVSPARK_PAGE_SIZE, sort: 'newest', status };
  const list = useMyChallengesQuery(query);
  const data = list.isError ? undefined : list.data;
  const pages = data ? pageCount(data.total, data.limit) : 1;

  return (
    <section data-testid="my-challenges">
      <div className="row-between">
        <h1>{t('talents.mine.title')}</h1>
        <Link className="btn btn-primary" to="/tovspark/challenges/new">
          {t('list.newChallenge')}
        </Link>
      </div>
      <div className="filters">
        <label className="field">
          <span>{t('talents.mine.status')}</span>
          <select value={status ?? ''} onChange={(e) => go({ status: e.target.value })} data-testid="my-filter-status">
            <option value="">{t('talents.filter.all')}</option>
            {CHALLENGE_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list.isLoading && <p role="status">{t('common.loading')}</p>}
      {list.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, list.error ?? {}, 'tovspark:talents.mine.failed')}
        </div>
      )}
      {data &&
        (data.items.length === 0 ? (
          <p className="empty-state">{t('talents.mine.empty')}</p>
        ) : (
          <div className="table-wrap">
            <table className="responsive-table">
              <thead>
                <tr>
                  <th scope="col">{t('talents.mine.challenge')}</th>
                  <th scope="col">{t('talents.mine.status')}</th>
                  <th scope="col" className="num">
                    {t('talents.mine.participants')}
                  </th>
                  <th scope="col" className="num">
                    {t('talents.mine.daysLeft')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id} data-testid="my-challenge-row">
                    <th scope="row">
                      <Link to={`/tovspark/challenges/${c.id}`}>
                        <UserText>{c.title}</UserText>
                      </Link>
                    </th>
                    <td data-label={t('talents.mine.status')}>
                      {t(`status.${c.status}`)}
                      {c.rejectionReason && (
                        <span className="muted">
                          {' '}
                          · <UserText>{c.rejectionReason}</UserText>
                        </span>
                      )}
                    </td>
                    <td className="num" data-label={t('talents.mine.participants')}>
                      {c.participantCount}
                    </td>
                    <td className="num" data-label={t('talents.mine.daysLeft')}>
                      {c.daysLeft}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      <Pager page={page} pages={pages} onPage={(p) => go({ page: String(p) })} />
    </section>
  );
}
