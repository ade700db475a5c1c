import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type AuthDb = PrismaClient;
/** The client inside `$transaction`. */
export type AuthTx = Prisma.TransactionClient;

export function createAuthDb(databaseUrl: string, logger?: Logger): AuthDb {
  return createPrismaClient(PrismaClient, databaseUrl, logger ? { logger } : {});
}
