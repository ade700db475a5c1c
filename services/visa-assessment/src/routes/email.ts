import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import {
  EMAIL_SEND_SUMMARY_JOB,
  ZEmailAvailabilitySchema,
  ZEmailDeliverySchema,
  ZEmailDeliveryStatusSchema,
  ZEmailQueuedSchema,
  ZEmailRequestSchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  emailDeliveryKey,
  successEnvelope,
  type TEmailRequest,
  type TSendSummaryJob,
} from '@tov/contracts';
import {
  AppError,
  assertQueueConnected,
  claimIdempotencyKey,
  currentTraceparent,
  earlierResourceOf,
  idempotentRequestOf,
  requireIdentity,
  validationError,
  type RouteApp,
} from '@tov/kit';
import type { VisaDeps } from '../deps';
import { DOCUMENTS, type DocumentCode } from '../domain';
import { findOwnedAssessment } from '../store/assessments';
import { restoreResult } from '../store/stored-result';
import { findAccount } from '../store/user-projections';

const ZEmailQueuedAnswer = ZSuccessEnvelopeSchema(ZEmailQueuedSchema);

/**
 * E-mail of an assessment through the `email` queue (the workers deliver it). Both `send-summary` and
 * `send` go only to the account's own address, and only once it is verified (issue 12: no open relay);
 * the address and its verification come from auth's events. A `to` naming another address is refused
 * (403 EMAIL_RECIPIENT_NOT_ALLOWED), an unverified or not yet known address too (403 EMAIL_NOT_VERIFIED).
 * With an `Idempotency-Key` the delivery id is claimed once, so a retried request queues nothing twice
 * (the job id is the delivery id) and the key sent with another body is refused.
 */
