import { ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { z } from 'zod';
import { createLogger, createServiceApp, undocumentedRoutes, type RouteApp } from '../../src';

const logger = createLogger({ name: 'route-schemas-test', level: 'silent' });
const ZItem = z.object({ id: z.string(), count: z.number().int() });
const ZCreateItem = z.object({ name: z.string().min(1, { error: '이름을 입력해주세요.' }).max(10), tags: z.array(z.string()).default([]) });

function itemsApp(routes: (app: RouteApp) => void) {
  return createServiceApp({ name: 'items', logger, checks: [], routes });
}

const itemRoutes = (app: RouteApp) => {
  app.post('/api/items', { schema: { body: ZCreateItem, response: { 201: ZSuccessEnvelopeSchema(ZItem) } } }, async (request, reply) =>
    reply.status(201).send(successEnvelope({ id: request.body.name, count: request.body.tags.length })),
  );
  app.get(
    '/api/items/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(8) }),
        querystring: z.object({ broken: z.enum(['yes', 'no']).default('no') }),
        response: { 200: ZSuccessEnvelopeSchema(ZItem) },
      },
    },
    async (request) =>
      // `broken=yes` answers something the contract does not allow.
      successEnvelope(
        request.query.broken === 'yes' ? ({ id: request.params.id, count: 'many' } as unknown as z.infer<typeof ZItem>) : { id: request.params.id, count: 1 },
      ),
  );
};

describe('routes declared with their contracts', () => {
  it('hands the handler the parsed body, with the contract defaults', async () => {
    const { app } = itemsApp(itemRoutes);
    const res = await app.inject({ method: 'POST', url: '/api/items', payload: { name: 'pen' } });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ id: 'pen', count: 0 });
  });

  it('answers a body that breaks the contract with VALIDATION_ERROR naming each field, and an empty body as {}', async () => {
    const { app } = itemsApp(itemRoutes);
    const bad = await app.inject({ method: 'POST', url: '/api/items', payload: { name: '', tags: [1] } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', data: null });
    expect(bad.json().details).toEqual(
      expect.arrayContaining([{ field: 'name', message: '이름을 입력해주세요.' }, expect.objectContaining({ field: 'tags.0' })]),
    );
    const empty = await app.inject({ method: 'POST', url: '/api/items' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([expect.objectContaining({ field: 'name' })]);
  });

  it('validates params and the query string too', async () => {
    const { app } = itemsApp(itemRoutes);
    const res = await app.inject({ method: 'GET', url: '/api/items/far-too-long-id?broken=maybe' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });

  it('never sends an answer that breaks its contract: 500 in the envelope', async () => {
    const { app } = itemsApp(itemRoutes);
    const res = await app.inject({ method: 'GET', url: '/api/items/a1?broken=yes' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ success: false, code: 'INTERNAL_ERROR' });
    expect(res.body).not.toContain('many');
  });

  it('refuses to start with an API route that does not declare its answer', async () => {
    const { app } = itemsApp((routes) => {
      routes.get('/api/undeclared', async () => ({ ok: true }));
    });
    await expect(app.ready()).rejects.toThrow('GET /api/undeclared: every API route declares its answer');
  });

  it('serves an OpenAPI 3.1 document listing every route, and says which routes a document lacks', async () => {
    const service = itemsApp(itemRoutes);
    const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(service.apiRoutes.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/items', 'GET /api/items/:id']);
    expect(undocumentedRoutes(service.apiRoutes, doc)).toEqual([]);
    expect(doc.paths['/api/items'].post.requestBody.content['application/json'].schema.properties.name).toMatchObject({ type: 'string', maxLength: 10 });
    expect(Object.keys(doc.paths)).not.toContain('/health/ready');
    const { ['/api/items/{id}']: _dropped, ...fewer } = doc.paths;
    expect(undocumentedRoutes(service.apiRoutes, { paths: fewer })).toEqual(['GET /api/items/:id']);
  });
});
