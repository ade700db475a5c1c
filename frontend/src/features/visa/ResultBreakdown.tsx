import { useTranslation } from 'react-i18next';
import type { TAssessment } from '@tov/contracts';
import { applicantValueText } from './applicant-value';
import { interfaceLanguage, textIn } from './text';

type ServiceRow = TAssessment['breakdown'][number];

/** What a requirement row shows in the points column: met or not (its points, if any, count in the total). */
function Points({ row }: { row: ServiceRow }) {
  const { t } = useTranslation('visa');
  if (row.kind === 'requirement') {
    return row.passed ? (
      <span className="badge badge-success">{t('visa.result.met')}</span>
    ) : (
      <span className="badge badge-danger">{t('visa.result.notMet')}</span>
    );
  }
  if (row.kind === 'penalty') return <>{row.points === 0 ? t('visa.result.noPenalty') : t('visa.result.penalty', { points: Math.abs(row.points) })}</>;
  return <>{t('visa.result.pointsOf', { points: row.points, max: row.maxPoints })}</>;
}

/**
 * How the headline verdict was reached on a points visa (issue 24 item 16): the visa's own points
 * table against its pass mark, and its requirements; both are needed, which is why a table over its
 * pass mark can still be "not eligible". Decision 135: the 0-100 score above is the one headline.
 */
function VerdictDetail({ result }: { result: TAssessment }) {
  const { t } = useTranslation('visa');
  const unmet = result.breakdown.filter((r) => r.kind === 'requirement' && r.passed === false).length;
  const reached = result.totalPoints >= result.passMark;
  const numbers = { points: result.totalPoints, max: result.maxPoints, pass: result.passMark };
  return (
    <section className="verdict-detail" data-testid="verdict-detail" aria-labelledby="verdict-detail-title">
      <h3 id="verdict-detail-title">{t('visa.result.verdictHow')}</h3>
      <ul className="plain-list">
        <li data-testid="result-points" data-points={result.totalPoints}>
          {t(reached ? 'visa.result.tableReached' : 'visa.result.tableNotReached', numbers)}
        </li>
        <li data-testid="result-requirements">{unmet === 0 ? t('visa.result.requirementsMet') : t('visa.result.requirementsUnmet', { count: unmet })}</li>
      </ul>
      <p className="muted">{t('visa.result.scoreMapping', { pass: result.passMark, score: result.passScore })}</p>
    </section>
  );
}

/**
 * The result's criteria: a table on a wide screen, one card per criterion on a phone (the same
 * markup; app.css turns each row into a card). Under it, how the verdict was reached.
 */
export function ResultBreakdown({ result }: { result: TAssessment }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const rows: ServiceRow[] = result.breakdown;
  return (
    <article className="card">
      <h2>{t('visa.result.breakdown')}</h2>
      {rows.length === 0 ? (
        <p className="empty-state">{t('visa.result.noBreakdown')}</p>
      ) : (
        <table className="responsive-table" data-testid="breakdown">
          <thead>
            <tr>
              <th scope="col">{t('visa.result.criterion')}</th>
              <th scope="col">{t('visa.result.points')}</th>
              <th scope="col">{t('visa.result.yourValue')}</th>
              <th scope="col">{t('visa.result.threshold')}</th>
              <th scope="col">{t('visa.result.improvement')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.criterion} className={row.passed === false ? 'unmet' : undefined}>
                <th scope="row" data-label={t('visa.result.criterion')}>
                  {textIn(row.label, lng)}
                </th>
                <td data-label={t('visa.result.points')}>
                  <Points row={row} />
                </td>
                <td data-label={t('visa.result.yourValue')} data-testid="applicant-value">
                  {applicantValueText(row.applicantValue, t, (key) => i18n.exists(key, { ns: 'visa' }), lng, row.criterion) ?? t('visa.result.notGiven')}
                </td>
                <td data-label={t('visa.result.threshold')}>{textIn(row.threshold, lng)}</td>
                <td data-label={t('visa.result.improvement')}>{row.improvement ? textIn(row.improvement, lng) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {result.scoreKind === 'points' && <VerdictDetail result={result} />}
    </article>
  );
}
