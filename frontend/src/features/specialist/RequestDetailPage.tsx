import type { TQuote } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { UserText } from '../../components/UserText';
import { AssessmentSummary } from './AssessmentSummary';
import { dateTime, won } from './format';
import { QuoteForm } from './QuoteForm';
import { useRequestQuery } from './specialist-endpoints';
import { CallError, Loading, StatusChip } from './ui';
import { useVisaName } from './use-names';

/** Requests that can still be quoted; an accepted, declined or expired one is only read. */
const QUOTABLE = new Set(['new', 'quoted']);

function QuoteCard({ quote }: { quote: TQuote }) {
  const { t, i18n } = useTranslation('specialist');
  const lng = i18n.resolvedLanguage;
  return (
    <article className="card quote-card" data-testid="standing-quote">
      <div className="row-between">
        <h2>{t('quote.standing')}</h2>
        <StatusChip group="quoteStatus" status={quote.status} />
      </div>
      <p className="quote-amount" data-testid="standing-amount">
        {won(quote.amount, lng)}
      </p>
      <dl className="facts">
        <dt>{t('common.serviceOption')}</dt>
        <dd>{t(`serviceOptions.${quote.serviceOption}`)}</dd>
        <dt>{t('quote.validUntil')}</dt>
        <dd>{dateTime(quote.validUntil, lng)}</dd>
        <dt>{t('quote.sentAt')}</dt>
        <dd>{dateTime(quote.createdAt, lng)}</dd>
      </dl>
      {quote.message && (
        <p className="pre-line quote-message">
          <UserText>{quote.message}</UserText>
        </p>
      )}
    </article>
  );
}

/** One request: who asked and about what (the assessment summary), the standing quote, the quote form and earlier quotes. */
export default function RequestDetailPage() {
  const { t, i18n } = useTranslation('specialist');
  const visaName = useVisaName();
  const { id = '' } = useParams();
  const detail = useRequestQuery(id);
  const lng = i18n.resolvedLanguage;

  if (detail.isLoading) return <Loading />;
  if (detail.isError || !detail.data) {
    return (
      <section>
        <h1>{t('request.title')}</h1>
        <CallError error={detail.error ?? {}} fallbackKey="request.failed" />
        <Link to="/pro/requests">{t('request.back')}</Link>
      </section>
    );
  }
  const r = detail.data;
  const earlier = r.quotes.filter((q) => q.quoteId !== r.quote?.quoteId);
  return (
    <section data-testid="request-detail">
      <p>
        <Link to="/pro/requests">{t('request.back')}</Link>
      </p>
      <div className="row-between">
        <h1>
          {t('request.heading')} <UserText>{r.clientName}</UserText>
        </h1>
        <StatusChip group="requestStatus" status={r.status} testId="request-status" />
      </div>
      <dl className="facts request-facts">
        <dt>{t('common.visaType')}</dt>
        <dd>{visaName(r.visaType)}</dd>
        <dt>{t('request.wanted')}</dt>
        <dd>{t(`serviceOptions.${r.serviceOption}`)}</dd>
        <dt>{t('requests.selectedAt')}</dt>
        <dd>{dateTime(r.selectedAt, lng)}</dd>
      </dl>
      <div className="detail-grid">
        <AssessmentSummary assessment={r.assessment} />
        <div className="stack">
          {r.quote ? (
            <QuoteCard quote={r.quote} />
          ) : (
            <p className="empty-state" data-testid="no-quote">
              {t('quote.none')}
            </p>
          )}
          {QUOTABLE.has(r.status) ? (
            <QuoteForm key={r.quote?.quoteId ?? 'first'} request={r} />
          ) : (
            <p className="alert alert-info" data-testid="not-quotable">
              {t(`request.closed.${r.status}`)}
            </p>
          )}
        </div>
      </div>
      {earlier.length > 0 && (
        <article className="card">
          <h2>{t('quote.history')}</h2>
          <ul className="plain-list" data-testid="quote-history">
            {earlier.map((q) => (
              <li key={q.quoteId}>
                {won(q.amount, lng)} · {t(`serviceOptions.${q.serviceOption}`)} · {dateTime(q.createdAt, lng)}{' '}
                <StatusChip group="quoteStatus" status={q.status} />
              </li>
            ))}
          </ul>
        </article>
      )}
    </section>
  );
}
