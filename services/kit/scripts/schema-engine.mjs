// Prisma's own schema engine compiled to WebAssembly, driven through the pg driver adapter.
// The native engine cannot be downloaded here; migrations stay Prisma's (docs/decisions/004-prisma-migrations-without-native-engine.md).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);
let bindings;

async function loadBindings() {
  if (bindings) return bindings;
  // The package exports no package.json; its main file sits beside the wasm binary.
  const pkgDir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
  const bg = await import(path.join(pkgDir, 'schema_engine_bg.js'));
  const module = await WebAssembly.compile(fs.readFileSync(path.join(pkgDir, 'schema_engine_bg.wasm')));
  const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': bg });
  bg.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start?.();
  bindings = bg;
  return bg;
}

export const NO_FILTERS = { externalTables: [], externalEnums: [] };

export async function openSchemaEngine(databaseUrl, files) {
  const bg = await loadBindings();
  const factory = bindMigrationAwareSqlAdapterFactory(new PrismaPg({ connectionString: databaseUrl }));
  return bg.SchemaEngine.new({ datamodels: files.map((f) => [f.path, f.content]) }, () => {}, factory);
}

/** Reads prisma/migrations the way the engine expects it. */
export function migrationsList(serviceDir) {
  const baseDir = path.join(serviceDir, 'prisma', 'migrations');
  const dirs = fs.existsSync(baseDir)
    ? fs
        .readdirSync(baseDir, { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => d.name)
        .sort()
    : [];
  const lockPath = path.join(baseDir, 'migration_lock.toml');
  return {
    baseDir,
    lockfile: { path: 'migration_lock.toml', content: fs.existsSync(lockPath) ? fs.readFileSync(lockPath, 'utf8') : null },
    shadowDbInitScript: '',
    migrationDirectories: dirs.map((name) => ({
      path: name,
      migrationFile: { path: 'migration.sql', content: { tag: 'ok', value: fs.readFileSync(path.join(baseDir, name, 'migration.sql'), 'utf8') } },
    })),
  };
}
