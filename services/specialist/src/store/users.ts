import type { SpecialistDb, SpecialistTx } from './db';

export interface ProjectedUser {
  userId: string;
  name: string;
  email: string;
  role: string;
  roles: string[];
}

/** `auth.user.registered` is a fact about a new account: the latest one wins (a redelivery writes the same row). */
export async function upsertUser(tx: SpecialistTx, user: ProjectedUser): Promise<void> {
  const { userId, ...fields } = user;
  await tx.userProjection.upsert({ where: { userId }, create: user, update: fields });
}

/** Names by user id (users the projection does not know are absent). */
export async function namesOf(db: SpecialistDb | SpecialistTx, userIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Map();
  const rows = await db.userProjection.findMany({ where: { userId: { in: ids } }, select: { userId: true, name: true } });
  return new Map(rows.map((r) => [r.userId, r.name]));
}

export function findUser(db: SpecialistDb | SpecialistTx, userId: string) {
  return db.userProjection.findUnique({ where: { userId } });
}
