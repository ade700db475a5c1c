import { randomUUID } from 'node:crypto';
import { createRedis } from '@tov/kit';
import { testInfrastructure } from '@tov/kit/testing';
import type { Redis } from 'ioredis';
import { BatchedRedisStore } from '../../src/batched-redis-store';

let redis: Redis;
beforeAll(async () => {
  redis = createRedis((await testInfrastructure()).redisUrl);
});
afterAll(async () => redis.quit());

const incr = (store: BatchedRedisStore, key: string) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) => store.incr(key, (e, r) => (e ? reject(e) : resolve(r!)), 60_000));

it('counts exactly within one replica before anything reaches Redis', async () => {
  const store = new BatchedRedisStore(redis, `test:rl:${randomUUID()}:`, 10_000);
  const key = 'client';
  expect((await incr(store, key)).current).toBe(1);
  expect((await incr(store, key)).current).toBe(2);
  const third = await incr(store, key);
  expect(third.current).toBe(3);
  expect(third.ttl).toBeGreaterThan(0);
  expect(third.ttl).toBeLessThanOrEqual(60_000);
});

it('keeps counting what it has sent while Redis has not answered yet', async () => {
  const store = new BatchedRedisStore(redis, `test:rl:${randomUUID()}:`, 10_000);
  for (let i = 0; i < 3; i++) await incr(store, 'client');
  // The flush moves the three counts into a pipeline; Redis answers on a later turn of the event loop.
  const flushed = store.flush();
  await Promise.resolve();
  expect((await incr(store, 'client')).current).toBe(4);
  await flushed;
  expect((await incr(store, 'client')).current).toBe(5);
  await store.flush();
  expect((await incr(store, 'client')).current).toBe(6);
});

it('shares the count between replicas through Redis after a flush', async () => {
  const ns = `test:rl:${randomUUID()}:`;
  const a = new BatchedRedisStore(redis, ns, 10_000);
  const b = new BatchedRedisStore(redis, ns, 10_000);
  for (let i = 0; i < 3; i++) await incr(a, 'client');
  for (let i = 0; i < 4; i++) await incr(b, 'client');
  await a.flush();
  await b.flush();
  // A learns B's requests from Redis when it sends its own next count.
  await incr(a, 'client');
  await a.flush();
  expect((await incr(a, 'client')).current).toBe(9);
  const keys = await redis.keys(`${ns}*`);
  expect(keys).toHaveLength(1);
  expect(Number(await redis.get(keys[0]!))).toBe(8);
  expect(await redis.pttl(keys[0]!)).toBeGreaterThan(0);
});
