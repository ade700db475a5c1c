#!/usr/bin/env node
// bench/gateway: one authenticated GET measured with the same load generator (autocannon) three ways,
// in one run: (a) straight to the service, (b) through Debian's nginx as a plain reverse proxy,
// (c) through our gateway with JWT verification. Prints req/s, p50/p99 and the ratios. Two more rows
// tell where the cost sits: Fastify + @fastify/http-proxy alone, and node:http + undici alone.
// The targets take turns for several rounds and each figure is the median of its rounds: on a shared
// machine one target's single run can fall in a slow spell and move a ratio by a fifth.
// Usage: npm run gateway -w @tov/bench  [-- --duration 10 --connections 50 --rounds 3 --path /api/auth/me]
import { fork, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startStack } from '../../infra/scripts/stack.mjs';
import { BENCH_AUTH_ENV, demoToken } from '../../infra/scripts/demo-login.mjs';
import { benchArgs } from '../cli-args.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = benchArgs();
const DURATION = Number(args.duration ?? 10);
const CONNECTIONS = Number(args.connections ?? 50);
const ROUNDS = Number(args.rounds ?? 3);
const PATH = args.path ?? '/api/auth/me';
const OFFSET = 300;
const NGINX_PORT = 8302;
const BARE_PORT = 8303;
const FLOOR_PORT = 8304;

function ensureNginx() {
  if (spawnSync('sh', ['-c', 'command -v nginx']).status === 0) return;
  console.log('installing nginx-light (Debian) for the baseline...');
  for (const cmd of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', 'nginx-light'],
  ]) {
    if (spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit' }).status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
}

async function startNginx(upstream) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const conf = fs
    .readFileSync(path.join(here, 'nginx.conf.template'), 'utf8')
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__PORT__', String(NGINX_PORT))
    .replaceAll('__UPSTREAM__', upstream);
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const child = spawn('nginx', ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  for (let i = 0; i < 50; i++) {
    try {
      await fetch(`http://127.0.0.1:${NGINX_PORT}/health/live`);
      return {
        stop: () =>
          new Promise((r) => {
            child.once('exit', r);
            child.kill('SIGQUIT');
          }),
      };
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('nginx did not start');
}

function load(url, token, duration) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

async function measureOnce(label, url, token) {
  const r = await load(url, token, DURATION);
  const non2xx = r.non2xx + r.errors + r.timeouts;
  if (non2xx > 0) throw new Error(`${label}: ${non2xx} failed responses`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Every target once per round, in turn; each figure is the median of the rounds. */
async function measureInRounds(targets, token) {
  for (const { url } of targets) await load(url, token, 2); // warm-up: JIT, connection pools, caches
  const runs = new Map(targets.map((t) => [t.label, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const { label, url } of targets) runs.get(label).push(await measureOnce(label, url, token));
  }
  return targets.map(({ label }) => {
    const list = runs.get(label);
    return {
      label,
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      rounds: list.map((r) => r.rps.toFixed(0)).join(' / '),
    };
  });
}

ensureNginx();
// The limiter still counts every request in Redis; its budget is only raised so the load is not refused.
const stack = await startStack({
  databaseSuffix: '_test',
  portOffset: OFFSET,
  seed: true,
  quiet: true,
  log: () => {},
  serviceEnv: {
    gateway: { RATE_LIMIT_MAX: '100000000', RATE_LIMIT_PREFIX: `bench:rl:${Date.now()}:`, LOG_LEVEL: 'warn' },
    auth: { LOG_LEVEL: 'warn', ...BENCH_AUTH_ENV },
  },
});
const nginx = await startNginx(new URL(stack.urls.auth).host);
const bare = fork(path.join(here, 'bare-proxy.mjs'), [stack.urls.auth, String(BARE_PORT)], { stdio: 'inherit' });
const floor = fork(path.join(here, 'node-floor-proxy.mjs'), [stack.urls.auth, String(FLOOR_PORT)], { stdio: 'inherit' });
await Promise.all([bare, floor].map((child) => new Promise((resolve) => child.once('message', resolve))));
try {
  const token = await demoToken(stack.urls.gateway);

  const [direct, viaNginx, viaBare, viaFloor, viaGateway] = await measureInRounds(
    [
      { label: 'direct', url: `${stack.urls.auth}${PATH}` },
      { label: 'nginx', url: `http://127.0.0.1:${NGINX_PORT}${PATH}` },
      { label: 'bare proxy', url: `http://127.0.0.1:${BARE_PORT}${PATH}` },
      { label: 'node floor', url: `http://127.0.0.1:${FLOOR_PORT}${PATH}` },
      { label: 'gateway', url: `${stack.urls.gateway}${PATH}` },
    ],
    token,
  );
  const rows = [direct, viaNginx, viaBare, viaFloor, viaGateway];
  console.log(
    `\nbench/gateway: GET ${PATH} (authenticated), ${CONNECTIONS} connections, ${DURATION} s a run, ${ROUNDS} rounds (medians), ${os.cpus().length} cores`,
  );
  console.log('target      req/s      p50 ms   p99 ms   req/s of each round');
  for (const r of rows)
    console.log(`${r.label.padEnd(11)} ${r.rps.toFixed(0).padStart(7)}   ${String(r.p50).padStart(6)}   ${String(r.p99).padStart(6)}   ${r.rounds}`);
  console.log(`nginx / direct:    ${(viaNginx.rps / direct.rps).toFixed(2)}x`);
  console.log(`gateway / nginx:   ${(viaGateway.rps / viaNginx.rps).toFixed(2)}x   (target >= 0.80x)`);
  console.log(`gateway p99 - nginx p99: ${(viaGateway.p99 - viaNginx.p99).toFixed(1)} ms   (target <= 2 ms)`);
  console.log(`bare fastify + @fastify/http-proxy / nginx: ${(viaBare.rps / viaNginx.rps).toFixed(2)}x   (the stack's floor: no JWT, limits or hooks)`);
  console.log(`node:http + undici, nothing else / nginx: ${(viaFloor.rps / viaNginx.rps).toFixed(2)}x   (the floor of any Node proxy here)`);
  console.log(`gateway / node floor: ${(viaGateway.rps / viaFloor.rps).toFixed(2)}x   (what Fastify, our JWT, roles, rate limits, headers and metrics cost)`);
} finally {
  bare.kill();
  floor.kill();
  await nginx.stop();
  await stack.stop();
}
