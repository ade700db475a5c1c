import type { Job, Queue } from 'bullmq';
import { waitFor } from './wait-for';

const EVERY_STATE = ['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'] as const;

/** The jobs named `name` in `queue`, in any state, whose data `matches` (a test's own rows on a shared queue). */
export async function queuedJobs<T>(queue: Queue, name: string, matches: (data: T) => boolean): Promise<Array<Job<T>>> {
  const jobs = (await queue.getJobs([...EVERY_STATE])) as Array<Job<T> | undefined>;
  return jobs.filter((job): job is Job<T> => job !== undefined && job.name === name && matches(job.data));
}

/** Waits for `count` such jobs, then a second more, so that a test also sees a job that came once too often. */
export async function settledJobs<T>(queue: Queue, name: string, matches: (data: T) => boolean, count: number): Promise<Array<Job<T>>> {
  await waitFor(async () => ((await queuedJobs(queue, name, matches)).length >= count ? true : undefined), {
    timeoutMs: 60_000,
    what: `${count} ${name} job(s)`,
  });
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  return queuedJobs(queue, name, matches);
}
