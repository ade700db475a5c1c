// Runs infra/local/smtp-sink.mjs detached (pid in the state dir), or reuses a sink
// that already answers GET /health on SMTP_HTTP_PORT.
import http from 'node:http';
import path from 'node:path';
import { config } from './config.mjs';
import {
  InfraError,
  isOurProcess,
  isPidAlive,
  isPortOpen,
  listMarkers,
  readMarker,
  removeMarker,
  spawnDetached,
  summarize,
  tailFile,
  terminate,
  waitFor,
  writeMarker,
} from './util.mjs';

const NAME = 'smtp';
const s = config.smtp;
const address = () => `${s.host}:${s.port} (http ${s.host}:${s.httpPort})`;
const logFile = () => path.join(config.paths.stateDir, `smtp-sink-${s.port}.log`);

/** GET /health of the sink; resolves the parsed body when it is our sink, else null. */
export function sinkHealth(timeoutMs = 1500) {
  return new Promise((resolve) => {
    const req = http.get({ host: s.host, port: s.httpPort, path: '/health', timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d) => {
        body += d;
      });
      res.on('end', () => {
        try {
          const json = JSON.parse(body);
          resolve(res.statusCode === 200 && json.service === 'tov-smtp-sink' ? json : null);
        } catch {
          resolve(null);
        }
      });
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
  });
}

function ownedPid() {
  const marker = readMarker(NAME, s.port);
  if (!marker) return null;
  return isOurProcess(marker.pid, 'smtp-sink.mjs') ? marker.pid : null;
}

export async function upSmtp({ log = () => {} } = {}) {
  const mine = ownedPid();
  if (!mine && readMarker(NAME, s.port)) removeMarker(NAME, s.port);
  const health = await sinkHealth();
  if (health) {
    if (health.smtpPort !== s.port)
      throw new InfraError(`an SMTP sink answers on http port ${s.httpPort} but its SMTP port is ${health.smtpPort}, not ${s.port}`);
    return {
      name: NAME,
      state: 'running',
      owner: mine ? 'us' : 'external',
      address: address(),
      pid: mine ?? health.pid,
      detail: `${health.messages} messages`,
    };
  }
  for (const p of [s.port, s.httpPort]) {
    if (await isPortOpen(s.host, p)) throw new InfraError(`port ${p} is in use by something that is not the SMTP sink (set SMTP_PORT / SMTP_HTTP_PORT)`);
  }
  const pid = spawnDetached(process.execPath, [config.paths.smtpSinkScript], {
    cwd: config.paths.infraDir,
    logFile: logFile(),
    env: { SMTP_PORT: String(s.port), SMTP_HTTP_PORT: String(s.httpPort) },
  });
  writeMarker(NAME, s.port, { pid, httpPort: s.httpPort, address: address(), logFile: logFile() });
  try {
    await waitFor(`smtp sink on ${address()}`, () => sinkHealth(), {
      timeoutMs: 20_000,
      intervalMs: 150,
      abort: async () => (isPidAlive(pid) ? null : 'the sink process exited'),
    });
  } catch (err) {
    if (!isPidAlive(pid)) removeMarker(NAME, s.port);
    throw new InfraError(`${err.message}\n--- ${logFile()} (tail) ---\n${tailFile(logFile(), 15)}`);
  }
  log(`started the SMTP sink (pid ${pid}) on ${address()}`);
  return { name: NAME, state: 'running', owner: 'us', address: address(), pid };
}

export async function statusSmtp() {
  const mine = ownedPid();
  const health = await sinkHealth();
  if (!health) {
    const open = await isPortOpen(s.host, s.port);
    return {
      name: NAME,
      state: open ? 'unknown' : 'stopped',
      owner: open ? 'external' : null,
      address: address(),
      detail: open ? 'SMTP port open, no sink API' : undefined,
    };
  }
  return { name: NAME, state: 'running', owner: mine ? 'us' : 'external', address: address(), pid: mine ?? health.pid, detail: `${health.messages} messages` };
}

/** Stops every SMTP sink infra/local started (any port). */
export async function downSmtp({ log = () => {} } = {}) {
  const markers = listMarkers(NAME);
  if (markers.length === 0) return { name: NAME, action: 'left alone (not started by infra/local)' };
  const actions = [];
  for (const marker of markers) {
    if (!isOurProcess(marker.pid, 'smtp-sink.mjs')) {
      removeMarker(NAME, marker.port);
      actions.push('was not running');
      continue;
    }
    log(`stopping the SMTP sink (pid ${marker.pid}, port ${marker.port})`);
    const how = await terminate(marker.pid, { timeoutMs: 10_000 });
    removeMarker(NAME, marker.port);
    actions.push(how === 'killed' ? 'killed' : 'stopped');
  }
  return { name: NAME, action: summarize(actions) };
}
