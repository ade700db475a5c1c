import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SERVICE_OPTIONS, type TMatchingCandidate, type TServiceOption } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import type { TMatchingRequest } from '@tov/contracts';
import { UserText } from '../../components/UserText';
import { MatchingQuotes } from './MatchingQuotes';
import { useMatchingForQuery, useRequestExpertsMutation, useSelectExpertMutation } from './services-endpoints';
import { interfaceLanguage, textIn } from './text';
import { useServicesFeature } from './use-services-feature';

/** A language's name in the interface language (ISO 639-1 code in, "Vietnamese" / "베트남어" out). */
function languageNames(codes: readonly string[], lng: string): string {
  try {
    const names = new Intl.DisplayNames([lng], { type: 'language' });
    return codes.map((c) => names.of(c) ?? c).join(', ');
  } catch {
    return codes.join(', ');
  }
}

function Candidate({
  candidate,
  request,
  serviceOption,
  onSelect,
  busy,
}: {
  candidate: TMatchingCandidate;
  request: TMatchingRequest;
  serviceOption: TServiceOption;
  onSelect(): void;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const fee = candidate.fees.find((f) => f.serviceOption === serviceOption);
  const chosen = request.selectedExpertId === candidate.expertId;
  return (
    <li className={`card candidate${chosen ? ' chosen' : ''}`} data-testid={`candidate-${candidate.rank}`} data-expert-id={candidate.expertId}>
      <div className="row-between">
        <h3>
          {candidate.rank}. <UserText>{candidate.name}</UserText>
        </h3>
        <span className="badge" title={t('visa.expert.matchScore')}>
          {t('visa.expert.match', { score: candidate.score })}
        </span>
      </div>
      <dl className="facts">
        <dt>{t('visa.expert.expertise')}</dt>
        <dd>{t(`expertises.${candidate.expertise}`, { defaultValue: candidate.expertise })}</dd>
        <dt>{t('visa.expert.experience')}</dt>
        <dd>{t('visa.expert.years', { count: candidate.experienceYears })}</dd>
        <dt>{t('visa.expert.languages')}</dt>
        <dd>{languageNames(candidate.languages, lng)}</dd>
        <dt>{t('visa.expert.rating')}</dt>
        <dd>{candidate.rating.toFixed(1)} / 5</dd>
        <dt>{t('visa.expert.fee')}</dt>
        <dd data-testid="candidate-fee">{fee ? t('visa.expert.feeAmount', { amount: fee.amount.toLocaleString(lng) }) : t('visa.expert.feeOnQuote')}</dd>
      </dl>
      {candidate.bio && (
        <p className="bio">
          <UserText>{candidate.bio}</UserText>
        </p>
      )}
      {candidate.reasons.length > 0 && (
        <>
          <p className="muted">{t('visa.expert.why')}</p>
          <ul className="plain-list reasons">
            {candidate.reasons.map((r, i) => (
              <li key={i}>{textIn(r, lng)}</li>
            ))}
          </ul>
        </>
      )}
      {chosen ? (
        <span className="badge badge-success">{t('visa.expert.chosen')}</span>
      ) : (
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={Boolean(request.selectedExpertId) || busy}
          data-testid={`choose-${candidate.rank}`}
          onClick={onSelect}
        >
          {t('visa.expert.choose')}
        </button>
      )}
    </li>
  );
}

/**
 * "Talk to an expert": one matching request per assessment (shown again when the result is opened
 * again; asking again answers the same one), the ranked candidates with why they fit, their fees and
 * languages, the choice of one, and then the chosen expert's quotes with accept-and-pay.
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
              <Candidate
                key={c.expertId}
                candidate={c}
                request={request}
                serviceOption={request.serviceOption ?? serviceOption}
                busy={working}
                onSelect={() => void selectExpert({ assessmentId, requestId: request.requestId, expertId: c.expertId, serviceOption })}
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
