import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorEnvelope } from '@tov/contracts';
import type { FastifyInstance } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built frontend from `/`; any other non-API GET answers index.html so client routes work
 * on reload. API paths and other methods get the 404 envelope.
 *
 * The build writes brotli and gzip copies beside its text files (frontend/build-tools/precompress.ts);
 * `preCompressed` sends the one the browser's Accept-Encoding prefers (br, then gzip, else the file
 * itself), with `Vary: Accept-Encoding`, index.html included (decision 115).
 */
export async function registerFrontend(app: FastifyInstance, distDir: string): Promise<void> {
  const hasFrontend = distDir !== '' && fs.existsSync(path.join(distDir, 'index.html'));
  if (hasFrontend) {
    const root = path.resolve(distDir);
    const assets = path.join(root, 'assets') + path.sep;
    // wildcard: files are looked up per request, so a new build is served without a restart.
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        // Vite's hashed assets never change under one name; everything else (index.html, the service
        // worker, favicon) is revalidated.
        void reply.header('cache-control', filePath.startsWith(assets) ? IMMUTABLE : 'no-cache');
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
