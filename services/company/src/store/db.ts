import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type CompanyDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type CompanyTx = Prisma.TransactionClient;

export function createCompanyDb(databaseUrl: string, logger?: Logger): CompanyDb {
  return createPrismaClient(PrismaClient, databaseUrl, logger ? { logger } : {});
}
