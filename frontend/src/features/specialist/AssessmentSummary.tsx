import type { TClientAssessment } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/UserText';
import { day } from './format';
import { useApplicationTypeName, useDocumentName, useVisaName } from './use-names';

/** What the expert is told of the applicant's assessment: visa, result, score, change paths and the documents still missing. */
export function AssessmentSummary({ assessment }: { assessment: TClientAssessment | null }) {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const documentName = useDocumentName();
  const applicationType = useApplicationTypeName();
  if (!assessment) {
    return (
      <article className="card" data-testid="assessment-summary">
        <h2>{t('assessment.title')}</h2>
        <p className="empty-state">{t('assessment.pending')}</p>
      </article>
    );
  }
  const a = assessment;
  const nationality = a.nationality
    ? i18n.exists(`translation:nationalities.${a.nationality}`)
      ? t(`translation:nationalities.${a.nationality}`)
      : a.nationality
    : null;
  return (
    <article className="card" data-testid="assessment-summary">
      <h2>{t('assessment.title')}</h2>
      <dl className="facts">
        <dt>{t('common.visaType')}</dt>
        <dd>
          {visaName(a.visaType)}
          {a.visaSubtype ? ` (${a.visaSubtype})` : ''}
        </dd>
        <dt>{t('assessment.applicationType')}</dt>
        <dd>{applicationType(a.applicationType)}</dd>
        <dt>{t('assessment.result')}</dt>
        <dd>
          <span className={`badge ${a.eligible ? 'badge-success' : 'badge-danger'}`} data-testid="assessment-eligible">
            {a.eligible ? t('assessment.eligible') : t('assessment.notEligible')}
          </span>{' '}
          <span data-testid="assessment-score">{t('assessment.score', { score: Math.round(a.score) })}</span>
        </dd>
        {nationality && (
          <>
            <dt>{t('assessment.nationality')}</dt>
            <dd>{i18n.exists(`translation:nationalities.${a.nationality}`) ? nationality : <UserText>{nationality}</UserText>}</dd>
          </>
        )}
        <dt>{t('assessment.evaluatedAt')}</dt>
        <dd>{day(a.evaluatedAt, i18n.resolvedLanguage)}</dd>
        {a.changePaths.length > 0 && (
          <>
            <dt>{t('assessment.changePaths')}</dt>
            <dd>{a.changePaths.map(visaName).join(', ')}</dd>
          </>
        )}
      </dl>
      <h3 className="sub-title">{t('assessment.missingDocuments')}</h3>
      {a.missingDocuments.length === 0 ? (
        <p className="muted">{t('assessment.noMissingDocuments')}</p>
      ) : (
        <ul className="plain-list" data-testid="missing-documents">
          {a.missingDocuments.map((code) => (
            <li key={code}>{documentName(code) ?? <UserText>{code}</UserText>}</li>
          ))}
        </ul>
      )}
    </article>
  );
}
