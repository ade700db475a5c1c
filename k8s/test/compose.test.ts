// docker-compose.yml and the Dockerfiles can't be run here (no Docker engine), so they are read and held
// to the rules: pinned images, health checks and ordered start, the services' variables, the migration
// before the server, non-root images built with npm ci + turbo and pruned to production dependencies.
import fs from 'node:fs';
import path from 'node:path';
import { checkCompose, checkDockerfile, checkDockerignore, parseCompose, parseDockerfile } from './support/compose-checks';
import { FLEET } from './support/fleet';
import { type Json, K8S_ROOT, REPO_ROOT, loadTree } from './support/load';

const read = (rel: string) => fs.readFileSync(path.join(REPO_ROOT, rel), 'utf8');
const compose = parseCompose(read('docker-compose.yml'));
const turboVersion: string = JSON.parse(read('package-lock.json')).packages['node_modules/turbo'].version;

describe('docker-compose.yml', () => {
  it('starts the data stores with health checks and the services after them', () => {
    expect(checkCompose(compose, REPO_ROOT)).toEqual([]);
  });

  it('creates the same databases as the CloudNativePG manifests', () => {
    const created = [...read('infra/compose/postgres-init.sql').matchAll(/CREATE DATABASE (\w+)/g)].map((m) => m[1]).sort();
    const declared = loadTree(path.join(K8S_ROOT, 'platform'))
      .filter((f) => f.doc?.kind === 'Database')
      .map((f) => f.doc.spec.name)
      .sort();
    expect(created).toEqual(declared);
  });

  describe('the check catches a broken file', () => {
    const broken = (mutate: (c: Json) => void): string[] => {
      const copy = structuredClone(compose);
      mutate(copy);
      return checkCompose(copy, REPO_ROOT);
    };
    const cases: Array<[string, (c: Json) => void, RegExp]> = [
      ['an unpinned image', (c) => (c.services.redis.image = 'redis'), /redis: image redis/],
      ['the latest tag', (c) => (c.services.mailpit.image = 'axllent/mailpit:latest'), /mailpit: image/],
      ['a dependency without a healthcheck', (c) => delete c.services.kafka.healthcheck, /kafka: needs a healthcheck/],
      ['a start that does not wait for health', (c) => (c.services.auth.depends_on.postgres.condition = 'service_started'), /auth: must wait for postgres/],
      ['a list-form depends_on', (c) => (c.services.gateway.depends_on = ['auth']), /depends_on must name a condition/],
      ['a misspelt key', (c) => (c.services.redis.healtcheck = c.services.redis.healthcheck), /redis: unknown key healtcheck/],
      ['the server started before the migrations', (c) => (c.services.auth.command = ['sh', '-c', 'exec node services/auth/dist/server.js']), /run the migrations/],
      ['a missing variable', (c) => delete c.services.auth.environment.JWT_TTL_SECONDS, /auth: env JWT_TTL_SECONDS is missing/],
      ['the wrong port', (c) => (c.services.gateway.environment.PORT = 3000), /gateway: env PORT=3000/],
      ['a database URL to another database', (c) => (c.services.auth.environment.DATABASE_URL = 'postgresql://tov:tov@postgres:5432/visa'), /DATABASE_URL must point at postgres\/auth/],
      ['Kafka brokers on the host listener', (c) => (c.services.auth.environment.KAFKA_BROKERS = '127.0.0.1:9092'), /KAFKA_BROKERS=127.0.0.1:9092/],
      ['an upstream for a service not in the file', (c) => (c.services.gateway.environment.SPECIALIST_URL = 'http://specialist:4004'), /SPECIALIST_URL is set but specialist/],
      ['an upstream missing for a service in the file', (c) => delete c.services.gateway.environment.MATCHING_URL, /MATCHING_URL must be http:\/\/matching:4003/],
      ['another service started before its migrations', (c) => (c.services.matching.command = ['sh', '-c', 'exec node services/matching/dist/server.js']), /matching: the command must run the migrations/],
      ['the workers without the SMTP sink', (c) => delete c.services.workers.depends_on.mailpit, /workers: must wait for mailpit/],
      ['the workers without their queue', (c) => delete c.services.workers.environment.WORKER_QUEUES, /workers: env WORKER_QUEUES is missing/],
      ['a published service port', (c) => (c.services.auth.ports = ['4001:4001']), /auth: only the gateway is published/],
      ['a data store open beyond localhost', (c) => (c.services.postgres.ports = ['5432:5432']), /postgres: publish on 127.0.0.1 only/],
      ['Kafka without KRaft roles', (c) => (c.services.kafka.environment.KAFKA_PROCESS_ROLES = 'broker'), /KRaft/],
      ['a writable service container', (c) => (c.services.gateway.read_only = false), /gateway: read_only/],
      ['an undeclared volume', (c) => delete c.volumes['jwt-keys'], /volume jwt-keys is not declared/],
    ];
    it.each(cases)('reports %s', (_name, mutate, expected) => {
      expect(broken(mutate)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    });

    it('finds nothing wrong with the unbroken copy', () => {
      expect(broken(() => {})).toEqual([]);
    });
  });
});

describe('the Dockerfiles', () => {
  const images = [
    { file: 'gateway/Dockerfile', packageName: '@tov/gateway', dir: 'gateway', port: FLEET.gateway!.port },
    { file: 'services/auth/Dockerfile', packageName: '@tov/auth', dir: 'services/auth', port: FLEET.auth!.port },
    ...['visa-assessment', 'matching', 'workers'].map((name) => ({
      file: `services/${name}/Dockerfile`,
      packageName: `@tov/${name}`,
      dir: `services/${name}`,
      port: FLEET[name]!.port,
    })),
  ];

  it.each(images)('$file builds with npm ci and turbo, prunes, and runs as $port on uid 10001', (image) => {
    expect(checkDockerfile(read(image.file), image, turboVersion)).toEqual([]);
  });

  it('are the images docker-compose.yml builds, and run what it runs', () => {
    for (const image of images) {
      const service = compose.services[image.dir.split('/').pop()!];
      expect(service.build.dockerfile).toBe(image.file);
      // node as PID 1: exec form, or exec'd at the end of a shell command
      const server = ['node', `${image.dir}/dist/server.js`];
      if (JSON.stringify(service.command) !== JSON.stringify(server)) expect(service.command.join(' ')).toContain(`exec ${server.join(' ')}`);
    }
  });

  it('every other backend service Dockerfile is auth\'s with its own name and port', () => {
    const template = read('services/auth/Dockerfile');
    // The one line of auth's that names a migration: a service without a database says it has none.
    const migrationNote = '(so `node services/kit/scripts/migrate.mjs deploy services/auth` works from /app)';
    const noMigrationNote = '(no database here, so no migrations: the server is all it runs)';
    expect(template).toContain(migrationNote);
    for (const dir of fs.readdirSync(path.join(REPO_ROOT, 'services'))) {
      const file = path.join('services', dir, 'Dockerfile');
      if (dir === 'auth' || !fs.existsSync(path.join(REPO_ROOT, file))) continue;
      const member = FLEET[dir];
      expect(member).toBeDefined();
      const own = member!.database ? template : template.replace(migrationNote, noMigrationNote);
      const expected = own.replace(/\bauth\b/g, dir).replaceAll('EXPOSE 4001', `EXPOSE ${member!.port}`);
      expect(read(file)).toBe(expected);
    }
  });

  it('.dockerignore keeps node_modules, build output, git and env files out of the context', () => {
    expect(checkDockerignore(read('.dockerignore'))).toEqual([]);
  });

  describe('the check catches a broken Dockerfile', () => {
    const auth = images[1]!;
    const text = read(auth.file);
    const cases: Array<[string, string, RegExp]> = [
      ['a root runtime user', text.replace('USER 10001:10001', 'USER root'), /USER 10001/],
      ['a shell-form CMD', text.replace(/CMD \[.*\]/, 'CMD node services/auth/dist/server.js'), /exec \(JSON\) form/],
      ['another entry point', text.replace('services/auth/dist/server.js', 'services/auth/dist/main.js'), /CMD must be/],
      ['npm install instead of npm ci', text.replaceAll(' npm ci ', ' npm install '), /npm ci/],
      ['no pruning', text.replace('npm prune --omit=dev', 'true'), /npm prune/],
      ['another base image', text.replace('ARG NODE_IMAGE=node:20-bookworm-slim', 'ARG NODE_IMAGE=node:latest'), /node:20-bookworm-slim/],
      ['a stale turbo pin', text.replace(/TURBO_VERSION=[\d.]+/, 'TURBO_VERSION=1.0.0'), /TURBO_VERSION must be/],
      ['sources copied into the runtime stage', text.replace('COPY --from=build /repo/ ./', 'COPY . ./'), /copies only from the build stages/],
      ['the wrong port', text.replace('EXPOSE 4001', 'EXPOSE 3000'), /EXPOSE 4001/],
    ];
    it.each(cases)('reports %s', (_name, brokenText, expected) => {
      expect(checkDockerfile(brokenText, auth, turboVersion)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    });

    it('parses continuation lines into one instruction', () => {
      const { instructions } = parseDockerfile('FROM a AS b\nRUN one \\\n  && two\n# note\nCMD ["x"]\n');
      expect(instructions.map((i) => i.keyword)).toEqual(['FROM', 'RUN', 'CMD']);
      expect(instructions[1]!.args).toBe('one  && two');
    });
  });
});
