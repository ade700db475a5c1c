import { AppError, isAdmin, type Identity } from '@tov/kit';
import type { TChallengeStatus } from '@tov/contracts';
import { isPublic } from '../domain/challenge-status';
import type { Challenge } from '../generated/prisma/client';

/** The owning company account, or an admin. */
export function mayManage(identity: Identity, challenge: Challenge): boolean {
  return challenge.companyId === identity.userId || isAdmin(identity);
}

/**
 * A challenge the caller may see: public ones for everyone, the others for their owner and admins.
 * One that is missing or hidden answers CHALLENGE_NOT_FOUND (ids of drafts cannot be probed).
 */
export function visibleOrNotFound(identity: Identity, challenge: Challenge | null): Challenge {
  if (!challenge || !(isPublic(challenge.status as TChallengeStatus) || mayManage(identity, challenge))) throw new AppError('CHALLENGE_NOT_FOUND');
  return challenge;
}

/** A challenge open for participation: published and before its deadline. */
export function assertOpen(challenge: Challenge, now: Date = new Date()): void {
  if (challenge.status !== 'published') throw new AppError('CHALLENGE_NOT_OPEN');
  if (challenge.deadline.getTime() <= now.getTime()) throw new AppError('CHALLENGE_DEADLINE_PASSED');
}
