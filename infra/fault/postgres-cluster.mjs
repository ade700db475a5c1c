// A throwaway PostgreSQL cluster for the fault suite: initdb and pg_ctl from the distribution's server
// (/usr/lib/postgresql/<version>/bin) in a temporary folder, on a port of its own, so stopping it
// disturbs nobody else's database. Unlike infra/local/postgres.mjs (a Debian cluster managed by
// pg_ctlcluster, shared by the machine), nothing here outlives `remove()`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { InfraError, run, which } from '../local/util.mjs';

const PG_LIB = '/usr/lib/postgresql';

/** The newest installed server's bin folder (Debian layout), or the folder of `initdb` on PATH. */
function serverBin() {
  const versions = fs.existsSync(PG_LIB)
    ? fs
        .readdirSync(PG_LIB)
        .filter((v) => fs.existsSync(path.join(PG_LIB, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length) return path.join(PG_LIB, versions[0], 'bin');
  const initdb = which('initdb');
  if (initdb) return path.dirname(initdb);
  throw new InfraError(`no PostgreSQL server found (initdb in ${PG_LIB}/<version>/bin or on PATH); install the postgresql package`);
}

/** initdb refuses to run as root: as root, the cluster belongs to the `postgres` OS user. */
function osOwner() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return null;
  const line = fs
    .readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) throw new InfraError('running as root needs the `postgres` OS user to own a throwaway cluster');
  const [, , uid, gid] = line.split(':');
  return { name: 'postgres', uid: Number(uid), gid: Number(gid) };
}

/**
 * Creates (initdb) a cluster in a new temporary folder. Trust authentication on 127.0.0.1 only:
 * the password in the services' URLs is ignored. Durability settings are off (fsync, full pages):
 * the data is thrown away, and a fast stop (`-m fast`) still writes a clean shutdown checkpoint.
 * @param {{ port: number, maxConnections?: number, log?: (line: string) => void }} options
 */
export async function createPostgresCluster({ port, maxConnections = 200, log = () => {} }) {
  const bin = serverBin();
  const owner = osOwner();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-fault-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  if (owner) fs.chownSync(root, owner.uid, owner.gid);
  const asOwner = (cmd, args) => (owner ? ['runuser', ['-u', owner.name, '--', cmd, ...args]] : [cmd, args]);
  const exec = async (cmd, args, timeoutMs = 60_000) => {
    const [c, a] = asOwner(path.join(bin, cmd), args);
    const { code, stdout, stderr } = await run(c, a, { cwd: root, timeoutMs });
    if (code !== 0) throw new InfraError(`${cmd} ${args.join(' ')} failed (exit ${code}): ${(stderr || stdout).trim().split('\n').slice(-10).join('\n')}`);
    return stdout;
  };

  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const settings = {
    listen_addresses: "'127.0.0.1'",
    port,
    unix_socket_directories: `'${root}'`,
    max_connections: maxConnections,
    shared_buffers: "'64MB'",
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
    logging_collector: 'off',
  };
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.conf'),
    `\n# tov fault suite\n${Object.entries(settings)
      .map(([k, v]) => `${k} = ${v}`)
      .join('\n')}\n`,
  );
  log(`initdb: throwaway cluster in ${root} (port ${port})`);

  const cluster = {
    port,
    root,
    url: (database) => `postgresql://postgres:postgres@127.0.0.1:${port}/${database}`,
    /** Starts the server and waits until it accepts connections. */
    async start() {
      await exec('pg_ctl', ['-D', dataDir, '-l', logFile, '-w', '-t', '60', 'start'], 90_000);
    },
    /** `-m fast`: sessions are ended ("terminating connection due to administrator command"), as in a failover. */
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop'], 90_000);
    },
    async isRunning() {
      const [c, a] = asOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, 'status']);
      return (await run(c, a, { cwd: root })).code === 0;
    },
    /** Stops the server if it runs (immediate mode) and deletes the folder. */
    async remove() {
      if (await cluster.isRunning().catch(() => false)) await exec('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(root, { recursive: true, force: true });
    },
    logTail: (lines = 20) => {
      try {
        return fs.readFileSync(logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '';
      }
    },
  };
  return cluster;
}
