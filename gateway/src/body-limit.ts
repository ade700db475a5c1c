import { AppError } from '@tov/kit';
import type { FastifyRequest } from 'fastify';

/**
 * Proxied bodies stream through untouched, so Fastify's own bodyLimit does not see them: refuse by
 * declared length, and refuse chunked bodies without a length on API routes.
 */
export function createBodyLimit(limitBytes: number) {
  return async function bodyLimit(request: FastifyRequest): Promise<void> {
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limitBytes) throw new AppError('PAYLOAD_TOO_LARGE');
      return;
    }
    if (request.headers['transfer-encoding'] && request.url.startsWith('/api/')) {
      throw new AppError('PAYLOAD_TOO_LARGE', '요청 본문의 크기(Content-Length)를 알려주세요.');
    }
  };
}
