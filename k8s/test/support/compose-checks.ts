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
  specialist: ['postgres', 'redis', 'kafka'],
  company: ['postgres', 'redis', 'kafka'],
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
      if (spec?.condition === 'service_healthy' && target && !target.healthcheck?.test)
        problems.push(`${name}: waits for ${dep} to be healthy, but ${dep} has no healthcheck`);
      if (spec?.condition === 'service_completed_successfully' && target && !oneShot(target))
        problems.push(`${name}: waits for ${dep} to complete, but ${dep} is not a one-shot job`);
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
    else for (const p of checkBuildArgs(fs.readFileSync(path.join(repoRoot, dockerfile), 'utf8'), buildArgs(svc.build))) problems.push(`${name}: ${p}`);
    if (name !== 'gateway' && dockerfile !== SERVICES_DOCKERFILE)
      problems.push(`${name}: must build from ${SERVICES_DOCKERFILE} (one recipe, its own build.args), not ${dockerfile}`);
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
    if (env.KAFKA_BROKERS && env.KAFKA_BROKERS !== internalKafka)
      problems.push(`${name}: KAFKA_BROKERS=${env.KAFKA_BROKERS}, expected the in-network listener ${internalKafka}`);
    if (name === 'gateway') {
      for (const [upstream, m] of Object.entries(FLEET)) {
        if (!m.gatewayUrlVar) continue;
        if (services[upstream] && env[m.gatewayUrlVar] !== upstreamUrl(upstream)) problems.push(`gateway: ${m.gatewayUrlVar} must be ${upstreamUrl(upstream)}`);
        if (!services[upstream] && env[m.gatewayUrlVar] !== undefined)
          problems.push(`gateway: ${m.gatewayUrlVar} is set but ${upstream} is not in this file (leave it unset: 503)`);
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
  if (!/exec node gateway\/dist\/server\.js$/.test(commandText(services.gateway?.command).trim()))
    problems.push('gateway: the command must exec node gateway/dist/server.js');

  // ports: the gateway on 8080; the services themselves are not published
  const gatewayPorts = publishedPorts(services.gateway ?? {});
  if (!gatewayPorts.some((p) => p.host === 8080 && p.container === FLEET.gateway!.port)) problems.push('gateway: must publish 8080:8080');
  for (const name of Object.keys(FLEET)) {
    if (name !== 'gateway' && services[name] && publishedPorts(services[name]).length > 0) problems.push(`${name}: only the gateway is published`);
  }
  for (const [name, svc] of Object.entries(services)) {
    if (name in EXPECTED_IMAGES)
      for (const p of publishedPorts(svc)) if (p.ip !== '127.0.0.1') problems.push(`${name}: publish on 127.0.0.1 only (port ${p.host})`);
  }

  // Kafka: one KRaft node, an in-network listener and a host one
  const kafkaEnv = services.kafka?.environment ?? {};
  const roles = String(kafkaEnv.KAFKA_PROCESS_ROLES ?? '').split(',');
  if (!roles.includes('broker') || !roles.includes('controller')) problems.push('kafka: KAFKA_PROCESS_ROLES must be broker,controller (KRaft)');
  const advertised = String(kafkaEnv.KAFKA_ADVERTISED_LISTENERS ?? '')
    .split(',')
    .map((l) => l.replace(/^[A-Z_]+:\/\//, ''));
  if (!advertised.some((a) => a.startsWith('kafka:'))) problems.push('kafka: needs a listener advertised as kafka:<port> for the compose network');
  const hostListener = advertised.find((a) => /^(127\.0\.0\.1|localhost):\d+$/.test(a));
  if (!hostListener) problems.push('kafka: needs a listener advertised on 127.0.0.1 for the host');
  else if (!publishedPorts(services.kafka).some((p) => p.host === Number(hostListener.split(':')[1])))
    problems.push(`kafka: the host listener ${hostListener} is not published`);

  // Postgres: one database per service, created by the init script
  const init = (services.postgres?.volumes ?? []).map(String).find((v: string) => v.includes('/docker-entrypoint-initdb.d/'));
  const initFile = init && path.join(repoRoot, init.split(':')[0]!);
  if (!initFile || !fs.existsSync(initFile)) problems.push('postgres: mount an init script into /docker-entrypoint-initdb.d/');
  else {
    const created = [...fs.readFileSync(initFile, 'utf8').matchAll(/^\s*CREATE DATABASE\s+"?([a-z_]+)"?/gim)].map((m) => m[1]!);
    if ([...created].sort().join() !== [...DATABASES].sort().join())
      problems.push(`postgres: the init script creates ${created.join(', ')}; expected ${DATABASES.join(', ')}`);
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

/** The one Dockerfile of the backend services (the gateway has its own: it also builds the frontend). */
export const SERVICES_DOCKERFILE = 'services/Dockerfile';

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

/** `NAME=value NAME2="value 2"` (or the old `NAME value`) of an ENV or ARG instruction; an ARG without a default has none. */
function assignments(args: string): Array<[string, string | undefined]> {
  if (!/^\w+=/.test(args)) {
    const [name, ...rest] = args.split(/\s+/);
    return [[name!, rest.length ? rest.join(' ') : undefined]];
  }
  return [...args.matchAll(/(\w+)=("[^"]*"|\S*)/g)].map((m) => [m[1]!, m[2]!.replace(/^"(.*)"$/, '$1')]);
}

/** $NAME and ${NAME} replaced as Docker (and sh) would: an unknown name is empty. */
const substitute = (text: string, vars: Record<string, string>): string =>
  text.replace(/\$(?:\{(\w+)\}|(\w+))/g, (_, braced, bare) => vars[braced ?? bare] ?? '');

/** The build arguments a Dockerfile declares, and those without a default: every build must pass these. */
export function dockerfileArgs(text: string): { declared: string[]; required: string[] } {
  const args = parseDockerfile(text)
    .instructions.filter((i) => i.keyword === 'ARG')
    .flatMap((i) => assignments(i.args));
  const declared = [...new Set(args.map(([name]) => name))];
  return { declared, required: declared.filter((name) => !args.some(([other, value]) => other === name && value !== undefined)) };
}

/** A compose `build.args` (a map or a NAME=value list) as strings; a name without a value is not given. */
export function buildArgs(build: Json): Record<string, string> {
  const args = build?.args ?? {};
  const entries: Array<[string, unknown]> = Array.isArray(args)
    ? args.map((item: string) => [item.split('=')[0]!, item.includes('=') ? item.slice(item.indexOf('=') + 1) : null])
    : Object.entries(args);
  return Object.fromEntries(entries.filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
}

/** What is wrong with building `text` with the given build arguments: one missing, or one the file would ignore. */
export function checkBuildArgs(text: string, given: Record<string, string>): string[] {
  const { declared, required } = dockerfileArgs(text);
  return [
    ...required.filter((name) => !(name in given)).map((name) => `build arg ${name} is required and not given`),
    ...Object.keys(given)
      .filter((name) => !declared.includes(name))
      .map((name) => `build arg ${name} is not declared in the Dockerfile (the build ignores it)`),
  ];
}

/** Dockerfiles in a service's own folder: the services build from SERVICES_DOCKERFILE, with their arguments. */
export function checkServiceFolders(repoRoot: string): string[] {
  const services = path.join(repoRoot, 'services');
  return fs
    .readdirSync(services, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => fs.readdirSync(path.join(services, d.name)).map((file) => `services/${d.name}/${file}`))
    .filter((file) => /(^|\.)(Dockerfile|Containerfile)(\.|$)/i.test(path.basename(file)))
    .map((file) => `${file}: a service builds from ${SERVICES_DOCKERFILE} with its build arguments (docker-compose.yml: build.args)`);
}

export interface ImageSpec {
  packageName: string;
  dir: string;
  port: number;
  /** the build arguments it is built with (docker-compose.yml: build.args) */
  args?: Record<string, string>;
}

interface Stage {
  name: string;
  body: Array<Instruction & { resolved: string }>;
  /** its ENV, the only variables its CMD can read when the container runs */
  env: Record<string, string>;
}

/** The stages, each instruction's arguments with the build arguments and ENV substituted (as RUN's shell sees them). */
function resolveStages(instructions: Instruction[], given: Record<string, string>): Stage[] {
  const globals: Record<string, string> = {};
  const stages: Stage[] = [];
  for (const ins of instructions) {
    const stage = stages[stages.length - 1];
    if (ins.keyword === 'FROM') {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args);
      const image = substitute(m?.[1] ?? '', globals);
      const parent = stages.find((s) => s.name === image);
      stages.push({ name: m?.[2] ?? image, body: [{ ...ins, resolved: image }], env: { ...parent?.env } });
      continue;
    }
    if (!stage) {
      for (const [name, value] of ins.keyword === 'ARG' ? assignments(ins.args) : []) globals[name] = given[name] ?? substitute(value ?? '', globals);
      continue;
    }
    const scope = { ...argsOf(stage), ...stage.env };
    const resolved = ['CMD', 'ENTRYPOINT'].includes(ins.keyword) ? ins.args : substitute(ins.args, scope);
    stage.body.push({ ...ins, resolved });
    if (ins.keyword === 'ENV') for (const [name, value] of assignments(ins.args)) stage.env[name] = substitute(value ?? '', scope);
  }
  // an ARG in a stage: the value given, else its default, else the default declared before the first FROM
  function argsOf(stage: Stage): Record<string, string> {
    const vars: Record<string, string> = {};
    for (const ins of stage.body.filter((i) => i.keyword === 'ARG')) {
      for (const [name, value] of assignments(ins.args)) vars[name] = given[name] ?? (value === undefined ? (globals[name] ?? '') : substitute(value, vars));
    }
    return vars;
  }
  return stages;
}

/** The command a CMD runs as PID 1: exec form as it is; through a shell, the one command the script execs. */
function commandOf(cmd: string, env: Record<string, string>, problems: string[]): string[] {
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(cmd);
  } catch {
    // shell form: Docker runs it with /bin/sh -c
  }
  const argv = Array.isArray(parsed) ? parsed.map(String) : ['/bin/sh', '-c', cmd];
  const [shell, flag, body = ''] = argv;
  if (!['sh', '/bin/sh'].includes(shell!) || flag !== '-c') return argv;
  const script = body.trim();
  if (!/^exec\s/.test(script) || /[;&|\n]/.test(script))
    problems.push('CMD through a shell must be one `exec node …`, so that node replaces the shell as PID 1 and gets the SIGTERM');
  for (const [, braced, bare] of script.matchAll(/\$(?:\{(\w+)\}|(\w+))/g)) {
    const name = braced ?? bare!;
    if (!(name in env)) problems.push(`CMD reads $${name}, not an ENV of the runtime stage (a build argument is gone when the container runs)`);
  }
  return substitute(script, env)
    .replace(/^exec\s+/, '')
    .replaceAll('"', '')
    .split(/\s+/);
}

export function checkDockerfile(text: string, spec: ImageSpec, turboVersion: string): string[] {
  const given = spec.args ?? {};
  const problems: string[] = checkBuildArgs(text, given);
  const { directive, instructions } = parseDockerfile(text);
  if (!directive?.startsWith('docker/dockerfile:1')) problems.push('first line must be # syntax=docker/dockerfile:1 (BuildKit: cache mounts)');

  const stages = resolveStages(instructions, given);
  for (const [i, stage] of stages.entries()) {
    const from = stage.body[0]!;
    if (!stages.slice(0, i).some((s) => s.name === from.resolved) && from.resolved !== 'node:20-bookworm-slim') {
      problems.push(`FROM ${from.args} (${from.resolved}): every stage starts from node:20-bookworm-slim`);
    }
  }
  if (stages.length < 3) problems.push('needs separate stages (prune, build, runtime)');

  const runs = stages
    .flatMap((s) => s.body)
    .filter((i) => i.keyword === 'RUN')
    .map((i) => i.resolved);
  if (!runs.some((r) => /\bnpm ci\b/.test(r))) problems.push('must install with npm ci');
  else if (!runs.some((r) => /--mount=type=cache,target=\/root\/\.npm\s.*\bnpm ci\b/.test(r)))
    problems.push('npm ci must use the npm cache mount (--mount=type=cache,target=/root/.npm)');
  if (!runs.some((r) => r.includes(`turbo run build --filter=${spec.packageName}...`)))
    problems.push(`must build with turbo run build --filter=${spec.packageName}...`);
  if (!runs.some((r) => /\bnpm prune --omit=dev --omit=optional\b/.test(r)))
    problems.push('must prune to production dependencies (npm prune --omit=dev --omit=optional)');
  if (!runs.some((r) => r.includes(`turbo prune ${spec.packageName} --docker`)))
    problems.push(`must cut the monorepo with turbo prune ${spec.packageName} --docker`);
  const turboArg = instructions.find((i) => i.keyword === 'ARG' && i.args.startsWith('TURBO_VERSION='));
  if (turboArg?.args !== `TURBO_VERSION=${turboVersion}`) problems.push(`ARG TURBO_VERSION must be ${turboVersion}, the turbo of package-lock.json`);

  const runtime = stages[stages.length - 1];
  const last = (kw: string) => [...(runtime?.body ?? [])].reverse().find((i) => i.keyword === kw);
  const user = last('USER')?.resolved;
  if (!user || user.split(':')[0] !== String(RUN_AS_USER)) problems.push(`the runtime stage must end as USER ${RUN_AS_USER} (numeric), not ${user}`);
  if (last('EXPOSE')?.resolved !== String(spec.port)) problems.push(`the runtime stage must EXPOSE ${spec.port}, exposes ${last('EXPOSE')?.resolved}`);
  const expected = ['node', `${spec.dir}/dist/server.js`];
  const cmdIns = last('CMD');
  const cmd = cmdIns ? commandOf(cmdIns.args, runtime?.env ?? {}, problems) : [];
  if (JSON.stringify(cmd) !== JSON.stringify(expected)) problems.push(`CMD must run ${expected.join(' ')}, runs ${JSON.stringify(cmd)}`);
  for (const ins of runtime?.body.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD') ?? []) {
    if (!/--from=/.test(ins.args)) problems.push(`line ${ins.line}: the runtime stage copies only from the build stages, not the build context`);
  }
  return problems;
}

export function checkDockerignore(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  return ['**/node_modules', '**/dist', '.git', '**/.env'].filter((p) => !lines.includes(p)).map((p) => `.dockerignore must exclude ${p}`);
}
