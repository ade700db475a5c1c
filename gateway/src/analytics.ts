import type { FastifyInstance } from 'fastify';

/** Web-vitals beacons from the frontend (spec 000 §2): accepted and logged, nothing stored. */
export function registerAnalytics(app: FastifyInstance): void {
  app.post('/analytics', { bodyLimit: 16 * 1024 }, async (request, reply) => {
    const body = typeof request.body === 'string' ? safeJson(request.body) : request.body;
    request.log.info({ webVitals: body }, 'web vitals');
    return reply.status(204).send();
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { raw: text.slice(0, 500) };
  }
}
