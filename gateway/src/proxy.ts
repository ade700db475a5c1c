import { errorEnvelope } from '@tov/contracts';
import { IDENTITY_HEADERS, RETRY_AFTER_SECONDS, identitySigner } from '@tov/kit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import { Pool } from 'undici';
import { registerBufferedBodies, type BufferedBodyOptions } from './buffered-bodies';
import { ROUTE_TABLE, routePathsOf, type Upstream } from './route-table';

export interface ProxyOptions {
  upstreams: Partial<Record<Upstream, string>>;
  /** Signs the identity forwarded to the services (INTERNAL_IDENTITY_SECRET, docs/decisions/126-signed-forwarded-identity.md). */
  identitySecret: string;
  timeoutMs: number;
  connectTimeoutMs: number;
  connections: number;
  bodies: BufferedBodyOptions;
}

/** Hop-by-hop headers (RFC 9110 §7.6.1) and `host`: they describe one connection, not the message. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
]);
/**
 * Headers only the gateway may set: whatever a client sends under these names is dropped. The
 * services trust `x-forwarded-for` and `-proto` (only the gateway reaches them): the client's address
 * (auth's login lockout counts per address) and whether it came over TLS (a Secure cookie).
 */
const GATEWAY_HEADERS = new Set<string>([
  ...IDENTITY_HEADERS,
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
]);
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

type Signer = ReturnType<typeof identitySigner>;

function upstreamHeaders(request: FastifyRequest, signer: Signer): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const name in request.headers) if (!HOP_BY_HOP.has(name) && !GATEWAY_HEADERS.has(name)) headers[name] = request.headers[name];
  headers['x-request-id'] = request.id;
  // The gateway's own view of the client (behind an ingress, TRUST_PROXY reads it from the ingress's headers).
  headers['x-forwarded-for'] = request.ip;
  headers['x-forwarded-proto'] = request.protocol;
  // The verified caller, signed over the request id and the time (the services refuse anything else).
  const identity = request.identity;
  if (identity) Object.assign(headers, signer.headers(identity, request.id));
  return headers;
}

/** The service's headers without hop-by-hop ones, then the gateway's own (request id, version, CORS, timing). */
function clientHeaders(reply: FastifyReply, upstream: IncomingHttpHeaders): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  for (const name in upstream) if (!HOP_BY_HOP.has(name)) headers[name] = upstream[name];
  Object.assign(headers, reply.getHeaders());
  headers['x-response-time'] = `${reply.elapsedTime.toFixed(2)}ms`;
  return headers;
}

function upstreamFailed(reply: FastifyReply, error: Error & { code?: string }): void {
  const timedOut = error.code !== undefined && TIMEOUT_CODES.has(error.code);
  reply.request.log.warn({ err: error.message, code: error.code }, 'upstream unavailable');
  if (!timedOut) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
  void reply
    .status(timedOut ? 504 : 503)
    .send(
      errorEnvelope(
        timedOut ? 'TIMEOUT' : 'SERVICE_UNAVAILABLE',
        timedOut ? '서비스 응답 시간이 초과되었습니다. 다시 시도해주세요.' : '서비스를 일시적으로 사용할 수 없습니다.',
        undefined,
        reply.request.id,
      ),
    );
}

/**
 * Streams one request to the service and its answer back, through a keep-alive undici pool. The
 * reply is taken over (hijacked) only once the service's headers arrive, so a service that is down
 * or slow still gets the normal 503/504 envelope; the gateway never repeats a request by itself.
 * Why not @fastify/http-proxy: docs/decisions/051-undici-pools-proxy.md.
 */
function forwarder(pool: Pool, signer: Signer) {
  return function forward(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const method = request.method as 'GET';
    // Read whole before a pooled connection is taken (buffered-bodies.ts).
    const body = method === 'GET' || method === 'HEAD' ? undefined : (request.body as Buffer | undefined);
    pool.stream(
      { path: request.url, method, headers: upstreamHeaders(request, signer), body },
      ({ statusCode, headers }) => {
        reply.hijack();
        reply.raw.writeHead(statusCode, clientHeaders(reply, headers));
        return reply.raw;
      },
      (error) => {
        if (!error) return;
        if (reply.sent) reply.raw.destroy(error);
        else upstreamFailed(reply, error);
      },
    );
    return reply;
  };
}

/**
 * Registers every row of the route table on one undici pool per service. A row whose service has no
 * configured address answers 503 at once (the service does not exist yet) instead of hanging.
 */
export async function registerProxies(app: FastifyInstance, options: ProxyOptions): Promise<void> {
  const signer = identitySigner(options.identitySecret);
  const pools = new Map<string, Pool>();
  const poolFor = (origin: string) => {
    let pool = pools.get(origin);
    if (!pool) {
      pool = new Pool(origin, {
        connections: options.connections,
        pipelining: 1,
        connect: { timeout: options.connectTimeoutMs },
        headersTimeout: options.timeoutMs,
        bodyTimeout: options.timeoutMs,
      });
      pools.set(origin, pool);
    }
    return pool;
  };
  app.addHook('onClose', async () => {
    await Promise.all([...pools.values()].map((pool) => pool.close()));
  });

  await app.register(async (scope) => {
    registerBufferedBodies(scope, options.bodies);
    for (const route of ROUTE_TABLE) {
      const upstream = options.upstreams[route.upstream];
      const handler = upstream
        ? forwarder(poolFor(upstream), signer)
        : (request: FastifyRequest, reply: FastifyReply) =>
            reply.status(503).send(errorEnvelope('SERVICE_UNAVAILABLE', '서비스를 일시적으로 사용할 수 없습니다.', undefined, request.id));
      for (const path of routePathsOf(route.prefix)) scope.all(path, handler);
    }
  });
}
