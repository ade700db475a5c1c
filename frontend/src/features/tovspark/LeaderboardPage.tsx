import { LEADERBOARD_PERIODS, type TLeaderboardPeriod, type TLeaderboardRow } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useAppSelector } from '../../store/hooks';
import { useLeaderboardQuery } from './tovspark-endpoints';

/** The SparkPoints ranking by period; the caller's own row is highlighted, and shown under the table when below it. */
export default function LeaderboardPage() {
  const { t, i18n } = useTranslation('tovspark');
  const [period, setPeriod] = useState<TLeaderboardPeriod>('all');
  // The caller's own name is known here even when the program has not heard of the account yet.
  const myName = useAppSelector((s) => s.auth.user?.name ?? null);
  const board = useLeaderboardQuery({ period, limit: 20 });
  const data = board.isError ? undefined : board.data;
  const row = (r: TLeaderboardRow) => (
    <tr key={r.userId} className={r.isMe ? 'row-me' : undefined} aria-current={r.isMe ? 'true' : undefined} data-testid={r.isMe ? 'my-row' : 'board-row'}>
      <td>{r.rank}</td>
      <td>
        {(r.name ?? (r.isMe ? myName : null)) ? <UserText>{r.name ?? myName}</UserText> : t('leaderboard.unnamed')}
        {r.isMe && <strong> ({t('leaderboard.you')})</strong>}
      </td>
      <td className="num">{r.sparkPoints.toLocaleString()}</td>
    </tr>
  );
  return (
    <section data-testid="leaderboard">
      <h1>{t('leaderboard.title')}</h1>
      <div className="tabs" role="tablist" aria-label={t('leaderboard.period')}>
        {LEADERBOARD_PERIODS.map((p) => (
          <button
            key={p}
            role="tab"
            type="button"
            aria-selected={period === p}
            className={period === p ? 'active' : ''}
            onClick={() => setPeriod(p)}
            data-testid={`period-${p}`}
          >
            {t(`period.${p}`)}
          </button>
        ))}
      </div>
      {board.isLoading && <p role="status">{t('common.loading')}</p>}
      {board.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, board.error ?? {}, 'tovspark:leaderboard.failed')}
        </div>
      )}
      {data && data.rows.length === 0 && <p className="empty-state">{t('leaderboard.empty')}</p>}
      {data && data.rows.length > 0 && (
        <div className="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('leaderboard.rank')}</th>
                <th scope="col">{t('leaderboard.name')}</th>
                <th scope="col" className="num">
                  {t('leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map(row)}
              {data.me && !data.rows.some((r) => r.isMe) && row(data.me)}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
