import { z } from 'zod';

export const BATCH_EVALUATION_QUEUE = 'batch-evaluation';
export const BATCH_EVALUATE_JOB = 'batch.evaluate';

/** The job only names the batch; the applicants wait in the visa database (batch_items), not in Redis. */
export const ZBatchEvaluationJobSchema = z.object({ batchId: z.string(), userId: z.string(), traceparent: z.string().optional() });
export type TBatchEvaluationJob = z.infer<typeof ZBatchEvaluationJobSchema>;

export const ZBatchStatusSchema = z.object({
  batchId: z.string(),
  status: z.enum(['queued', 'running', 'completed', 'failed']),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  percent: z.number().min(0).max(100),
  errors: z.array(z.object({ index: z.number().int(), reference: z.string().nullable(), code: z.string(), message: z.string() })),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TBatchStatus = z.infer<typeof ZBatchStatusSchema>;
