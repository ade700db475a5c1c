// Installs npm dependencies when they are missing or older than the lockfile. Uses only Node's own
// modules, because it runs before anything is installed.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './services.mjs';

export function ensureDependencies(log = console.log) {
  const lock = path.join(ROOT, 'package-lock.json');
  const stampPath = path.join(ROOT, 'node_modules', '.tov-install-stamp');
  const manifests = [lock, ...['contracts', 'services/kit', 'services/auth', 'gateway', 'frontend', 'infra', 'k8s', 'bench']
    .map((d) => path.join(ROOT, d, 'package.json'))
    .filter((p) => fs.existsSync(p))];
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(fs.readFileSync(file));
  const want = hash.digest('hex');
  if (fs.existsSync(stampPath) && fs.readFileSync(stampPath, 'utf8') === want) return false;
  const fresh = !fs.existsSync(path.join(ROOT, 'node_modules'));
  log(fresh ? 'installing npm dependencies (npm ci)...' : 'npm dependencies changed: npm install...');
  const result = spawnSync('npm', fresh ? ['ci', '--no-audit', '--no-fund'] : ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm install failed');
  fs.writeFileSync(stampPath, want);
  return true;
}
