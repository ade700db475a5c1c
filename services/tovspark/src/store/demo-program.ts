import { DEMO_ACCOUNTS, DEMO_SEED_SCOPE, ZCreateChallengeSchema, ZCreateFromTemplateSchema, ZSubmissionInputSchema } from '@tov/contracts';
import { AppError, enqueueEvent, seededRequest } from '@tov/kit';
import { scoredSubmissionCause } from '../domain/sparkpoints';
import { challengeFromTemplate } from '../domain/template-challenge';
import { criteriaOf } from '../domain/template-view';
import { submissionScoredEvent } from '../events/submission-scored';
import type { Challenge } from '../generated/prisma/client';
import type { DemoChallenge, DemoParticipation } from '../seed/demo-challenges';
import { changeStatusAsAdmin, createChallenge, updateChallenge } from './challenges';
import { seedCompanies } from './companies';
import type { TovsparkDb } from './db';
import { findOwnSubmission, isParticipating, joinChallenge, saveSubmission, SCORED_CHALLENGE_FIELDS, scoreSubmission } from './participations';
import { recordTemplateUse } from './template-feedback';
import { gallerySlug } from './template-gallery';
import { usersByEmail, type ProjectedUser } from './users';

const DAY_MS = 86_400_000;

/** The demo accounts as tovspark's projection knows them (from `auth.user.registered`). */
export interface DemoProgramAccounts {
  company: ProjectedUser & { companyName: string };
  /** Publishes, scores and closes. */
  admin: ProjectedUser;
  /** By address. */
  challengers: ReadonlyMap<string, ProjectedUser>;
}

/**
 * The demo accounts once tovspark's projection has them all (the company with its company name), or
 * undefined while any is missing: `auth.user.registered` reaches this service a moment after the auth seed.
 */
export async function demoProgramAccounts(
  db: TovsparkDb,
  emails: { company: string; admin: string; challengers: readonly string[] } = DEMO_ACCOUNTS,
): Promise<DemoProgramAccounts | undefined> {
  const users = await usersByEmail(db, [emails.company, emails.admin, ...emails.challengers]);
  const company = users.get(emails.company);
  const admin = users.get(emails.admin);
  const challengers = new Map(emails.challengers.flatMap((email) => (users.has(email) ? [[email, users.get(email)!] as const] : [])));
  if (!company?.companyName || !admin || challengers.size < emails.challengers.length) return undefined;
  return { company: { ...company, companyName: company.companyName }, admin, challengers };
}

/** The demo company in the program's list of companies (`GET /challenges/companies`), unless it is there already (an admin's edits stay). */
export async function seedDemoCompany(db: TovsparkDb, companyName: string): Promise<boolean> {
  if (await db.company.findUnique({ where: { nameKey: companyName.toLowerCase() } })) return false;
  await seedCompanies(db, [
    {
      name: companyName,
      industry: 'Robotics',
      description: 'Service robots for logistics and hospitals; a team of 40 from nine countries in Seoul.',
      website: 'https://hanbit-robotics.example',
      totalHires: 12,
    },
  ]);
  return true;
}

/** What a run did; all zeros when the program was there already. */
export interface DemoProgramResult {
  challengesCreated: number;
  published: number;
  joined: number;
  handedIn: number;
  drafts: number;
  scored: number;
  closed: number;
  /** Open ones whose deadline had passed, given the template's duration again. */
  reopened: number;
  /** Scores whose SparkPoints were missing from the ledger, announced again (tovspark.submission.scored). */
  reannounced: number;
  /** The demo challenges, in the plan's order (also those found from an earlier run). */
  challengeIds: string[];
}

/**
 * The demo company's challenges from the gallery, their participants, hand-ins and scores (docs/decisions/130-demo-data.md),
 * through the same store code the routes use: each challenge is created once (an idempotency key of
 * `DEMO_SEED_SCOPE` naming its template, so a second run, or a run on a database that outlived the
 * last one, finds it), then brought to the plan's state one step at a time, each step only when it is
 * not done yet, so a second run changes nothing and a run cut short is finished by the next. The
 * SparkPoints are booked by tovspark's own consumer from `tovspark.submission.scored`, as for any
 * score; a scored demo submission whose entry is missing from the ledger (a test wiped it) is
 * announced again, and the ledger's cause key books it once.
 */
