import { quoteViews, type QuoteOutcomes, type StoredQuote } from '../../src/domain/quote-view';

const now = new Date('2026-12-01T12:00:00Z');
const quote = (quoteId: string, sentAt: string, overrides: Partial<StoredQuote> = {}): StoredQuote => ({
  quoteId,
  requestId: 'r1',
  expertId: 'e1',
  amount: 150_000,
  serviceOption: 'document_review',
  message: null,
  validUntil: new Date('2026-12-08T00:00:00Z'),
  sentAt: new Date(sentAt),
  ...overrides,
});
const none: QuoteOutcomes = { acceptedQuoteId: null, closure: null };
const names = (id: string) => (id === 'e1' ? '김행정' : '');
const statuses = (quotes: StoredQuote[], outcomes: QuoteOutcomes = none) => quoteViews(quotes, outcomes, names, now).map((q) => [q.quoteId, q.status]);

const older = quote('q1', '2026-12-01T09:00:00Z');
const newer = quote('q2', '2026-12-01T10:00:00Z', { amount: 120_000 });

describe('the quotes of a request, as the applicant reads them', () => {
  it('lists them newest first: the newest stands (sent), earlier ones are superseded', () => {
    expect(statuses([older, newer])).toEqual([
      ['q2', 'sent'],
      ['q1', 'superseded'],
    ]);
    const [standing] = quoteViews([older, newer], none, names, now);
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
    expect(statuses([older, newer], { acceptedQuoteId: 'q2', closure: null })).toEqual([
      ['q2', 'accepted'],
      ['q1', 'superseded'],
    ]);
  });

  it.each([
    ['declined', 'declined'],
    ['expired', 'expired'],
  ])('shows the standing quote %s once the workspace closed it', (reason, status) => {
    expect(statuses([older, newer], { acceptedQuoteId: null, closure: { quoteId: 'q2', reason, at: new Date('2026-12-01T11:00:00Z') } })).toEqual([
      ['q2', status],
      ['q1', 'superseded'],
    ]);
  });

  it('keeps a newer quote standing when an older one is closed', () => {
    expect(statuses([older, newer], { acceptedQuoteId: null, closure: { quoteId: 'q1', reason: 'expired', at: new Date('2026-12-01T11:00:00Z') } })).toEqual([
      ['q2', 'sent'],
      ['q1', 'superseded'],
    ]);
  });

  it('shows a standing quote past its validity as expired before the workspace closes it', () => {
    expect(statuses([quote('q1', '2026-11-20T09:00:00Z', { validUntil: new Date('2026-11-27T09:00:00Z') })])).toEqual([['q1', 'expired']]);
  });

  it('answers no quotes for a request without any', () => {
    expect(quoteViews([], none, names, now)).toEqual([]);
  });
});
