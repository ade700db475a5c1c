// PostgreSQL: reuse a server already answering; otherwise install (apt-get) and start a Debian
// cluster with pg_ctlcluster, make TCP login with DATABASE_USER/DATABASE_PASSWORD work, and
// create every service database plus its `_test` twin. All through `psql`.
import fs from 'node:fs';
import path from 'node:path';
import { config } from './config.mjs';
import { allDatabases } from './databases.mjs';
import { InfraError, aptInstall, isPidAlive, isPortOpen, listMarkers, readMarker, removeMarker, run, summarize, waitFor, which, writeMarker } from './util.mjs';

const NAME = 'postgres';
const pg = config.postgres;
const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1']);
const PG_LIB = '/usr/lib/postgresql';

const address = () => `${pg.host}:${pg.port}`;

/** Installed server versions, newest first (Debian layout /usr/lib/postgresql/<ver>/bin/postgres). */
function serverVersions() {
  try {
    return fs
      .readdirSync(PG_LIB)
      .filter((v) => fs.existsSync(path.join(PG_LIB, v, 'bin', 'postgres')))
      .sort((a, b) => Number(b) - Number(a));
  } catch {
    return [];
  }
}

function psqlBinary() {
  const onPath = which('psql');
  if (onPath) return onPath;
  for (const v of serverVersions()) {
    const candidate = path.join(PG_LIB, v, 'bin', 'psql');
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

async function ensurePsql(log) {
  if (psqlBinary()) return;
  await aptInstall(['postgresql-client'], log);
  if (!psqlBinary()) throw new InfraError('psql is still missing after installing postgresql-client');
}

/** Runs SQL over TCP as DATABASE_USER. Resolves the unaligned, tuples-only output; rejects on error. */
async function psql(sql, database = 'postgres') {
  const bin = psqlBinary();
  if (!bin) throw new InfraError('psql not found');
  const { code, stdout, stderr } = await run(
    bin,
    ['-X', '-A', '-t', '-q', '-v', 'ON_ERROR_STOP=1', '-h', pg.host, '-p', String(pg.port), '-U', pg.user, '-d', database, '-c', sql],
    { env: { PGPASSWORD: pg.password, PGCONNECT_TIMEOUT: '3', PGSSLMODE: 'prefer' }, timeoutMs: 30_000 },
  );
  if (code !== 0) throw new InfraError(stderr.trim() || `psql exited with ${code}`);
  return stdout.trim();
}

async function canLogin() {
  try {
    await psql('SELECT 1');
    return { ok: true };
  } catch (err) {
    return { ok: false, error: err.message };
  }
}

/** `pg_lsclusters` rows: { version, name, port, status, owner, dataDir }. */
async function clusters() {
  if (!which('pg_lsclusters')) return [];
  const { code, stdout } = await run('pg_lsclusters', ['-h']);
  if (code !== 0) return [];
  return stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [version, name, port, status, owner, dataDir] = line.trim().split(/\s+/);
      return { version, name, port: Number(port), status, owner, dataDir };
    });
}

