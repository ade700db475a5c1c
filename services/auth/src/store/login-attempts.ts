import { unavailableDependency } from '@tov/kit';
import type { Redis } from 'ioredis';

/** At most this many counters are kept in memory while Redis is down (the oldest go first). */
const LOCAL_LIMIT = 10_000;

/** Whether a Redis call failed because Redis cannot be reached (kit's classification); any other failure is thrown. */
export const redisUnreachable = (error: unknown): boolean => unavailableDependency(error) === 'redis';

export interface LoginLimits {
  /** Attempts for one account from one client address within the window; the next ones are refused. */
  maxPerAddress: number;
  /** Attempts for one account from all addresses together within the window. */
  maxPerAccount: number;
  /** The window, and how long a lock lasts once a limit is reached. */
  lockSeconds: number;
  /** Redis key prefix; a second stack on the same Redis uses its own. */
  prefix: string;
}

export type AttemptDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/*
 * Keys, for the normalised e-mail E (contract: trimmed, lower case, at most 254 characters):
 *   <prefix>E:epoch            the generation of E's counters (a password reset moves it on)
 *   <prefix>E:<epoch>          attempts for E from every address
 *   <prefix>E:<epoch>:<addr>   attempts for E from one client address
 * Counting happens BEFORE the password is checked, in one script, so concurrent guesses cannot all
 * pass a "not locked yet" read. An attempt refused by its address's lock is not counted for the
 * account, so one address cannot lock the owner out everywhere (docs/decisions/036-login-lockout-before-password-check.md).
 */

// KEYS[1] epoch key. ARGV: base (<prefix>E), address, window/lock seconds, max per address, max per account.
// Returns {1, 0} when the password may be checked, {0, seconds} while locked.
const ATTEMPT = `
local epoch = redis.call('GET', KEYS[1]) or '0'
redis.call('SET', KEYS[1], epoch, 'EX', ARGV[3])
local account = ARGV[1] .. ':' .. epoch
local address = account .. ':' .. ARGV[2]
local maxAddress = tonumber(ARGV[4])
local maxAccount = tonumber(ARGV[5])
local a = redis.call('INCR', address)
if a == 1 or a == maxAddress then redis.call('EXPIRE', address, ARGV[3]) end
if a > maxAddress then return {0, redis.call('TTL', address)} end
local b = redis.call('INCR', account)
if b == 1 or b == maxAccount then redis.call('EXPIRE', account, ARGV[3]) end
if b > maxAccount then return {0, redis.call('TTL', account)} end
return {1, 0}
`;

// KEYS[1] epoch key. ARGV: base, address. A correct password clears that address's and the account's counts.
const SUCCEEDED = `
local epoch = redis.call('GET', KEYS[1]) or '0'
local account = ARGV[1] .. ':' .. epoch
redis.call('DEL', account, account .. ':' .. ARGV[2])
return 1
`;

// KEYS[1] epoch key. ARGV: window seconds. Orphans every counter of the account (they expire on their own).
const CLEAR_ALL = `
local epoch = redis.call('INCR', KEYS[1])
redis.call('EXPIRE', KEYS[1], ARGV[1])
return epoch
`;

/**
 * The login lockout (issue 12, item 3): per address, 5 attempts for an account then that address is
 * locked out of it for 15 minutes; per account, 20 attempts from all addresses then its logins pause
 * until the window ends. A correct password clears the counts of its address and the account; a
 * password reset by e-mail link clears every lock of the account. While Redis cannot be reached the
 * same counts are kept in this process's memory (a rate limit fails open to a local count), so an
 * outage neither stops logins nor lifts the lock for the attempts made meanwhile.
 */
export class LoginAttempts {
  /** The same counters in this process's memory while Redis is down (not merged into Redis when it returns). */
  private readonly local = new Map<string, { count: number; expiresAt: number }>();

  constructor(
    private readonly redis: Redis,
    private readonly limits: LoginLimits,
    private readonly unreachable: (error: unknown) => boolean = redisUnreachable,
  ) {}

  private base(email: string): string {
    return `${this.limits.prefix}${email}`;
  }

  /** Counts an attempt; only an allowed one may have its password checked. */
  async attempt(email: string, address: string): Promise<AttemptDecision> {
    const base = this.base(email);
    const reply = await this.orLocal(
      async () =>
        (await this.redis.eval(
          ATTEMPT,
          1,
          `${base}:epoch`,
          base,
          address,
          String(this.limits.lockSeconds),
          String(this.limits.maxPerAddress),
          String(this.limits.maxPerAccount),
        )) as [number, number],
    );
    const [allowed, ttl] = reply ?? this.attemptLocally(base, address);
    return allowed === 1 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(Number(ttl), 1) };
  }

  async succeeded(email: string, address: string): Promise<void> {
    const base = this.base(email);
    this.local.delete(base);
    this.local.delete(`${base}:${address}`);
    await this.orLocal(() => this.redis.eval(SUCCEEDED, 1, `${base}:epoch`, base, address));
  }

  /** Every lock of the account ends (a password reset by e-mail link). */
  async clearAll(email: string): Promise<void> {
    const base = this.base(email);
    for (const key of this.local.keys()) if (key === base || key.startsWith(`${base}:`)) this.local.delete(key);
    await this.orLocal(() => this.redis.eval(CLEAR_ALL, 1, `${base}:epoch`, String(this.limits.lockSeconds)));
  }

  /** The Redis answer, or undefined when Redis cannot be reached (any other failure is thrown). */
  private async orLocal<T>(fromRedis: () => Promise<T>): Promise<T | undefined> {
    try {
      return await fromRedis();
    } catch (error) {
      if (!this.unreachable(error)) throw error;
      return undefined;
    }
  }

  /** ATTEMPT's rules on the in-memory counters. */
  private attemptLocally(base: string, address: string): [number, number] {
    const a = this.bump(`${base}:${address}`, this.limits.maxPerAddress);
    if (a.count > this.limits.maxPerAddress) return [0, a.ttlSeconds];
    const b = this.bump(base, this.limits.maxPerAccount);
    if (b.count > this.limits.maxPerAccount) return [0, b.ttlSeconds];
    return [1, 0];
  }

  private bump(key: string, max: number): { count: number; ttlSeconds: number } {
    const now = Date.now();
    const window = this.limits.lockSeconds * 1000;
    const live = this.local.get(key);
    const current = live && live.expiresAt > now ? live : { count: 0, expiresAt: now + window };
    const next = { count: current.count + 1, expiresAt: current.count + 1 === max ? now + window : current.expiresAt };
    this.local.delete(key);
    if (this.local.size >= LOCAL_LIMIT) this.local.delete(this.local.keys().next().value!);
    this.local.set(key, next);
    return { count: next.count, ttlSeconds: Math.ceil((next.expiresAt - now) / 1000) };
  }
}
