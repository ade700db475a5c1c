import { userTalentVisibilityChangedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

/** `auth.user.talent-visibility-changed`: an applicant turned their consent to the talent search on or off. */
export function userTalentVisibilityChangedEvent(userId: string, visibleToCompanies: boolean, at: Date): OutboxMessage<typeof userTalentVisibilityChangedV1> {
  return { event: userTalentVisibilityChangedV1, key: userId, source: SOURCE, data: { userId, visibleToCompanies, changedAt: at.toISOString() } };
}
