// Small helpers shared by the infra/local components: processes, ports, markers, apt-get, locking.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { config } from './config.mjs';

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class InfraError extends Error {
  constructor(message) {
    super(message);
    this.name = 'InfraError';
  }
}

/**
 * Runs a command without a shell. Resolves { code, stdout, stderr } (never rejects on a non-zero
 * exit unless `check` is set); rejects when the binary cannot be started or on timeout.
 */
export function run(cmd, args = [], { env, cwd, input, timeoutMs = 120_000, check = false, logFile } = {}) {
  return new Promise((resolve, reject) => {
    let child;
    try {
      child = spawn(cmd, args, { env: env ? { ...process.env, ...env } : process.env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    } catch (err) {
      reject(err);
      return;
    }
    let stdout = '';
    let stderr = '';
    const log = logFile ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
    child.stdout.on('data', (d) => {
      stdout += d;
      log?.write(d);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      log?.write(d);
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new InfraError(`${cmd} ${args.join(' ')} timed out after ${Math.round(timeoutMs / 1000)}s`));
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      log?.end();
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      log?.end();
      if (check && code !== 0) {
        const tail = (stderr || stdout).trim().split('\n').slice(-15).join('\n');
        reject(new InfraError(`${cmd} ${args.join(' ')} exited with ${code}${tail ? `:\n${tail}` : ''}`));
      } else {
        resolve({ code, stdout, stderr });
      }
    });
    if (input !== undefined) child.stdin.end(input);
    else child.stdin.end();
  });
}

/** Absolute path of an executable on PATH (or in the extra directories), or null. */
export function which(name, extraDirs = []) {
  const dirs = [...(process.env.PATH || '').split(path.delimiter), ...extraDirs, '/usr/sbin', '/sbin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // keep looking
    }
  }
  return null;
}

/** True when something accepts a TCP connection on host:port within the timeout. */
export function isPortOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (result) => {
      socket.removeAllListeners();
      socket.destroy();
      resolve(result);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Polls `probe` (truthy = ready) until it succeeds, the deadline passes or `abort()` returns a reason. */
export async function waitFor(what, probe, { timeoutMs = 60_000, intervalMs = 250, abort } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const result = await probe();
      if (result) return result;
    } catch (err) {
      lastError = err;
    }
    const reason = abort ? await abort() : null;
    if (reason) throw new InfraError(`${what}: ${reason}`);
    if (Date.now() > deadline) {
      throw new InfraError(`${what}: not ready after ${Math.round(timeoutMs / 1000)}s${lastError ? ` (last error: ${lastError.message})` : ''}`);
    }
    await sleep(intervalMs);
  }
}

export function isPidAlive(pid) {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return err.code === 'EPERM';
  }
  // a zombie still answers kill(0); treat it as gone
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
    if (state === 'Z' || state === 'X') return false;
  } catch {
    // no /proc (macOS): trust kill(0)
  }
  return true;
}

/** True when `pid` is alive and its command line contains `needle` (guards against pid reuse). */
export function isOurProcess(pid, needle) {
  if (!isPidAlive(pid)) return false;
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return cmdline.includes(needle);
  } catch {
    return true; // no /proc: the pid is alive, assume it is ours
  }
}

/** SIGTERM, wait up to `timeoutMs`, then SIGKILL. Resolves 'exited' | 'killed' | 'not-running'. */
export async function terminate(pid, { timeoutMs = 30_000 } = {}) {
  if (!isPidAlive(pid)) return 'not-running';
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return 'not-running';
  }
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isPidAlive(pid)) return 'exited';
    await sleep(200);
  }
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // already gone
  }
  for (let i = 0; i < 50 && isPidAlive(pid); i++) await sleep(100);
  return 'killed';
}

