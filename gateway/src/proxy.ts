import proxy from '@fastify/http-proxy';
import { errorEnvelope } from '@tov/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { ROUTE_TABLE, type Upstream } from './route-table';

export interface ProxyOptions {
  upstreams: Partial<Record<Upstream, string>>;
  timeoutMs: number;
  connectTimeoutMs: number;
  connections: number;
}

/** Identity headers only the gateway may set: whatever a client sends under these names is dropped. */
const IDENTITY_HEADERS = ['x-user-id', 'x-user-roles'];

function forwardHeaders(request: FastifyRequest, headers: IncomingHttpHeaders): IncomingHttpHeaders {
  for (const name of IDENTITY_HEADERS) delete headers[name];
  headers['x-request-id'] = request.id;
  const identity = request.identity;
  if (identity) {
    headers['x-user-id'] = identity.userId;
    headers['x-user-roles'] = identity.roles.join(',');
  }
  return headers;
}

function upstreamFailed(reply: FastifyReply, { error }: { error: Error & { statusCode?: number; code?: string } }): void {
  const timedOut = error.statusCode === 504 || error.code === 'FST_REPLY_FROM_GATEWAY_TIMEOUT';
  reply.request.log.warn({ err: error.message, code: error.code }, 'upstream unavailable');
  void reply
    .status(timedOut ? 504 : 503)
    .send(errorEnvelope(timedOut ? 'TIMEOUT' : 'SERVICE_UNAVAILABLE', timedOut ? '서비스 응답 시간이 초과되었습니다. 다시 시도해주세요.' : '서비스를 일시적으로 사용할 수 없습니다.', undefined, reply.request.id));
}

/**
 * Registers one proxy per row of the route table. A row whose service has no configured address
 * answers 503 at once (the service does not exist yet) instead of hanging.
 */
export async function registerProxies(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  for (const route of ROUTE_TABLE) {
    const upstream = options.upstreams[route.upstream];
    if (!upstream) {
      const unavailable = async (request: FastifyRequest, reply: FastifyReply) =>
        reply.status(503).send(errorEnvelope('SERVICE_UNAVAILABLE', '서비스를 일시적으로 사용할 수 없습니다.', undefined, request.id));
      app.all(route.prefix, unavailable);
      app.all(`${route.prefix}/*`, unavailable);
      continue;
    }
    await app.register(proxy, {
      upstream,
      prefix: route.prefix,
      rewritePrefix: route.prefix,
      http2: false,
      undici: { connections: options.connections, pipelining: 1, connectTimeout: options.connectTimeoutMs, headersTimeout: options.timeoutMs, bodyTimeout: options.timeoutMs },
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => forwardHeaders(request as FastifyRequest, headers),
        onError: (reply, error) => upstreamFailed(reply as FastifyReply, error as { error: Error }),
        // The client decides about retries; the gateway never repeats a request by itself.
        retryDelay: () => null,
      },
    });
  }
}
