import {
  challengePublishedV1,
  EMAIL_CHALLENGE_PUBLISHED_JOB,
  EMAIL_SUBMISSION_SCORED_JOB,
  submissionScoredV1,
  userRegisteredV1,
  type EventDefinition,
  type TChallengePublishedEmailJob,
  type TSubmissionScoredEmailJob,
} from '@tov/contracts';
import { queuedJobs, settledJobs as settledJobsOf } from '@tov/kit/testing';
import { api, caller, type Caller } from './tovspark-api';
import { registration, startTovsparkHarness, type PublishedEvent, type TovsparkHarness } from './tovspark-harness';

/**
 * Issue 24 item 9: a score reaches its participant and a publication the company that owns the
 * challenge by e-mail, one job each on the workers' `email` queue, in the recipient's language,
 * however often the call or the event is repeated.
 */
let h: TovsparkHarness;
let a: ReturnType<typeof api>;
const admin = caller('admin');

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  // The notices follow tovspark's own events: they must reach Kafka.
  h.relay.start();
}, 180_000);

afterAll(async () => {
  await h?.close();
});

async function registered(role: 'challenger' | 'company', name: string, extra: Record<string, unknown> = {}): Promise<Caller & { email: string }> {
  const data = { ...registration(role, name, role === 'company' ? `${name} Inc.` : undefined), ...extra };
  await h.processed((await h.publish(userRegisteredV1, data)).id);
  return { userId: data.userId, role, email: data.email };
}

const emailJobs = <T>(name: string, matches: (data: T) => boolean) => queuedJobs<T>(h.emailQueue, name, matches);
const settledJobs = <T>(name: string, matches: (data: T) => boolean, count: number) => settledJobsOf<T>(h.emailQueue, name, matches, count);

/** The fact again: a copy under another id (a producer's retry), and that envelope twice (a broker's redelivery). */
async function redeliver(definition: EventDefinition, data: unknown, key: string): Promise<void> {
  const copy = (await h.publish(definition, data as never, { key })) as PublishedEvent<unknown>;
  await h.republish(copy, definition.topic);
  await h.processed(copy.id);
}

describe('notice e-mails of tovspark', () => {
  it('e-mails the owning company once, in Korean, when its challenge is published, also when the call and the event are repeated', async () => {
    const company = await registered('company', 'Notice Co');
    const challenge = await a.publishedChallenge(company, admin, { title: 'Notice challenge' });
    expect((await a.publish(admin, challenge.id)).statusCode).toBe(409);

    const isThis = (d: TChallengePublishedEmailJob) => d.challengeId === challenge.id;
    const [job] = await settledJobs(EMAIL_CHALLENGE_PUBLISHED_JOB, isThis, 1);
    expect(job!.id).toBe(`challenge-published-${challenge.id}`);
    expect(job!.data).toMatchObject({
      to: company.email,
      recipientName: 'Notice Co',
      companyName: 'Notice Co Inc.',
      language: 'ko',
      challengeTitle: 'Notice challenge',
      challengePath: `/tovspark/challenges/${challenge.id}`,
    });

    const fact = {
      challengeId: challenge.id,
      companyId: company.userId,
      companyName: challenge.companyName,
      title: challenge.title,
      category: challenge.category,
      sparkPoints: challenge.sparkPoints,
      deadline: challenge.deadline,
      publishedBy: admin.userId,
      publishedAt: new Date().toISOString(),
    };
    await redeliver(challengePublishedV1, fact, challenge.id);
    expect(await settledJobs(EMAIL_CHALLENGE_PUBLISHED_JOB, isThis, 1)).toHaveLength(1);
  });

  it("e-mails nobody when an admin publishes a challenge of the admin's own", async () => {
    const challenge = await a.publishedChallenge(admin, admin, { title: 'Admin own challenge' });
    // The handler is the same for the relayed event and this copy: once the copy is processed, nothing was queued.
    const copy = await h.publish(
      challengePublishedV1,
      {
        challengeId: challenge.id,
        companyId: admin.userId,
        companyName: challenge.companyName,
        title: challenge.title,
        category: challenge.category,
        sparkPoints: challenge.sparkPoints,
        deadline: challenge.deadline,
        publishedBy: admin.userId,
        publishedAt: new Date().toISOString(),
      },
      { key: challenge.id },
    );
    await h.processed(copy.id);
    expect(await emailJobs(EMAIL_CHALLENGE_PUBLISHED_JOB, (d: TChallengePublishedEmailJob) => d.challengeId === challenge.id)).toHaveLength(0);
  });

  it("e-mails the participant their score once, in their talent profile's language, with the feedback and the points, when the event is repeated", async () => {
    const company = await registered('company', 'Score Co');
    const participant = await registered('challenger', 'Score Participant', { nationality: 'Japan' });
    const challenge = await a.publishedChallenge(company, admin, { sparkPoints: 500 });
    expect((await a.call('POST', `/api/v1/challenges/${challenge.id}/join`, participant)).statusCode).toBe(200);
    const submitted = await a.submit(participant, challenge.id, { description: 'my bot', draft: false });
    expect(submitted.statusCode).toBe(200);
    const submissionId = submitted.json().data.id as string;
    const score = () => a.call('PUT', `/api/v1/admin/tovspark/submissions/${submissionId}/score`, admin, { score: 87, feedback: '좋은 코드입니다.' });
    expect((await score()).statusCode).toBe(200);
    expect((await score()).statusCode).toBe(409);

    const isThis = (d: TSubmissionScoredEmailJob) => d.submissionId === submissionId;
    const [job] = await settledJobs(EMAIL_SUBMISSION_SCORED_JOB, isThis, 1);
    expect(job!.id).toBe(`submission-scored-${submissionId}`);
    expect(job!.data).toMatchObject({
      to: participant.email,
      participantName: 'Score Participant',
      language: 'ja',
      challengeTitle: challenge.title,
      score: 87,
      feedback: '좋은 코드입니다.',
      sparkPoints: 435,
      challengePath: `/tovspark/challenges/${challenge.id}`,
    });

    const fact = {
      submissionId,
      challengeId: challenge.id,
      userId: participant.userId,
      score: 87,
      challengeSparkPoints: 500,
      scoredBy: admin.userId,
      scoredAt: new Date().toISOString(),
    };
    await redeliver(submissionScoredV1, fact, submissionId);
    expect(await settledJobs(EMAIL_SUBMISSION_SCORED_JOB, isThis, 1)).toHaveLength(1);
  });
});