export function ensureDir(dir) {
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Last `lines` lines of a file ('' when missing). */
export function tailFile(file, lines = 30) {
  try {
    const size = fs.statSync(file).size;
    const fd = fs.openSync(file, 'r');
    const length = Math.min(size, 64 * 1024);
    const buffer = Buffer.alloc(length);
    fs.readSync(fd, buffer, 0, length, size - length);
    fs.closeSync(fd);
    return buffer.toString('utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

// ---- markers: <state dir>/<component>-<port>.json says "this one was started by infra/local" ----

const markerPath = (component, port) => path.join(config.paths.stateDir, `${component}-${port}.json`);

export function readMarker(component, port) {
  try {
    return JSON.parse(fs.readFileSync(markerPath(component, port), 'utf8'));
  } catch {
    return null;
  }
}

export function writeMarker(component, port, data) {
  ensureDir(config.paths.stateDir);
  const file = markerPath(component, port);
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify({ component, port, startedAt: new Date().toISOString(), ...data }, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

export function removeMarker(component, port) {
  fs.rmSync(markerPath(component, port), { force: true });
}

/** Every marker of a component (any port): what `down` must stop. */
export function listMarkers(component) {
  let names = [];
  try {
    names = fs.readdirSync(config.paths.stateDir);
  } catch {
    return [];
  }
  const pattern = new RegExp(`^${component}-(\\d+)\\.json$`);
  return names
    .map((n) => n.match(pattern))
    .filter(Boolean)
    .map((m) => ({ ...(readMarker(component, Number(m[1])) ?? { component }), port: Number(m[1]) }));
}

/** One word for several stop actions: 'killed' > 'stopped' > the first other. */
export function summarize(actions) {
  if (actions.includes('killed')) return 'killed';
  if (actions.includes('stopped')) return 'stopped';
  return actions[0] ?? 'was not running';
}

// ---- apt-get (serialised: dpkg allows one at a time) ----

let aptChain = Promise.resolve();
let aptUpdated = false;

function privileged(cmd, args) {
  if (typeof process.getuid === 'function' && process.getuid() === 0) return [cmd, args];
  if (which('sudo')) return ['sudo', ['-n', cmd, ...args]];
  return [cmd, args];
}

/** apt-get install -y the packages (apt-get update first when the install fails). */
export function aptInstall(packages, log = () => {}) {
  const job = aptChain.then(async () => {
    if (!which('apt-get')) {
      throw new InfraError(`cannot install ${packages.join(', ')}: apt-get not found; install them with your package manager`);
    }
    ensureDir(config.paths.stateDir);
    const logFile = path.join(config.paths.stateDir, 'apt.log');
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    log(`installing ${packages.join(' ')} with apt-get (output: ${path.relative(process.cwd(), logFile) || logFile})`);
    const install = () => {
      const [cmd, args] = privileged('apt-get', ['install', '-y', '--no-install-recommends', ...packages]);
      return run(cmd, args, { env, logFile, timeoutMs: 15 * 60_000 });
    };
    let result = await install();
    if (result.code !== 0 && !aptUpdated) {
      const [cmd, args] = privileged('apt-get', ['update']);
      await run(cmd, args, { env, logFile, timeoutMs: 10 * 60_000 });
      aptUpdated = true;
      result = await install();
    }
    if (result.code !== 0) {
      throw new InfraError(`apt-get install ${packages.join(' ')} failed (exit ${result.code}); see ${logFile}:\n${tailFile(logFile, 10)}`);
    }
  });
  aptChain = job.catch(() => {});
  return job;
}

// ---- a cross-process lock so two `up`/`down` runs do not start the same thing twice ----

let lockChain = Promise.resolve();
const lockFile = () => path.join(config.paths.stateDir, 'infra.lock');

/**
 * Runs `fn` while holding infra/.state/infra.lock (one up/down/start/stop at a time, across
 * processes and within this one). Not re-entrant: `fn` must not call another locked function.
 */
export function withLock(fn, options = {}) {
  const job = lockChain.then(() => withFileLock(fn, options));
  lockChain = job.catch(() => {});
  return job;
}

async function withFileLock(fn, { timeoutMs = 10 * 60_000, log = () => {} }) {
  ensureDir(config.paths.stateDir);
  const deadline = Date.now() + timeoutMs;
  let announced = false;
  for (;;) {
    try {
      fs.writeFileSync(lockFile(), String(process.pid), { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      let holder = NaN;
      try {
        holder = Number(fs.readFileSync(lockFile(), 'utf8').trim());
      } catch {
        continue; // removed meanwhile
      }
      if (!isPidAlive(holder) || holder === process.pid) {
        fs.rmSync(lockFile(), { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new InfraError(`another infra command (pid ${holder}) still holds ${lockFile()}`);
      if (!announced) {
        log(`waiting for another infra command (pid ${holder}) to finish`);
        announced = true;
      }
      await sleep(300);
    }
  }
  const release = () => {
    try {
      if (fs.readFileSync(lockFile(), 'utf8').trim() === String(process.pid)) fs.rmSync(lockFile(), { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  try {
    return await fn();
  } finally {
    process.removeListener('exit', release);
    release();
  }
}

/** A detached, unref'd background process with stdout/stderr appended to `logFile`. Returns its pid. */
export function spawnDetached(cmd, args, { cwd, env, logFile, truncate = false }) {
  ensureDir(path.dirname(logFile));
  const fd = fs.openSync(logFile, truncate ? 'w' : 'a');
  try {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      detached: true,
      stdio: ['ignore', fd, fd],
    });
    child.on('error', () => {}); // surfaced by the readiness wait (the pid is dead)
    child.unref();
    if (!child.pid) throw new InfraError(`could not start ${cmd}`);
    return child.pid;
  } finally {
    fs.closeSync(fd);
  }
}

export const rel = (p) => path.relative(process.cwd(), p) || p;
