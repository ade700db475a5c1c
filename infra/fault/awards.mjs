// The fault suite's SparkPoints awards (issue 14): submissions are scored while Kafka is down. The
// score is stored with its `tovspark.submission.scored` event in the outbox, so the admin's call
// succeeds; the award follows the event once the broker is back, and must be booked once per
// submission, however the relay and the consumer retried in between.
import { demoToken } from '../scripts/demo-login.mjs';

/** One JSON call through the gateway; throws unless it answers `expected`. */
async function api(baseUrl, method, path, token, body, expected = 200) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const json = await res.json().catch(() => null);
  if (res.status !== expected) throw new Error(`${method} ${path} answered ${res.status} ${JSON.stringify(json)?.slice(0, 300)}`);
  return json.data;
}

/**
 * `count` challenges by the demo company, published by the demo admin, each joined and handed in by
 * the demo challenger: `count` submissions waiting for a score.
 */
export async function prepareAwards(baseUrl, { count = 6 } = {}) {
  const [company, admin, challenger] = await Promise.all(
    ['company@demo.tov', 'admin@demo.tov', 'challenger@demo.tov'].map((email) => demoToken(baseUrl, email)),
  );
  const submissions = [];
  const deadline = new Date(Date.now() + 7 * 24 * 3_600_000).toISOString();
  for (let i = 0; i < count; i++) {
    const challenge = await api(
      baseUrl,
      'POST',
      '/api/v1/challenges',
      company,
      {
        title: `Fault suite challenge ${i + 1}`,
        description: 'Scored while the broker is down.',
        category: 'coding',
        type: 'tech_development',
        difficulty: 'beginner',
        sparkPoints: 100 + i,
        rewards: [],
        deadline,
        status: 'pending_review',
        companyName: 'Fault Suite Co',
      },
      201,
    );
    await api(baseUrl, 'PUT', `/api/v1/admin/tovspark/challenges/${challenge.id}/publish`, admin, { status: 'published' });
    // A submission needs the participation first (CHALLENGE_NOT_JOINED before).
    await api(baseUrl, 'POST', `/api/v1/challenges/${challenge.id}/join`, challenger);
    const submission = await api(baseUrl, 'POST', `/api/v1/challenges/${challenge.id}/submission`, challenger, {
      description: `Submission ${i + 1}`,
      draft: false,
    });
    submissions.push({ submissionId: submission.id, challengeId: challenge.id, userId: submission.userId, sparkPoints: 100 + i });
  }
  return { admin, submissions };
}

/** Scores the prepared submissions one every `everyMs` (score 50: half the challenge's points); resolves the answers. */
export async function scoreSubmissions(baseUrl, { admin, submissions }, { everyMs = 1_000 } = {}) {
  const answers = [];
  for (const s of submissions) {
    const started = Date.now();
    const res = await fetch(`${baseUrl}/api/v1/admin/tovspark/submissions/${s.submissionId}/score`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      body: JSON.stringify({ score: 50, feedback: 'Scored during the Kafka outage.' }),
      signal: AbortSignal.timeout(10_000),
    }).catch((error) => ({ status: 0, error }));
    answers.push({ submissionId: s.submissionId, status: res.status, ms: Date.now() - started });
    await new Promise((r) => setTimeout(r, everyMs));
  }
  return answers;
}

/** What the award should be: `round(points × 50 / 100)` half up (docs/rules/tovspark.md). */
export const expectedAward = (sparkPoints) => Math.round((sparkPoints * 50) / 100);
