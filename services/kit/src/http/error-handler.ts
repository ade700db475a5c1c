import { ERROR_CODES, errorEnvelope, isErrorCode, zodIssuesToDetails, type ErrorCode } from '@tov/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError } from '../errors';

/** Fastify's own error codes mapped to the catalogue. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: '요청 본문이 비어 있습니다.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'BAD_REQUEST', message: '지원하지 않는 Content-Type입니다.' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR' },
};

/** The one place errors become the envelope: right status, catalogue code, no stack or internals for 5xx. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const requestId = request.id;
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    void reply.status(error.status).send(errorEnvelope(error.code, error.message, error.details, requestId));
    return;
  }
  if (error instanceof ZodError) {
    const entry = ERROR_CODES.VALIDATION_ERROR;
    void reply.status(entry.status).send(errorEnvelope('VALIDATION_ERROR', entry.message, zodIssuesToDetails(error), requestId));
    return;
  }
  const fastifyError = error as FastifyError;
  // Plugins (rate limits) may throw a plain error carrying a catalogue code and its own message.
  if (fastifyError.code && isErrorCode(fastifyError.code)) {
    const code = fastifyError.code;
    void reply.status(ERROR_CODES[code].status).send(errorEnvelope(code, fastifyError.message || ERROR_CODES[code].message, undefined, requestId));
    return;
  }
  const mapped = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (mapped) {
    const entry = ERROR_CODES[mapped.code];
    void reply.status(entry.status).send(errorEnvelope(mapped.code, mapped.message ?? entry.message, undefined, requestId));
    return;
  }
  const status = fastifyError.statusCode ?? 500;
  if (status === 429) {
    void reply.status(429).send(errorEnvelope('RATE_LIMITED', ERROR_CODES.RATE_LIMITED.message, undefined, requestId));
    return;
  }
  if (status >= 400 && status < 500) {
    void reply.status(status).send(errorEnvelope('BAD_REQUEST', ERROR_CODES.BAD_REQUEST.message, undefined, requestId));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send(errorEnvelope('INTERNAL_ERROR', ERROR_CODES.INTERNAL_ERROR.message, undefined, requestId));
}
