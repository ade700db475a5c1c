import { ERROR_CODES, errorEnvelope, isErrorCode, zodIssuesToDetails, type ErrorCode } from '@tov/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { AppError } from '../errors';
import { isTransactionConflict } from '../db/transaction-retry';
import { routeValidationDetails } from './route-schemas';
import { RETRY_AFTER_SECONDS, unavailableDependency } from '../resilience/dependency-errors';

/** Fastify's own error codes mapped to the catalogue. */
const FASTIFY_CODES: Record<string, { code: ErrorCode; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: '요청 본문(JSON)의 형식이 올바르지 않습니다.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: '요청 본문이 비어 있습니다.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_ERROR' },
};

/** The code a client error of a plugin answers with, by its status (one the catalogue lacks is 400 BAD_REQUEST). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The one place errors become the envelope: right status, catalogue code, no stack or internals for 5xx. */
export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const requestId = request.id;
  if (error instanceof AppError) {
    if (error.headers) void reply.headers(error.headers);
    void reply.status(error.status).send(errorEnvelope(error.code, error.message, error.details, requestId));
    return;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const entry = ERROR_CODES.VALIDATION_ERROR;
    void reply
      .status(entry.status)
      .send(errorEnvelope('VALIDATION_ERROR', entry.message, routeValidationDetails(error.validation, error.validationContext), requestId));
    return;
  }
  if (isResponseSerializationError(error)) {
    // The answer broke its own contract: a bug of ours, logged with what did not match.
    request.log.error({ route: error.url, method: error.method, issues: error.cause.issues.slice(0, 10) }, 'answer does not match its contract');
    void reply.status(500).send(errorEnvelope('INTERNAL_ERROR', ERROR_CODES.INTERNAL_ERROR.message, undefined, requestId));
    return;
  }
  if (error instanceof ZodError) {
    const entry = ERROR_CODES.VALIDATION_ERROR;
    void reply.status(entry.status).send(errorEnvelope('VALIDATION_ERROR', entry.message, zodIssuesToDetails(error), requestId));
    return;
  }
  // A dependency that is down (Postgres, Redis, ...): 503 with Retry-After, never a 500 (docs/decisions/025-dependencies-down.md).
  const dependency = unavailableDependency(error);
  if (dependency) {
    // Debug only: the client's connection watch logs the outage once, and onResponse each 5xx.
    request.log.debug({ dependency, err: error.message.slice(0, 300) }, 'dependency unavailable');
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    void reply.status(503).send(errorEnvelope('SERVICE_UNAVAILABLE', ERROR_CODES.SERVICE_UNAVAILABLE.message, undefined, requestId));
    return;
  }
  // A serialisation failure or deadlock that no retry caught (or not retried at its site): 409, never a 500 (decision 114).
  if (isTransactionConflict(error)) {
    request.log.warn({ err: error.message.slice(0, 300) }, 'transaction conflict answered 409');
    void reply.status(409).send(errorEnvelope('CONFLICT', ERROR_CODES.CONFLICT.message, undefined, requestId));
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
  if (status >= 400 && status < 500) {
    // A plugin's client error: the catalogue code of its status (the status always matches the code).
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    void reply.status(ERROR_CODES[code].status).send(errorEnvelope(code, ERROR_CODES[code].message, undefined, requestId));
    return;
  }
  request.log.error({ err: error }, 'unhandled error');
  void reply.status(500).send(errorEnvelope('INTERNAL_ERROR', ERROR_CODES.INTERNAL_ERROR.message, undefined, requestId));
}
