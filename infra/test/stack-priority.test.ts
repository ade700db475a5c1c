// Integration test of infra/scripts/stack.mjs (what `npm start`, the e2e tests and the benchmarks
// run): the stack comes up on databases of its own, and the services whose work waits anyway
// (services.mjs `nice`) run at a lower CPU priority than the request paths. The ESM script runs in a
// child node (see local-infra.test.ts); it needs the services built (`npm test` builds first).
import { execFile } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SCRIPTS = path.resolve(__dirname, '..', 'scripts');
const url = (file: string) => JSON.stringify(pathToFileURL(path.join(SCRIPTS, file)).href);

interface Started {
  name: string;
  ready: boolean;
  priority: number;
}

function startAndReport(): Promise<Started[]> {
  // Ports moved by 700: beside a developer's own stack, the e2e stack (1000) and the benchmarks (400).
  // Databases of its own ('_stack_test'): the workspaces' tests run beside it on the '_test' ones, and
  // this stack's auth relayed auth_test's outbox under auth's own outbox tests (they failed when turbo
  // happened to run the two side by side).
  const script = `
    import os from 'node:os';
    const { startStack } = await import(${url('stack.mjs')});
    const stack = await startStack({ databaseSuffix: '_stack_test', portOffset: 700, quiet: true, log: () => {} });
    try {
      const started = [];
      for (const { name, process: child } of stack.children) {
        const ready = (await fetch(stack.urls[name] + '/health/ready')).ok;
        started.push({ name, ready, priority: os.getPriority(child.pid) });
      }
      process.stdout.write(JSON.stringify(started));
    } finally {
      await stack.stop();
    }`;
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['--input-type=module', '-e', script], { timeout: 150_000, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`startStack failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as Started[]);
    });
  });
}

describe('the local stack', () => {
  it('starts every service ready, with matching and workers at a lower CPU priority than the request paths', async () => {
    const started = await startAndReport();
    const priorityOf = Object.fromEntries(started.map((s) => [s.name, s.priority]));
    expect(started.map((s) => s.name).sort()).toEqual(['auth', 'company', 'gateway', 'matching', 'specialist', 'tovspark', 'visa-assessment', 'workers']);
    expect(started.every((s) => s.ready)).toBe(true);
    // The test runner's own priority is the baseline: a CI runner may itself run niced.
    const base = priorityOf['gateway'];
    expect(priorityOf).toEqual({
      auth: base,
      'visa-assessment': base,
      gateway: base,
      specialist: base,
      company: base,
      tovspark: base,
      matching: Math.min(base + 10, 19),
      workers: Math.min(base + 10, 19),
    });
  }, 180_000);
});
