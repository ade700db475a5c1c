import type { Socket } from 'node:net';
import { ERROR_CODES, errorEnvelope, type ErrorCode } from '@tov/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Errors Fastify raises before a route runs (a malformed escape, a path parameter over its maximum
 * length): answered in the envelope like every other error, never with Fastify's own body.
 */
export function handleFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const code: ErrorCode = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'URI_TOO_LONG' : 'INVALID_PATH';
  void reply.status(ERROR_CODES[code].status).send(errorEnvelope(code, ERROR_CODES[code].message, undefined, request.id));
}

/** What Node's HTTP parser refuses before Fastify sees a request, as a status and catalogue code. */
function clientErrorCode(error: Error & { code?: string }): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT' || error.code === 'ERR_HTTP_HEADERS_TIMEOUT') return 'TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * A request the HTTP parser could not read (headers over the limit, a malformed request line, too
 * slow): the envelope written straight to the socket, then the connection closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const code = clientErrorCode(error);
  const { status, message } = ERROR_CODES[code];
  const body = JSON.stringify(errorEnvelope(code, message));
  socket.end(
    `HTTP/1.1 ${status} ${code}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
