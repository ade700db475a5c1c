import { serviceShutdownSteps } from '../../src';

describe('service shutdown steps', () => {
  it('turns readiness off first, drains HTTP, runs the service steps, flushes the outbox, then closes clients', async () => {
    const ran: string[] = [];
    const note = (name: string) => async () => void ran.push(name);
    const steps = serviceShutdownSteps({
      markShuttingDown: () => void ran.push('readiness'),
      app: { close: note('http') },
      beforeOutbox: [{ name: 'consumer', run: note('consumer') }],
      relay: { stop: note('outbox') },
      afterOutbox: [{ name: 'queues', run: note('queues') }],
      kafkaReady: { close: note('kafka') },
      redis: { quit: note('redis') },
      db: { $disconnect: note('postgres') },
      tracing: { shutdown: note('tracing') },
    });
    for (const step of steps) await step.run();
    expect(ran).toEqual(['readiness', 'http', 'consumer', 'outbox', 'queues', 'kafka', 'redis', 'postgres', 'tracing']);
    expect(steps.map((s) => s.name)).toEqual(ran);
  });

  it('leaves out the clients a service does not have', () => {
    const steps = serviceShutdownSteps({
      markShuttingDown: () => undefined,
      app: { close: async () => undefined },
      tracing: { shutdown: async () => undefined },
    });
    expect(steps.map((s) => s.name)).toEqual(['readiness', 'http', 'tracing']);
  });
});
