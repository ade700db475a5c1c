// Redis: reuse a server that answers PING; otherwise install redis-server (apt-get) and run it
// daemonized on 127.0.0.1 without persistence, with its pid file and log under the state dir (config.mjs).
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs';
import { config } from './config.mjs';
import {
  InfraError,
  aptInstall,
  ensureDir,
  isOurProcess,
  isPortOpen,
  listMarkers,
  readMarker,
  removeMarker,
  run,
  summarize,
  tailFile,
  terminate,
  waitFor,
  which,
  writeMarker,
} from './util.mjs';

const NAME = 'redis';
const { host, port } = config.redis;
const address = () => `${host}:${port}`;
const pidFile = () => path.join(config.paths.redisState, `redis-${port}.pid`);
const logFile = () => path.join(config.paths.redisState, `redis-${port}.log`);

/** Sends PING over RESP. Resolves 'PONG', 'NOAUTH' (running but password-protected) or null. */
export function ping(timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    let data = '';
    const done = (result) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(null));
    socket.once('error', () => done(null));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.on('data', (chunk) => {
      data += chunk;
      if (!data.includes('\r\n')) return;
      if (data.startsWith('+PONG')) done('PONG');
      else if (/^-(NOAUTH|WRONGPASS)/.test(data)) done('NOAUTH');
      else done(null); // -LOADING and anything else: not ready
    });
  });
}

function ownedPid() {
  const marker = readMarker(NAME, port);
  if (!marker) return null;
  return isOurProcess(marker.pid, 'redis-server') ? marker.pid : null;
}

export async function upRedis({ log = () => {} } = {}) {
  const mine = ownedPid();
  if (!mine && readMarker(NAME, port)) removeMarker(NAME, port);
  const answer = await ping();
  if (answer) {
    return {
      name: NAME,
      state: 'running',
      owner: mine ? 'us' : 'external',
      address: address(),
      detail: answer === 'NOAUTH' ? 'requires a password' : undefined,
      pid: mine ?? undefined,
    };
  }
  if (await isPortOpen(host, port)) throw new InfraError(`port ${port} is in use by something that does not answer Redis PING`);

  let bin = which('redis-server');
  if (!bin) {
    await aptInstall(['redis-server'], log);
    bin = which('redis-server');
    if (!bin) throw new InfraError('redis-server is still missing after apt-get install redis-server');
    // the package may have started its own service: reuse it if so
    if (await ping()) return { name: NAME, state: 'running', owner: 'external', address: address(), detail: 'started by the redis-server package' };
  }
  const dir = ensureDir(config.paths.redisState);
  fs.rmSync(pidFile(), { force: true });
  const { code, stdout, stderr } = await run(
    bin,
    [
      '--daemonize',
      'yes',
      '--bind',
      host,
      '--port',
      String(port),
      '--save',
      '',
      '--appendonly',
      'no',
      '--pidfile',
      pidFile(),
      '--logfile',
      logFile(),
      '--dir',
      dir,
    ],
    { timeoutMs: 30_000 },
  );
  if (code !== 0) throw new InfraError(`redis-server failed to start (exit ${code}): ${(stderr || stdout).trim()}\n${tailFile(logFile(), 10)}`);
  await waitFor(`redis on ${address()}`, async () => (await ping()) === 'PONG', { timeoutMs: 30_000 }).catch((err) => {
    throw new InfraError(`${err.message}\n--- ${logFile()} ---\n${tailFile(logFile(), 20)}`);
  });
  const pid = Number(fs.readFileSync(pidFile(), 'utf8').trim());
  writeMarker(NAME, port, { pid, address: address(), pidFile: pidFile(), logFile: logFile() });
  log(`started redis-server (pid ${pid}) on ${address()}`);
  return { name: NAME, state: 'running', owner: 'us', address: address(), pid };
}

export async function statusRedis() {
  const mine = ownedPid();
  const answer = await ping();
  if (!answer) return { name: NAME, state: 'stopped', owner: null, address: address() };
  return {
    name: NAME,
    state: 'running',
    owner: mine ? 'us' : 'external',
    address: address(),
    pid: mine ?? undefined,
    detail: answer === 'NOAUTH' ? 'requires a password' : undefined,
  };
}

/** Stops every redis-server infra/local started (any port); never one it did not start. */
export async function downRedis({ log = () => {} } = {}) {
  const markers = listMarkers(NAME);
  if (markers.length === 0) return { name: NAME, action: 'left alone (not started by infra/local)' };
  const actions = [];
  for (const marker of markers) {
    if (!isOurProcess(marker.pid, 'redis-server')) {
      removeMarker(NAME, marker.port);
      actions.push('was not running');
      continue;
    }
    log(`stopping redis-server (pid ${marker.pid}, port ${marker.port})`);
    const how = await terminate(marker.pid, { timeoutMs: 15_000 });
    removeMarker(NAME, marker.port);
    actions.push(how === 'killed' ? 'killed' : 'stopped');
  }
  return { name: NAME, action: summarize(actions) };
}
