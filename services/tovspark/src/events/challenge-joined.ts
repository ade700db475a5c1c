import { challengeJoinedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { SOURCE } from './published';

/** `tovspark.challenge.joined`: a user joined (written with the participation row; a repeated join writes nothing). */
export function challengeJoinedEvent(challengeId: string, userId: string, joinedAt: Date): OutboxMessage<typeof challengeJoinedV1> {
  return { event: challengeJoinedV1, key: challengeId, source: SOURCE, data: { challengeId, userId, joinedAt: joinedAt.toISOString() } };
}
