import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../../src/api/http-client';
import { dashboardEndpoints } from '../../src/features/dashboards/dashboard-endpoints';
import { specialistEndpoints } from '../../src/features/specialist/specialist-endpoints';
import { servicesEndpoints } from '../../src/features/visa/services-endpoints';
import { createAppStore } from '../../src/store';
import { pricing, profile, quote, requestDetail, REQUEST_ID } from '../fixtures/specialist';

/**
 * The RTK Query cache against the app's own axios client, with only its adapter replaced: every
 * request a screen would make is counted here, as `METHOD /path` (the client adds the /api prefix).
 */
function server(answers: Record<string, unknown>) {
  const seen: string[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const key = `${(config.method ?? 'get').toUpperCase()} ${config.url}`;
    seen.push(key);
    if (!(key in answers)) {
      const response = { data: { success: false, code: 'NOT_FOUND', message: '없음' }, status: 404, statusText: '', headers: {}, config };
      throw new AxiosError('Request failed with status code 404', 'ERR_BAD_REQUEST', config, null, response);
    }
    return { data: { success: true, data: answers[key], message: '', timestamp: '' }, status: 200, statusText: '', headers: new AxiosHeaders(), config };
  };
  return { adapter, seen, count: (key: string) => seen.filter((k) => k === key).length };
}

const original = http.defaults.adapter;
afterEach(() => {
  http.defaults.adapter = original;
  jest.useRealTimers();
});

/** A store with its own cache, whose requests go to `answers`. */
function setUp(answers: Record<string, unknown>) {
  const fake = server(answers);
  http.defaults.adapter = fake.adapter;
  const { store } = createAppStore();
  return { store, ...fake };
}

/** Lets the answers of requests under way arrive (they resolve in microtasks, the timers are fake). */
const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const BRIDGE = 'GET /api/v1/dashboard/bridge-activity';
const summary = { items: [], page: 1, limit: 5, total: 0, thisMonth: 0, totalMinutes: 0, byKind: {} };

describe('the server cache (spec 000 §7: cached data is kept 60 s after last use)', () => {
  it('serves data unused for less than 60 s from the cache without a request, and reads it again after 60 s unused', async () => {
    jest.useFakeTimers();
    const { store, count } = setUp({ [BRIDGE]: summary });
    const read = () => store.dispatch(dashboardEndpoints.endpoints.bridgeActivity.initiate());

    const first = read();
    await first;
    expect(count(BRIDGE)).toBe(1);
    first.unsubscribe(); // the screen is left: unused from now on

    jest.advanceTimersByTime(59_000);
    const again = read();
    const cached = await again;
    expect(cached.data).toEqual(summary);
    expect(count(BRIDGE)).toBe(1);
    again.unsubscribe(); // unused again, from now on

    jest.advanceTimersByTime(60_000);
    const later = read();
    await later;
    expect(count(BRIDGE)).toBe(2);
    later.unsubscribe();
  });

  it('keeps what a screen still shows however long it shows it', async () => {
    jest.useFakeTimers();
    const { store, count } = setUp({ [BRIDGE]: summary });
    const shown = store.dispatch(dashboardEndpoints.endpoints.bridgeActivity.initiate());
    await shown;
    jest.advanceTimersByTime(10 * 60_000);
    const other = store.dispatch(dashboardEndpoints.endpoints.bridgeActivity.initiate());
    await other;
    expect(count(BRIDGE)).toBe(1);
    shown.unsubscribe();
    other.unsubscribe();
  });
});

