// The fault suite's steady load through the gateway, and its readiness watch. Every answer is
// recorded (when it started, how long it took, its status, whether an error came in the envelope
// with Retry-After), so the run can say afterwards what users saw during each outage.
import { demoToken } from '../scripts/demo-login.mjs';
import { D10_APPLICANT } from '../scripts/sample-applicant.mjs';

const CLIENT_TIMEOUT_MS = 10_000;

/**
 * One call through the gateway. Resolves { kind, startedAt, ms, status, code, envelope, retryAfter,
 * id }; status 0 when no answer came (connection refused, client time-out after 10 s).
 */
async function call(baseUrl, kind, method, path, { token, body } = {}) {
  const startedAt = Date.now();
  const started = performance.now();
  const headers = { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let json;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = res.ok ? json?.success === true : json?.success === false && typeof json.code === 'string' && typeof json.message === 'string';
    return {
      kind,
      startedAt,
      ms,
      status: res.status,
      code: json?.code ?? null,
      envelope,
      retryAfter: res.headers.get('retry-after'),
      // A sign-up answers 202 with the address only (the account is verified by its e-mailed link).
      id: res.ok ? (json?.data?.assessmentId ?? json?.data?.user?.id ?? json?.data?.email ?? null) : null,
      token: res.ok ? (json?.data?.token ?? null) : null,
    };
  } catch (error) {
    return { kind, startedAt, ms: performance.now() - started, status: 0, code: error.name, envelope: false, retryAfter: null, id: null, token: null };
  }
}

let registrations = 0;
const companySignUp = () => ({
  role: 'company',
  email: `fault.${Date.now().toString(36)}.${(registrations += 1)}.${Math.random().toString(36).slice(2, 8)}@test.tov`,
  password: 'fault123',
  name: 'Fault Suite',
  companyName: 'Fault Co',
  businessNumber: '0',
  companyAddress: 'Seoul',
  phoneNumber: '02-555-0100',
});

/** Signs in as the seeded demo challenger (a sign-up returns no token) and saves one assessment to read back during the run. */
export async function prepareLoad(baseUrl) {
  const token = await demoToken(baseUrl, 'challenger@demo.tov');
  const saved = await call(baseUrl, 'evaluate', 'POST', '/api/visa/v3/assessment/evaluate', {
    token,
    body: { visaType: 'D-10', applicationType: 'NEW', userData: D10_APPLICANT, options: { autoSave: true } },
  });
  if (saved.status !== 201 || !saved.id) throw new Error(`could not save the load's first assessment (${saved.status} ${saved.code})`);
  return { token, assessmentId: saved.id, answers: [saved] };
}

/**
 * Every `intervalMs` a round of calls: reads that need Postgres and Redis (`/me`: the account and the
 * revocation check), Postgres or the Redis cache (an assessment), Postgres (the history), nothing
 * (`/types`, from the cache or computed), and writes: an evaluation saved with its event, and every
 * `registerEvery` rounds a sign-up with its event. A round does not wait for the previous one.
 */
export function startLoad(baseUrl, { token, assessmentId }, { intervalMs = 250, registerEvery = 4 } = {}) {
  const answers = [];
  const inFlight = new Set();
  let round = 0;
  const evaluation = { visaType: 'D-10', applicationType: 'NEW', userData: D10_APPLICANT, options: { autoSave: true } };
  const track = (promise) => {
    inFlight.add(promise);
    void promise.then((answer) => {
      answers.push(answer);
      inFlight.delete(promise);
    });
  };
  const timer = setInterval(() => {
    round += 1;
    track(call(baseUrl, 'me', 'GET', '/api/auth/me', { token }));
    track(call(baseUrl, 'assessment', 'GET', `/api/visa/v3/assessment/${assessmentId}`, { token }));
    track(call(baseUrl, 'history', 'GET', '/api/visa/v3/assessment/history?limit=5', { token }));
    track(call(baseUrl, 'types', 'GET', '/api/visa/v3/types'));
    track(call(baseUrl, 'evaluate', 'POST', '/api/visa/v3/assessment/evaluate', { token, body: evaluation }));
    if (round % registerEvery === 0) track(call(baseUrl, 'register', 'POST', '/api/auth/register', { body: companySignUp() }));
  }, intervalMs);
  return {
    answers,
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      return answers;
    },
  };
}

/**
 * Polls every service's `/health/ready` every `intervalMs`: { at, service, status, failing } where
 * `failing` names the dependencies the answer lists as failing (status 0: no answer).
 */
export function watchReadiness(urls, { intervalMs = 250 } = {}) {
  const samples = [];
  let stopped = false;
  const poll = async (service, url) => {
    while (!stopped) {
      const at = Date.now();
      let status = 0;
      let failing = [];
      try {
        const res = await fetch(`${url}/health/ready`, { signal: AbortSignal.timeout(4_000) });
        status = res.status;
        const body = await res.json().catch(() => ({}));
        failing = (body.details ?? []).map((d) => d.field);
      } catch {
        /* no answer */
      }
      samples.push({ at, service, status, failing });
      await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (Date.now() - at))));
    }
  };
  const loops = Object.entries(urls).map(([service, url]) => poll(service, url));
  return {
    samples,
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
}

/** Answers by status (`503`, `201`, ...), the slowest, and what was wrong with any (not 2xx or a fast 503 in the envelope). */
export function summariseAnswers(answers, { slowMs = 2_000 } = {}) {
  const byStatus = {};
  let slowest = null;
  const wrong = [];
  for (const a of answers) {
    byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
    if (!slowest || a.ms > slowest.ms) slowest = a;
    const ok2xx = a.status >= 200 && a.status < 300;
    const fast503 = a.status === 503 && a.envelope && a.code === 'SERVICE_UNAVAILABLE' && a.retryAfter !== null;
    if (!(ok2xx || fast503) || a.ms > slowMs)
      wrong.push({ kind: a.kind, status: a.status, code: a.code, ms: Math.round(a.ms), envelope: a.envelope, retryAfter: a.retryAfter });
  }
  return { count: answers.length, byStatus, slowestMs: slowest ? Math.round(slowest.ms) : 0, slowestKind: slowest?.kind ?? null, wrong };
}
