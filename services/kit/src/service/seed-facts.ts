import type { Logger } from 'pino';

export interface SeedFactsOptions {
  /** Give up after this long (default 120 s: a stack's consumers work through the registrations first). */
  timeoutMs?: number;
  intervalMs?: number;
  /** What is awaited, for the log and the error: `the demo accounts in tovspark's user projection`. */
  what: string;
  logger?: Logger;
}

/**
 * Waits until `probe` answers (not undefined): a seed that needs another service's fact (an account
 * auth made) reads it from its own projection, which the fact reaches as an event a moment later.
 * Services never read another's database (docs/decisions/130-demo-data.md), so this is the one way to wait.
 */
export async function waitForSeedFacts<T>(probe: () => Promise<T | undefined>, options: SeedFactsOptions): Promise<T> {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  let logged = false;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() >= deadline) throw new Error(`gave up after ${timeoutMs} ms waiting for ${options.what}`);
    if (!logged) {
      options.logger?.info(`waiting for ${options.what}`);
      logged = true;
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 500));
  }
}
