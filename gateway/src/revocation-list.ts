import type { Redis } from 'ioredis';

/** Mirrors auth's Redis keys (services/auth/src/store/revocations.ts). */
const REVOKED_SET_KEY = 'auth:revoked';
const REVOKED_CHANNEL = 'auth:revocations';

/**
 * Revoked token ids held in memory: loaded from Redis at start (and after every reconnect), then kept
 * current from auth's pub/sub channel. A lookup per request costs no network round trip.
 */
export class RevocationList {
  private readonly revoked = new Map<string, number>();
  private pruneTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
  ) {}

  async start(): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [jti, exp] = message.split(' ');
      if (jti) this.revoked.set(jti, Number(exp ?? 0));
    });
    this.redis.on('ready', () => void this.reload().catch(() => undefined));
    await this.subscriber.subscribe(REVOKED_CHANNEL);
    await this.reload();
    this.pruneTimer = setInterval(() => this.prune(), 60_000);
    this.pruneTimer.unref();
  }

  has(jti: string): boolean {
    return this.revoked.has(jti);
  }

  async reload(): Promise<void> {
    const now = Math.floor(Date.now() / 1000);
    const entries = await this.redis.zrangebyscore(REVOKED_SET_KEY, now, '+inf', 'WITHSCORES');
    for (let i = 0; i < entries.length; i += 2) this.revoked.set(entries[i]!, Number(entries[i + 1]));
  }

  private prune(): void {
    const now = Math.floor(Date.now() / 1000);
    for (const [jti, exp] of this.revoked) if (exp < now) this.revoked.delete(jti);
  }

  async stop(): Promise<void> {
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await this.subscriber.quit().catch(() => undefined);
  }
}
