// The processes of the platform, in start order: what the start and test scripts launch, migrate and
// wait for. Add a service here when it lands.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// The request paths (gateway, visa-assessment) and the projection consumer (matching) get a larger
// young generation: with dozens of requests in flight, objects outlive the default 16 MiB
// semi-space and are promoted for the old generation's collector (docs/performance.md, bench/evaluate).
// k8s/base and docker-compose.yml set the same values.
// `nice`: the services whose main work waits anyway (matching's projection of every assessment
// event, the e-mail and batch queues) run at a lower CPU priority, so on one machine they yield the
// cores to the request paths when both want them (docs/decisions/014-background-services-lower-cpu-priority.md; in Kubernetes each has its
// own CPU request instead).
// `identity`: the gateway signs the identity it forwards and the services it routes to verify it, with
// one INTERNAL_IDENTITY_SECRET (docs/decisions/126-signed-forwarded-identity.md); the workers sign with it
// the calls for an export's rows as the service identity `service:workers` (decision 142).
/** @type {Array<{ name: string, dir: string, port: number, database?: string, entry: string, nodeOptions?: string, nice?: number, identity?: boolean }>} */
export const SERVICES = [
  { name: 'auth', dir: 'services/auth', port: 4001, database: 'auth', entry: 'dist/server.js', identity: true },
  {
    name: 'visa-assessment',
    dir: 'services/visa-assessment',
    port: 4002,
    database: 'visa',
    entry: 'dist/server.js',
    nodeOptions: '--max-semi-space-size=64',
    identity: true,
  },
  {
    name: 'matching',
    dir: 'services/matching',
    port: 4003,
    database: 'matching',
    entry: 'dist/server.js',
    nodeOptions: '--max-semi-space-size=32',
    nice: 10,
    identity: true,
  },
  { name: 'specialist', dir: 'services/specialist', port: 4004, database: 'specialist', entry: 'dist/server.js', identity: true },
  { name: 'company', dir: 'services/company', port: 4005, database: 'company', entry: 'dist/server.js', identity: true },
  { name: 'tovspark', dir: 'services/tovspark', port: 4006, database: 'tovspark', entry: 'dist/server.js', identity: true },
  // Old space capped at 128 MiB: the report exports' peak stays flat and near the default heap's speed (decision 142's bench).
  { name: 'workers', dir: 'services/workers', port: 4010, entry: 'dist/server.js', nodeOptions: '--max-old-space-size=128', nice: 10, identity: true },
  { name: 'gateway', dir: 'gateway', port: 8080, entry: 'dist/server.js', nodeOptions: '--max-semi-space-size=64', identity: true },
];

export const GATEWAY_UPSTREAM_ENV = {
  auth: 'AUTH_URL',
  'visa-assessment': 'VISA_URL',
  matching: 'MATCHING_URL',
  specialist: 'SPECIALIST_URL',
  company: 'COMPANY_URL',
  tovspark: 'TOVSPARK_URL',
  admin: 'ADMIN_URL',
};
