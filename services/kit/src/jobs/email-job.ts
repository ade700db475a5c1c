import type { Queue } from 'bullmq';
import type { z } from 'zod';
import { currentTraceparent } from '../events/outbox';
import { assertQueueConnected } from './bullmq';

/**
 * Adds an e-mail job to the workers' `email` queue (services/workers): the job's contract checks it
 * first, the current trace travels in it, and its delivery id is the BullMQ job id, so adding the same
 * fact's e-mail again (a replayed request, a redelivered event) adds nothing; the worker's delivery
 * record keeps it to one send after BullMQ has forgotten the job. Bounded attempts with exponential
 * backoff (CONVENTIONS.md, "Events and jobs"). Throws DependencyUnavailableError at once when the
 * queue's Redis is down. Returns the delivery id.
 */
export async function addEmailJob<S extends z.ZodType<{ deliveryId: string }>>(
  queue: Queue,
  name: string,
  schema: S,
  fields: Omit<z.input<S>, 'traceparent'>,
): Promise<string> {
  assertQueueConnected(queue);
  const traceparent = currentTraceparent();
  const job = schema.parse({ ...fields, ...(traceparent ? { traceparent } : {}) });
  await queue.add(name, job, {
    jobId: job.deliveryId,
    attempts: 5,
    backoff: { type: 'exponential', delay: 1000 },
    removeOnComplete: 1000,
    removeOnFail: 5000,
  });
  return job.deliveryId;
}
