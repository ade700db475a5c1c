import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '@tov/kit/testing';

const root = path.resolve(__dirname, '..', '..', '..', '..');
const register = path.join(__dirname, 'register-ts.cjs');
const server = path.join(root, 'services', 'workers', 'src', 'server.ts');

export interface ChildWorker {
  process: ChildProcess;
  port: number;
  /** What it printed (logs), for the failure message of a test. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The real src/server.ts in its own Node process (sources through SWC, no build needed). */
export async function spawnWorker(env: Record<string, string>): Promise<ChildWorker> {
  const port = await freePort();
  const child = spawn(process.execPath, ['-r', register, server], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { process: child, port, output: () => output, exited };
}

/** Resolves when the child's readiness answers 200 (Redis and SMTP checked), or rejects after `timeoutMs`. */
export async function waitUntilReady(worker: ChildWorker, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (worker.process.exitCode !== null) throw new Error(`worker exited early:\n${worker.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${worker.port}/health/ready`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`worker not ready within ${timeoutMs} ms:\n${worker.output()}`);
}

/** Ends a child within `timeoutMs`: `signal` first, SIGKILL if it is still there. */
export async function stopWorker(
  worker: ChildWorker,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 15_000,
): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill(signal);
  const timer = setTimeout(() => worker.process.kill('SIGKILL'), timeoutMs);
  try {
    return await worker.exited;
  } finally {
    clearTimeout(timer);
  }
}
