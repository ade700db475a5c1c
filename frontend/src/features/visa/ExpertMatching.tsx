import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_OPTIONS, type TServiceOption } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import { ExpertCard } from './ExpertCard';
import { MatchingQuotes } from './MatchingQuotes';
import { useMatchingForQuery, useRequestExpertsMutation, useSelectExpertMutation } from './services-endpoints';
import { interfaceLanguage } from './text';
import { useServicesFeature } from './use-services-feature';

/**
 * "Talk to an expert": one matching request per assessment (shown again when the result is opened
 * again; asking again answers the same one), the ranked candidates as cards that tell them apart
 * (ExpertCard), the choice of one, and then the chosen expert's quotes with accept-and-pay.
 */
export function ExpertMatching({ assessmentId }: { assessmentId: string }) {
  useServicesFeature();
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const [serviceOption, setServiceOption] = useState<TServiceOption>('consultation');
  // A failed lookup offers to ask: asking answers the same request when there is one.
  const lookup = useMatchingForQuery(assessmentId);
  const [requestExperts, asking] = useRequestExpertsMutation();
  const [selectExpert, choosing] = useSelectExpertMutation();

  const request = lookup.isError ? null : (lookup.data ?? null);
  const working = asking.isLoading || choosing.isLoading;
  const looking = lookup.isLoading;
  const failure = asking.error ?? choosing.error;
  const chosen = request?.candidates.find((c) => c.expertId === request.selectedExpertId);
  return (
    <article className="card" data-testid="expert-matching">
      <h2>{t('visa.expert.title')}</h2>
      {!request ? (
        <>
          <p className="muted">{t('visa.expert.intro')}</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={working || looking}
            data-testid="request-expert"
            onClick={() => void requestExperts({ assessmentId, preferences: { languages: [lng] } })}
          >
            {working || looking ? t('common.loading') : t('visa.expert.find')}
          </button>
        </>
      ) : request.candidates.length === 0 ? (
        <p className="empty-state">{t('visa.expert.none')}</p>
      ) : (
        <>
          {/* Once an expert is chosen, what comes next (the quote, then the paid service) is said by the quotes. */}
          {!chosen && (
            <label className="field">
              <span>{t('visa.expert.serviceOption')}</span>
              <select value={serviceOption} data-testid="service-option" onChange={(e) => setServiceOption(e.target.value as TServiceOption)}>
                {SERVICE_OPTIONS.map((o) => (
                  <option key={o} value={o}>
                    {t(`visa.expert.options.${o}`)}
                  </option>
                ))}
              </select>
            </label>
          )}
          {chosen && <MatchingQuotes request={request} expertName={chosen.name} />}
          <ol className="candidate-list">
            {request.candidates.map((c) => (
              <ExpertCard
                key={c.expertId}
                candidate={c}
                visaType={request.visaType}
                serviceOption={request.serviceOption ?? serviceOption}
                chosen={request.selectedExpertId === c.expertId}
                locked={Boolean(request.selectedExpertId)}
                busy={working}
                onSelect={(expertId) => void selectExpert({ assessmentId, requestId: request.requestId, expertId, serviceOption })}
              />
            ))}
          </ol>
        </>
      )}
      {failure && (
        <div className="alert alert-error" role="alert" data-testid="expert-error">
          {errorText(i18n, failure, 'visa:visa.expert.failed')}
        </div>
      )}
    </article>
  );
}
