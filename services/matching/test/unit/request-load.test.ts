import { closureStands, holdsLoad, type RequestLoadFacts } from '../../src/domain/request-load';

const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));
const quote = (quoteId: string, minute: number) => ({ quoteId, sentAt: at(minute) });
const facts = (overrides: Partial<RequestLoadFacts> = {}): RequestLoadFacts => ({
  selected: true,
  closure: null,
  serviceStatus: null,
  quotes: [],
  ...overrides,
});

describe('a request’s share of its expert’s load', () => {
  it.each<[string, Partial<RequestLoadFacts>, boolean]>([
    ['an open request, no expert chosen', { selected: false }, false],
    ['chosen, waiting for a quote', {}, true],
    ['quoted', { quotes: [quote('q1', 1)] }, true],
    ['its quote declined', { quotes: [quote('q1', 1)], closure: { quoteId: 'q1', at: at(5) } }, false],
    ['its quote expired before the quote event arrived', { closure: { quoteId: 'q1', at: at(5) } }, false],
    ['quoted again after a declined quote', { quotes: [quote('q1', 1), quote('q2', 9)], closure: { quoteId: 'q1', at: at(5) } }, true],
    [
      'an old, superseded quote expiring after the standing one was sent',
      { quotes: [quote('q1', 1), quote('q2', 3)], closure: { quoteId: 'q1', at: at(5) } },
      true,
    ],
    ['paid: the service runs', { quotes: [quote('q1', 1)], serviceStatus: 'accepted' }, true],
    [
      'paid after an earlier quote expired',
      { quotes: [quote('q1', 1), quote('q2', 9)], closure: { quoteId: 'q1', at: at(5) }, serviceStatus: 'accepted' },
      true,
    ],
    ['the service completed', { quotes: [quote('q1', 1)], serviceStatus: 'completed' }, false],
    ['the service cancelled', { quotes: [quote('q1', 1)], serviceStatus: 'cancelled' }, false],
    ['closed, and then a service of it ends', { quotes: [quote('q1', 1)], closure: { quoteId: 'q1', at: at(5) }, serviceStatus: 'completed' }, false],
  ])('%s: holds load %s', (_case, overrides, expected) => {
    expect(holdsLoad(facts(overrides))).toBe(expected);
  });

  it('lets a closure stand only while the closed quote is the newest', () => {
    expect(closureStands({ closure: null, quotes: [] })).toBe(false);
    expect(closureStands({ closure: { quoteId: 'q2', at: at(5) }, quotes: [quote('q1', 1), quote('q2', 3)] })).toBe(true);
    expect(closureStands({ closure: { quoteId: 'q1', at: at(5) }, quotes: [quote('q1', 1), quote('q2', 3)] })).toBe(false);
  });
});
