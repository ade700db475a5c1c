import { ACCOUNT_LINK_PATHS, EMAIL_ACCOUNT_LINK_JOB, ZAccountLinkJobSchema, type TAccountEmailKind } from '@tov/contracts';
import type { Queue } from 'bullmq';
import { sinkMessages } from './smtp-sink';
import { waitFor } from './wait-for';

/**
 * Where a test reads the account e-mails auth sends (verification and reset links): the `email`
 * queue itself (an in-process auth with no worker), or the SMTP sink of infra/local over HTTP (a whole
 * stack whose workers deliver them; `GET /messages?to=`).
 */
export type MailSource = { queue: Pick<Queue, 'getJobs'> } | { smtpSinkUrl: string };

export interface AccountEmail {
  kind: TAccountEmailKind;
  to: string;
  /** The one-time token of a verify-email or reset-password link. */
  token?: string;
  /** The link's path and query (`/verify-email?token=...`), to open on the test's own base URL. */
  path?: string;
}

function linkPath(kind: TAccountEmailKind, token: string | undefined): string | undefined {
  return kind === 'sign-up-attempt' || !token ? undefined : `${ACCOUNT_LINK_PATHS[kind]}?token=${token}`;
}

async function fromQueue(queue: Pick<Queue, 'getJobs'>, to: string, kind: TAccountEmailKind, after: number): Promise<AccountEmail | undefined> {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized']);
  const matching = jobs
    .filter((job) => job && job.name === EMAIL_ACCOUNT_LINK_JOB && job.timestamp >= after)
    .map((job) => ({ at: job.timestamp, data: ZAccountLinkJobSchema.parse(job.data) }))
    .filter(({ data }) => data.to === to.toLowerCase() && data.kind === kind)
    .sort((a, b) => b.at - a.at);
  const newest = matching[0]?.data;
  return newest && { kind, to: newest.to, token: newest.token, path: linkPath(kind, newest.token) };
}

async function fromSink(sinkUrl: string, to: string, kind: TAccountEmailKind, after: number): Promise<AccountEmail | undefined> {
  const messages = await sinkMessages(sinkUrl, to);
  // Newest first (infra/local/smtp-sink.mjs); the worker names the kind in a header.
  const message = messages.find((m) => m.headers['x-tov-email-kind'] === kind && Date.parse(m.receivedAt) >= after);
  if (!message) return undefined;
  if (kind === 'sign-up-attempt') return { kind, to };
  const token = new RegExp(`${ACCOUNT_LINK_PATHS[kind]}\\?token=([A-Za-z0-9_-]+)`).exec(message.text)?.[1];
  if (!token) throw new Error(`a ${kind} e-mail to ${to} without its link`);
  return { kind, to, token, path: linkPath(kind, token) };
}

/**
 * Waits for the newest account e-mail of `kind` to `to` (sent at or after `after`, default any time)
 * and answers its token and link: the one helper the tests of auth, the gateway and the frontend use
 * to follow a verification or reset link.
 */
export async function waitForAccountEmail(
  source: MailSource,
  to: string,
  kind: TAccountEmailKind,
  options: { after?: Date; timeoutMs?: number } = {},
): Promise<AccountEmail> {
  const after = options.after?.getTime() ?? 0;
  return waitFor(() => ('queue' in source ? fromQueue(source.queue, to, kind, after) : fromSink(source.smtpSinkUrl, to, kind, after)), {
    timeoutMs: options.timeoutMs ?? 30_000,
    intervalMs: 200,
    what: `the ${kind} e-mail to ${to}`,
  });
}
