import type { TLanguage } from '@tov/contracts';
import { contactLanguage } from '../domain/talent-view';
import type { TovsparkDb, TovsparkTx } from './db';

type Client = TovsparkDb | TovsparkTx;

export interface NoticeRecipient {
  email: string;
  name: string;
  language: TLanguage;
}

/**
 * A participant: the address from the talent row (an applicant's) or the account projection, and the
 * language a talent's e-mails use (their choice, else their nationality's, else English:
 * docs/rules/tovspark.md, "E-mails"); null while no address is known.
 */
export async function participantRecipient(db: Client, userId: string): Promise<NoticeRecipient | null> {
  const talent = await db.talent.findUnique({ where: { userId }, select: { email: true, name: true, language: true, nationality: true } });
  const user = await db.userProjection.findUnique({ where: { userId }, select: { email: true, name: true } });
  const email = talent?.email || user?.email;
  if (!email) return null;
  return { email, name: user?.name || talent?.name || '', language: talent ? contactLanguage(talent) : 'en' };
}

/** The company account that owns a challenge, in Korean (the program's companies are Korean); null for another role or an unknown address. */
export async function companyRecipient(db: Client, userId: string): Promise<NoticeRecipient | null> {
  const user = await db.userProjection.findUnique({ where: { userId }, select: { email: true, name: true, role: true, roles: true } });
  if (!user?.email || !(user.role === 'company' || user.roles.includes('company'))) return null;
  return { email: user.email, name: user.name, language: 'ko' };
}
