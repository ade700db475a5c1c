import { AppError } from '@tov/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LARGE_BODY_ROUTES } from './route-table';

/**
 * Proxied bodies stream through untouched, so Fastify's own bodyLimit does not see them: refuse by
 * declared length, and refuse chunked bodies without a length on API routes.
 */
export function createBodyLimit(limitBytes: number) {
  return function bodyLimit(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      const path = request.url.split('?', 1)[0];
      const limit = LARGE_BODY_ROUTES.find((r) => r.method === request.method && r.path === path)?.limitBytes ?? limitBytes;
      done(Number(declared) > limit ? new AppError('PAYLOAD_TOO_LARGE') : undefined);
      return;
    }
    if (request.headers['transfer-encoding'] && request.url.startsWith('/api/')) {
      done(new AppError('PAYLOAD_TOO_LARGE', '요청 본문의 크기(Content-Length)를 알려주세요.'));
      return;
    }
    done();
  };
}
