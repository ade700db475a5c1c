import { ZAnyEventEnvelopeSchema, userLoggedInV1 } from '@tov/contracts';
import { isUuid, newId, outboxRow } from '../../src';

describe('newId', () => {
  it('answers UUIDs of version 7, which the id checks and the event envelope accept', () => {
    const id = newId();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    const row = outboxRow({ event: userLoggedInV1, key: 'k', source: 'kit-test', data: { userId: 'u-1', loggedInAt: new Date().toISOString() } });
    expect(ZAnyEventEnvelopeSchema.parse(JSON.parse(row.payload)).id).toBe(row.id);
    expect(row.id[14]).toBe('7');
  });

  it('orders ids by creation, even many within one millisecond (the index grows at its right edge)', () => {
    const ids = Array.from({ length: 5_000 }, () => newId());
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
