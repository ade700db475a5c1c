// docker-compose.yml and the Dockerfiles can't be run here (no Docker engine), so they are read and held
// to the rules: pinned images, health checks and ordered start, the services' variables, the migration
// before the server, non-root images built with npm ci + turbo and pruned to production dependencies,
// every backend service built from the one services/Dockerfile with the arguments compose passes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  SERVICES_DOCKERFILE,
  buildArgs,
  checkCompose,
  checkDockerfile,
  checkDockerignore,
  checkServiceFolders,
  parseCompose,
  parseDockerfile,
} from './support/compose-checks';
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
      [
        'the server started before the migrations',
        (c) => (c.services.auth.command = ['sh', '-c', 'exec node services/auth/dist/server.js']),
        /run the migrations/,
      ],
      ['a missing variable', (c) => delete c.services.auth.environment.JWT_TTL_SECONDS, /auth: env JWT_TTL_SECONDS is missing/],
      ['the wrong port', (c) => (c.services.gateway.environment.PORT = 3000), /gateway: env PORT=3000/],
      [
        'a database URL to another database',
        (c) => (c.services.auth.environment.DATABASE_URL = 'postgresql://tov:tov@postgres:5432/visa'),
        /DATABASE_URL must point at postgres\/auth/,
      ],
      ['Kafka brokers on the host listener', (c) => (c.services.auth.environment.KAFKA_BROKERS = '127.0.0.1:9092'), /KAFKA_BROKERS=127.0.0.1:9092/],
      ['an upstream for a service not in the file', (c) => (c.services.gateway.environment.ADMIN_URL = 'http://admin:4007'), /ADMIN_URL is set but admin/],
      [
        'an upstream missing for a service in the file',
        (c) => delete c.services.gateway.environment.MATCHING_URL,
        /MATCHING_URL must be http:\/\/matching:4003/,
      ],
      [
        'another service started before its migrations',
        (c) => (c.services.matching.command = ['sh', '-c', 'exec node services/matching/dist/server.js']),
        /matching: the command must run the migrations/,
      ],
      [
        'a service started without the identity secret',
        (c) =>
          (c.services.specialist.command = [
            'sh',
            '-c',
            'node services/kit/scripts/migrate.mjs deploy services/specialist && exec node services/specialist/dist/server.js',
          ]),
        /specialist: env INTERNAL_IDENTITY_SECRET is missing/,
      ],
      ['the workers without the SMTP sink', (c) => delete c.services.workers.depends_on.mailpit, /workers: must wait for mailpit/],
      ['the workers without their queue', (c) => delete c.services.workers.environment.WORKER_QUEUES, /workers: env WORKER_QUEUES is missing/],
      [
        'the workers without the identity secret they sign export row requests with',
        (c) => (c.services.workers.command = ['node', 'services/workers/dist/server.js']),
        /workers: env INTERNAL_IDENTITY_SECRET is missing/,
      ],
      ['a published service port', (c) => (c.services.auth.ports = ['4001:4001']), /auth: only the gateway is published/],
      ['a data store open beyond localhost', (c) => (c.services.postgres.ports = ['5432:5432']), /postgres: publish on 127.0.0.1 only/],
      ['Kafka without KRaft roles', (c) => (c.services.kafka.environment.KAFKA_PROCESS_ROLES = 'broker'), /KRaft/],
      ['a writable service container', (c) => (c.services.gateway.read_only = false), /gateway: read_only/],
      ['an undeclared volume', (c) => delete c.volumes['jwt-keys'], /volume jwt-keys is not declared/],
      [
        'a service built from a Dockerfile of its own',
        (c) => (c.services.matching.build.dockerfile = 'services/matching/Dockerfile'),
        /matching: must build from services\/Dockerfile/,
      ],
      ['a service built without a required argument', (c) => delete c.services.workers.build.args.PORT, /workers: build arg PORT is required/],
      ['a build argument the Dockerfile does not declare', (c) => (c.services.auth.build.args.SERVCE = 'auth'), /auth: build arg SERVCE is not declared/],
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
  const shared = read(SERVICES_DOCKERFILE);
  // The backend services of the fleet; those compose builds (checkCompose requires each of NEEDS) are
  // checked with the build arguments compose passes, the ones still to come with their own.
  const backend = Object.keys(FLEET).filter((name) => name !== 'gateway');
  const serviceImage = (name: string, args: Record<string, string>) => ({
    file: SERVICES_DOCKERFILE,
    packageName: `@tov/${name}`,
    dir: `services/${name}`,
    port: FLEET[name]!.port,
    args,
  });
  const images = [
    { file: 'gateway/Dockerfile', packageName: '@tov/gateway', dir: 'gateway', port: FLEET.gateway!.port, args: {} },
    ...backend.filter((name) => compose.services[name]).map((name) => serviceImage(name, buildArgs(compose.services[name].build))),
  ];

  it.each(images)('$file, with the build arguments of $dir, builds with npm ci and turbo, prunes, and runs as $port on uid 10001', (image) => {
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

  it('serves the services still to come with their own arguments only, as its header says', () => {
    const header = shared
      .split('\n')
      .filter((line) => line.startsWith('#'))
      .join('\n');
    for (const name of backend.filter((n) => !compose.services[n])) {
      const member = FLEET[name]!;
      expect(header).toContain(`${name} (${member.port})`);
      const args = { SERVICE: name, PACKAGE: `@tov/${name}`, PORT: String(member.port) };
      expect(checkDockerfile(shared, serviceImage(name, args), turboVersion)).toEqual([]);
    }
  });

  it('is the only Dockerfile of the services: no service folder has one of its own', () => {
    expect(checkServiceFolders(REPO_ROOT)).toEqual([]);
  });

  it('reports a service folder that gets a Dockerfile of its own again', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tov-services-'));
    try {
      for (const file of ['auth/src/server.ts', 'auth/Dockerfile', 'matching/Dockerfile.dev', 'workers/package.json']) {
        fs.mkdirSync(path.dirname(path.join(root, 'services', file)), { recursive: true });
        fs.writeFileSync(path.join(root, 'services', file), '');
      }
      expect(checkServiceFolders(root)).toEqual([
        expect.stringMatching(/^services\/auth\/Dockerfile: /),
        expect.stringMatching(/^services\/matching\/Dockerfile.dev: /),
      ]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('.dockerignore keeps node_modules, build output, git and env files out of the context', () => {
    expect(checkDockerignore(read('.dockerignore'))).toEqual([]);
  });

  describe('the check catches a broken Dockerfile', () => {
    const auth = images.find((i) => i.dir === 'services/auth')!;
    const cases: Array<[string, string, Record<string, string>, RegExp]> = [
      ['a root runtime user', shared.replace('USER 10001:10001', 'USER root'), auth.args, /USER 10001/],
      ['a shell-form CMD without exec', shared.replace(/CMD \[.*\]/, 'CMD node "$SERVICE_DIR/dist/server.js"'), auth.args, /exec node/],
      ['a CMD that reads a build argument', shared.replace('$SERVICE_DIR', 'services/${SERVICE}'), auth.args, /CMD reads \$SERVICE, not an ENV/],
      ['another entry point', shared.replace('/dist/server.js', '/dist/main.js'), auth.args, /CMD must run node services\/auth\/dist\/server.js/],
      ['npm install instead of npm ci', shared.replaceAll(' npm ci ', ' npm install '), auth.args, /npm ci/],
      ['npm ci without the cache', shared.replace('--mount=type=cache,target=/root/.npm ', ''), auth.args, /cache mount/],
      ['no pruning', shared.replace('npm prune --omit=dev', 'true'), auth.args, /npm prune/],
      ['the optional dependencies kept', shared.replace('--omit=dev --omit=optional', '--omit=dev'), auth.args, /--omit=optional/],
      ['another base image', shared.replace('ARG NODE_IMAGE=node:20-bookworm-slim', 'ARG NODE_IMAGE=node:latest'), auth.args, /node:20-bookworm-slim/],
      ['a stale turbo pin', shared.replace(/TURBO_VERSION=[\d.]+/, 'TURBO_VERSION=1.0.0'), auth.args, /TURBO_VERSION must be/],
      ['sources copied into the runtime stage', shared.replace('COPY --from=build /repo/ ./', 'COPY . ./'), auth.args, /copies only from the build stages/],
      ['the wrong port', shared, { ...auth.args, PORT: '3000' }, /EXPOSE 4001/],
      ['a package of another service', shared, { ...auth.args, PACKAGE: '@tov/matching' }, /turbo prune @tov\/auth --docker/],
      ['the folder of another service', shared, { ...auth.args, SERVICE: 'matching' }, /CMD must run node services\/auth\/dist\/server.js/],
      ['a required argument not given', shared, { SERVICE: 'auth', PACKAGE: '@tov/auth' }, /build arg PORT is required/],
      ['an argument the file ignores', shared, { ...auth.args, SERVCE: 'auth' }, /build arg SERVCE is not declared/],
    ];
    it.each(cases)('reports %s', (_name, brokenText, args, expected) => {
      expect(checkDockerfile(brokenText, { ...auth, args }, turboVersion)).toEqual(expect.arrayContaining([expect.stringMatching(expected)]));
    });

    it('parses continuation lines into one instruction', () => {
      const { instructions } = parseDockerfile('FROM a AS b\nRUN one \\\n  && two\n# note\nCMD ["x"]\n');
      expect(instructions.map((i) => i.keyword)).toEqual(['FROM', 'RUN', 'CMD']);
      expect(instructions[1]!.args).toBe('one  && two');
    });

    it('reads build.args as a map or a list', () => {
      expect(buildArgs({ args: { SERVICE: 'auth', PORT: 4001, EMPTY: null } })).toEqual({ SERVICE: 'auth', PORT: '4001' });
      expect(buildArgs({ args: ['SERVICE=auth', 'PACKAGE=@tov/auth', 'FROM_SHELL'] })).toEqual({ SERVICE: 'auth', PACKAGE: '@tov/auth' });
    });
  });
});
