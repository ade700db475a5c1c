import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type TovsparkDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type TovsparkTx = Prisma.TransactionClient;

export function createTovsparkDb(databaseUrl: string, logger?: Logger): TovsparkDb {
  return createPrismaClient(PrismaClient, databaseUrl, logger ? { logger } : {});
}
