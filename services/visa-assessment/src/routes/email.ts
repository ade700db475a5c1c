import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { EMAIL_SEND_SUMMARY_JOB, ZEmailDeliverySchema, ZEmailRequestSchema, emailDeliveryKey, successEnvelope, type TSendSummaryJob } from '@tov/contracts';
import { currentTraceparent, idempotencyKeyOf, parseInput, requireIdentity, validationError } from '@tov/kit';
import type { VisaDeps } from '../deps';
import { findOwnedAssessment } from '../store/assessments';
import { restoreResult } from '../store/stored-result';

/**
 * E-mail of an assessment through the `email` queue (the workers deliver it). `send-summary` goes to
 * the account's own address; `send` may name another recipient. An `Idempotency-Key` makes the job
 * id, so a retried request queues nothing twice.
 */
export function emailRoutes(app: FastifyInstance, deps: VisaDeps): void {
  const enqueue = async (request: FastifyRequest, allowOtherRecipient: boolean) => {
    const { userId } = requireIdentity(request);
    const body = parseInput(ZEmailRequestSchema, request.body);
    const row = await findOwnedAssessment(deps.db, body.assessmentId, userId);
    const account = await deps.db.userProjection.findUnique({ where: { userId } });
    const to = allowOtherRecipient && body.to ? body.to.toLowerCase() : account?.email;
    if (!to) throw validationError([{ field: 'to', message: '받는 사람 이메일을 입력해주세요.' }]);
    const key = idempotencyKeyOf(request);
    // BullMQ job ids may not contain ':'; a hash of (user, key) keeps retries on one job.
    const deliveryId = key ? createHash('sha256').update(`${userId}\n${key}`).digest('hex').slice(0, 32) : randomUUID();
    const result = restoreResult(row.result);
    const traceparent = currentTraceparent();
    const job: TSendSummaryJob = {
      deliveryId,
      to,
      language: body.language,
      recipientName: to === account?.email ? account.name : null,
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
        breakdown: result.breakdown,
        recommendations: result.recommendations,
        missingDocuments: result.missingDocuments,
        changePaths: result.changePaths,
        evaluatedAt: row.createdAt.toISOString(),
      },
    };
    await deps.emailQueue.add(EMAIL_SEND_SUMMARY_JOB, job, { jobId: deliveryId, attempts: 5, backoff: { type: 'exponential', delay: 1000 }, removeOnComplete: 1000, removeOnFail: 5000 });
    request.log.info({ deliveryId, assessmentId: row.id }, 'e-mail queued');
    return { deliveryId, status: 'queued' as const, to };
  };

  app.post('/api/visa/v3/email/send-summary', async (request, reply) => reply.status(202).send(successEnvelope(await enqueue(request, false), '이메일 발송이 요청되었습니다.')));
  app.post('/api/visa/v3/email/send', async (request, reply) => reply.status(202).send(successEnvelope(await enqueue(request, true), '이메일 발송이 요청되었습니다.')));

  app.get<{ Params: { id: string } }>('/api/visa/v3/email/deliveries/:id', async (request) => {
    const { userId } = requireIdentity(request);
    const job = await deps.emailQueue.getJob(request.params.id);
    const raw = await deps.redis.get(emailDeliveryKey(request.params.id));
    const owner = (job?.data as TSendSummaryJob | undefined)?.requestedBy;
    if (!job && !raw) throw validationError([{ field: 'id', message: '발송 기록을 찾을 수 없습니다.' }]);
    if (owner && owner !== userId) throw validationError([{ field: 'id', message: '발송 기록을 찾을 수 없습니다.' }]);
    const delivery = raw ? ZEmailDeliverySchema.parse(JSON.parse(raw)) : null;
    return successEnvelope({ deliveryId: request.params.id, status: delivery?.status ?? (job ? await job.getState() : 'unknown'), delivery });
  });

  /** Delivery is available when a worker serves the queue and Redis answers (spec 001 §7). */
  app.get('/api/visa/v3/email/availability', async () => {
    const [workers, waiting] = await Promise.all([deps.emailQueue.getWorkersCount().catch(() => 0), deps.emailQueue.getWaitingCount().catch(() => -1)]);
    return successEnvelope({ available: workers > 0 && waiting >= 0, configured: true, workers, queued: Math.max(waiting, 0) });
  });
}
