import type { TCandidateSource } from '@tov/contracts';
import { newId } from '@tov/kit';
import type { Candidate } from '../generated/prisma/client';
import type { CompanyTx } from './db';
import { moveStage, recordStageChange, SYSTEM_ACTOR } from './stage-history';

/** The talent as tovspark's profile showed them to the company. */
export interface TalentProfile {
  name: string;
  nationality: string | null;
  visaType: string | null;
  experienceYears: number | null;
}

export interface ContactedTalent {
  companyId: string;
  userId: string;
  profile: TalentProfile;
  message: string;
  contactedAt: Date;
}

export interface ScoredWork {
  companyId: string;
  userId: string;
  /** Null: the challenger has no talent profile (the name is then unknown to the company). */
  profile: TalentProfile | null;
  challengeId: string;
  challengeTitle: string | null;
  submissionId: string;
  score: number;
  description: string;
  demoUrl: string | null;
  scoredAt: Date;
}

const findByTalent = (tx: CompanyTx, companyId: string, userId: string) => tx.candidate.findUnique({ where: { companyId_userId: { companyId, userId } } });

async function enter(
  tx: CompanyTx,
  source: TCandidateSource,
  at: Date,
  fields: Omit<Candidate, 'id' | 'source' | 'stage' | 'stageChangedAt' | 'createdAt' | 'updatedAt' | 'employeeId' | 'complianceItemId'>,
): Promise<void> {
  const stage = source === 'talent' ? 'contacted' : 'sourced';
  const candidate = await tx.candidate.create({ data: { id: newId(), source, stage, stageChangedAt: at, createdAt: at, ...fields } });
  await recordStageChange(tx, candidate, null, { toStage: stage, notes: null, changedBy: SYSTEM_ACTOR, changedAt: at });
}

const NO_WORK = { challengeId: null, challengeTitle: null, submissionId: null, score: null, workDescription: null, workDemoUrl: null, scoredAt: null };

/**
 * The company contacted a talent (tovspark): a new candidate at `contacted`; one already sourced from a
 * challenge moves to `contacted`; one further on keeps its stage. The profile and message are refreshed.
 */
export async function takeInContactedTalent(tx: CompanyTx, contact: ContactedTalent): Promise<void> {
  const { companyId, userId, profile, message, contactedAt } = contact;
  const existing = await findByTalent(tx, companyId, userId);
  if (!existing) {
    await enter(tx, 'talent', contactedAt, { companyId, userId, ...profile, contactMessage: message, ...NO_WORK });
    return;
  }
  await tx.candidate.update({ where: { id: existing.id }, data: { ...profile, contactMessage: message } });
  if (existing.stage === 'sourced') await moveStage(tx, existing, { toStage: 'contacted', notes: null, changedBy: SYSTEM_ACTOR, changedAt: contactedAt });
}

/**
 * A challenge of the company with a recruitment reward was scored: a new candidate at `sourced` with the
 * work and score; a candidate already known keeps its stage and takes this work when it scored higher.
 */
export async function takeInScoredWork(tx: CompanyTx, work: ScoredWork): Promise<void> {
  const { companyId, userId, profile } = work;
  const fields = {
    challengeId: work.challengeId,
    challengeTitle: work.challengeTitle,
    submissionId: work.submissionId,
    score: work.score,
    workDescription: work.description,
    workDemoUrl: work.demoUrl,
    scoredAt: work.scoredAt,
  };
  const existing = await findByTalent(tx, companyId, userId);
  if (!existing) {
    const known = profile ?? { name: '', nationality: null, visaType: null, experienceYears: null };
    await enter(tx, 'challenge', work.scoredAt, { companyId, userId, ...known, contactMessage: null, ...fields });
    return;
  }
  if (existing.score === null || work.score > existing.score)
    await tx.candidate.update({ where: { id: existing.id }, data: { ...(profile ?? {}), ...fields } });
}
