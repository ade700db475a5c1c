// Starts the real gateway (gateway/dist/server.js) alone, serving a built frontend, for the frontend
// benchmarks: the pages paint without the API (its calls answer 503 in the envelope), and what the
// browser receives (encodings, Cache-Control, Vary) is what production sends. Redis is the local one
// when it answers; without it the gateway counts rate limits in memory and still serves the pages.
import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ENTRY = path.join(ROOT, 'gateway', 'dist', 'server.js');

/** Resolves once `GET /health/live` answers, or rejects after `timeoutMs`. */
async function waitLive(base, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the gateway exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health/live`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the gateway did not answer on ${base} within ${timeoutMs} ms`);
}

/**
 * Starts the gateway on 127.0.0.1:`port` serving `distDir`. Returns `{ base, stop }`; `stop()` ends
 * that process only.
 */
export async function startGateway({ distDir, port, redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }) {
  if (!fs.existsSync(ENTRY)) throw new Error(`No gateway build at ${ENTRY}: run "npx turbo run build --filter=@tov/gateway..." first.`);
  // A key of its own: nothing here is signed in, but the gateway refuses to start without one.
  const { publicKey } = generateKeyPairSync('ed25519');
  const child = spawn(process.execPath, [ENTRY], {
    cwd: path.join(ROOT, 'gateway'),
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      LOG_LEVEL: 'error',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: '0',
      REDIS_URL: redisUrl,
      RATE_LIMIT_PREFIX: `bench-frontend:${process.pid}:${port}:`,
      JWT_PUBLIC_KEY: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
      // Likewise a secret of its own to sign forwarded identities with (no service behind it here).
      INTERNAL_IDENTITY_SECRET: randomBytes(32).toString('base64url'),
      FRONTEND_DIST: distDir,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitLive(base, child, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, stop };
}
