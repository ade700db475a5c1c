import { applicantQuoteViews, requestServiceView } from '../../src/domain/applicant-quotes';
import type { Quote } from '../../src/generated/prisma/client';

/**
 * The quotes of a request as the applicant reads them: moved here from matching's quote-view tests
 * with the code that owns the rule (docs/decisions/116-hand-off-at-selection.md). The statuses are
 * the ones this service stores; only a standing quote past its deadline is shown `expired` before the
 * sweep closes it, and the standing quote is always the newest.
 */
const now = new Date('2026-12-01T12:00:00Z');
const quote = (id: string, createdAt: string, overrides: Partial<Quote> = {}): Quote => ({
  id,
  requestId: 'r1',
  expertId: 'e1',
  clientId: 'c1',
  amount: 150_000,
  currency: 'KRW',
  serviceOption: 'document_review',
  message: null,
  validUntil: new Date('2026-12-08T00:00:00Z'),
  status: 'sent',
  createdAt: new Date(createdAt),
  closedAt: null,
  ...overrides,
});
const names = (id: string) => (id === 'e1' ? '김행정' : '');
const statuses = (quotes: Quote[]) => applicantQuoteViews(quotes, names, now).map((q) => [q.quoteId, q.status]);

const older = quote('q1', '2026-12-01T09:00:00Z', { status: 'superseded', closedAt: new Date('2026-12-01T10:00:00Z') });
const newer = quote('q2', '2026-12-01T10:00:00Z', { amount: 120_000 });

describe('the quotes of a request, as the applicant reads them', () => {
  it('lists them newest first: the newest stands (sent), earlier ones are superseded', () => {
    expect(statuses([older, newer])).toEqual([
      ['q2', 'sent'],
      ['q1', 'superseded'],
    ]);
    const [standing] = applicantQuoteViews([older, newer], names, now);
    expect(standing).toEqual({
      quoteId: 'q2',
      requestId: 'r1',
      expertId: 'e1',
      expertName: '김행정',
      amount: 120_000,
      currency: 'KRW',
      serviceOption: 'document_review',
      message: null,
      validUntil: '2026-12-08T00:00:00.000Z',
      status: 'sent',
      createdAt: '2026-12-01T10:00:00.000Z',
    });
  });

  it('marks the accepted quote accepted and every other superseded', () => {
    expect(statuses([older, { ...newer, status: 'accepted' }])).toEqual([
      ['q2', 'accepted'],
      ['q1', 'superseded'],
    ]);
  });

  it.each(['declined', 'expired'])('shows the standing quote %s once it was closed so', (status) => {
    expect(statuses([older, { ...newer, status }])).toEqual([
      ['q2', status],
      ['q1', 'superseded'],
    ]);
  });

  it('shows a standing quote past its validity as expired before the sweep closes it', () => {
    expect(statuses([quote('q1', '2026-11-20T09:00:00Z', { validUntil: new Date('2026-11-27T09:00:00Z') })])).toEqual([['q1', 'expired']]);
    expect(statuses([quote('q1', '2026-11-20T09:00:00Z', { validUntil: now })])).toEqual([['q1', 'expired']]);
  });

  it('orders quotes made at the same instant by their time-ordered ids', () => {
    const at = '2026-12-01T10:00:00Z';
    expect(statuses([quote('0190a', at, { status: 'superseded' }), quote('0190b', at)])).toEqual([
      ['0190b', 'sent'],
      ['0190a', 'superseded'],
    ]);
  });

  it('answers no quotes for a request without any', () => {
    expect(applicantQuoteViews([], names, now)).toEqual([]);
  });

  it('shows the paid service with its own status, and none before a payment', () => {
    expect(requestServiceView({ id: 's1', status: 'in_progress' })).toEqual({ serviceId: 's1', status: 'in_progress' });
    expect(requestServiceView(null)).toBeNull();
  });
});