export function emailRoutes(app: RouteApp, deps: VisaDeps): void {
  /** The delivery id: a new one, or the one an earlier call with this `Idempotency-Key` claimed. */
  const deliveryIdFor = async (request: FastifyRequest, scope: string, userId: string, body: TEmailRequest): Promise<string> => {
    const idempotency = idempotentRequestOf(request, scope, userId, body);
    if (!idempotency) return randomUUID();
    const earlier = await earlierResourceOf(deps.db, idempotency);
    if (earlier) return earlier;
    const deliveryId = randomUUID();
    if (await claimIdempotencyKey(deps.db, idempotency, deliveryId)) return deliveryId;
    return (await earlierResourceOf(deps.db, idempotency)) ?? deliveryId;
  };

  const enqueue = async (request: FastifyRequest, body: TEmailRequest, scope: string) => {
    const { userId } = requireIdentity(request);
    assertQueueConnected(deps.emailQueue);
    const row = await findOwnedAssessment(deps.db, body.assessmentId, userId);
    const account = await findAccount(deps.db, userId);
    if (body.to && body.to.toLowerCase() !== account?.email) {
      throw new AppError('EMAIL_RECIPIENT_NOT_ALLOWED', undefined, { details: [{ field: 'to', message: '본인 계정의 이메일 주소로만 보낼 수 있습니다.' }] });
    }
    if (!account?.emailVerified) throw new AppError('EMAIL_NOT_VERIFIED');
    const to = account.email;
    const deliveryId = await deliveryIdFor(request, scope, userId, body);
    const result = restoreResult(row.result);
    const traceparent = currentTraceparent();
    const job: TSendSummaryJob = {
      deliveryId,
      to,
      language: body.language,
      recipientName: account.name,
      requestedBy: userId,
      ...(traceparent ? { traceparent } : {}),
      assessment: {
        assessmentId: row.id,
        visaType: result.visaType,
        visaSubtype: result.visaSubtype,
        applicationType: result.applicationType,
        eligible: result.eligible,
        score: result.score,
        totalPoints: result.totalPoints,
        passMark: result.passMark,
        maxPoints: result.maxPoints,
        // The e-mail is in one language: thresholds, recommendations and reasons in that one.
        breakdown: result.breakdown.map((b) => ({ ...b, threshold: b.threshold[body.language] })),
        recommendations: result.recommendationTexts.map((t) => t[body.language]),
        missingDocuments: result.missingDocuments.map((code) => DOCUMENTS[code as DocumentCode]?.[body.language] ?? code),
        // A path not open yet carries what is missing in its reason (the job's path has no list of its own).
        changePaths: result.changePaths.map((p) => ({
          visaType: p.visaType,
          visaSubtype: p.visaSubtype,
          reason: [p.reasonText[body.language], p.missingConditions.map((c) => c.text[body.language]).join('; ')].filter(Boolean).join(' '),
        })),
        evaluatedAt: row.createdAt.toISOString(),
      },
    };
    // The job id is the delivery id: a retried call adds nothing twice (and re-adds a job an earlier attempt could not).
    await deps.emailQueue.add(EMAIL_SEND_SUMMARY_JOB, job, {
      jobId: deliveryId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: 1000,
      removeOnFail: 5000,
    });
    request.log.info({ deliveryId, assessmentId: row.id }, 'e-mail queued');
    return { deliveryId, status: 'queued' as const, to };
  };

  app.post(
    '/api/visa/v3/email/send-summary',
    {
      schema: {
        summary: "E-mail an assessment summary to the account's own verified address",
        body: ZEmailRequestSchema,
        response: { 202: ZEmailQueuedAnswer },
      },
    },
    async (request, reply) =>
      reply.status(202).send(successEnvelope(await enqueue(request, request.body, 'visa.email.send-summary'), '이메일 발송이 요청되었습니다.')),
  );
  app.post(
    '/api/visa/v3/email/send',
    {
      schema: {
        summary: "E-mail an assessment summary to the account's own verified address (another `to` is refused)",
        body: ZEmailRequestSchema,
        response: { 202: ZEmailQueuedAnswer },
      },
    },
    async (request, reply) => reply.status(202).send(successEnvelope(await enqueue(request, request.body, 'visa.email.send'), '이메일 발송이 요청되었습니다.')),
  );

  app.get(
    '/api/visa/v3/email/deliveries/:id',
    {
      schema: {
        summary: "Where one of the caller's e-mails stands",
        params: ZIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZEmailDeliveryStatusSchema) },
      },
    },
    async (request) => {
      const { userId } = requireIdentity(request);
      assertQueueConnected(deps.emailQueue);
      const job = await deps.emailQueue.getJob(request.params.id);
      const raw = await deps.redis.get(emailDeliveryKey(request.params.id));
      const owner = (job?.data as TSendSummaryJob | undefined)?.requestedBy;
      if (!job && !raw) throw validationError([{ field: 'id', message: '발송 기록을 찾을 수 없습니다.' }]);
      if (owner && owner !== userId) throw validationError([{ field: 'id', message: '발송 기록을 찾을 수 없습니다.' }]);
      const delivery = raw ? ZEmailDeliverySchema.parse(JSON.parse(raw)) : null;
      return successEnvelope({ deliveryId: request.params.id, status: delivery?.status ?? (job ? await job.getState() : 'unknown'), delivery });
    },
  );

  /** Delivery is available when a worker serves the queue and Redis answers (spec 001 §7). */
  app.get(
    '/api/visa/v3/email/availability',
    { schema: { summary: 'Whether e-mail can be delivered now', response: { 200: ZSuccessEnvelopeSchema(ZEmailAvailabilitySchema) } } },
    async () => {
      // Redis down: not available (the queue would wait for it), answered at once.
      if (!queueConnected(deps)) return successEnvelope({ available: false, configured: true, workers: 0, queued: 0 });
      const [workers, waiting] = await Promise.all([deps.emailQueue.getWorkersCount().catch(() => 0), deps.emailQueue.getWaitingCount().catch(() => -1)]);
      return successEnvelope({ available: workers > 0 && waiting >= 0, configured: true, workers, queued: Math.max(waiting, 0) });
    },
  );
}

function queueConnected(deps: VisaDeps): boolean {
  try {
    assertQueueConnected(deps.emailQueue);
    return true;
  } catch {
    return false;
  }
}
