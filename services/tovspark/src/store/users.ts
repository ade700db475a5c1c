import type { TovsparkDb, TovsparkTx } from './db';

export interface ProjectedUser {
  userId: string;
  name: string;
  role: string;
  roles: string[];
  companyName: string | null;
  /** Never in an answer (the Reply-To of a company's message to a talent). */
  email: string | null;
}

/** `auth.user.registered` is a fact about a new account: the latest one wins (a redelivery writes the same row). */
export async function upsertUser(tx: TovsparkTx, user: ProjectedUser): Promise<void> {
  const { userId, ...fields } = user;
  await tx.userProjection.upsert({ where: { userId }, create: user, update: fields });
}

export function findUser(db: TovsparkDb | TovsparkTx, userId: string): Promise<ProjectedUser | null> {
  return db.userProjection.findUnique({ where: { userId } });
}

/** Names by user id (users the projection does not know are absent). */
export async function namesOf(db: TovsparkDb, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.userProjection.findMany({ where: { userId: { in: userIds } }, select: { userId: true, name: true } });
  return new Map(rows.map((r) => [r.userId, r.name]));
}

/**
 * The company name an account acts under: the one auth registered, else the one on its newest
 * challenge (a stack started after the registration never saw it), else null.
 */
export async function companyNameOf(db: TovsparkDb, userId: string): Promise<string | null> {
  const user = await findUser(db, userId);
  if (user?.companyName) return user.companyName;
  const newest = await db.challenge.findFirst({ where: { companyId: userId }, orderBy: { createdAt: 'desc' }, select: { companyName: true } });
  return newest?.companyName ?? null;
}

/**
 * The accounts with these addresses, by address (the demo seed finds the demo accounts so). Should an
 * address have been registered twice (auth's database made anew, this one kept), the latest
 * registration wins.
 */
export async function usersByEmail(db: TovsparkDb, emails: readonly string[]): Promise<Map<string, ProjectedUser>> {
  if (emails.length === 0) return new Map();
  const rows = await db.userProjection.findMany({ where: { email: { in: [...emails] } }, orderBy: [{ updatedAt: 'asc' }, { userId: 'asc' }] });
  return new Map(rows.map((row) => [row.email!, row]));
}
