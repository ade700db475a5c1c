import { createPrismaClient } from '@tov/kit';
import { PrismaClient } from '../generated/prisma/client';

export type VisaDb = PrismaClient;

export function createVisaDb(databaseUrl: string): VisaDb {
  return createPrismaClient(PrismaClient, databaseUrl, 20);
}
