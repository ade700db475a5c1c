import { createHook } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Partitioners } from 'kafkajs';
import { createKafka, createLogger, ensureTopics } from '../../src';
import { testInfrastructure } from '../../src/testing';

/** How many timers the process creates while `ms` pass. */
async function timersCreatedDuring(ms: number): Promise<number> {
  let created = 0;
  const hook = createHook({
    init(_id, type) {
      if (type === 'Timeout') created += 1;
    },
  }).enable();
  await new Promise((r) => setTimeout(r, ms));
  hook.disable();
  return created;
}

it('leaves an idle broker connection without a timer spinning every millisecond (kafkajs#1556)', async () => {
  const infra = await testInfrastructure();
  const kafka = createKafka('kit-idle-test', infra.kafkaBrokers, createLogger({ name: 'kit-idle-test', level: 'silent' }));
  const topic = `kit.idle.${randomUUID()}`;
  await ensureTopics(kafka, [topic]);
  const producer = kafka.producer({ createPartitioner: Partitioners.DefaultPartitioner });
  await producer.connect();
  try {
    await producer.send({ topic, messages: [{ key: 'k', value: 'v' }] });
    // Unpatched, each connection that has sent a request re-arms a 1 ms timer: ~1,000 in a second.
    expect(await timersCreatedDuring(1_000)).toBeLessThan(50);
    // And the connection still works afterwards.
    await producer.send({ topic, messages: [{ key: 'k', value: 'again' }] });
  } finally {
    await producer.disconnect();
  }
}, 60_000);
