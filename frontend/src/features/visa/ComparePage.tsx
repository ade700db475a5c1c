import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localText } from './local-text';
import { VisaNav } from './VisaNav';
import { useComparisonQuery } from './visa-endpoints';
import { COMPARE_LIMIT, compareCleared, compareToggled } from './visa-slice';

/** Selected assessments (up to 5) side by side. */
export default function ComparePage() {
  const { t, i18n } = useTranslation('visa');
  const dispatch = useAppDispatch();
  const selection = useAppSelector((s) => s.visa.compareSelection);
  const comparison = useComparisonQuery(selection, { skip: selection.length < 2 });
  const lng = i18n.resolvedLanguage ?? 'ko';

  // The selection's own comparison only: while another one is read, the table waits.
  const items = comparison.currentData ?? [];
  const criteria = [...new Set(items.flatMap((a) => a.breakdown.map((b) => b.criterion)))];
  const labelOf = (c: string) => {
    for (const a of items) {
      const b = a.breakdown.find((x) => x.criterion === c);
      if (b) return localText(b.label, lng) || c;
    }
    return c;
  };

  return (
    <section className="page visa-compare" data-testid="visa-compare">
      <h1>{t('visa.compare.title')}</h1>
      <VisaNav />
      <p className="muted">{t('visa.history.selected', { count: selection.length, max: COMPARE_LIMIT })}</p>
      {selection.length < 2 ? (
        <p className="empty-state">
          {t('visa.compare.needTwo')} <Link to="/visa/history">{t('visa.nav.history')}</Link>
        </p>
      ) : comparison.isError ? (
        <div className="alert alert-error" role="alert">
          {errorText(i18n, comparison.error ?? {})}
        </div>
      ) : !comparison.currentData ? (
        // Also on the first render, before the comparison is asked for: an empty table would flash first.
        <p role="status">{t('common.loading')}</p>
      ) : (
        <div className="table-wrap">
          <table data-testid="compare-table">
            <thead>
              <tr>
                <th>{t('visa.result.criterion')}</th>
                {items.map((a) => (
                  <th key={a.assessmentId}>
                    {a.visaType}{' '}
                    <button
                      type="button"
                      className="btn btn-ghost btn-small"
                      aria-label={t('visa.result.removeFromCompare')}
                      onClick={() => dispatch(compareToggled(a.assessmentId))}
                    >
                      ✕
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <tr>
                <th>{t('visa.step1.applicationType')}</th>
                {items.map((a) => (
                  <td key={a.assessmentId}>{t(`visa.applicationTypes.${a.applicationType}`, { defaultValue: a.applicationType })}</td>
                ))}
              </tr>
              <tr>
                <th>{t('visa.result.score')}</th>
                {items.map((a) => (
                  <td key={a.assessmentId} data-testid="compare-score">
                    {a.score}
                  </td>
                ))}
              </tr>
              <tr>
                <th>{t('visa.history.status')}</th>
                {items.map((a) => (
                  <td key={a.assessmentId} className={a.eligible ? 'eligible' : 'ineligible'}>
                    {a.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')}
                  </td>
                ))}
              </tr>
              <tr>
                <th>{t('visa.history.date')}</th>
                {items.map((a) => (
                  <td key={a.assessmentId}>{new Date(a.evaluatedAt).toLocaleDateString(lng)}</td>
                ))}
              </tr>
              {criteria.map((c) => (
                <tr key={c}>
                  <th>{labelOf(c)}</th>
                  {items.map((a) => {
                    const b = a.breakdown.find((x) => x.criterion === c);
                    return <td key={a.assessmentId}>{b ? `${b.points} / ${b.maxPoints}` : '—'}</td>;
                  })}
                </tr>
              ))}
              <tr>
                <th>{t('visa.result.missingDocuments')}</th>
                {items.map((a) => (
                  <td key={a.assessmentId}>{a.missingDocuments.length}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {selection.length > 0 && (
        <button type="button" className="btn btn-ghost" onClick={() => dispatch(compareCleared())}>
          {t('visa.compare.clear')}
        </button>
      )}
    </section>
  );
}