function asOsUser(user, cmd, args) {
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (root && which('runuser')) return ['runuser', ['-u', user, '--', cmd, ...args]];
  if (root && which('su')) return ['su', [user, '-s', '/bin/sh', '-c', [cmd, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ')]];
  return ['sudo', ['-n', '-u', user, cmd, ...args]];
}

const sqlLiteral = (s) => `'${String(s).replace(/'/g, "''")}'`;
const sqlIdent = (s) => `"${String(s).replace(/"/g, '""')}"`;

/**
 * Over the cluster's Unix socket, as its OS owner (peer auth): make DATABASE_USER a login role
 * with DATABASE_PASSWORD, so TCP password login works.
 */
async function fixLogin(cluster, log) {
  const bin = psqlBinary();
  const sql = `DO $$ BEGIN
    IF EXISTS (SELECT FROM pg_roles WHERE rolname = ${sqlLiteral(pg.user)}) THEN
      EXECUTE format('ALTER ROLE %I WITH LOGIN PASSWORD %L', ${sqlLiteral(pg.user)}, ${sqlLiteral(pg.password)});
    ELSE
      EXECUTE format('CREATE ROLE %I WITH LOGIN SUPERUSER PASSWORD %L', ${sqlLiteral(pg.user)}, ${sqlLiteral(pg.password)});
    END IF;
  END $$;`;
  const [cmd, args] = asOsUser(cluster.owner, bin, [
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    '/var/run/postgresql',
    '-p',
    String(cluster.port),
    '-d',
    'postgres',
    '-c',
    sql,
  ]);
  const { code, stderr } = await run(cmd, args, { cwd: '/', timeoutMs: 30_000 });
  if (code !== 0) throw new InfraError(`could not set the password of role ${pg.user} over the local socket: ${stderr.trim()}`);
  log(`set the password of role ${pg.user} (cluster ${cluster.version}/${cluster.name})`);
}

function postmasterPid(cluster) {
  try {
    return Number(fs.readFileSync(path.join(cluster.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

async function ownedCluster() {
  const marker = readMarker(NAME, pg.port);
  if (!marker) return null;
  const cluster = (await clusters()).find((c) => c.version === marker.version && c.name === marker.cluster);
  if (!cluster || !cluster.status.startsWith('online')) return null;
  return { marker, cluster };
}

/** Creates whichever of `wanted` do not exist yet (`up` wants every service's and its `_test` twin). */
export async function ensureDatabases(wanted = allDatabases(), log = () => {}) {
  const existing = new Set((await psql('SELECT datname FROM pg_database')).split('\n').map((s) => s.trim()));
  const missing = wanted.filter((db) => !existing.has(db));
  for (const db of missing) {
    try {
      await psql(`CREATE DATABASE ${sqlIdent(db)}`);
    } catch (err) {
      if (!/already exists/.test(err.message)) throw new InfraError(`CREATE DATABASE ${db} failed: ${err.message}`);
    }
  }
  if (missing.length) log(`created databases: ${missing.join(', ')}`);
  return { total: wanted.length, created: missing };
}

/** Drops (ending their sessions) and creates `names` again: a run that must start from empty databases (the e2e stage). */
export async function recreateDatabases(names, log = () => {}) {
  for (const db of names) {
    await psql(`DROP DATABASE IF EXISTS ${sqlIdent(db)} WITH (FORCE)`);
    await psql(`CREATE DATABASE ${sqlIdent(db)}`);
  }
  log(`made empty databases: ${names.join(', ')}`);
}

async function startLocalCluster(log) {
  let installed = false;
  if (serverVersions().length === 0) {
    await aptInstall(['postgresql'], log);
    installed = true;
    if (serverVersions().length === 0) throw new InfraError(`apt-get installed postgresql but no server is in ${PG_LIB}`);
  }
  if (!which('pg_ctlcluster')) throw new InfraError('pg_ctlcluster not found (is postgresql-common installed?)');

  let cluster = (await clusters()).find((c) => c.port === pg.port);
  if (!cluster) {
    const version = serverVersions()[0];
    const taken = new Set((await clusters()).filter((c) => c.version === version).map((c) => c.name));
    const name = taken.has('main') ? 'tov' : 'main';
    log(`creating cluster ${version}/${name} on port ${pg.port}`);
    await run('pg_createcluster', [version, name, '-p', String(pg.port)], { check: true, timeoutMs: 120_000 });
    cluster = (await clusters()).find((c) => c.version === version && c.name === name);
    if (!cluster) throw new InfraError(`pg_createcluster ${version} ${name} did not create a cluster`);
  }
  if (!cluster.status.startsWith('online')) {
    log(`starting cluster ${cluster.version}/${cluster.name} (pg_ctlcluster)`);
    const { code, stdout, stderr } = await run('pg_ctlcluster', ['--skip-systemctl-redirect', cluster.version, cluster.name, 'start'], { timeoutMs: 120_000 });
    if (code !== 0) {
      throw new InfraError(`pg_ctlcluster ${cluster.version} ${cluster.name} start failed:\n${(stderr || stdout).trim()}`);
    }
  } else if (installed) {
    log(`the postgresql package started cluster ${cluster.version}/${cluster.name}`);
  }
  cluster = (await clusters()).find((c) => c.version === cluster.version && c.name === cluster.name) ?? cluster;
  await waitFor(`postgres cluster ${cluster.version}/${cluster.name} on port ${pg.port}`, () => isPortOpen(pg.host, pg.port), { timeoutMs: 60_000 });
  return cluster;
}

export async function upPostgres({ log = () => {} } = {}) {
  const local = LOCAL_HOSTS.has(pg.host);
  // the server package brings psql with it: install it first when nothing answers and it is missing
  if (local && serverVersions().length === 0 && !(await isPortOpen(pg.host, pg.port))) await aptInstall(['postgresql'], log);
  await ensurePsql(log);
  let owner = 'external';
  const owned = await ownedCluster();
  if (owned) owner = 'us';
  else if (readMarker(NAME, pg.port)) removeMarker(NAME, pg.port); // stale: our cluster is no longer online

  if (!(await isPortOpen(pg.host, pg.port))) {
    if (!local) throw new InfraError(`nothing answers on ${address()} and DATABASE_HOST is not local, so it cannot be started here`);
    const cluster = await startLocalCluster(log);
    writeMarker(NAME, pg.port, { version: cluster.version, cluster: cluster.name, pid: postmasterPid(cluster), address: address() });
    owner = 'us';
  }

  let login = await canLogin();
  if (!login.ok && local) {
    const cluster = (await clusters()).find((c) => c.port === pg.port && c.status.startsWith('online'));
    if (cluster) {
      await fixLogin(cluster, log);
      login = await waitFor(`postgres login as ${pg.user} on ${address()}`, async () => ((await canLogin()).ok ? { ok: true } : null), {
        timeoutMs: 30_000,
      });
    }
  }
  if (!login.ok) {
    throw new InfraError(
      `postgres on ${address()} refuses login as ${pg.user}: ${login.error}\n(set DATABASE_USER / DATABASE_PASSWORD, or allow password login for 127.0.0.1 in pg_hba.conf)`,
    );
  }
  const dbs = await ensureDatabases(allDatabases(), log);
  return { name: NAME, state: 'running', owner, address: address(), detail: `${dbs.total} databases` };
}

export async function statusPostgres() {
  const owned = await ownedCluster();
  const owner = owned ? 'us' : 'external';
  if (!(await isPortOpen(pg.host, pg.port))) return { name: NAME, state: 'stopped', owner: null, address: address() };
  const login = psqlBinary() ? await canLogin() : { ok: false, error: 'psql not installed' };
  if (!login.ok) return { name: NAME, state: 'running', owner, address: address(), detail: `login failed: ${login.error.split('\n')[0]}` };
  const existing = new Set((await psql('SELECT datname FROM pg_database')).split('\n'));
  const wanted = allDatabases();
  const present = wanted.filter((d) => existing.has(d)).length;
  return { name: NAME, state: 'running', owner, address: address(), detail: `${present}/${wanted.length} databases` };
}

/** Stops every cluster infra/local started (pg_ctlcluster stop); never one it did not start. */
export async function downPostgres({ log = () => {} } = {}) {
  const markers = listMarkers(NAME);
  if (markers.length === 0) return { name: NAME, action: 'left alone (not started by infra/local)' };
  const actions = [];
  const all = await clusters();
  for (const marker of markers) {
    const cluster = all.find((c) => c.version === marker.version && c.name === marker.cluster);
    if (cluster && cluster.status.startsWith('online')) {
      log(`stopping cluster ${cluster.version}/${cluster.name} (port ${cluster.port})`);
      await run('pg_ctlcluster', ['--skip-systemctl-redirect', '-m', 'fast', cluster.version, cluster.name, 'stop'], { check: true, timeoutMs: 120_000 });
      actions.push('stopped');
    } else {
      actions.push(isPidAlive(marker.pid) ? 'marker removed' : 'was not running');
    }
    removeMarker(NAME, marker.port);
  }
  return { name: NAME, action: summarize(actions) };
}
