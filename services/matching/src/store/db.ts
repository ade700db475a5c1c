import { createPrismaClient, type SqlClient } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type MatchingDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type MatchingTx = Prisma.TransactionClient;

export function createMatchingDb(databaseUrl: string): MatchingDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}

/**
 * The kit types a transaction by the raw-SQL surface it needs; at run time it is this service's
 * Prisma transaction client, so a handler may use the models.
 */
export function asMatchingTx(tx: SqlClient): MatchingTx {
  return tx as unknown as MatchingTx;
}
