import { randomUUID } from 'node:crypto';
import { ZMySubmissionSchema, ZParticipationSchema, ZSubmissionSchema } from '@tov/contracts';
import { api, caller, tinyPdf } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
}, 180_000);
afterAll(async () => h?.close());

const BASE = '/api/v1/challenges';
const admin = caller('admin');
const company = caller('company');

const join = (who: ReturnType<typeof caller>, id: string) => a.call('POST', `${BASE}/${id}/join`, who);
const leave = (who: ReturnType<typeof caller>, id: string) => a.call('POST', `${BASE}/${id}/leave`, who);
const mine = async (who: ReturnType<typeof caller>, id: string) =>
  ZMySubmissionSchema.parse((await a.call('GET', `${BASE}/${id}/my-submission`, who)).json().data);

describe('joining and leaving', () => {
  it('joins a published challenge once however often it is asked, and counts the participant once', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const first = await join(who, challenge.id);
    expect(first.statusCode).toBe(200);
    expect(ZParticipationSchema.parse(first.json().data)).toEqual({ challengeId: challenge.id, participationStatus: 'in_progress', participantCount: 1 });
    expect((await join(who, challenge.id)).json().data).toMatchObject({ participantCount: 1, participationStatus: 'in_progress' });
    expect(await h.db.outboxEvent.count({ where: { type: 'tovspark.challenge.joined', key: challenge.id } })).toBe(1);
    expect((await a.call('GET', `${BASE}/${challenge.id}`, who)).json().data).toMatchObject({ participationStatus: 'in_progress', participantCount: 1 });
  });

  it('refuses to join a draft (404 to others), a closed challenge and one past its deadline, with their codes', async () => {
    const draft = await a.createChallenge(company);
    expect((await join(caller('challenger'), draft.id)).json().code).toBe('CHALLENGE_NOT_FOUND');
    const review = await a.createChallenge(company, { status: 'pending_review' });
    const ownJoin = await join(company, review.id);
    expect(ownJoin.statusCode).toBe(409);
    expect(ownJoin.json().code).toBe('CHALLENGE_NOT_OPEN');
    const closed = await a.publishedChallenge(company, admin);
    await a.publish(admin, closed.id, 'closed');
    expect((await join(caller('challenger'), closed.id)).json().code).toBe('CHALLENGE_NOT_OPEN');
    const late = await a.publishedChallenge(company, admin);
    await h.db.challenge.update({ where: { id: late.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const res = await join(caller('challenger'), late.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, code: 'CHALLENGE_DEADLINE_PASSED', message: '마감된 챌린지입니다.' });
    expect((await a.call('GET', `${BASE}/${late.id}`, caller('challenger'))).json().data.daysLeft).toBe(0);
  });

  it('leaves before submitting, discarding the draft, and refuses to leave after submitting', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    await join(who, challenge.id);
    await a.submit(who, challenge.id, { description: 'half done', draft: true });
    const left = await leave(who, challenge.id);
    expect(left.statusCode).toBe(200);
    expect(left.json().data).toEqual({ challengeId: challenge.id, participationStatus: 'not_started', participantCount: 0 });
    expect(await mine(who, challenge.id)).toEqual({ participationStatus: 'not_started', submission: null });

    await join(who, challenge.id);
    await a.submit(who, challenge.id, { description: 'done', draft: false });
    const refused = await leave(who, challenge.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SUBMISSION_ALREADY_SUBMITTED');
    expect((await mine(who, challenge.id)).participationStatus).toBe('submitted');
  });
});

describe("the caller's submission", () => {
  it('refuses to save a draft or hand in before joining (409 CHALLENGE_NOT_JOINED), storing nothing and joining nobody', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    for (const draft of [true, false]) {
      const res = await a.submit(who, challenge.id, { description: 'before joining', draft });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'CHALLENGE_NOT_JOINED' });
    }
    expect(await h.db.submission.count({ where: { challengeId: challenge.id } })).toBe(0);
    expect(await mine(who, challenge.id)).toEqual({ participationStatus: 'not_started', submission: null });
    expect((await a.call('GET', `${BASE}/${challenge.id}`, who)).json().data).toMatchObject({ participantCount: 0, participationStatus: 'not_started' });
    expect(await h.db.outboxEvent.count({ where: { type: 'tovspark.challenge.joined', key: challenge.id } })).toBe(0);
  });

  it('saves a draft once joined, updates it, then submits it; the caller reads it back', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    await join(who, challenge.id);
    const draft = await a.submit(who, challenge.id, { description: 'first idea', code: 'console.log(1)', draft: true });
    expect(draft.statusCode).toBe(200);
    expect(draft.json().message).toBe('임시 저장되었습니다.');
    expect(ZSubmissionSchema.parse(draft.json().data)).toMatchObject({ status: 'draft', description: 'first idea', submittedAt: null, files: [] });
    expect((await a.call('GET', `${BASE}/${challenge.id}`, who)).json().data).toMatchObject({ participantCount: 1, participationStatus: 'in_progress' });

    const uploaded = await a.upload(who, challenge.id, tinyPdf(), 'design.pdf', 'application/pdf');
    expect(uploaded.statusCode).toBe(201);
    const file = { fileId: uploaded.json().data.fileId, name: 'design.pdf', size: tinyPdf().length, contentType: 'application/pdf' };
    const submitted = await a.submit(who, challenge.id, {
      description: 'final idea',
      code: 'console.log(2)',
      demoUrl: 'https://demo.example.com',
      files: [file],
      draft: false,
    });
    expect(submitted.json().data).toMatchObject({ status: 'submitted', description: 'final idea', demoUrl: 'https://demo.example.com', files: [file] });
    expect(submitted.json().data.id).toBe(draft.json().data.id);
    expect(await mine(who, challenge.id)).toMatchObject({
      participationStatus: 'submitted',
      submission: { id: draft.json().data.id, status: 'submitted', code: 'console.log(2)' },
    });

    const backToDraft = await a.submit(who, challenge.id, { description: 'oops', draft: true });
    expect(backToDraft.statusCode).toBe(409);
    expect(backToDraft.json().code).toBe('SUBMISSION_ALREADY_SUBMITTED');
    const edit = await a.submit(who, challenge.id, { description: 'final idea, polished', draft: false });
    expect(edit.json().data).toMatchObject({ status: 'submitted', description: 'final idea, polished', submittedAt: submitted.json().data.submittedAt });
  });

  it('lets only its author read a submission: another user sees none of theirs', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const author = caller('challenger');
    await join(author, challenge.id);
    expect((await a.submit(author, challenge.id, { description: 'secret plan', draft: false })).statusCode).toBe(200);
    expect(await mine(caller('challenger'), challenge.id)).toEqual({ participationStatus: 'not_started', submission: null });
  });

  it('refuses a submission after the deadline and once evaluated, storing nothing new', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    await join(who, challenge.id);
    const sent = await a.submit(who, challenge.id, { description: 'v1', draft: false });
    const scored = await a.call('PUT', `/api/v1/admin/tovspark/submissions/${sent.json().data.id}/score`, admin, { score: 70, feedback: 'Solid.' });
    expect(scored.statusCode).toBe(200);
    const afterScore = await a.submit(who, challenge.id, { description: 'v2', draft: false });
    expect(afterScore.statusCode).toBe(409);
    expect(afterScore.json().code).toBe('SUBMISSION_ALREADY_EVALUATED');

    const late = await a.publishedChallenge(company, admin);
    await h.db.challenge.update({ where: { id: late.id }, data: { deadline: new Date(Date.now() - 1000) } });
    const other = caller('challenger');
    const refused = await a.submit(other, late.id, { description: 'too late', draft: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CHALLENGE_DEADLINE_PASSED');
    expect(await h.db.submission.count({ where: { challengeId: late.id } })).toBe(0);
    expect((await h.db.submission.findFirstOrThrow({ where: { challengeId: challenge.id } })).description).toBe('v1');
  });

  it('answers 400 with the failing fields for a bad submission and stores nothing', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const res = await a.submit(caller('challenger'), challenge.id, { description: 'x', demoUrl: 'ftp://x', files: [{ name: 'a.zip' }] });
    expect(res.statusCode).toBe(400);
    expect(
      res
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['demoUrl', 'draft', 'files.0.contentType', 'files.0.fileId', 'files.0.size']);
    expect(await h.db.submission.count({ where: { challengeId: challenge.id } })).toBe(0);
    expect(await h.db.participation.count({ where: { challengeId: challenge.id } })).toBe(0);
  });
});

