import type { EventDefinition } from '@tov/contracts';
import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { ZConsumerConfigSchema, ZProcessConfigSchema, ZServiceConfigSchema } from '../config';
import type { SqlClient, TransactionalClient } from '../db/prisma';
import type { SqlStatements } from '../db/sql-statements';
import type { Subscription } from '../events/consumer';
import type { OutboxRelay } from '../events/outbox-relay';
import type { ReadinessCheck } from '../health';
import type { ServiceApp } from '../http/create-app';

/** What every process reads (the kit's layer); a service with a database reads the service and consumer layers too. */
export type ProcessConfig = z.infer<typeof ZProcessConfigSchema> & Partial<z.infer<typeof ZServiceConfigSchema> & z.infer<typeof ZConsumerConfigSchema>>;

/** A service's Prisma client, as the kit uses it (readiness, transactions of the consumer and the outbox). */
export type ServiceDb = TransactionalClient<SqlClient>;

/** Work a process runs beside HTTP (a sweep, a queue worker): started once it listens, stopped right after HTTP drains. */
export interface BackgroundTask {
  name: string;
  start(): void;
  stop(): Promise<unknown>;
}

/** The clients the kit makes for a service from its configuration, and closes at shutdown. */
export interface ServiceRuntime<C extends ProcessConfig, Db> {
  readonly config: C;
  readonly logger: Logger;
  /** The service's own database (its Prisma client), or undefined for a process without one (the workers). */
  readonly db: Db;
  readonly redis: Redis;
  /** Present when the service has a database: its outbox is relayed to Kafka. */
  readonly kafka: Kafka;
  readonly relay: OutboxRelay;
  /** A BullMQ queue the service adds jobs to, under `BULLMQ_PREFIX`, on a connection that fails fast (503 at once while Redis is down). */
  queue(name: string): Queue;
  /** A BullMQ worker's Redis connection (it waits for Redis instead of failing). */
  workerRedis(): Redis;
  /** SQL statements outside Prisma, on a pool of their own. */
  sql(): SqlStatements;
  /** Something the service made that must be closed at shutdown (after HTTP, the background and the consumer, before the outbox's flush). */
  onClose(name: string, close: () => Promise<unknown> | unknown): void;
}

/**
 * A service as the kit runs it: `server.ts` holds only this declaration. `runService` starts it as a
 * process (tracing, clients, topics, relay, consumer, background work, HTTP, graceful shutdown);
 * `startServiceHarness` (`@tov/kit/testing`) starts the same declaration in a test.
 */
export interface ServiceDefinition<C extends ProcessConfig, Db extends ServiceDb | undefined, Deps> {
  /** The service's folder (its `prisma/` for test migrations): `path.resolve(__dirname, '..')` from `src/server.ts`. */
  root: string;
  loadConfig(env: Record<string, string | undefined>): C;
  /** Its Prisma client on `DATABASE_URL`; absent for a process without a database. */
  database?: (url: string, logger?: Logger) => Db;
  /** Builds what the routes and handlers use from the runtime's clients. */
  dependencies(runtime: ServiceRuntime<C, Db>): Deps | Promise<Deps>;
  /** `buildApp` of its `app.ts`: the kit adds the readiness of Kafka and of the consumer to `extraChecks`. */
  app(deps: NoInfer<Deps>, extraChecks: ReadinessCheck[]): ServiceApp;
  /** Events it publishes (through its outbox): their topics and `.dlq` twins are made at start. */
  publishes?: readonly EventDefinition[];
  /** Events it consumes (group `CONSUMER_GROUP`): one handler file per event, listed here. */
  subscriptions?(deps: NoInfer<Deps>): Subscription<never>[];
  /** Sweeps and workers run beside HTTP. */
  background?(deps: NoInfer<Deps>, runtime: ServiceRuntime<C, Db>): BackgroundTask[];
}

/** Declares a service (types only: the kit's runners take it as it is). */
export function defineService<C extends ProcessConfig, Db extends ServiceDb | undefined, Deps>(
  definition: ServiceDefinition<C, Db, Deps>,
): ServiceDefinition<C, Db, Deps> {
  return definition;
}

/** The topics of these events with their dead-letter twins, each once. */
export function topicsOf(events: readonly EventDefinition[]): string[] {
  return [...new Set(events.flatMap((event) => [event.topic, `${event.topic}.dlq`]))];
}
