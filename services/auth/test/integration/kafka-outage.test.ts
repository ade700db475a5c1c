// Kafka stopped and started again under auth (a broker of this file's own: stopping the shared one
// would fail the suites running beside it), with no other relay on the outbox than this auth's.
import { userRegisteredV1 } from '@tov/contracts';
import { createKafka, createLogger } from '@tov/kit';
import { collectEvents, throwawayKafka, waitFor } from '@tov/kit/testing';
import { challengerPayload, startAuthHarness } from './auth-harness';

const AUTH_EVENTS = [userRegisteredV1];

it('keeps accepting registrations while Kafka is down and delivers the event after it restarts', async () => {
  const kafka = await throwawayKafka();
  const own = await startAuthHarness({ kafkaBrokers: kafka.brokers });
  try {
    own.relay.start();
    // What earlier tests left in the outbox goes out first: the outage starts with nothing in flight
    // (suites beside this one may keep adding rows: only those older than this test are waited for).
    const since = new Date();
    await waitFor(async () => ((await own.db.outboxEvent.count({ where: { createdAt: { lt: since } } })) === 0 ? true : undefined), {
      timeoutMs: 60_000,
      what: 'the outbox drained',
    });
    await kafka.stop();
    let user: { id: string };
    try {
      const payload = challengerPayload();
      expect((await own.service.app.inject({ method: 'POST', url: '/api/auth/register', payload })).statusCode).toBe(202);
      user = await own.db.user.findUniqueOrThrow({ where: { email: payload.email } });
      // The relay tries, fails and keeps the row for a retry; nothing is lost.
      const failed = await waitFor(
        async () => {
          const row = await own.db.outboxEvent.findFirst({ where: { key: user.id } });
          return row && row.attempts > 0 && row.status === 'failed' ? row : undefined;
        },
        { timeoutMs: 60_000, what: 'a failed publish attempt' },
      );
      expect(failed.lastError).toBeTruthy();
    } finally {
      await kafka.start();
    }
    await waitFor(async () => ((await own.db.outboxEvent.count({ where: { key: user.id } })) === 0 ? true : undefined), {
      timeoutMs: 90_000,
      intervalMs: 250,
      what: 'the row published after the restart',
    });
    // Read after the outage by a consumer that never saw it: the event is on the broker, once.
    const reader = await collectEvents(
      createKafka('auth-events-test', kafka.brokers, createLogger({ name: 'auth-events-test', level: 'silent' })),
      AUTH_EVENTS,
      {
        fromBeginning: true,
      },
    );
    try {
      const events = await waitFor(async () => (reader.byKey(user.id).length > 0 ? reader.byKey(user.id) : undefined), {
        timeoutMs: 30_000,
        what: 'the event after the restart',
      });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'auth.user.registered', key: user.id });
    } finally {
      await reader.stop();
    }
  } finally {
    await own.close();
    await kafka.close();
  }
}, 240_000);
