import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useMyResultsQuery } from './tovspark-endpoints';

/** The caller's submissions with their scores and the SparkPoints each earned, under the balance of the ledger. */
export default function MyResultsPage() {
  const { t, i18n } = useTranslation('tovspark');
  const read = useMyResultsQuery();
  const data = read.isError ? undefined : read.data;
  return (
    <section data-testid="my-results">
      <h1>{t('results.title')}</h1>
      {read.isLoading && <p role="status">{t('common.loading')}</p>}
      {read.isError && (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, read.error ?? {}, 'tovspark:results.failed')}
        </div>
      )}
      {data && (
        <>
          <ul className="stat-grid">
            <li className="card stat-card" data-testid="stat-points">
              <strong className="stat-value">{data.stats.sparkPoints.toLocaleString()}</strong>
              <span>{t('results.sparkPoints')}</span>
            </li>
            <li className="card stat-card">
              <strong className="stat-value">{data.stats.completedChallenges}</strong>
              <span>{t('results.completed')}</span>
            </li>
            <li className="card stat-card">
              <strong className="stat-value">{data.stats.globalRank ?? '—'}</strong>
              <span>{t('results.rank')}</span>
            </li>
          </ul>
          {data.results.length === 0 ? (
            <p className="empty-state">{t('results.empty')}</p>
          ) : (
            <div className="table-wrap">
              <table className="responsive-table">
                <thead>
                  <tr>
                    <th scope="col">{t('results.challenge')}</th>
                    <th scope="col">{t('results.status')}</th>
                    <th scope="col" className="num">
                      {t('results.score')}
                    </th>
                    <th scope="col" className="num">
                      {t('results.points')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.results.map((r) => (
                    <tr key={r.submissionId} data-testid="result-row">
                      <th scope="row">
                        <Link to={`/tovspark/challenges/${r.challengeId}`}>
                          <UserText>{r.challengeTitle}</UserText>
                        </Link>
                      </th>
                      <td data-label={t('results.status')}>{t(`submission.${r.status}`)}</td>
                      <td className="num" data-label={t('results.score')}>
                        {r.score ?? '—'}
                      </td>
                      <td className="num" data-label={t('results.points')}>
                        {r.sparkPoints.toLocaleString()}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
