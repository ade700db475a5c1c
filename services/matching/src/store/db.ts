import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type MatchingDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type MatchingTx = Prisma.TransactionClient;

export function createMatchingDb(databaseUrl: string, logger?: Logger): MatchingDb {
  return createPrismaClient(PrismaClient, databaseUrl, logger ? { logger } : {});
}
