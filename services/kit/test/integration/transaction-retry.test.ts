import { randomUUID } from 'node:crypto';
import { isTransactionConflict, TransactionConflictError, withTransactionRetry, type TransactionRetryOptions } from '../../src';
import type { Prisma, PrismaClient } from '../fixtures/service/src/generated/prisma/client';
import { connectKitFixture } from './kit-fixture';

/**
 * withTransactionRetry against the real Postgres (issue 24 item 7): two SERIALIZABLE transactions
 * each read whether the one seat of a slot is taken and, both having seen it free, take it. Postgres
 * lets only one commit and ends the other with a serialisation failure (40001); retried, it reads
 * again and finds the seat taken.
 */
let db: PrismaClient;
beforeAll(async () => {
  ({ db } = await connectKitFixture('kit-transaction-retry-test'));
}, 120_000);
afterAll(async () => db?.$disconnect());

const ROUNDS = 20;

/** Resolves once `parties` callers have arrived (each transaction's first attempt waits for the other's read). */
function barrier(parties: number): () => Promise<void> {
  let arrived = 0;
  let release!: () => void;
  const all = new Promise<void>((resolve) => (release = resolve));
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the other transaction never read')), 10_000).unref());
  return async () => {
    if (++arrived === parties) release();
    await Promise.race([all, timeout]);
  };
}

interface Booking {
  booked: boolean;
  runs: number;
}

/** Takes the slot's one seat (a `projections` row whose value is the slot) when no one holds it. */
function takeSeat(slot: string, who: string, bothRead: () => Promise<void>, run: (fn: (tx: Prisma.TransactionClient) => Promise<Booking>) => Promise<Booking>) {
  let runs = 0;
  return run(async (tx) => {
    runs++;
    const [seat] = await tx.$queryRawUnsafe<Array<{ taken: number }>>('SELECT count(*)::int AS taken FROM projections WHERE value = $1', slot);
    if (runs === 1) await bothRead();
    if (seat!.taken > 0) return { booked: false, runs };
    await tx.$executeRawUnsafe('INSERT INTO projections (event_id, value) VALUES ($1, $2)', `${slot}:${who}`, slot);
    return { booked: true, runs };
  });
}

const seatsOf = async (slot: string) =>
  (await db.$queryRawUnsafe<Array<{ n: number }>>('SELECT count(*)::int AS n FROM projections WHERE value = $1', slot))[0]!.n;

describe('withTransactionRetry on the real Postgres', () => {
  it(`retries the loser of two SERIALIZABLE transactions, which then sees the winner's write (${ROUNDS} races)`, async () => {
    const retried: unknown[] = [];
    const options: TransactionRetryOptions = { isolationLevel: 'Serializable', baseDelayMs: 5, onRetry: ({ error }) => retried.push(error) };
    let loserRuns = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const slot = `slot-${randomUUID()}`;
      const bothRead = barrier(2);
      const race = await Promise.all(['a', 'b'].map((who) => takeSeat(slot, who, bothRead, (fn) => withTransactionRetry(db, fn, options))));
      // One took the seat at its first run; the other lost to it, ran again and found the seat taken
      // (twice or more when its retry began before the winner had committed: the machine is shared).
      const winner = race.find((b) => b.booked);
      const loser = race.find((b) => !b.booked);
      expect([round, race.filter((b) => b.booked).length, winner?.runs]).toEqual([round, 1, 1]);
      expect(loser!.runs).toBeGreaterThanOrEqual(2);
      loserRuns += loser!.runs;
      expect(await seatsOf(slot)).toBe(1);
    }
    // Every retry was for a real serialisation failure, seen as Prisma reports it.
    expect(retried).toHaveLength(loserRuns - ROUNDS);
    for (const error of retried) expect(isTransactionConflict(error)).toBe(true);
  });

  it(`answers 409 CONFLICT, never a bare database error, when no retry is allowed (${ROUNDS} races)`, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const slot = `slot-${randomUUID()}`;
      const bothRead = barrier(2);
      const race = await Promise.allSettled(
        ['a', 'b'].map((who) => takeSeat(slot, who, bothRead, (fn) => withTransactionRetry(db, fn, { isolationLevel: 'Serializable', attempts: 1 }))),
      );
      const failed = race.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      expect([round, failed.length]).toEqual([round, 1]);
      expect(failed[0]!.reason).toBeInstanceOf(TransactionConflictError);
      expect(failed[0]!.reason).toMatchObject({ code: 'CONFLICT', status: 409, attempts: 1 });
      expect(isTransactionConflict((failed[0]!.reason as TransactionConflictError).cause)).toBe(true);
      expect(await seatsOf(slot)).toBe(1);
    }
  });
});
