import { waitFor } from './wait-for';

/** A message as infra/local's SMTP sink keeps it (`GET /messages?to=`, newest first). */
export interface SinkMessage {
  id: string;
  receivedAt: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** The messages the SMTP sink holds for `to`, newest first. */
export async function sinkMessages(sinkUrl: string, to: string): Promise<SinkMessage[]> {
  const res = await fetch(`${sinkUrl.replace(/\/$/, '')}/messages?to=${encodeURIComponent(to.toLowerCase())}`, { signal: AbortSignal.timeout(5_000) });
  if (!res.ok) throw new Error(`the SMTP sink answered ${res.status}`);
  const body = (await res.json()) as SinkMessage[] | { messages: SinkMessage[] };
  return Array.isArray(body) ? body : body.messages;
}

/** Waits for the newest message to `to` that `matches` (the workers deliver within a second or two). */
export function waitForSinkMessage(
  sinkUrl: string,
  to: string,
  matches: (message: SinkMessage) => boolean,
  options: { timeoutMs?: number } = {},
): Promise<SinkMessage> {
  return waitFor(async () => (await sinkMessages(sinkUrl, to)).find(matches), {
    timeoutMs: options.timeoutMs ?? 30_000,
    intervalMs: 200,
    what: `an e-mail to ${to}`,
  });
}
