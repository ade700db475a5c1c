import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type VisaDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type VisaTx = Prisma.TransactionClient;

export function createVisaDb(databaseUrl: string, logger?: Logger): VisaDb {
  return createPrismaClient(PrismaClient, databaseUrl, { poolSize: 20, ...(logger ? { logger } : {}) });
}
