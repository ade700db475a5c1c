import { ZEmailDeliverySchema, emailDeliveryKey, type TEmailDelivery } from '@tov/contracts';
import type { Redis } from 'ioredis';

/** The lease of the attempt that marked a delivery `sending` (docs/decisions/098-send-lease.md). */
export const emailDeliveryLeaseKey = (deliveryId: string) => `${emailDeliveryKey(deliveryId)}:lease`;

export type ClaimOutcome =
  { outcome: 'claimed'; previous: TEmailDelivery | null } | { outcome: 'sent'; record: TEmailDelivery } | { outcome: 'leased'; remainingMs: number };

// KEYS[1] record, KEYS[2] lease. ARGV: token, leaseMs, sending record (JSON), record TTL (s).
// Atomic: a delivery already `sent` is never claimed, and only one attempt at a time holds the lease.
const CLAIM = `
local current = redis.call('GET', KEYS[1])
if current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and decoded.status == 'sent' then return {'sent', current} end
end
local ttl = redis.call('PTTL', KEYS[2])
if ttl == -1 then return {'leased', ARGV[2]} end
if ttl > 0 then return {'leased', tostring(ttl)} end
redis.call('SET', KEYS[2], ARGV[1], 'PX', ARGV[2])
redis.call('SET', KEYS[1], ARGV[3], 'EX', ARGV[4])
return {'claimed', current or ''}
`;

// KEYS[1] record, KEYS[2] lease. ARGV: token ('' = none), record (JSON), record TTL (s).
// Writes the outcome of an attempt that did not send, unless the delivery was sent meanwhile or another
// attempt owns it now. Returns 1 when written.
const SETTLE = `
local current = redis.call('GET', KEYS[1])
if current then
  local ok, decoded = pcall(cjson.decode, current)
  if ok and type(decoded) == 'table' and decoded.status == 'sent' then return 0 end
end
local lease = redis.call('GET', KEYS[2])
if lease and lease ~= ARGV[1] then return 0 end
if lease then redis.call('DEL', KEYS[2]) end
redis.call('SET', KEYS[1], ARGV[2], 'EX', ARGV[3])
return 1
`;

function parseRecord(raw: string | null | undefined): TEmailDelivery | null {
  if (!raw) return null;
  try {
    const parsed = ZEmailDeliverySchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Delivery records in Redis under `emailDeliveryKey(deliveryId)` (JSON of ZEmailDeliverySchema), the
 * durable guard that keeps a retried or re-enqueued job from sending twice.
 */
export class DeliveryStore {
  constructor(
    private readonly redis: Redis,
    private readonly ttlSeconds: number,
  ) {}

  async get(deliveryId: string): Promise<TEmailDelivery | null> {
    return parseRecord(await this.redis.get(emailDeliveryKey(deliveryId)));
  }

  /** Marks the delivery `sending` and takes its lease for `leaseMs`, unless it is sent or leased. */
  async claim(sending: TEmailDelivery, token: string, leaseMs: number): Promise<ClaimOutcome> {
    const id = sending.deliveryId;
    const reply = (await this.redis.eval(
      CLAIM,
      2,
      emailDeliveryKey(id),
      emailDeliveryLeaseKey(id),
      token,
      String(leaseMs),
      JSON.stringify(sending),
      String(this.ttlSeconds),
    )) as [string, string?];
    const [outcome, detail] = reply;
    if (outcome === 'sent') {
      const record = parseRecord(detail);
      if (record) return { outcome: 'sent', record };
    }
    if (outcome === 'leased') return { outcome: 'leased', remainingMs: Math.max(1, Number(detail) || leaseMs) };
    return { outcome: 'claimed', previous: parseRecord(detail) };
  }

  /**
   * Records an accepted message. Called the moment SMTP accepted the data; retried for a few seconds
   * because a failure here is the one thing that could make a later attempt send again.
   */
  async markSent(record: TEmailDelivery, attempts = 6): Promise<void> {
    const id = record.deliveryId;
    for (let i = 1; ; i += 1) {
      try {
        const results = await this.redis.multi().set(emailDeliveryKey(id), JSON.stringify(record), 'EX', this.ttlSeconds).del(emailDeliveryLeaseKey(id)).exec();
        const failed = results?.find(([error]) => error)?.[0];
        if (!results || failed) throw failed ?? new Error('transaction aborted');
        return;
      } catch (error) {
        if (i >= attempts) throw error;
        await sleep(Math.min(100 * 2 ** i, 2_000));
      }
    }
  }

  /** Settles an attempt that did not send (`queued` for a retry, `failed` for good); see SETTLE. */
  async settle(record: TEmailDelivery, token: string | null): Promise<boolean> {
    const id = record.deliveryId;
    const written = await this.redis.eval(
      SETTLE,
      2,
      emailDeliveryKey(id),
      emailDeliveryLeaseKey(id),
      token ?? '',
      JSON.stringify(record),
      String(this.ttlSeconds),
    );
    return written === 1;
  }

  /** Milliseconds left on the delivery's lease (0 when nobody holds it). */
  async leaseRemainingMs(deliveryId: string): Promise<number> {
    return Math.max(0, await this.redis.pttl(emailDeliveryLeaseKey(deliveryId)));
  }
}
