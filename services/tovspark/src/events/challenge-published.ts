import { challengeClosedV1, challengePublishedV1 } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import type { Challenge } from '../generated/prisma/client';
import { SOURCE } from './published';

/** `tovspark.challenge.published`: applicants can join it from now on. */
export function challengePublishedEvent(challenge: Challenge, publishedBy: string, publishedAt: Date): OutboxMessage<typeof challengePublishedV1> {
  return {
    event: challengePublishedV1,
    key: challenge.id,
    source: SOURCE,
    data: {
      challengeId: challenge.id,
      companyId: challenge.companyId,
      companyName: challenge.companyName,
      title: challenge.title,
      category: challenge.category,
      sparkPoints: challenge.sparkPoints,
      deadline: challenge.deadline.toISOString(),
      publishedBy,
      publishedAt: publishedAt.toISOString(),
    },
  };
}

/** `tovspark.challenge.closed`: an admin closed it (the company's dashboard stops counting it as active). */
export function challengeClosedEvent(challenge: Challenge, closedBy: string, closedAt: Date): OutboxMessage<typeof challengeClosedV1> {
  return {
    event: challengeClosedV1,
    key: challenge.id,
    source: SOURCE,
    data: { challengeId: challenge.id, companyId: challenge.companyId, closedBy, closedAt: closedAt.toISOString() },
  };
}
