import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TAssessment } from '@tov/contracts';
import { loadVisaApi } from '../../api/lazy-apis';
import { interfaceLanguage } from './text';

/**
 * The applicant's newest saved assessment (the dashboard's and the profile's visa section): its visa,
 * result and score with a link, or a way to start one. Read from the visa API, so it is there for an
 * applicant who assessed on another device or before this visit.
 */
export function LatestAssessment() {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const [latest, setLatest] = useState<TAssessment | null | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadVisaApi()
      .then((api) => api.latest())
      .then(
        (a) => live && setLatest(a),
        () => live && setLatest('failed'),
      );
    return () => {
      live = false;
    };
  }, []);
  if (latest === 'loading') return <p role="status">{t('common.loading')}</p>;
  if (latest === 'failed') return <p className="empty-state">{t('common.serviceNotAvailable')}</p>;
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
