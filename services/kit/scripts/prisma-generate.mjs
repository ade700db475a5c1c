#!/usr/bin/env node
// Generates a service's Prisma client offline: `prisma generate` needs no schema engine, but the CLI
// insists the binary exists, so PRISMA_SCHEMA_ENGINE_BINARY points at any file (docs/decisions/004-prisma-migrations-without-native-engine.md).
// Usage (from a service folder): node ../kit/scripts/prisma-generate.mjs
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { writeCombinedSchema } from './schema-files.mjs';

const serviceDir = path.resolve(process.argv[2] ?? process.cwd());
const combined = writeCombinedSchema(serviceDir);
const stamp = path.join(serviceDir, 'src', 'generated', 'prisma', '.stamp');
const inputs = fs
  .readdirSync(combined)
  .map((f) => fs.readFileSync(path.join(combined, f), 'utf8'))
  .join('\n');
if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === inputs) process.exit(0);

const prismaBin = path.join(path.dirname(new URL(import.meta.url).pathname), '..', '..', '..', 'node_modules', '.bin', 'prisma');
const result = spawnSync(prismaBin, ['generate', '--schema', combined], {
  cwd: serviceDir,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.execPath, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' },
});
if (result.status !== 0) {
  process.stdout.write(result.stdout ?? '');
  process.exit(result.status ?? 1);
}
fs.writeFileSync(stamp, inputs);
