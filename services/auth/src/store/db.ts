import { createPrismaClient } from '@tov/kit';
import { PrismaClient } from '../generated/prisma/client';

export type AuthDb = PrismaClient;

export function createAuthDb(databaseUrl: string): AuthDb {
  return createPrismaClient(PrismaClient, databaseUrl);
}
