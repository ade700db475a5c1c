import { closeRedis, DependencyUnavailableError, type ReadinessCheck } from '@tov/kit';
import type { Redis } from 'ioredis';

/** A wait between attempts that does not keep a stopping process alive. */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** Mirrors auth's Redis keys (services/auth/src/store/revocations.ts). */
const SESSION_CUTOFFS_KEY = 'auth:session-cutoffs';
const SESSION_CUTOFFS_CHANNEL = 'auth:session-cutoffs';

interface Cutoff {
  /** Every token of the user issued at or before this moment (ms) is revoked. */
  cutoffMs: number;
  /** After this no token the cut-off revokes can still be valid: the entry may go. */
  untilMs: number;
}

/**
 * Per-user session cut-offs held in memory (logout, password reset, suspension revoke every session
 * of a user): loaded from Redis at start and again after every reconnect of the subscription (a
 * message sent while it was down is in the set), then kept current from auth's pub/sub channel. A
 * lookup per request costs no network round trip.
 *
 * While Redis is down the list keeps what it had (docs/decisions/027-dependencies-down-per-call.md): a revocation needs Redis too
 * (auth publishes the cut-off inside the revoking transaction, which fails meanwhile), so none can be
 * missed then. Before the first load there is no list to trust: a token check fails closed (503)
 * until Redis has answered once.
 */
export class RevocationList {
  private readonly cutoffs = new Map<string, Cutoff>();
  private pruneTimer: NodeJS.Timeout | undefined;
  private loaded = false;
  private stopped = false;
  private reloading: Promise<void> | undefined;
  private firstLoad: Promise<void> | undefined;

  constructor(
    private readonly redis: Redis,
    private readonly subscriber: Redis,
  ) {}

  /**
   * Subscribes and loads in the background; resolves once the list is loaded (it keeps trying while
   * Redis is down, so a gateway started before Redis serves the public routes meanwhile).
   */
  start(): Promise<void> {
    this.subscriber.on('message', (_channel: string, message: string) => {
      const [userId, cutoff, until] = message.split(' ');
      if (userId) this.add(userId, Number(cutoff), Number(until));
    });
    // ioredis subscribes again by itself after a reconnect; what was published meanwhile is in the set.
    this.subscriber.on('ready', () => void this.reloadUntilLoaded());
    this.pruneTimer = setInterval(() => this.prune(), 60_000);
    this.pruneTimer.unref();
    this.firstLoad = (async () => {
      while (!this.stopped) {
        try {
          await this.subscriber.subscribe(SESSION_CUTOFFS_CHANNEL);
          break;
        } catch {
          await pause(500);
        }
      }
      await this.reloadUntilLoaded();
    })();
    return this.firstLoad;
  }

  /** The user's cut-off in ms, or undefined: a token issued at or before it is revoked. Throws (503) while never loaded. */
  cutoffOf(userId: string): number | undefined {
    if (!this.loaded) throw new DependencyUnavailableError('redis');
    return this.cutoffs.get(userId)?.cutoffMs;
  }

  async reload(): Promise<void> {
    const entries = await this.redis.zrangebyscore(SESSION_CUTOFFS_KEY, Date.now(), '+inf', 'WITHSCORES');
    for (let i = 0; i < entries.length; i += 2) {
      const [userId, cutoff] = entries[i]!.split(' ');
      if (userId) this.add(userId, Number(cutoff), Number(entries[i + 1]));
    }
    this.loaded = true;
  }

  /** Readiness: the list has been loaded at least once. */
  check(): ReadinessCheck {
    return {
      name: 'revocations',
      check: async () => {
        if (!this.loaded) throw new Error('the session cut-offs have not been loaded from Redis yet');
      },
    };
  }

  private add(userId: string, cutoffMs: number, untilMs: number): void {
    if (!Number.isFinite(cutoffMs) || !Number.isFinite(untilMs)) return;
    const current = this.cutoffs.get(userId);
    if (!current || current.cutoffMs < cutoffMs) this.cutoffs.set(userId, { cutoffMs, untilMs });
  }

  /** One reload at a time, tried again with backoff until it succeeds (or the list is stopped). */
  private reloadUntilLoaded(): Promise<void> {
    this.reloading ??= (async () => {
      for (let attempt = 0; !this.stopped; attempt++) {
        try {
          await this.reload();
          return;
        } catch {
          await pause(Math.min(200 * 2 ** attempt, 2_000));
        }
      }
    })().finally(() => {
      this.reloading = undefined;
    });
    return this.reloading;
  }

  private prune(): void {
    const now = Date.now();
    for (const [userId, entry] of this.cutoffs) if (entry.untilMs < now) this.cutoffs.delete(userId);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.pruneTimer) clearInterval(this.pruneTimer);
    await closeRedis(this.subscriber);
  }
}
