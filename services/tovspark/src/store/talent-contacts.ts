import { AppError, createIdempotently, enqueueEvent, type IdempotentRequest } from '@tov/kit';
import { CONTACT_WINDOW_MS, contactAllowance } from '../domain/talent-contact-limits';
import { talentContactedEvent } from '../events/talent-contacted';
import type { Talent, TalentContact } from '../generated/prisma/client';
import type { TovsparkDb, TovsparkTx } from './db';

export interface NewContact {
  companyId: string;
  companyName: string;
  talentId: string;
  message: string;
}

async function sentSince(tx: TovsparkTx, companyId: string, talentId: string, since: Date): Promise<{ toTalent: number; all: number }> {
  const [toTalent, all] = await Promise.all([
    tx.talentContact.count({ where: { companyId, talentId, createdAt: { gt: since } } }),
    tx.talentContact.count({ where: { companyId, createdAt: { gt: since } } }),
  ]);
  return { toTalent, all };
}

/**
 * Records a company's contact within its limits (docs/rules/tovspark.md): the company's contacts are
 * serialised by a transaction lock, so two at once cannot both take the last one. With an
 * `Idempotency-Key`, a retry answers the first contact (and its e-mail is enqueued under the same
 * job id again: a no-op). Over a limit: 429 TALENT_CONTACT_LIMIT. With `announceTo` (a company's
 * contact, not an admin's) the contact is published as `tovspark.talent.contacted`.
 */
export async function recordContact(
  db: TovsparkDb,
  contact: NewContact,
  idempotency: IdempotentRequest | undefined,
  options: { now?: Date; announceTo?: Talent } = {},
) {
  const now = options.now ?? new Date();
  return createIdempotently(db, idempotency, {
    create: async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`tovspark.talent-contact:${contact.companyId}`}, 0))`;
      const sent = await sentSince(tx, contact.companyId, contact.talentId, new Date(now.getTime() - CONTACT_WINDOW_MS));
      if (!contactAllowance(sent.toTalent, sent.all).allowed) throw new AppError('TALENT_CONTACT_LIMIT');
      const row = await tx.talentContact.create({ data: { ...contact, createdAt: now } });
      // A company's contact enters its hiring pipeline (tovspark.talent.contacted, in this transaction).
      if (options.announceTo) await enqueueEvent(tx, talentContactedEvent(row, options.announceTo));
      return { id: row.id, value: row };
    },
    load: (id) => db.talentContact.findUnique({ where: { id } }),
  });
}

/** Contacts still allowed from the company to the talent now. */
export async function remainingContacts(db: TovsparkDb, companyId: string, talentId: string, now: Date = new Date()): Promise<number> {
  const since = new Date(now.getTime() - CONTACT_WINDOW_MS);
  const [toTalent, all] = await Promise.all([
    db.talentContact.count({ where: { companyId, talentId, createdAt: { gt: since } } }),
    db.talentContact.count({ where: { companyId, createdAt: { gt: since } } }),
  ]);
  const left = contactAllowance(toTalent, all);
  return left.allowed ? left.remaining + 1 : 0;
}

export type { TalentContact };
