// Installs npm dependencies when they are missing or older than the lockfile. Uses only Node's own
// modules, because it runs before anything is installed.
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './services.mjs';

/** The workspace folders of the root package.json (`dir` or `dir/*`). */
function workspaceDirs() {
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return workspaces
    .flatMap((pattern) => {
      if (!pattern.endsWith('/*')) return [path.join(ROOT, pattern)];
      const parent = path.join(ROOT, pattern.slice(0, -2));
      return fs.existsSync(parent) ? fs.readdirSync(parent).map((d) => path.join(parent, d)) : [];
    })
    .filter((d) => fs.existsSync(path.join(d, 'package.json')));
}

export function ensureDependencies(log = console.log) {
  const lock = path.join(ROOT, 'package-lock.json');
  const stampPath = path.join(ROOT, 'node_modules', '.tov-install-stamp');
  const manifests = [path.join(ROOT, 'package.json'), lock, ...workspaceDirs().map((d) => path.join(d, 'package.json'))];
  const hash = createHash('sha256');
  for (const file of manifests) hash.update(fs.readFileSync(file));
  const want = hash.digest('hex');
  if (fs.existsSync(stampPath) && fs.readFileSync(stampPath, 'utf8') === want) return false;
  log('installing npm dependencies (npm install, versions from package-lock.json)...');
  // Not `npm ci`: npm 11 refuses this lockfile for lacking other platforms' optional packages
  // (@swc/core-darwin-*, ...), although `npm install` honours every locked version (docs/decisions/003-npm-install-not-ci.md).
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('npm install failed');
  fs.writeFileSync(stampPath, want);
  return true;
}
