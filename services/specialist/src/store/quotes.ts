import { AppError, createIdempotently, enqueueEvent, enqueueEvents, newId, validationError, type IdempotentRequest } from '@tov/kit';
import type { TQuoteInput } from '@tov/contracts';
import type { Quote } from '../generated/prisma/client';
import { canQuote, quoteDeadline } from '../domain/request-status';
import { quoteClosedEvent } from '../events/quote-closed';
import { quoteSentEvent } from '../events/quote-sent';
import type { SpecialistDb } from './db';
import { publishLoadChange } from './profiles';

/**
 * `POST /matching/requests/{id}/quote`: under a lock of the request row, the standing quote (if any)
 * is superseded, the new one written, the request becomes `quoted` and `specialist.quote.sent` goes to
 * the outbox, all in one transaction. A closed request answers 409 REQUEST_CLOSED; another expert's
 * 404. The amount defaults to the expert's price for the option and the request's visa type.
 */
export async function sendQuote(
  db: SpecialistDb,
  expertId: string,
  requestId: string,
  input: TQuoteInput,
  now: Date,
  idempotent: IdempotentRequest | undefined,
): Promise<{ value: Quote; replayed: boolean }> {
  return createIdempotently(db, idempotent, {
    async create(tx) {
      const locked = await tx.$queryRaw<Array<{ id: string; status: string; client_id: string; visa_type: string }>>`
        SELECT id, status, client_id, visa_type FROM specialist_requests WHERE id = ${requestId} AND expert_id = ${expertId} FOR UPDATE`;
      const request = locked[0];
      if (!request) throw new AppError('MATCHING_REQUEST_NOT_FOUND');
      if (!canQuote(request.status)) throw new AppError('REQUEST_CLOSED');
      const validUntil = quoteDeadline(input.validUntil, now);
      if (!validUntil) throw validationError([{ field: 'validUntil', message: '유효 기한은 현재 이후여야 합니다.' }]);
      let amount = input.amount;
      if (amount === undefined) {
        const price = await tx.specialistPrice.findUnique({
          where: { expertId_serviceOption_visaType: { expertId, serviceOption: input.serviceOption, visaType: request.visa_type } },
        });
        if (!price) throw new AppError('PRICE_NOT_SET');
        amount = price.amount;
      }
      await tx.quote.updateMany({ where: { requestId, status: 'sent' }, data: { status: 'superseded', closedAt: now } });
      const quote = await tx.quote.create({
        data: {
          id: newId(),
          requestId,
          expertId,
          clientId: request.client_id,
          amount,
          serviceOption: input.serviceOption,
          message: input.message ?? null,
          validUntil,
          status: 'sent',
          createdAt: now,
        },
      });
      await tx.specialistRequest.update({ where: { id: requestId }, data: { status: 'quoted' } });
      await enqueueEvent(tx, quoteSentEvent(quote));
      return { id: quote.id, value: quote };
    },
    load: (id) => db.quote.findUnique({ where: { id } }),
  });
}

/**
 * The expiry sweep (docs/decisions/087-sweeps-in-the-service.md): up to `limit` open quotes whose
 * `validUntil` has passed become `expired`, their requests `expired`, and `specialist.quote.closed`
 * `{ reason: 'expired' }` is written for each, and `specialist.profile.updated` with the new load for
 * each expert concerned, in one transaction. Rows another replica (or an accept) holds are skipped
 * and taken next time. Returns how many expired.
 */
export async function expireDueQuotes(db: SpecialistDb, now: Date, limit = 500): Promise<number> {
  return db.$transaction(async (tx) => {
    const due = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM quotes WHERE status = 'sent' AND valid_until <= ${now} ORDER BY valid_until LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
    if (due.length === 0) return 0;
    const ids = due.map((r) => r.id);
    const expired = await tx.quote.updateManyAndReturn({ where: { id: { in: ids }, status: 'sent' }, data: { status: 'expired', closedAt: now } });
    const closed = await tx.specialistRequest.updateManyAndReturn({
      where: { id: { in: expired.map((q) => q.requestId) }, status: 'quoted' },
      data: { status: 'expired', closedAt: now },
      select: { expertId: true },
    });
    await enqueueEvents(
      tx,
      expired.map((quote) => quoteClosedEvent(quote, 'expired', now)),
    );
    // Each expert whose request closed has one less to work on (one event per expert, with the new count).
    await publishLoadChange(
      tx,
      closed.map((r) => r.expertId),
      now,
    );
    return expired.length;
  });
}
