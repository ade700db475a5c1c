import { DependencyUnavailableError, createLogger, createServiceApp, isPostgresConnectionError, postgresError, unavailableDependency } from '../../src';

/** Errors as the clients raise them (shapes copied from pg, @prisma/adapter-pg, ioredis and kafkajs). */
const named = (name: string, message: string, extra: Record<string, unknown> = {}) => Object.assign(new Error(message), { name }, extra);
const prismaError = (code: string, cause?: Record<string, unknown>) =>
  named('PrismaClientKnownRequestError', 'Invalid `prisma.user.count()` invocation', {
    code,
    meta: cause ? { driverAdapterError: { name: 'DriverAdapterError', cause } } : {},
  });

describe('which dependency an error says is down', () => {
  it.each([
    ['Prisma cannot reach the server (P1001)', prismaError('P1001', { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 }), 'postgres'],
    ['a raw Prisma query whose adapter lost the connection (P2010)', prismaError('P2010', { kind: 'ConnectionClosed' }), 'postgres'],
    ['a raw Prisma query on a server shutting down (57P03)', prismaError('P2010', { kind: 'postgres', originalCode: '57P03' }), 'postgres'],
    ['Prisma timed out waiting for a pooled connection (P2024)', prismaError('P2024'), 'postgres'],
    ['ioredis with the offline queue off', new Error("Stream isn't writeable and enableOfflineQueue options is false"), 'redis'],
    ['ioredis after its retries', named('MaxRetriesPerRequestError', 'Reached the max retries per request limit (which is 1).'), 'redis'],
    ['ioredis command time-out', new Error('Command timed out'), 'redis'],
    ['a closed ioredis connection', new Error('Connection is closed.'), 'redis'],
    ['kafkajs connection error', named('KafkaJSConnectionError', 'Connection error: connect ECONNREFUSED 127.0.0.1:9092'), 'kafka'],
    ['the kit error itself', new DependencyUnavailableError('smtp'), 'smtp'],
    ['a wrapped cause', Object.assign(new Error('saving failed'), { cause: new Error('Command timed out') }), 'redis'],
  ])('names %s', (_what, error, dependency) => {
    expect(unavailableDependency(error)).toBe(dependency);
  });

  it.each([
    ['a unique-constraint violation', prismaError('P2002', { kind: 'UniqueConstraintViolation' })],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a bare socket error of unknown origin', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['not an error at all', 'oops'],
  ])('leaves %s alone', (_what, error) => {
    expect(unavailableDependency(error)).toBeUndefined();
  });

  it('wraps the connection failures of pg, and only those, as postgres unavailable', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', severity: 'FATAL' });
    expect(isPostgresConnectionError(terminated)).toBe(true);
    expect(isPostgresConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isPostgresConnectionError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(unavailableDependency(postgresError(terminated))).toBe('postgres');
    const syntax = Object.assign(new Error('syntax error at or near "SELEC"'), { code: '42601' });
    expect(postgresError(syntax)).toBe(syntax);
  });
});

describe('the error handler with a dependency down', () => {
  function app(error: unknown) {
    const service = createServiceApp({ name: 'unit', logger: createLogger({ name: 'unit', level: 'silent' }), checks: [] });
    service.app.get('/needs-it', async () => {
      throw error;
    });
    return service.app;
  }

  it.each([
    ['Postgres', prismaError('P1001', { kind: 'DatabaseNotReachable' })],
    ['Redis', new Error("Stream isn't writeable and enableOfflineQueue options is false")],
    ['a dependency named by the kit', new DependencyUnavailableError('postgres')],
  ])('answers 503 SERVICE_UNAVAILABLE with Retry-After in the envelope when %s is down, never a 500', async (_what, error) => {
    const res = await app(error).inject({ method: 'GET', url: '/needs-it' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toMatchObject({
      success: false,
      data: null,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.any(String),
      requestId: res.headers['x-request-id'],
    });
    expect(res.body).not.toMatch(/prisma|Stream|127\.0\.0\.1|postgres/i);
  });
});
