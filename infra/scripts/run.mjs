// Small process helpers shared by the start and test scripts.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './services.mjs';

/** Runs a command to completion with inherited output; throws on a non-zero exit. */
export function runStep(label, command, args, options = {}) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  return (Date.now() - started) / 1000;
}

/**
 * Like runStep, but ends the whole process group (turbo, jest, what they started) when it runs past
 * `timeoutMs`: a test that leaves a handle open keeps Jest alive, and a stage must not hang the run.
 */
export function runStepWithin(label, command, args, { timeoutMs, ...options }) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: true, ...options, env: { ...process.env, ...options.env } });
    let timedOut = false;
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        /* already gone */
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGKILL');
    }, timeoutMs);
    // Its own process group does not hear the terminal's Ctrl-C: it is passed on.
    const passOn = (signal) => killGroup(signal);
    process.on('SIGINT', passOn);
    process.on('SIGTERM', passOn);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      process.off('SIGINT', passOn);
      process.off('SIGTERM', passOn);
      if (timedOut) reject(new Error(`${label} ran past ${Math.round(timeoutMs / 60_000)} min and was stopped`));
      else if (code !== 0) reject(new Error(`${label} failed (exit ${code ?? signal})`));
      else resolve((Date.now() - started) / 1000);
    });
  });
}

/** Runs commands side by side with inherited output; throws, once all have ended, naming those that failed. */
export async function runSteps(steps) {
  const results = await Promise.all(
    steps.map(
      ({ label, command, args, options = {} }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
          child.once('error', () => resolve({ label, ok: false }));
          child.once('exit', (code) => resolve({ label, ok: code === 0 }));
        }),
    ),
  );
  const failed = results.filter((r) => !r.ok).map((r) => r.label);
  if (failed.length > 0) throw new Error(`${failed.join(', ')} failed`);
}

/**
 * `runStep` without blocking this process: for a step that may take a while beside the children of
 * `startChild` (a seed waiting for events), whose output is read by this process's event loop, so a
 * child never waits on a full pipe meanwhile.
 */
export function runStepAsync(label, command, args, options = {}) {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve((Date.now() - started) / 1000);
      else reject(new Error(`${label} failed (exit ${code ?? signal})`));
    });
  });
}

/** Starts a long-running child whose lines are prefixed with its name. */
export function startChild(name, command, args, options = {}) {
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options, env: { ...process.env, ...options.env } });
  const prefix = `[${name}]`.padEnd(10);
  const pipe = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (!options.quiet) out.write(`${prefix} ${line}\n`);
    });
  };
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  return child;
}

export async function waitForHttp(url, { timeoutMs = 60_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

export function stopChild(child, timeoutMs = 15_000) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
