// The rules docker-compose.yml and the Dockerfiles follow, as functions returning the problems found.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { DATABASES, FLEET, RUN_AS_USER, requiredEnv, upstreamUrl } from './fleet';
import type { Json } from './load';

export const parseCompose = (text: string): Json => parse(text, { merge: true });

// Keys of the Compose Specification (compose-spec/compose-spec, schema/compose-spec.json) this file
// may use; an unknown key (a typo such as `healtcheck`) is silently ignored by some tools.
const TOP_LEVEL_KEYS = ['version', 'name', 'include', 'services', 'models', 'networks', 'volumes', 'secrets', 'configs'];
const SERVICE_KEYS = (
  'develop deploy annotations attach build blkio_config cap_add cap_drop cgroup cgroup_parent command configs container_name cpu_count ' +
  'cpu_percent cpu_shares cpu_quota cpu_period cpu_rt_period cpu_rt_runtime cpus cpuset credential_spec depends_on device_cgroup_rules ' +
  'devices dns dns_opt dns_search domainname entrypoint env_file label_file environment expose extends provider external_links extra_hosts ' +
  'gpus group_add healthcheck hostname image init ipc isolation labels links logging mac_address mem_limit mem_reservation mem_swappiness ' +
  'memswap_limit network_mode models networks oom_kill_disable oom_score_adj pid pids_limit platform ports post_start pre_stop privileged ' +
  'profiles pull_policy pull_refresh_after read_only restart runtime scale security_opt shm_size secrets sysctls stdin_open ' +
  'stop_grace_period stop_signal storage_opt tmpfs tty ulimits use_api_socket user uts userns_mode volumes volumes_from working_dir'
).split(' ');
const HEALTHCHECK_KEYS = ['disable', 'interval', 'retries', 'test', 'timeout', 'start_period', 'start_interval'];
const BUILD_KEYS = (
  'context dockerfile dockerfile_inline entitlements args ssh labels cache_from cache_to no_cache additional_contexts network pull target ' +
  'shm_size extra_hosts isolation privileged secrets tags ulimits platforms'
).split(' ');
const COMPOSE_OPTIONAL_ENV = ['OTEL_EXPORTER_OTLP_ENDPOINT'];
const CONDITIONS = ['service_started', 'service_healthy', 'service_completed_successfully'];

const unknownKeys = (obj: Json, allowed: string[]): string[] => Object.keys(obj ?? {}).filter((k) => !k.startsWith('x-') && !allowed.includes(k));

/** Data stores the services need, each pinned to the version the brief names. */
const EXPECTED_IMAGES: Record<string, RegExp> = {
  postgres: /^postgres:16(\.\d+)*(-[a-z0-9]+)?$/,
  redis: /^redis:7(\.\d+)*(-[a-z0-9]+)?$/,
  kafka: /^apache\/kafka:3\.9\.1$/,
  mailpit: /^axllent\/mailpit:v\d+\.\d+\.\d+$/,
};

/** What each built service must wait for (healthy) before it starts. */
const NEEDS: Record<string, string[]> = {
  auth: ['postgres', 'redis', 'kafka'],
  'visa-assessment': ['postgres', 'redis', 'kafka'],
  matching: ['postgres', 'redis', 'kafka'],
  // no database, no Kafka: its queues in Redis, the e-mails to the SMTP sink
  workers: ['redis', 'mailpit'],
  gateway: ['redis', 'auth', 'visa-assessment', 'matching'],
};

function commandText(command: Json): string {
  return Array.isArray(command) ? command.join(' ') : String(command ?? '');
}

/** The variables a service gets: its environment plus any `export NAME=` its shell command runs. */
function envOf(service: Json): Record<string, string> {
  const env: Record<string, string> = {};
  const e = service.environment ?? {};
  if (Array.isArray(e)) for (const item of e) env[String(item).split('=')[0]!] = String(item).split('=').slice(1).join('=');
  else for (const [k, v] of Object.entries(e)) env[k] = v === null ? '' : String(v);
  for (const m of commandText(service.command).matchAll(/\b([A-Z][A-Z0-9_]*)="\$\$?\(cat ([^)]+)\)"/g)) env[m[1]!] = `<file ${m[2]}>`;
  return env;
}

