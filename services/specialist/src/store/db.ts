import { createPrismaClient, type Logger } from '@tov/kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type SpecialistDb = PrismaClient;
/** The client inside `$transaction` (also what the kit's consumer hands to an event handler). */
export type SpecialistTx = Prisma.TransactionClient;

export function createSpecialistDb(databaseUrl: string, logger?: Logger): SpecialistDb {
  return createPrismaClient(PrismaClient, databaseUrl, logger ? { logger } : {});
}
