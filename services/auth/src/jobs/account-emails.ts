import { EMAIL_ACCOUNT_LINK_JOB, ZAccountLinkJobSchema, type TAccountEmailKind, type TAccountLinkJob, type TLanguage } from '@tov/contracts';
import { assertQueueConnected, currentTraceparent, DependencyUnavailableError, isRedisDown, newId, type Logger } from '@tov/kit';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { IssuedLink } from '../store/link-tokens';

export interface AccountEmailsOptions {
  queue: Queue;
  redis: Redis;
  /** At most one e-mail of a kind per account in this time (0: no limit). */
  cooldownSeconds: number;
  logger: Logger;
}

const COOLDOWN_PREFIX = 'auth:account-email:';

/**
 * Account e-mails (verification link, reset link, the note about a sign-up attempt) as jobs on the
 * workers' `email` queue (`email.account-link`). The worker builds the link from the token and its
 * PUBLIC_WEB_URL and sends it; auth keeps only the token's hash.
 */
export class AccountEmails {
  constructor(private readonly options: AccountEmailsOptions) {}

  /**
   * Throws DependencyUnavailableError('redis') at once when an e-mail cannot be queued now, so a
   * sign-up is refused before anything is written (BullMQ would wait for the connection).
   */
  assertCanQueue(): void {
    assertQueueConnected(this.options.queue);
    if (isRedisDown(this.options.redis)) throw new DependencyUnavailableError('redis');
  }

  /**
   * Claims the account's turn for an e-mail of `kind`: false when one went out within the cooldown
   * (the caller then sends nothing and answers the same, so a script cannot flood an inbox).
   */
  async claim(kind: TAccountEmailKind, userId: string): Promise<boolean> {
    if (this.options.cooldownSeconds === 0) return true;
    const set = await this.options.redis.set(`${COOLDOWN_PREFIX}${kind}:${userId}`, '1', 'EX', this.options.cooldownSeconds, 'NX');
    return set === 'OK';
  }

  /** Queues the e-mail; the delivery id is the job id, so the job is added once. */
  async send(kind: TAccountEmailKind, to: { email: string; name: string }, language: TLanguage, link: IssuedLink | null = null): Promise<string> {
    this.assertCanQueue();
    const deliveryId = newId();
    const traceparent = currentTraceparent();
    const job: TAccountLinkJob = ZAccountLinkJobSchema.parse({
      deliveryId,
      kind,
      to: to.email,
      name: to.name,
      language,
      ...(link ? { token: link.token, expiresAt: link.expiresAt.toISOString() } : {}),
      ...(traceparent ? { traceparent } : {}),
    });
    // Completed jobs are removed at once: their data holds a live link token (the delivery record stays with the workers).
    await this.options.queue.add(EMAIL_ACCOUNT_LINK_JOB, job, {
      jobId: deliveryId,
      attempts: 5,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: 1000,
    });
    this.options.logger.info({ deliveryId, kind }, 'account e-mail queued');
    return deliveryId;
  }
}
