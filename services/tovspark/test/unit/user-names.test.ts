import { UserNameCache } from '../../src/store/user-names';
import type { TovsparkDb } from '../../src/store/db';

/** A projection of users whose reads are counted. */
function fakeDb(names: Record<string, string>) {
  const reads: string[][] = [];
  const db = {
    userProjection: {
      findMany: async ({ where }: { where: { userId: { in: string[] } } }) => {
        reads.push(where.userId.in);
        return where.userId.in.filter((id) => id in names).map((userId) => ({ userId, name: names[userId] }));
      },
    },
  } as unknown as TovsparkDb;
  return { db, reads, names };
}

describe('UserNameCache', () => {
  it('reads each name once within its time to live and only the missing ones after', async () => {
    const { db, reads } = fakeDb({ a: 'Ana', b: 'Bo' });
    const cache = new UserNameCache(db, 1_000);
    expect([...(await cache.namesOf(['a'], 0))]).toEqual([['a', 'Ana']]);
    expect([...(await cache.namesOf(['a', 'b'], 10))]).toEqual([
      ['a', 'Ana'],
      ['b', 'Bo'],
    ]);
    expect(reads).toEqual([['a'], ['b']]);
  });

  it('asks again for a name past its time to live and for a user it did not know', async () => {
    const { db, reads, names } = fakeDb({ a: 'Ana' });
    const cache = new UserNameCache(db, 1_000);
    await cache.namesOf(['a', 'x'], 0);
    names.x = 'Xu';
    names.a = 'Ana Kim';
    expect([...(await cache.namesOf(['a', 'x'], 500))]).toEqual([
      ['a', 'Ana'],
      ['x', 'Xu'],
    ]);
    expect([...(await cache.namesOf(['a'], 1_500))]).toEqual([['a', 'Ana Kim']]);
    expect(reads).toEqual([['a', 'x'], ['x'], ['a']]);
  });

  it('keeps at most its bound of names, dropping the oldest', async () => {
    const { db, reads } = fakeDb({ a: 'A', b: 'B', c: 'C' });
    const cache = new UserNameCache(db, 60_000, 2);
    await cache.namesOf(['a'], 0);
    await cache.namesOf(['b'], 1);
    await cache.namesOf(['c'], 2);
    await cache.namesOf(['b', 'c', 'a'], 3);
    expect(reads).toEqual([['a'], ['b'], ['c'], ['a']]);
  });
});
