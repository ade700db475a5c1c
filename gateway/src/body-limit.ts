import { AppError } from '@tov/kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LARGE_BODY_ROUTES } from './route-table';

/** A route-table path against a request path: equal, or equal segment by segment where the table has `*`. */
function pathMatches(pattern: string, path: string): boolean {
  if (pattern === path) return true;
  if (!pattern.includes('*')) return false;
  const want = pattern.split('/');
  const have = path.split('/');
  return want.length === have.length && want.every((segment, i) => (segment === '*' ? (have[i] ?? '') !== '' : segment === have[i]));
}

/** The larger limit of a large-body route (a batch of applicants, a submission file), or undefined. */
export function largeBodyLimit(method: string, url: string): number | undefined {
  const path = url.split('?', 1)[0] ?? url;
  return LARGE_BODY_ROUTES.find((r) => r.method === method && pathMatches(r.path, path))?.limitBytes;
}

/**
 * Refuses a body over the limit by its declared length before any of it is read (buffered-bodies.ts
 * counts what arrives), and a chunked body without a length on API routes.
 */
export function createBodyLimit(limitBytes: number) {
  return function bodyLimit(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      const limit = largeBodyLimit(request.method, request.url) ?? limitBytes;
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
