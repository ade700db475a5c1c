import { z } from 'zod';
import { AppError, createLogger, createServiceApp, parseInput } from '../../src';

function app() {
  const service = createServiceApp({ name: 'unit', logger: createLogger({ name: 'unit', level: 'silent' }), checks: [] });
  service.app.post('/typed', async () => {
    throw new AppError('ASSESSMENT_NOT_FOUND');
  });
  service.app.post('/zod', async (request) => parseInput(z.object({ age: z.number().min(0) }), request.body));
  service.app.get('/boom', async () => {
    throw new TypeError("Cannot read properties of undefined (reading 'x')");
  });
  return service.app;
}

describe('the kit error handler', () => {
  it('turns a typed error into its catalogue status, code and Korean message', async () => {
    const res = await app().inject({ method: 'POST', url: '/typed', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, data: null, code: 'ASSESSMENT_NOT_FOUND', message: '평가 결과를 찾을 수 없습니다.' });
    expect(res.json().requestId).toBe(res.headers['x-request-id']);
  });

  it('lists the failing fields of a validation error in details', async () => {
    const res = await app().inject({ method: 'POST', url: '/zod', payload: { age: -1 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
    expect(res.json().details).toEqual([{ field: 'age', message: expect.any(String) }]);
  });

  it('hides the internals of an unexpected failure', async () => {
    const res = await app().inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/TypeError|undefined|stack/);
  });

  it('answers unknown routes with the 404 envelope', async () => {
    const res = await app().inject({ method: 'GET', url: '/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
  });

  it('refuses a body over the limit with 413', async () => {
    const service = createServiceApp({ name: 'unit', logger: createLogger({ name: 'unit', level: 'silent' }), checks: [], bodyLimit: 100 });
    service.app.post('/x', async () => ({ ok: true }));
    const res = await service.app.inject({ method: 'POST', url: '/x', payload: { blob: 'x'.repeat(500) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('readiness', () => {
  it('fails when a dependency check fails and names it', async () => {
    const service = createServiceApp({
      name: 'unit',
      logger: createLogger({ name: 'unit', level: 'silent' }),
      checks: [
        { name: 'postgres', check: async () => undefined },
        { name: 'kafka', check: async () => Promise.reject(new Error('broker down')) },
      ],
    });
    const res = await service.app.inject({ method: 'GET', url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().details).toEqual([{ field: 'kafka', message: 'broker down' }]);
    expect((await service.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);
  });

  it('answers 503 once shutdown has begun', async () => {
    const service = createServiceApp({ name: 'unit', logger: createLogger({ name: 'unit', level: 'silent' }), checks: [] });
    expect((await service.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
    service.markShuttingDown();
    expect((await service.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(503);
  });
});