function publishedPorts(service: Json): Array<{ host: number; container: number; ip?: string }> {
  return (service.ports ?? []).map((p: Json) => {
    if (typeof p === 'object') return { host: Number(p.published), container: Number(p.target), ip: p.host_ip };
    const parts = String(p).split(':');
    const container = Number(parts.pop());
    const host = Number(parts.pop() ?? container);
    return { host, container, ip: parts.pop() };
  });
}

export function checkCompose(compose: Json, repoRoot: string): string[] {
  const problems: string[] = [];
  const services: Record<string, Json> = compose?.services ?? {};

  for (const k of unknownKeys(compose, TOP_LEVEL_KEYS)) problems.push(`top level: unknown key ${k}`);
  for (const [name, svc] of Object.entries(services)) {
    for (const k of unknownKeys(svc, SERVICE_KEYS)) problems.push(`${name}: unknown key ${k}`);
    for (const k of unknownKeys(svc.healthcheck, HEALTHCHECK_KEYS)) problems.push(`${name}: unknown healthcheck key ${k}`);
    if (svc.build && typeof svc.build === 'object') for (const k of unknownKeys(svc.build, BUILD_KEYS)) problems.push(`${name}: unknown build key ${k}`);
  }

  // images
  for (const [name, pattern] of Object.entries(EXPECTED_IMAGES)) {
    if (!services[name]) problems.push(`service ${name} is missing`);
    else if (!pattern.test(String(services[name].image))) problems.push(`${name}: image ${services[name].image} does not match ${pattern}`);
  }
  for (const [name, svc] of Object.entries(services)) {
    const image = String(svc.image ?? '');
    if (!svc.build) {
      const tag = image.includes(':') ? image.split(':').pop() : '';
      if (!tag || tag === 'latest') problems.push(`${name}: image ${image || '(none)'} needs a pinned tag`);
    }
  }

  // health and order
  const oneShot = (svc: Json) => svc.restart === 'no' || svc.restart === false;
  for (const [name, svc] of Object.entries(services)) {
    if (!oneShot(svc) && !svc.healthcheck?.test) problems.push(`${name}: needs a healthcheck`);
    const deps = svc.depends_on ?? {};
    if (Array.isArray(deps)) {
      problems.push(`${name}: depends_on must name a condition for each dependency`);
      continue;
    }
    for (const [dep, spec] of Object.entries<Json>(deps)) {
      const target = services[dep];
      if (!target) problems.push(`${name}: depends on ${dep}, which does not exist`);
      if (!CONDITIONS.includes(spec?.condition)) problems.push(`${name}: depends_on ${dep} has no valid condition`);
      if (spec?.condition === 'service_started') problems.push(`${name}: depends_on ${dep} should wait for service_healthy, not service_started`);
      if (spec?.condition === 'service_healthy' && target && !target.healthcheck?.test) problems.push(`${name}: waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
      if (spec?.condition === 'service_completed_successfully' && target && !oneShot(target)) problems.push(`${name}: waits for ${dep} to complete, but ${dep} is not a one-shot job`);
    }
  }

  // the built services
  for (const [name, needs] of Object.entries(NEEDS)) {
    const svc = services[name];
    if (!svc) {
      problems.push(`service ${name} is missing`);
      continue;
    }
    const dockerfile = svc.build?.dockerfile;
    if (svc.build?.context !== '.') problems.push(`${name}: build.context must be the repository root (.)`);
    if (!dockerfile || !fs.existsSync(path.join(repoRoot, dockerfile))) problems.push(`${name}: build.dockerfile ${dockerfile} does not exist`);
    for (const dep of needs) {
      if (svc.depends_on?.[dep]?.condition !== 'service_healthy') problems.push(`${name}: must wait for ${dep} (condition: service_healthy)`);
    }
    if (svc.read_only !== true) problems.push(`${name}: read_only must be true (as in Kubernetes)`);
    if (!(svc.cap_drop ?? []).includes('ALL')) problems.push(`${name}: cap_drop must include ALL`);
    if (svc.user !== undefined && String(svc.user).split(':')[0] !== String(RUN_AS_USER)) problems.push(`${name}: must run as ${RUN_AS_USER}`);

    const env = envOf(svc);
    for (const key of requiredEnv(name)) {
      // the gateway's upstreams are checked below (set exactly for the services this file runs);
      // there is no OpenTelemetry collector in this file, and the services treat the endpoint as optional
      if (Object.values(FLEET).some((m) => m.gatewayUrlVar === key) || COMPOSE_OPTIONAL_ENV.includes(key)) continue;
      if (!(key in env)) problems.push(`${name}: env ${key} is missing`);
    }
    const member = FLEET[name]!;
    if (Number(env.PORT) !== member.port) problems.push(`${name}: env PORT=${env.PORT}, expected ${member.port}`);
    if (env.HOST !== undefined && env.HOST !== '0.0.0.0') problems.push(`${name}: env HOST=${env.HOST}; other containers could not reach it`);
    if (env.SERVICE_NAME !== undefined && env.SERVICE_NAME !== name) problems.push(`${name}: env SERVICE_NAME=${env.SERVICE_NAME}`);
    if (member.database && env.DATABASE_URL) {
      const m = /^postgres(?:ql)?:\/\/[^@]+@([^:/]+)(?::\d+)?\/([^?]+)/.exec(env.DATABASE_URL);
      if (m?.[1] !== 'postgres' || m?.[2] !== member.database) problems.push(`${name}: DATABASE_URL must point at postgres/${member.database}`);
    }
    if (env.REDIS_URL && !/^redis:\/\/redis(:\d+)?\/?/.test(env.REDIS_URL)) problems.push(`${name}: REDIS_URL must point at the redis service`);
    const internalKafka = String(services.kafka?.environment?.KAFKA_ADVERTISED_LISTENERS ?? '')
      .split(',')
      .map((l) => l.replace(/^[A-Z_]+:\/\//, ''))
      .find((hostPort) => hostPort.startsWith('kafka:'));
    if (env.KAFKA_BROKERS && env.KAFKA_BROKERS !== internalKafka) problems.push(`${name}: KAFKA_BROKERS=${env.KAFKA_BROKERS}, expected the in-network listener ${internalKafka}`);
    if (name === 'gateway') {
      for (const [upstream, m] of Object.entries(FLEET)) {
        if (!m.gatewayUrlVar) continue;
        if (services[upstream] && env[m.gatewayUrlVar] !== upstreamUrl(upstream)) problems.push(`gateway: ${m.gatewayUrlVar} must be ${upstreamUrl(upstream)}`);
        if (!services[upstream] && env[m.gatewayUrlVar] !== undefined) problems.push(`gateway: ${m.gatewayUrlVar} is set but ${upstream} is not in this file (leave it unset: 503)`);
      }
    }
  }

  // every built service with a database migrates it first (as the Kubernetes init container does)
  for (const name of Object.keys(NEEDS).filter((n) => FLEET[n]?.database)) {
    const cmd = commandText(services[name]?.command);
    const migrateAt = cmd.indexOf(`node services/kit/scripts/migrate.mjs deploy services/${name}`);
    const serverAt = cmd.indexOf(`exec node services/${name}/dist/server.js`);
    if (migrateAt < 0 || serverAt < 0 || migrateAt > serverAt || !cmd.slice(migrateAt, serverAt).includes('&&')) {
      problems.push(`${name}: the command must run the migrations, then (&&) exec the server`);
    }
  }
  if (!/exec node gateway\/dist\/server\.js$/.test(commandText(services.gateway?.command).trim())) problems.push('gateway: the command must exec node gateway/dist/server.js');

  // ports: the gateway on 8080; the services themselves are not published
  const gatewayPorts = publishedPorts(services.gateway ?? {});
  if (!gatewayPorts.some((p) => p.host === 8080 && p.container === FLEET.gateway!.port)) problems.push('gateway: must publish 8080:8080');
  for (const name of Object.keys(FLEET)) {
    if (name !== 'gateway' && services[name] && publishedPorts(services[name]).length > 0) problems.push(`${name}: only the gateway is published`);
  }
  for (const [name, svc] of Object.entries(services)) {
    if (name in EXPECTED_IMAGES) for (const p of publishedPorts(svc)) if (p.ip !== '127.0.0.1') problems.push(`${name}: publish on 127.0.0.1 only (port ${p.host})`);
  }

  // Kafka: one KRaft node, an in-network listener and a host one
  const kafkaEnv = services.kafka?.environment ?? {};
  const roles = String(kafkaEnv.KAFKA_PROCESS_ROLES ?? '').split(',');
  if (!roles.includes('broker') || !roles.includes('controller')) problems.push('kafka: KAFKA_PROCESS_ROLES must be broker,controller (KRaft)');
  const advertised = String(kafkaEnv.KAFKA_ADVERTISED_LISTENERS ?? '').split(',').map((l) => l.replace(/^[A-Z_]+:\/\//, ''));
  if (!advertised.some((a) => a.startsWith('kafka:'))) problems.push('kafka: needs a listener advertised as kafka:<port> for the compose network');
  const hostListener = advertised.find((a) => /^(127\.0\.0\.1|localhost):\d+$/.test(a));
  if (!hostListener) problems.push('kafka: needs a listener advertised on 127.0.0.1 for the host');
  else if (!publishedPorts(services.kafka).some((p) => p.host === Number(hostListener.split(':')[1]))) problems.push(`kafka: the host listener ${hostListener} is not published`);

  // Postgres: one database per service, created by the init script
  const init = (services.postgres?.volumes ?? []).map(String).find((v: string) => v.includes('/docker-entrypoint-initdb.d/'));
  const initFile = init && path.join(repoRoot, init.split(':')[0]!);
  if (!initFile || !fs.existsSync(initFile)) problems.push('postgres: mount an init script into /docker-entrypoint-initdb.d/');
  else {
    const created = [...fs.readFileSync(initFile, 'utf8').matchAll(/^\s*CREATE DATABASE\s+"?([a-z_]+)"?/gim)].map((m) => m[1]!);
    if ([...created].sort().join() !== [...DATABASES].sort().join()) problems.push(`postgres: the init script creates ${created.join(', ')}; expected ${DATABASES.join(', ')}`);
  }

  // named volumes are declared
  const declared = Object.keys(compose?.volumes ?? {});
  for (const [name, svc] of Object.entries(services)) {
    for (const v of (svc.volumes ?? []).map(String)) {
      const source = v.split(':')[0]!;
      if (!source.startsWith('.') && !source.startsWith('/') && !declared.includes(source)) problems.push(`${name}: volume ${source} is not declared`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Dockerfiles

export interface Instruction {
  keyword: string;
  args: string;
  line: number;
}

/** Instructions with line continuations joined and comments dropped (the syntax directive is kept apart). */
export function parseDockerfile(text: string): { directive: string | null; instructions: Instruction[] } {
  const lines = text.split('\n');
  const directive = /^#\s*syntax=(\S+)/.exec(lines[0] ?? '')?.[1] ?? null;
  const instructions: Instruction[] = [];
  let buffer = '';
  let start = 0;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (!buffer && (line === '' || line.startsWith('#'))) return;
    if (buffer && line.startsWith('#')) return;
    if (!buffer) start = i + 1;
    if (line.endsWith('\\')) {
      buffer += `${line.slice(0, -1)} `;
      return;
    }
    buffer += line;
    const m = /^(\S+)\s*(.*)$/s.exec(buffer)!;
    instructions.push({ keyword: m[1]!.toUpperCase(), args: m[2]!.trim(), line: start });
    buffer = '';
  });
  return { directive, instructions };
}

export interface ImageSpec {
  packageName: string;
  dir: string;
  port: number;
}

export function checkDockerfile(text: string, spec: ImageSpec, turboVersion: string): string[] {
  const problems: string[] = [];
  const { directive, instructions } = parseDockerfile(text);
  if (!directive?.startsWith('docker/dockerfile:1')) problems.push('first line must be # syntax=docker/dockerfile:1 (BuildKit: cache mounts)');

  const globalArgs: Record<string, string> = {};
  const stages: string[] = [];
  let current: Instruction[] = [];
  const stageBodies: Instruction[][] = [];
  for (const ins of instructions) {
    if (ins.keyword === 'ARG' && stages.length === 0) {
      const [k, v] = ins.args.split('=');
      globalArgs[k!] = v ?? '';
    }
    if (ins.keyword === 'FROM') {
      if (stages.length) stageBodies.push(current);
      current = [];
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args);
      const image = (m?.[1] ?? '').replace(/\$\{?(\w+)\}?/g, (_, n) => globalArgs[n] ?? '');
      if (!stages.includes(image) && image !== 'node:20-bookworm-slim') problems.push(`FROM ${m?.[1]} (${image}): every stage starts from node:20-bookworm-slim`);
      stages.push(m?.[2] ?? image);
    } else current.push(ins);
  }
  stageBodies.push(current);
  if (stages.length < 3) problems.push('needs separate stages (prune, build, runtime)');

  const runs = instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args);
  if (!runs.some((r) => /\bnpm ci\b/.test(r))) problems.push('must install with npm ci');
  if (!runs.some((r) => r.includes(`turbo run build --filter=${spec.packageName}...`))) problems.push(`must build with turbo run build --filter=${spec.packageName}...`);
  if (!runs.some((r) => /\bnpm prune --omit=dev\b/.test(r))) problems.push('must prune to production dependencies (npm prune --omit=dev)');
  if (!runs.some((r) => r.includes(`turbo prune ${spec.packageName} --docker`))) problems.push(`must cut the monorepo with turbo prune ${spec.packageName} --docker`);
  const turboArg = instructions.find((i) => i.keyword === 'ARG' && i.args.startsWith('TURBO_VERSION='));
  if (turboArg?.args !== `TURBO_VERSION=${turboVersion}`) problems.push(`ARG TURBO_VERSION must be ${turboVersion}, the turbo of package-lock.json`);

  const runtime = stageBodies[stageBodies.length - 1] ?? [];
  const last = (kw: string) => [...runtime].reverse().find((i) => i.keyword === kw);
  const user = last('USER')?.args;
  if (!user || user.split(':')[0] !== String(RUN_AS_USER)) problems.push(`the runtime stage must end as USER ${RUN_AS_USER} (numeric), not ${user}`);
  if (last('EXPOSE')?.args !== String(spec.port)) problems.push(`the runtime stage must EXPOSE ${spec.port}`);
  let cmd: unknown = null;
  try {
    cmd = JSON.parse(last('CMD')?.args ?? 'null');
  } catch {
    problems.push('CMD must be in exec (JSON) form, so node is PID 1 and gets SIGTERM');
  }
  const expected = ['node', `${spec.dir}/dist/server.js`];
  if (JSON.stringify(cmd) !== JSON.stringify(expected)) problems.push(`CMD must be ${JSON.stringify(expected)}, is ${JSON.stringify(cmd)}`);
  for (const ins of runtime.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
    if (!/--from=/.test(ins.args)) problems.push(`line ${ins.line}: the runtime stage copies only from the build stages, not the build context`);
  }
  return problems;
}

export function checkDockerignore(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  return ['**/node_modules', '**/dist', '.git', '**/.env']
    .filter((p) => !lines.includes(p))
    .map((p) => `.dockerignore must exclude ${p}`);
}
