import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './ports';
import { waitFor } from './wait-for';

const root = path.resolve(__dirname, '..', '..', '..', '..');

export interface TestWorkers {
  /** What the process printed (its logs), for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The real workers process (services/workers/src/server.ts through SWC, no build needed) serving the
 * queues of a test's BullMQ prefix and delivering to infra/local's SMTP sink: an e-mail a service
 * enqueues in a test arrives in the sink as it would on the stack (`env` adds configuration: the
 * report exports of an owner under test, decision 142). Ready when it answers.
 */
export async function startTestWorkers(options: {
  redisUrl: string;
  bullPrefix: string;
  smtp: { host: string; port: number };
  /** More configuration: another WORKER_QUEUES, an owner's URL and the identity secret for `report-export`, the exports' S3 settings. */
  env?: Record<string, string>;
}): Promise<TestWorkers> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['-r', path.join(root, 'services/workers/test/support/register-ts.cjs'), path.join(root, 'services/workers/src/server.ts')],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        HOST: '127.0.0.1',
        PORT: String(port),
        REDIS_URL: options.redisUrl,
        BULLMQ_PREFIX: options.bullPrefix,
        SMTP_HOST: options.smtp.host,
        SMTP_PORT: String(options.smtp.port),
        PUBLIC_WEB_URL: 'http://localhost:8080',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString('utf8')).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  try {
    await waitFor(
      async () => {
        if (child.exitCode !== null) throw new Error(`the workers exited:\n${output}`);
        const res = await fetch(`http://127.0.0.1:${port}/health/ready`, { signal: AbortSignal.timeout(2_000) }).catch(() => null);
        return res?.status === 200 ? true : undefined;
      },
      { timeoutMs: 30_000, what: 'the workers ready' },
    );
  } catch (error) {
    await stop();
    throw error;
  }
  return { output: () => output, stop };
}
