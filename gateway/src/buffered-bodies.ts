import type { IncomingMessage } from 'node:http';
import { AppError } from '@tov/kit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface BufferedBodyOptions {
  /** The largest body a request may send (the route table's large-body routes excepted). */
  limitFor(request: FastifyRequest): number;
  /** After `graceMs`, a body arriving slower than this is cut off (408). */
  minBytesPerSecond: number;
  graceMs: number;
  /** Bodies one client address may be sending at once; more answer 429 at once. */
  uploadsPerClient: number;
}

/**
 * Proxied bodies are read whole before an upstream connection is taken (the proxy sends a buffer):
 * a client that sends its body slowly, or never finishes it, holds only its own socket, never one
 * of the pool's connections to a service (70 half-sent requests used to take a service offline).
 * A body over the limit is 413, one arriving slower than `minBytesPerSecond` after `graceMs` is
 * 408, and a client sending more than `uploadsPerClient` bodies at once gets 429.
 */
export function registerBufferedBodies(scope: FastifyInstance, options: BufferedBodyOptions): void {
  const uploading = new Map<string, number>();
  /** Requests whose body was not read to its end: their connection closes after the answer. */
  const unread = new WeakSet<FastifyRequest>();
  scope.addHook('onSend', (request, reply, payload, next) => {
    if (unread.has(request)) void reply.header('connection', 'close');
    next(null, payload);
  });
  const release = (ip: string) => {
    const left = (uploading.get(ip) ?? 1) - 1;
    if (left > 0) uploading.set(ip, left);
    else uploading.delete(ip);
  };

  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload: IncomingMessage, done) => {
    const inFlight = uploading.get(request.ip) ?? 0;
    if (inFlight >= options.uploadsPerClient) {
      done(new AppError('RATE_LIMITED', '동시에 보내는 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.'), undefined);
      return;
    }
    uploading.set(request.ip, inFlight + 1);
    const limit = options.limitFor(request);
    const chunks: Buffer[] = [];
    const started = Date.now();
    let received = 0;
    let finished = false;
    const finish = (error: Error | null, body?: Buffer) => {
      if (finished) return;
      finished = true;
      clearInterval(rateCheck);
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      release(request.ip);
      if (error) {
        unread.add(request);
        done(error, undefined);
      } else done(null, body);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) finish(new AppError('PAYLOAD_TOO_LARGE'));
      else chunks.push(chunk);
    };
    const onEnd = () => finish(null, Buffer.concat(chunks, received));
    const onError = (error: Error) => finish(error);
    const rateCheck = setInterval(() => {
      const elapsedMs = Date.now() - started;
      if (elapsedMs >= options.graceMs && (received * 1000) / elapsedMs < options.minBytesPerSecond) {
        finish(new AppError('TIMEOUT', '요청 본문이 너무 느리게 전송되었습니다. 다시 시도해주세요.'));
      }
    }, 1_000);
    rateCheck.unref();
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}
