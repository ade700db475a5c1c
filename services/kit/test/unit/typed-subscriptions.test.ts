import { randomUUID } from 'node:crypto';
import { defineEvent, userLoggedInV1, userRegisteredV1, type EventDefinition } from '@tov/contracts';
import { z } from 'zod';
import { on, onRun, parseEvent, type EventOf, type SqlClient } from '../../src';

const message = (type: string, version: number, data: unknown) => ({
  value: Buffer.from(JSON.stringify({ id: randomUUID(), type, version, occurredAt: new Date().toISOString(), source: 'test', key: 'k', data })),
});

/** A contract whose data has a default and a transform, so "parsed by the contract" is visible. */
const pingedV1 = defineEvent(
  'kit.test.pinged',
  1,
  'kit.test',
  z.object({ at: z.string(), count: z.number().int().default(1), tag: z.string().transform((t) => t.toUpperCase()) }),
);
const subscribedTo = (...subscriptions: Array<{ definition: EventDefinition }>) =>
  new Map(subscriptions.map((s) => [`${s.definition.type}@${s.definition.version}`, s]));

describe('typed subscriptions', () => {
  it('hands a handler the event with its data parsed by the subscribed contract', async () => {
    const seen: Array<EventOf<typeof pingedV1>> = [];
    const subscription = on(pingedV1, async (event, _tx: SqlClient) => {
      // Typed data: `count` is a number and `tag` the transformed string, no cast.
      const count: number = event.data.count;
      seen.push({ ...event, data: { ...event.data, count } });
    });
    const event = parseEvent(message('kit.test.pinged', 1, { at: 'now', tag: 'abc' }), subscribedTo(subscription));
    await subscription.apply([event], {} as SqlClient);
    expect(seen[0]!.data).toEqual({ at: 'now', count: 1, tag: 'ABC' });
  });

  it('treats a subscribed event whose data breaks the contract as poison (dead-lettered, never handled)', () => {
    const subscription = on(pingedV1, async () => undefined);
    expect(() => parseEvent(message('kit.test.pinged', 1, { at: 42 }), subscribedTo(subscription))).toThrow('invalid kit.test.pinged data');
  });

  it('passes over a known event the consumer does not subscribe to, and another version of a subscribed one', () => {
    const subscription = on(pingedV1, async () => undefined);
    const other = parseEvent(message(userLoggedInV1.type, 1, { not: 'checked' }), subscribedTo(subscription));
    expect(other.data).toEqual({ not: 'checked' });
    expect(() => parseEvent(message('kit.test.pinged', 2, {}), subscribedTo(subscription))).toThrow('unknown event kit.test.pinged v2');
  });

  it('treats an event no contract knows as poison', () => {
    expect(() => parseEvent(message('nobody.knows.this', 1, {}), new Map())).toThrow('unknown event nobody.knows.this v1');
  });

  it('hands a run handler the whole run, typed', async () => {
    const runs: string[][] = [];
    const subscription = onRun(userRegisteredV1, async (events, _tx: SqlClient) => void runs.push(events.map((e) => e.data.email)));
    const data = (email: string) => ({
      userId: randomUUID(),
      email,
      name: 'n',
      role: 'challenger',
      roles: ['challenger'],
      registeredAt: new Date().toISOString(),
    });
    const subscribed = new Map([[`${userRegisteredV1.type}@1`, subscription]]);
    const events = ['a@x.tov', 'b@x.tov'].map((email) => parseEvent(message(userRegisteredV1.type, 1, data(email)), subscribed));
    await subscription.apply(events, {} as SqlClient);
    expect(runs).toEqual([['a@x.tov', 'b@x.tov']]);
  });
});
