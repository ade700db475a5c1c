import { startServiceHarness } from '@tov/kit/testing';
import { matchingService } from '../../src/server';

export type { PublishedEvent } from '@tov/kit/testing';
export * from './event-fixtures';

export type MatchingHarness = Awaited<ReturnType<typeof startMatchingHarness>>;

/**
 * The matching service's own declaration on the real Postgres (matching_test), Redis and Kafka. Its
 * consumer group is new and starts at the end of the topics, so only the events a test publishes
 * reach the projections; specialists left by earlier runs are removed, so they do not compete in the
 * rankings.
 */
export async function startMatchingHarness() {
  const h = await startServiceHarness(matchingService, { database: 'matching_test' });
  await h.db.specialistProjection.deleteMany({});
  return h;
}
