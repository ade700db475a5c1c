import { randomUUID } from 'node:crypto';
import { expertSelectedV1, specialistProfileUpdatedV1 } from '@tov/contracts';
import { receiveRequest } from '../../src/store/requests';
import { account, api, quotedRequest, type Caller } from './money-fixtures';
import { assessment, selection, startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * The expert's load (docs/decisions/116-hand-off-at-selection.md): the service publishes
 * `specialist.profile.updated` with `activeRequests` in the transaction of every change of it, and
 * matching ranks with that count. The relay is not started, so every event stays in the outbox.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
}, 180_000);
afterAll(async () => h?.close());

/** The expert's `specialist.profile.updated` events, in the order they were stamped (each re-parsed by the contract). */
async function published(expertId: string) {
  const rows = await h.db.outboxEvent.findMany({ where: { type: specialistProfileUpdatedV1.type, key: expertId } });
  return rows
    .map((r) => specialistProfileUpdatedV1.data.parse((r.payload as { data: unknown }).data))
    .sort((x, y) => Date.parse(x.updatedAt) - Date.parse(y.updatedAt));
}
const loads = async (expertId: string) => (await published(expertId)).map((e) => e.activeRequests);

/** A request received from `matching.expert.selected` (through the consumer's own store function). */
async function received(expert: Caller, client: Caller): Promise<string> {
  const selected = selection(expert.userId, client.userId, randomUUID());
  await h.db.$transaction((tx) => receiveRequest(tx, selected));
  return selected.requestId;
}

describe("the expert's load in specialist.profile.updated", () => {
  it('grows with each request received, stays while quoted and paid, and shrinks when the quote is declined and the service completes', async () => {
    const expert = await account(h, 'pro');
    const client = await account(h, 'challenger');
    const paid = await quotedRequest(h, expert, client);
    const declined = await quotedRequest(h, expert, client);
    expect(await loads(expert.userId)).toEqual([1, 2]);

    const accepted = await a.accept(client, paid, randomUUID());
    expect(accepted.statusCode).toBe(201);
    expect(await loads(expert.userId)).toEqual([1, 2, 2]);
    expect((await a.decline(client, declined)).statusCode).toBe(200);
    expect(await loads(expert.userId)).toEqual([1, 2, 2, 1]);

    const serviceId = accepted.json().data.service.serviceId as string;
    await a.moveTo(expert, serviceId, 'documents_submitted');
    expect(await loads(expert.userId)).toEqual([1, 2, 2, 1]);
    await a.moveTo(expert, serviceId, 'completed');
    expect(await loads(expert.userId)).toEqual([1, 2, 2, 1, 0]);
  });

  it('shrinks when a paid service is cancelled', async () => {
    const expert = await account(h, 'pro');
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    await received(expert, client);
    await a.moveTo(expert, service.serviceId, 'cancelled');
    expect(await loads(expert.userId)).toEqual([1, 1, 2, 1]);
  });

  it('publishes nothing more for a redelivered selection, and the same count through the consumer as through the store', async () => {
    const expert = await account(h, 'pro');
    const client = await account(h, 'challenger');
    const data = selection(expert.userId, client.userId, assessment(client.userId, 'E-7').assessmentId);
    await h.processed((await h.publish(expertSelectedV1, data)).id);
    await h.processed((await h.publish(expertSelectedV1, data)).id);
    expect(await loads(expert.userId)).toEqual([1]);
  });

  it("carries the load on the expert's own edits too, stamps each publication later than the last, and leaves the profile's updatedAt to its edits", async () => {
    const expert = await account(h, 'pro');
    const client = await account(h, 'challenger');
    const before = await h.db.specialistProfile.findUniqueOrThrow({ where: { userId: expert.userId } });
    await received(expert, client);
    await received(expert, client);
    expect((await h.db.specialistProfile.findUniqueOrThrow({ where: { userId: expert.userId } })).updatedAt).toEqual(before.updatedAt);

    const res = await a.call('PUT', '/api/specialist/vacation', expert, { from: '2099-01-10', to: '2099-01-20' });
    expect(res.statusCode).toBe(200);
    const events = await published(expert.userId);
    expect(events.map((e) => [e.activeRequests, e.vacation])).toEqual([
      [1, null],
      [2, null],
      [2, { from: '2099-01-10', to: '2099-01-20' }],
    ]);
    const stamps = events.map((e) => Date.parse(e.updatedAt));
    expect(new Set(stamps).size).toBe(3);
    expect(res.json().data.updatedAt).not.toBe(before.updatedAt.toISOString());
  });

  it('publishes nothing for a request to an expert whose profile does not exist yet', async () => {
    const stranger = { userId: randomUUID(), role: 'pro' as const, name: 'No Profile', email: 'none@test.tov' };
    await received(stranger, await account(h, 'challenger'));
    expect(await published(stranger.userId)).toEqual([]);
  });

  it('shrinks for each expert whose quote the sweep expires, with one event per expert', async () => {
    const [one, two] = [await account(h, 'pro'), await account(h, 'pro')];
    const client = await account(h, 'challenger');
    const soon = new Date(Date.now() + 60 * 60_000).toISOString();
    await quotedRequest(h, one, client, { validUntil: soon });
    await quotedRequest(h, one, client, { validUntil: soon });
    await quotedRequest(h, one, client);
    await quotedRequest(h, two, client, { validUntil: soon });
    h.clock.now = new Date(Date.now() + 2 * 60 * 60_000);
    try {
      while ((await h.sweep.runOnce()) > 0);
    } finally {
      h.clock.now = new Date();
    }
    expect(await loads(one.userId)).toEqual([1, 2, 3, 1]);
    expect(await loads(two.userId)).toEqual([1, 0]);
  });
});