describe('a mutation refreshes what it changes (tags)', () => {
  it('logging a community activity reads the activities and the dashboard again, once each (spec 000 §7)', async () => {
    const DASHBOARD = 'GET /api/v1/dashboard/me/challenger';
    const { store, count } = setUp({ [BRIDGE]: summary, [DASHBOARD]: {}, 'POST /api/v1/dashboard/bridge-activity': { id: 'a1' } });
    const shown = [
      store.dispatch(dashboardEndpoints.endpoints.bridgeActivity.initiate()),
      store.dispatch(dashboardEndpoints.endpoints.dashboard.initiate('challenger')),
    ];
    await Promise.all(shown);
    await store
      .dispatch(
        dashboardEndpoints.endpoints.logBridgeActivity.initiate({ kind: 'event', title: 'Job fair', occurredAt: '2030-01-01T00:00:00Z', minutes: null }),
      )
      .unwrap();
    await settle();
    expect(count(BRIDGE)).toBe(2);
    expect(count(DASHBOARD)).toBe(2);
    shown.forEach((s) => s.unsubscribe());
  });

  it('sending a quote reads the inbox and that request again, exactly once, and nothing else', async () => {
    const INBOX = 'GET /api/specialist/matching/requests';
    const REQUEST = `GET /api/specialist/matching/requests/${REQUEST_ID}`;
    const PRICING = 'GET /api/specialist/pricing';
    const { store, count, seen } = setUp({
      [INBOX]: { items: [], page: 1, limit: 20, total: 0 },
      [REQUEST]: requestDetail(),
      [PRICING]: pricing(),
      [`POST /api/specialist/matching/requests/${REQUEST_ID}/quote`]: quote(),
    });
    const { requests, request, sendQuote } = specialistEndpoints.endpoints;
    const shown = [
      store.dispatch(requests.initiate({ page: 1 })),
      store.dispatch(request.initiate(REQUEST_ID)),
      store.dispatch(specialistEndpoints.endpoints.pricing.initiate()),
    ];
    await Promise.all(shown);
    expect(seen).toHaveLength(3);
    await store
      .dispatch(
        sendQuote.initiate({
          requestId: REQUEST_ID,
          body: { amount: 480_000, serviceOption: 'document_review', message: null, validUntil: '2099-12-31T14:59:00.000Z' },
        }),
      )
      .unwrap();
    await settle();
    expect(count(INBOX)).toBe(2);
    expect(count(REQUEST)).toBe(2);
    expect(count(PRICING)).toBe(1);
    shown.forEach((s) => s.unsubscribe());
  });

  it('a vacation change reads the calendar and the profile again, once each', async () => {
    const CALENDAR = 'GET /api/specialist/schedules';
    const PROFILE = 'GET /api/specialist/profile';
    const { store, count } = setUp({
      [CALENDAR]: { items: [], vacation: null },
      [PROFILE]: profile(),
      'PUT /api/specialist/vacation': profile({ vacation: { from: '2030-01-10', to: '2030-01-11', reason: null } }),
    });
    const { schedules, setVacation } = specialistEndpoints.endpoints;
    const shown = [
      store.dispatch(schedules.initiate({ from: '2030-01-07T00:00:00.000Z', to: '2030-01-14T00:00:00.000Z' })),
      store.dispatch(specialistEndpoints.endpoints.profile.initiate()),
    ];
    await Promise.all(shown);
    await store.dispatch(setVacation.initiate({ from: '2030-01-10', to: '2030-01-11', reason: null })).unwrap();
    await settle();
    expect(count(CALENDAR)).toBe(2);
    expect(count(PROFILE)).toBe(2);
    shown.forEach((s) => s.unsubscribe());
  });

  it('declining a quote reads the quotes of that request again, once', async () => {
    const QUOTES = 'GET /api/visa/v3/matching/r1/quotes';
    const { store, count } = setUp({
      [QUOTES]: { requestId: 'r1', quotes: [quote({ quoteId: 'q1', requestId: 'r1', status: 'sent' })], service: null },
      'POST /api/visa/v3/matching/r1/quotes/q1/decline': null,
    });
    const shown = store.dispatch(servicesEndpoints.endpoints.matchingQuotes.initiate('r1'));
    await shown;
    await store.dispatch(servicesEndpoints.endpoints.declineQuote.initiate({ requestId: 'r1', quoteId: 'q1' })).unwrap();
    await settle();
    expect(count(QUOTES)).toBe(2);
    shown.unsubscribe();
  });
});

describe('the quotes of a matching request (issue 23)', () => {
  it('are read from the specialist service', async () => {
    const QUOTES = 'GET /api/visa/v3/matching/r1/quotes';
    const answer = { requestId: 'r1', quotes: [quote({ requestId: 'r1' })], service: null };
    const { store, seen } = setUp({ [QUOTES]: answer });
    const read = store.dispatch(servicesEndpoints.endpoints.matchingQuotes.initiate('r1'));
    expect((await read).data).toEqual(answer);
    expect(seen).toEqual([QUOTES]);
    read.unsubscribe();
  });

  it('are none yet while the specialist service does not know the request (404 right after the choice), without asking matching', async () => {
    const { store, seen } = setUp({ 'GET /api/visa/v3/matching/r1': { requestId: 'r1' } });
    const read = store.dispatch(servicesEndpoints.endpoints.matchingQuotes.initiate('r1'));
    expect((await read).data).toEqual({ requestId: 'r1', quotes: [], service: null });
    expect(seen).toEqual(['GET /api/visa/v3/matching/r1/quotes']);
    read.unsubscribe();
  });
});
