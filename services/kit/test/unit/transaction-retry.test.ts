import {
  AppError,
  createLogger,
  createServiceApp,
  isTransactionConflict,
  retryTransactionConflicts,
  TRANSACTION_RETRY_DEFAULTS,
  TransactionConflictError,
  transactionRetryDelay,
} from '../../src';

/** The shapes a serialisation failure or a deadlock takes on its way up (Prisma 7 with @prisma/adapter-pg, or pg itself). */
const prismaP2034 = Object.assign(new Error('Transaction failed due to a write conflict or a deadlock. Please retry your transaction'), {
  name: 'PrismaClientKnownRequestError',
  code: 'P2034',
  meta: { driverAdapterError: { cause: { kind: 'TransactionWriteConflict', originalCode: '40001' } } },
});
const adapterDeadlockAtCommit = Object.assign(new Error('deadlock detected'), {
  name: 'DriverAdapterError',
  cause: { kind: 'TransactionWriteConflict', originalCode: '40P01', originalMessage: 'deadlock detected' },
});
const pgSerializationFailure = Object.assign(new Error('could not serialize access due to read/write dependencies among transactions'), { code: '40001' });
const wrappedDeadlock = new Error('the store failed', { cause: Object.assign(new Error('deadlock detected'), { code: '40P01' }) });

describe('isTransactionConflict', () => {
  it.each([
    ["Prisma's P2034", prismaP2034],
    ["the pg adapter's TransactionWriteConflict (a failed COMMIT)", adapterDeadlockAtCommit],
    ['a pg error with SQLSTATE 40001', pgSerializationFailure],
    ['a deadlock (40P01) as the cause of another error', wrappedDeadlock],
  ])('knows %s', (_label, error) => {
    expect(isTransactionConflict(error)).toBe(true);
  });

  it.each([
    ['a unique violation (P2002)', Object.assign(new Error('Unique constraint failed'), { code: 'P2002' })],
    ['an exclusion violation (23P01)', Object.assign(new Error('conflicting key value violates exclusion constraint'), { code: '23P01' })],
    ['a lost connection (08006)', Object.assign(new Error('connection failure'), { code: '08006' })],
    ['a catalogue error', new AppError('SCHEDULE_CONFLICT')],
    ['a plain error', new Error('boom')],
    ['not an error', 'P2034'],
  ])('leaves %s alone', (_label, error) => {
    expect(isTransactionConflict(error)).toBe(false);
  });
});

describe('transactionRetryDelay', () => {
  it('doubles from the base with up to half of it random, never past the ceiling', () => {
    expect([1, 2, 3].map((attempt) => transactionRetryDelay(attempt, 10, 100, () => 0))).toEqual([5, 10, 20]);
    expect([1, 2, 3].map((attempt) => transactionRetryDelay(attempt, 10, 100, () => 1))).toEqual([10, 20, 40]);
    expect(transactionRetryDelay(10, 10, 100, () => 1)).toBe(100);
    expect(transactionRetryDelay(10, 10, 100, () => 0)).toBe(50);
  });
});

describe('retryTransactionConflicts', () => {
  it('runs a transaction that met a conflict again, and answers what the retry returned', async () => {
    let runs = 0;
    const retries: number[] = [];
    const value = await retryTransactionConflicts(
      async () => {
        runs++;
        if (runs < 3) throw prismaP2034;
        return 'done';
      },
      { baseDelayMs: 1, onRetry: ({ attempt }) => retries.push(attempt) },
    );
    expect([value, runs, retries]).toEqual(['done', 3, [1, 2]]);
  });

  it('gives up after its attempts with 409 CONFLICT, keeping the last database error as the cause', async () => {
    let runs = 0;
    const failure = await retryTransactionConflicts(
      async () => {
        runs++;
        throw adapterDeadlockAtCommit;
      },
      { baseDelayMs: 1 },
    ).catch((error: unknown) => error);
    expect(runs).toBe(TRANSACTION_RETRY_DEFAULTS.attempts);
    expect(failure).toBeInstanceOf(TransactionConflictError);
    expect(failure).toMatchObject({ code: 'CONFLICT', status: 409, attempts: TRANSACTION_RETRY_DEFAULTS.attempts, cause: adapterDeadlockAtCommit });
  });

  it('does not retry again an inner transaction that used up its own retries', async () => {
    let runs = 0;
    const inner = new TransactionConflictError(4, prismaP2034);
    await expect(
      retryTransactionConflicts(async () => {
        runs++;
        throw inner;
      }),
    ).rejects.toBe(inner);
    expect(runs).toBe(1);
  });

  it('lets any other error through at once', async () => {
    let runs = 0;
    const unique = Object.assign(new Error('Unique constraint failed'), { code: 'P2002' });
    await expect(
      retryTransactionConflicts(async () => {
        runs++;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });
});

describe('the error handler and transaction conflicts', () => {
  it('answers a conflict no retry caught, and one that used up its retries, with 409 CONFLICT, never a 500', async () => {
    const service = createServiceApp({ name: 'unit', logger: createLogger({ name: 'unit', level: 'silent' }), checks: [] });
    service.app.post('/raw', async () => {
      throw prismaP2034;
    });
    service.app.post('/retried', async () => {
      throw new TransactionConflictError(4, pgSerializationFailure);
    });
    for (const url of ['/raw', '/retried']) {
      const res = await service.app.inject({ method: 'POST', url, payload: {} });
      expect([url, res.statusCode]).toEqual([url, 409]);
      expect(res.json()).toMatchObject({ success: false, code: 'CONFLICT', message: '동시에 처리된 다른 요청과 충돌했습니다. 잠시 후 다시 시도해주세요.' });
      expect(res.body).not.toMatch(/P2034|deadlock|serialize/);
    }
  });
});