describe('admin review of submissions', () => {
  it('lists handed-in submissions only (not drafts), paged, with the authors; applicants get 403', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const [first, second, drafter] = [caller('challenger'), caller('challenger'), caller('challenger')];
    for (const who of [first, second, drafter]) await join(who, challenge.id);
    await a.submit(first, challenge.id, { description: 'first', draft: false });
    await a.submit(second, challenge.id, { description: 'second', draft: false });
    await a.submit(drafter, challenge.id, { description: 'not yet', draft: true });
    const url = `/api/v1/admin/tovspark/challenges/${challenge.id}/submissions`;
    const page = await a.call('GET', `${url}?limit=1&page=2`, admin);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({ page: 2, limit: 1, total: 2, items: [{ userId: second.userId, description: 'second', status: 'submitted' }] });
    for (const role of ['challenger', 'company'] as const) expect((await a.call('GET', url, caller(role))).statusCode).toBe(403);
    expect((await a.call('GET', `/api/v1/admin/tovspark/challenges/${randomUUID()}/submissions`, admin)).json().code).toBe('CHALLENGE_NOT_FOUND');
  });

  it('scores only a handed-in submission, once; a draft is 409, a second score 409, a bad score 400, an applicant 403', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    await join(who, challenge.id);
    const draft = (await a.submit(who, challenge.id, { description: 'draft', draft: true })).json().data;
    const url = `/api/v1/admin/tovspark/submissions/${draft.id}/score`;
    expect((await a.call('PUT', url, admin, { score: 50, feedback: 'x' })).json().code).toBe('SUBMISSION_NOT_SUBMITTED');
    await a.submit(who, challenge.id, { description: 'done', draft: false });
    const applicant = await a.call('PUT', url, caller('challenger'), { score: 100, feedback: 'self-scored' });
    expect(applicant.statusCode).toBe(403);
    const bad = await a.call('PUT', url, admin, { score: 101, feedback: '' });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['feedback', 'score']);
    expect((await h.db.submission.findUniqueOrThrow({ where: { id: draft.id } })).status).toBe('submitted');
    const scored = await a.call('PUT', url, admin, { score: 88, feedback: 'Clear and working.' });
    expect(scored.json().data).toMatchObject({ status: 'evaluated', score: 88, feedback: 'Clear and working.' });
    // The scored event carries what the owner's hiring pipeline needs (decision 145): owner, title, rewards, the work.
    const event = await h.db.outboxEvent.findFirstOrThrow({ where: { type: 'tovspark.submission.scored', key: draft.id } });
    const stored = await h.db.challenge.findUniqueOrThrow({ where: { id: challenge.id } });
    expect((event.payload as { data: object }).data).toMatchObject({
      score: 88,
      challengeCompanyId: company.userId,
      challengeTitle: stored.title,
      challengeRewards: stored.rewards,
      work: { description: 'done', demoUrl: null },
      challenger: null,
    });
    const again = await a.call('PUT', url, admin, { score: 95, feedback: 'Changed my mind.' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('SUBMISSION_ALREADY_EVALUATED');
    expect((await h.db.submission.findUniqueOrThrow({ where: { id: draft.id } })).score).toBe(88);
    expect((await a.call('PUT', `/api/v1/admin/tovspark/submissions/${randomUUID()}/score`, admin, { score: 1, feedback: 'x' })).json().code).toBe(
      'SUBMISSION_NOT_FOUND',
    );
  });
});
