import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { TMatchingQuotes, TQuote } from '@tov/contracts';
import { errorText } from '../../api/error-text';
import type { TMatchingRequest } from '@tov/contracts';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { UserText } from '../../components/UserText';
import { useAppDispatch } from '../../store/hooks';
import { dateTimeText, wonText } from './services-format';
import { useDeclineQuoteMutation, useMatchingQuotesQuery } from './services-endpoints';
import { NO_ACCEPT, quoteAcceptRequested } from './services-slice';
import { interfaceLanguage } from './text';
import { useServicesState } from './use-services-feature';
import './services.css';

/** While the applicant waits for a quote, the quotes are read again this often. */
export const QUOTE_POLL_MS = 8_000;

/** True while the chosen expert's answer is awaited: no service, no standing quote (or the quotes not read yet). */
export function awaitingQuote(request: TMatchingRequest, quotes: TMatchingQuotes | undefined): boolean {
  return request.status === 'expert_selected' && (!quotes || (quotes.service === null && !quotes.quotes.some((q) => q.status === 'sent')));
}

function QuoteCard({ quote, requestId, paid, index }: { quote: TQuote; requestId: string; paid: boolean; index: number }) {
  const { t, i18n } = useTranslation('visa');
  const lng = interfaceLanguage(i18n);
  const dispatch = useAppDispatch();
  const accept = useServicesState((s) => s.accepts[quote.quoteId]) ?? NO_ACCEPT;
  const [decline, declining] = useDeclineQuoteMutation();
  const [confirming, setConfirming] = useState(false);
  const ref = { requestId, quoteId: quote.quoteId };
  const amount = wonText(t, quote.amount, lng);
  const service = t(`visa.expert.options.${quote.serviceOption}`);
  const busy = accept.status === 'accepting' || declining.isLoading;
  // What the applicant just did stands until the quotes read again say the same.
  const status = accept.status === 'accepted' ? 'accepted' : declining.isSuccess ? 'declined' : quote.status;
  const open = status === 'sent' && !paid;
  const failure = accept.status === 'error' ? accept.error : declining.error;

  return (
    <li className={`card quote quote-${status}`} data-testid={`quote-${index}`} data-status={status}>
      <div className="row-between">
        <strong className="quote-amount" data-testid="quote-amount">
          {amount}
        </strong>
        <span className={`badge${status === 'accepted' ? ' badge-success' : status === 'sent' ? '' : ' badge-muted'}`} data-testid="quote-status">
          {t(`visa.quotes.statuses.${status}`)}
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
          <ConfirmButton
            className="btn btn-secondary btn-small"
            label={declining.isLoading ? t('visa.quotes.declining') : t('visa.quotes.decline')}
            disabled={busy}
            testId="quote-decline"
            confirm={{
              title: t('visa.confirm.declineTitle'),
              message: t('visa.confirm.declineText', { name: quote.expertName, amount }),
              confirmLabel: t('visa.confirm.declineYes'),
              cancelLabel: t('visa.confirm.back'),
            }}
            onConfirm={() => void decline(ref)}
          />
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
              aria-busy={accept.status === 'accepting'}
              data-testid="quote-pay"
              onClick={() => dispatch(quoteAcceptRequested(ref))}
            >
              {accept.status === 'accepting' ? t('visa.quotes.paying') : t('visa.quotes.pay', { amount })}
            </button>
            <button type="button" className="btn btn-ghost btn-small" disabled={busy} data-testid="quote-cancel" onClick={() => setConfirming(false)}>
              {t('visa.quotes.cancel')}
            </button>
          </div>
        </div>
      )}
      {failure && (
        <div className="alert alert-error" role="alert" data-testid="quote-error">
          {errorText(i18n, failure, 'visa:visa.quotes.failed')}
        </div>
      )}
    </li>
  );
}

/**
 * What comes after the choice of an expert: while a quote is awaited or open, what happens next (the
 * quote comes here and by e-mail); the chosen expert's quotes (newest first, the standing one with
 * accept-and-pay and decline) and, once paid, the way to the service instead. Read from the
 * specialist service; while no quote stands they are read again every few seconds.
 */
export function MatchingQuotes({ request, expertName }: { request: TMatchingRequest; expertName: string }) {
  const { t } = useTranslation('visa');
  const accepts = useServicesState((s) => s.accepts);
  const [polling, setPolling] = useState(true);
  const read = useMatchingQuotesQuery(request.requestId, { pollingInterval: polling ? QUOTE_POLL_MS : 0 });
  const quotes = read.data;
  const waiting = awaitingQuote(request, quotes);
  useEffect(() => setPolling(waiting), [waiting]);
  // The service a payment just started, before the quotes read again show it.
  const justPaid = quotes?.quotes.map((q) => accepts[q.quoteId]?.serviceId).find(Boolean);
  const serviceId = quotes?.service?.serviceId ?? justPaid ?? null;
  // "…will send you a quote" holds while one is awaited or stands open; paid, declined or expired, it goes.
  const expecting = serviceId === null && (!quotes || quotes.quotes.length === 0 || quotes.quotes.some((q) => q.status === 'sent'));

  return (
    <section className="quotes" data-testid="matching-quotes">
      {expecting && (
        <div className="alert alert-success" role="status" data-testid="expert-next-steps">
          <strong>{t('visa.expert.chosenTitle', { name: expertName })}</strong> {t('visa.expert.nextSteps', { name: expertName })}
        </div>
      )}
      <h3>{t('visa.quotes.title', { name: expertName })}</h3>
      {serviceId && (
        <div className="alert alert-success" role="status" data-testid="service-paid">
          {t('visa.quotes.paid', { name: expertName })} {t('visa.quotes.paidEmail')}{' '}
          <Link to={`/visa/services/${encodeURIComponent(serviceId)}`} data-testid="service-link">
            {t('visa.quotes.openService')}
          </Link>
        </div>
      )}
      {read.isLoading ? (
        <p className="muted">{t('common.loading')}</p>
      ) : !quotes || quotes.quotes.length === 0 ? (
        <p className="muted" data-testid="quote-waiting">
          {t('visa.quotes.waiting', { name: expertName })}
        </p>
      ) : (
        <ol className="quote-list">
          {quotes.quotes.map((quote, index) => (
            <QuoteCard key={quote.quoteId} quote={quote} requestId={request.requestId} paid={serviceId !== null} index={index} />
          ))}
        </ol>
      )}
    </section>
  );
}
