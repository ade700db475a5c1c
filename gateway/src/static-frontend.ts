import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '@tov/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built frontend from `/`; any other non-API GET answers index.html so client routes work
 * on reload. API paths and other methods get the 404 envelope.
 */
export async function registerFrontend(app: FastifyInstance, distDir: string): Promise<void> {
  const hasFrontend = distDir !== '' && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasFrontend) {
    // wildcard: files are looked up per request, so a new build is served without a restart.
    await app.register(fastifyStatic, {
      root: path.resolve(distDir),
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change under one name; everything else is revalidated.
        void reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Unknown paths count against the rate limit too (they are not routes, so the global hook misses them).
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const wantsPage = request.method === 'GET' && !isApi && !path.extname(request.url.split('?', 1)[0]!);
    if (hasFrontend && wantsPage) {
      void reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.status(404).send(errorEnvelope('ROUTE_NOT_FOUND', '요청한 경로를 찾을 수 없습니다.', undefined, request.id));
  });
}
