// The browser for end-to-end tests: Debian's chromium (playwright-core drives it; it cannot download its own).
import fs from 'node:fs';
import { spawnSync } from 'node:child_process';

export const CHROMIUM_PATH = '/usr/bin/chromium';

export function ensureChromium(log = console.log) {
  if (fs.existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  log('installing Debian chromium for the browser tests...');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  for (const args of [
    ['apt-get', 'update'],
    ['apt-get', 'install', '-y', '--no-install-recommends', 'chromium'],
  ]) {
    const cmd = [...sudo, ...args];
    const result = spawnSync(cmd[0], cmd.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    if (result.status !== 0) throw new Error(`${cmd.join(' ')} failed`);
  }
  return CHROMIUM_PATH;
}
