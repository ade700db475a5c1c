// A Redis client of the kit across a restart of Redis, on a redis-server of the test's own (a free
// port, no persistence), so stopping it disturbs nothing else.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { Writable } from 'node:stream';
import pino from 'pino';
import { createRedis, createServiceApp, unavailableDependency } from '../../src';
import { freePort, waitFor } from '../../src/testing';

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  await waitFor(
    () =>
      new Promise<true | undefined>((resolve) => {
        const socket = net.connect({ host: '127.0.0.1', port }, () => {
          socket.destroy();
          resolve(true);
        });
        socket.once('error', () => resolve(undefined));
      }),
    { timeoutMs: 10_000, what: 'redis-server to listen' },
  );
  return child;
}

function stopRedis(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** A pino logger whose lines the test can read. */
function recordingLogger() {
  const lines: Array<{ msg: string; level: number }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, stream), lines };
}

let port: number;
let server: ChildProcess;
beforeAll(async () => {
  port = await freePort();
  server = await startRedis(port);
});
afterAll(async () => {
  if (server.exitCode === null) await stopRedis(server);
});

describe('a kit Redis client while Redis restarts', () => {
  it('fails calls within a second while Redis is down, answers 503 through the error handler, logs the outage once and works again after it', async () => {
    const { logger, lines } = recordingLogger();
    const redis = createRedis(`redis://127.0.0.1:${port}`, { logger });
    const service = createServiceApp({ name: 'redis-outage', logger: pino({ level: 'silent' }), checks: [] });
    service.app.get('/cached', async () => ({ value: await redis.get('outage-test') }));
    try {
      await redis.set('outage-test', 'kept');
      await stopRedis(server);

      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const error = await redis.get('outage-test').then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(unavailableDependency(error)).toBe('redis');
        expect(Date.now() - started).toBeLessThan(1_000);
      }
      const res = await service.app.inject({ method: 'GET', url: '/cached' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(res.headers['retry-after']).toBeDefined();

      server = await startRedis(port);
      await waitFor(async () => ((await redis.ping().catch(() => undefined)) === 'PONG' ? true : undefined), {
        timeoutMs: 10_000,
        what: 'the client to reconnect',
      });
      await redis.set('outage-test', 'again');
      expect(await redis.get('outage-test')).toBe('again');
      expect(lines.filter((l) => l.msg.includes('connection lost'))).toHaveLength(1);
      expect(lines.filter((l) => l.msg.includes('connection back'))).toHaveLength(1);
    } finally {
      redis.disconnect();
      await service.app.close();
    }
  }, 30_000);
});
