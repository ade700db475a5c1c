import type { TChallengeStatus } from '@tov/contracts';

/**
 * Who may move a challenge from one status to another (docs/rules/tovspark.md).
 * The owning company prepares its challenge; only an admin publishes, rejects or closes.
 */
const OWNER_TRANSITIONS: Record<TChallengeStatus, readonly TChallengeStatus[]> = {
  draft: ['pending_review'],
  pending_review: ['draft'],
  rejected: ['draft', 'pending_review'],
  published: [],
  closed: [],
};

const ADMIN_TRANSITIONS: Record<TChallengeStatus, readonly TChallengeStatus[]> = {
  draft: ['published', 'rejected'],
  pending_review: ['published', 'rejected'],
  rejected: [],
  published: ['closed'],
  closed: [],
};

export type Actor = 'owner' | 'admin';

export function canTransition(actor: Actor, from: TChallengeStatus, to: TChallengeStatus): boolean {
  return (actor === 'owner' ? OWNER_TRANSITIONS : ADMIN_TRANSITIONS)[from].includes(to);
}

/** Content may change while the challenge is not public: once published, participants rely on it (an admin still may). */
export function isEditableBy(actor: Actor, status: TChallengeStatus): boolean {
  return actor === 'admin' || status === 'draft' || status === 'pending_review' || status === 'rejected';
}

/** A challenge that was never public can be deleted; a published or closed one has participants' work attached. */
export function isDeletable(status: TChallengeStatus): boolean {
  return status === 'draft' || status === 'pending_review' || status === 'rejected';
}

/** Statuses everyone may see; the others only the owner and admins. */
export const PUBLIC_STATUSES: readonly TChallengeStatus[] = ['published', 'closed'];

export function isPublic(status: TChallengeStatus): boolean {
  return PUBLIC_STATUSES.includes(status);
}
