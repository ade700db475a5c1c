import type { Redis } from 'ioredis';
import { LoginAttempts, redisUnreachable } from '../../src/store/login-attempts';

/** A Redis client whose every command fails as ioredis does when Redis is down. */
const downRedis = { eval: async () => Promise.reject(Object.assign(new Error('Connection is closed.'), { name: 'Error' })) } as unknown as Redis;

describe('login lockout while Redis cannot be reached', () => {
  const limits = { maxPerAddress: 3, maxPerAccount: 5, lockSeconds: 60, prefix: 'test:' };

  it('keeps counting in memory: the address is locked after its attempts, another address is not until the account limit', async () => {
    const attempts = new LoginAttempts(downRedis, limits);
    const from = (address: string) => attempts.attempt('a@b.kr', address);
    expect(await from('1.1.1.1')).toEqual({ allowed: true });
    expect(await from('1.1.1.1')).toEqual({ allowed: true });
    expect(await from('1.1.1.1')).toEqual({ allowed: true });
    const locked = await from('1.1.1.1');
    expect(locked).toMatchObject({ allowed: false });
    expect((locked as { retryAfterSeconds: number }).retryAfterSeconds).toBeGreaterThan(50);
    expect(await from('2.2.2.2')).toEqual({ allowed: true });
    expect(await from('2.2.2.2')).toEqual({ allowed: true });
    expect(await from('3.3.3.3')).toMatchObject({ allowed: false });
    await attempts.clearAll('a@b.kr');
    expect(await from('1.1.1.1')).toEqual({ allowed: true });
  });

  it('throws any other failure', async () => {
    const broken = { eval: async () => Promise.reject(new Error('ERR syntax error')) } as unknown as Redis;
    await expect(new LoginAttempts(broken, limits).attempt('a@b.kr', '1.1.1.1')).rejects.toThrow('ERR syntax error');
    expect(redisUnreachable(new Error('ERR syntax error'))).toBe(false);
    expect(redisUnreachable(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
  });
});
