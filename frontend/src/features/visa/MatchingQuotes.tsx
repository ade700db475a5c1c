import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TMatchingRequest, TQuote } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import { UserText } from '../../components/UserText';
import { useAppDispatch } from '../../store/hooks';
import { dateTimeText, wonText } from './services-format';
import { NO_QUOTE_ACTION, matchingRefreshRequested, quoteAcceptRequested, quoteDeclineRequested } from './services-slice';
import { interfaceLanguage } from './text';
import { useServicesState } from './use-services-feature';
import './services.css';

/** While the applicant waits for a quote, the request is read again this often. */
export const QUOTE_POLL_MS = 8_000;

/** True while the chosen expert's answer is awaited: no service, no standing quote. */
export function awaitingQuote(request: TMatchingRequest): boolean {
  return request.status === 'expert_selected' && request.service === null && !request.quotes.some((q) => q.status === 'sent');
}

function QuoteCard({ quote, request, assessmentId, index }: { quote: TQuote; request: TMatchingRequest; assessmentId: string; index: number }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const dispatch = useAppDispatch();
  const action = useServicesState((s) => s.quotes[quote.quoteId]) ?? NO_QUOTE_ACTION;
  const [confirming, setConfirming] = useState(false);
  const ref = { assessmentId, requestId: request.requestId, quoteId: quote.quoteId };
  const amount = wonText(t, quote.amount, lng);
  const service = t(`visa.expert.options.${quote.serviceOption}`);
  const busy = action.status === 'accepting' || action.status === 'declining';
  const open = quote.status === 'sent' && request.service === null;

  return (
    <li className={`card quote quote-${quote.status}`} data-testid={`quote-${index}`} data-status={quote.status}>
      <div className="row-between">
        <strong className="quote-amount" data-testid="quote-amount">
          {amount}
        </strong>
        <span className={`badge${quote.status === 'accepted' ? ' badge-success' : quote.status === 'sent' ? '' : ' badge-muted'}`} data-testid="quote-status">
          {t(`visa.quotes.statuses.${quote.status}`)}
        </span>
      </div>
      <dl className="facts">
        <dt>{t('visa.quotes.service')}</dt>
        <dd data-testid="quote-service">{service}</dd>
        <dt>{t('visa.quotes.validUntil')}</dt>
        <dd data-testid="quote-valid-until">{dateTimeText(quote.validUntil, lng)}</dd>
        <dt>{t('visa.quotes.sentAt')}</dt>
        <dd>{dateTimeText(quote.createdAt, lng)}</dd>
      </dl>
      {quote.message && (
        <p className="pre-line quote-message" data-testid="quote-message">
          <UserText>{quote.message}</UserText>
        </p>
      )}
      {open && !confirming && (
        <div className="link-row">
          <button type="button" className="btn btn-primary btn-small" disabled={busy} data-testid="quote-accept" onClick={() => setConfirming(true)}>
            {t('visa.quotes.accept')}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={busy}
            data-testid="quote-decline"
            onClick={() => dispatch(quoteDeclineRequested(ref))}
          >
            {action.status === 'declining' ? t('visa.quotes.declining') : t('visa.quotes.decline')}
          </button>
        </div>
      )}
      {open && confirming && (
        <div className="quote-confirm" role="group" aria-label={t('visa.quotes.confirmTitle')} data-testid="quote-confirm">
          <strong>{t('visa.quotes.confirmTitle')}</strong>
          <p data-testid="quote-confirm-text">{t('visa.quotes.confirmText', { amount, service, name: quote.expertName })}</p>
          <div className="link-row">
            <button
              type="button"
              className="btn btn-primary btn-small"
              disabled={busy}
              aria-busy={action.status === 'accepting'}
              data-testid="quote-pay"
              onClick={() => dispatch(quoteAcceptRequested(ref))}
            >
              {action.status === 'accepting' ? t('visa.quotes.paying') : t('visa.quotes.pay', { amount })}
            </button>
            <button type="button" className="btn btn-ghost btn-small" disabled={busy} data-testid="quote-cancel" onClick={() => setConfirming(false)}>
              {t('visa.quotes.cancel')}
            </button>
          </div>
        </div>
      )}
      {action.status === 'error' && (
        <div className="alert alert-error" role="alert" data-testid="quote-error">
          {errorText(i18n, action.error ?? {}, 'visa:visa.quotes.failed')}
        </div>
      )}
    </li>
  );
}

/**
 * The chosen expert's quotes on the request (newest first, the standing one with accept-and-pay and
 * decline) and, once paid, the way to the service. While no quote stands the request is read again
 * every few seconds.
 */
export function MatchingQuotes({ request, assessmentId, expertName }: { request: TMatchingRequest; assessmentId: string; expertName: string }) {
  const { t } = useTranslation('visa');
  const dispatch = useAppDispatch();
  const waiting = awaitingQuote(request);

  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setInterval(() => dispatch(matchingRefreshRequested({ assessmentId, requestId: request.requestId })), QUOTE_POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, dispatch, assessmentId, request.requestId]);

  return (
    <section className="quotes" data-testid="matching-quotes">
      <h3>{t('visa.quotes.title', { name: expertName })}</h3>
      {request.service && (
        <div className="alert alert-success" role="status" data-testid="service-paid">
          {t('visa.quotes.paid', { name: expertName })}{' '}
          <Link to={`/visa/services/${encodeURIComponent(request.service.serviceId)}`} data-testid="service-link">
            {t('visa.quotes.openService')}
          </Link>
        </div>
      )}
      {request.quotes.length === 0 ? (
        <p className="muted" data-testid="quote-waiting">
          {t('visa.quotes.waiting', { name: expertName })}
        </p>
      ) : (
        <ol className="quote-list">
          {request.quotes.map((quote, index) => (
            <QuoteCard key={quote.quoteId} quote={quote} request={request} assessmentId={assessmentId} index={index} />
          ))}
        </ol>
      )}
    </section>
  );
}
