import { Writable } from 'node:stream';
import pino from 'pino';
import { REDACTED_PATHS, createServiceApp } from '../../src';

function loggedApp() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(chunk.toString()));
      done();
    },
  });
  const logger = pino({ level: 'info', redact: { paths: REDACTED_PATHS, censor: '[MASKED]' } }, sink);
  const childSpy = jest.spyOn(logger, 'child');
  const { app } = createServiceApp({ name: 'unit', logger, checks: [] });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/talks', async (request) => {
    request.log.info({ password: 'hunter22', step: 1 }, 'working');
    request.log.debug('not at this level');
    return { ok: true };
  });
  return { app, lines, childSpy };
}

describe('per-request logging', () => {
  it('binds the request id to every line a handler logs, masked as the service logger masks', async () => {
    const { app, lines } = loggedApp();
    const res = await app.inject({ method: 'GET', url: '/talks', headers: { 'x-request-id': 'req-log-1' } });
    expect(res.statusCode).toBe(200);
    const line = lines.find((l) => l.msg === 'working');
    expect(line).toMatchObject({ requestId: 'req-log-1', step: 1, password: '[MASKED]' });
    expect(lines.some((l) => l.msg === 'not at this level')).toBe(false);
  });

  it('builds no child logger for a request that logs nothing', async () => {
    const { app, childSpy } = loggedApp();
    await app.ready();
    const before = childSpy.mock.calls.length;
    for (let i = 0; i < 20; i++) expect((await app.inject({ method: 'GET', url: '/quiet' })).statusCode).toBe(200);
    expect(childSpy.mock.calls.length).toBe(before);
    await app.inject({ method: 'GET', url: '/talks' });
    expect(childSpy.mock.calls.length).toBe(before + 1);
  });
});
