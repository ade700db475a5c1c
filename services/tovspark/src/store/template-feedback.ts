import { AppError } from '@tov/kit';
import type { ChallengeTemplate } from '../generated/prisma/client';
import type { TovsparkTx } from './db';

/**
 * Locks the template's row for the rest of the transaction: ratings and uses of one template are
 * applied one after the other, so the sums recomputed after each see every earlier one.
 */
async function lockTemplate(tx: TovsparkTx, templateId: string): Promise<void> {
  const rows = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM challenge_templates WHERE id = ${templateId}::uuid FOR UPDATE`;
  if (rows.length === 0) throw new AppError('TEMPLATE_NOT_FOUND');
}

/**
 * Records the user's use of a template: the first use adds one to `usageCount`, later ones only
 * count in the user's `useCount` (docs/rules/tovspark-templates.md: usage counts accounts, not clicks).
 */
export async function recordTemplateUse(
  tx: TovsparkTx,
  templateId: string,
  userId: string,
  now: Date = new Date(),
): Promise<{ template: ChallengeTemplate; firstUse: boolean }> {
  await lockTemplate(tx, templateId);
  const { count } = await tx.templateUse.createMany({ data: [{ templateId, userId, firstUsedAt: now, lastUsedAt: now }], skipDuplicates: true });
  const firstUse = count === 1;
  if (firstUse) {
    const template = await tx.challengeTemplate.update({ where: { id: templateId }, data: { usageCount: { increment: 1 } } });
    return { template, firstUse };
  }
  await tx.templateUse.update({ where: { templateId_userId: { templateId, userId } }, data: { useCount: { increment: 1 }, lastUsedAt: now } });
  return { template: await tx.challengeTemplate.findUniqueOrThrow({ where: { id: templateId } }), firstUse };
}

/** The user's rating of a template (a second one replaces the first); the sum and count are recomputed from the ratings. */
export async function rateTemplate(
  tx: TovsparkTx,
  templateId: string,
  userId: string,
  rating: number,
): Promise<{ template: ChallengeTemplate; firstRating: boolean }> {
  await lockTemplate(tx, templateId);
  const earlier = await tx.templateRating.findUnique({ where: { templateId_userId: { templateId, userId } }, select: { rating: true } });
  await tx.templateRating.upsert({ where: { templateId_userId: { templateId, userId } }, create: { templateId, userId, rating }, update: { rating } });
  const totals = await tx.templateRating.aggregate({ where: { templateId }, _sum: { rating: true }, _count: { _all: true } });
  const template = await tx.challengeTemplate.update({
    where: { id: templateId },
    data: { ratingSum: totals._sum.rating ?? 0, ratingCount: totals._count._all },
  });
  return { template, firstRating: earlier === null };
}