export async function seedDemoProgram(
  db: TovsparkDb,
  plan: readonly DemoChallenge[],
  accounts: DemoProgramAccounts,
  now: Date = new Date(),
): Promise<DemoProgramResult> {
  const result: DemoProgramResult = {
    challengesCreated: 0,
    published: 0,
    joined: 0,
    handedIn: 0,
    drafts: 0,
    scored: 0,
    closed: 0,
    reopened: 0,
    reannounced: 0,
    challengeIds: [],
  };
  const { company, admin } = accounts;
  const scoredNow = new Set<string>();
  for (const demo of plan) {
    const slug = gallerySlug(demo.template, demo.language);
    const template = await db.challengeTemplate.findUnique({ where: { slug } });
    if (!template) throw new Error(`the gallery template ${slug} is missing: seed the gallery first`);
    const fromTemplate = ZCreateFromTemplateSchema.parse({
      templateId: template.id,
      status: 'pending_review',
      ...(demo.mentor ? { mentor: demo.mentor } : {}),
    });
    const input = ZCreateChallengeSchema.parse(challengeFromTemplate(template, criteriaOf(template.evaluationCriteria), fromTemplate, now));
    let created;
    try {
      created = await createChallenge(
        db,
        input,
        { companyId: company.userId, companyName: company.companyName },
        seededRequest(DEMO_SEED_SCOPE, company.userId, `challenge:${slug}`),
        // As create-from-template does: the company used the template.
        async (tx) => void (await recordTemplateUse(tx, template.id, company.userId, now)),
      );
    } catch (error) {
      // Deleted since an earlier run (only a never-published one can be): it stays deleted.
      if (error instanceof AppError && error.code === 'IDEMPOTENCY_CONFLICT') continue;
      throw error;
    }
    let challenge: Challenge = created.value;
    if (!created.replayed) result.challengesCreated += 1;
    result.challengeIds.push(challenge.id);

    const unpublished = challenge.status === 'pending_review' || challenge.status === 'draft';
    // One that is to be open whose deadline passed (a database kept for weeks, a run cut short before
    // publishing) gets the template's duration again, as an admin may edit it, so the demo stays open.
    const toBeOpen = unpublished || (challenge.status === 'published' && !demo.closed);
    if (toBeOpen && challenge.deadline.getTime() <= now.getTime()) {
      challenge = await updateChallenge(db, challenge, { deadline: new Date(now.getTime() + template.durationDays * DAY_MS).toISOString() });
      result.reopened += 1;
    }
    if (unpublished) {
      challenge = await changeStatusAsAdmin(db, challenge, 'published', admin.userId, undefined);
      result.published += 1;
    }
    if (challenge.status !== 'published') continue;

    for (const participation of demo.participants) {
      const user = accounts.challengers.get(participation.email);
      if (!user) throw new Error(`the demo participant ${participation.email} is not known to tovspark yet`);
      await takePart(db, challenge, user.userId, participation, admin.userId, result, scoredNow);
    }
    if (demo.closed) {
      challenge = await changeStatusAsAdmin(db, challenge, 'closed', admin.userId, undefined);
      result.closed += 1;
      // Closed at its deadline: the admin's edit brings the deadline to the moment it closed.
      if (challenge.deadline.getTime() > now.getTime()) challenge = await updateChallenge(db, challenge, { deadline: now.toISOString() });
    }
  }
  // What this run scored is on its way to the consumer already.
  result.reannounced = await reannounceMissingAwards(db, result.challengeIds, scoredNow, admin.userId);
  return result;
}

/** One participant's part, each step only when it is not done yet. */
async function takePart(
  db: TovsparkDb,
  challenge: Challenge,
  userId: string,
  participation: DemoParticipation,
  adminId: string,
  result: DemoProgramResult,
  scoredNow: Set<string>,
): Promise<void> {
  const { work } = participation;
  let submission = await findOwnSubmission(db, challenge.id, userId);
  // A participant joins before any work is saved (a draft needs the participation: docs/rules/tovspark.md).
  if (!(await isParticipating(db, challenge.id, userId))) {
    await joinChallenge(db, challenge.id, userId);
    if (!work) result.joined += 1;
  }
  if (!work) return;
  const draft = work.draft === true;
  if (!submission || (submission.status === 'draft' && !draft)) {
    const input = ZSubmissionInputSchema.parse({ description: work.description, demoUrl: work.demoUrl ?? null, draft });
    submission = await saveSubmission(db, challenge, userId, input);
    if (draft) result.drafts += 1;
    else result.handedIn += 1;
  }
  if (work.score && submission.status === 'submitted') {
    await scoreSubmission(db, submission, work.score.score, work.score.feedback, adminId);
    scoredNow.add(submission.id);
    result.scored += 1;
  }
}

/**
 * `tovspark.submission.scored` again for each scored submission of these challenges (but those
 * scored just now) whose award is not in the ledger (a score of 0 earns none and is left alone). The
 * consumer books it under the same cause key, so an award booked meanwhile is not booked twice.
 */
async function reannounceMissingAwards(db: TovsparkDb, challengeIds: string[], scoredNow: ReadonlySet<string>, adminId: string): Promise<number> {
  if (challengeIds.length === 0) return 0;
  const scored = await db.submission.findMany({
    where: { challengeId: { in: challengeIds }, status: 'evaluated', score: { gt: 0 } },
    include: { challenge: { select: SCORED_CHALLENGE_FIELDS } },
    orderBy: { evaluatedAt: 'asc' },
  });
  const booked = new Set(
    (
      await db.sparkPointsEntry.findMany({
        where: { causeKey: { in: scored.map((s) => scoredSubmissionCause(s.id)) } },
        select: { causeKey: true },
      })
    ).map((e) => e.causeKey),
  );
  const missing = scored.filter((s) => !scoredNow.has(s.id) && !booked.has(scoredSubmissionCause(s.id)));
  if (missing.length === 0) return 0;
  const challengers = await db.talent.findMany({ where: { userId: { in: missing.map((s) => s.userId) } } });
  await db.$transaction(async (tx) => {
    for (const { challenge, ...submission } of missing) {
      const challenger = challengers.find((t) => t.userId === submission.userId) ?? null;
      await enqueueEvent(tx, submissionScoredEvent(submission, challenge, challenger, submission.scoredBy ?? adminId, submission.evaluatedAt ?? new Date()));
    }
  });
  return missing.length;
}
