// The floor of the chosen stack: Fastify + @fastify/http-proxy with nothing else (no JWT, no rate
// limits, no hooks, no logs), forked by run.mjs so the gateway's own cost can be told apart.
import Fastify from 'fastify';
import proxy from '@fastify/http-proxy';

const [upstream, port] = process.argv.slice(2);
const app = Fastify({ logger: false });
await app.register(proxy, {
  upstream,
  prefix: '/api',
  rewritePrefix: '/api',
  undici: { connections: 64, pipelining: 1 },
  replyOptions: { retryDelay: () => null },
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('ready');
