import { unavailableDependency, type BackgroundTask, type Logger } from '@tov/kit';

/**
 * A sweep the service runs every `intervalMs` in every replica (the rows each batch takes are claimed
 * with SKIP LOCKED): a batch that came back full is followed by the next at once; a database that is
 * down is logged and tried again at the next run.
 */
export abstract class PeriodicSweep implements BackgroundTask {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  protected constructor(
    private readonly what: { name: string; done: string },
    protected readonly logger: Logger,
    private readonly intervalMs: number,
    private readonly batchSize: number,
  ) {}

  get name(): string {
    return this.what.name;
  }

  /** One batch; answers how many rows it handled. */
  protected abstract runBatch(): Promise<number>;

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** One sweep to the end, batch by batch; answers how many rows it handled. */
  async runOnce(): Promise<number> {
    let total = 0;
    for (;;) {
      const handled = await this.runBatch();
      total += handled;
      if (handled < this.batchSize || this.stopped) return total;
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.runOnce()
        .then((count) => {
          if (count > 0) this.logger.info({ count }, this.what.done);
        })
        .catch((error: unknown) => {
          const message = error instanceof Error ? error.message : String(error);
          if (unavailableDependency(error)) this.logger.warn({ err: message }, `${this.what.name}: database unavailable, next run retries`);
          else this.logger.error({ err: message }, `${this.what.name} failed`);
        })
        .finally(() => this.schedule(this.intervalMs));
    }, delayMs);
    this.timer.unref();
  }
}
