import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { interfaceLanguage } from './text';
import { useLatestAssessmentQuery } from './visa-endpoints';

/**
 * The applicant's newest saved assessment (the dashboard's and the profile's visa section): its visa,
 * result and score with a link, or a way to start one. Read from the visa API, so it is there for an
 * applicant who assessed on another device or before this visit.
 */
export function LatestAssessment() {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const read = useLatestAssessmentQuery();
  if (read.isError) return <p className="empty-state">{t('common.serviceNotAvailable')}</p>;
  if (read.data === undefined) return <p role="status">{t('common.loading')}</p>;
  const latest = read.data;
  if (!latest) {
    return (
      <p className="empty-state" data-testid="latest-assessment-none">
        {t('visa.latest.none')} <Link to="/visa/step1">{t('visa.latest.start')}</Link>
      </p>
    );
  }
  return (
    <p data-testid="latest-assessment">
      <strong>{latest.visaSubtype ?? latest.visaType}</strong> · {latest.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')} ·{' '}
      {t('visa.result.scoreOf', { score: latest.score })} · {new Date(latest.evaluatedAt).toLocaleDateString(lng)} ·{' '}
      <Link to={`/visa/result/${encodeURIComponent(latest.assessmentId)}`}>{t('visa.result.view')}</Link>
    </p>
  );
}
