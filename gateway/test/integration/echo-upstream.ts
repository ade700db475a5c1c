import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';

/** An upstream that answers what it received (after `?delayMs`, with `?status`), to see what the gateway forwards. */
export async function startEcho(): Promise<FastifyInstance> {
  const echo = Fastify();
  // A multipart body (a submission file) is echoed as its size and digest: the test compares them with what it sent.
  echo.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: 64 * 1024 * 1024 }, (_request, body, done) => {
    done(null, {
      multipartBytes: (body as Buffer).length,
      sha256: createHash('sha256')
        .update(body as Buffer)
        .digest('hex'),
    });
  });
  echo.all('/*', async (request, reply) => {
    const query = request.query as { status?: string; delayMs?: string };
    if (query.delayMs) await new Promise((resolve) => setTimeout(resolve, Number(query.delayMs)));
    void reply.code(Number(query.status ?? 200)).header('x-echo', 'yes');
    return {
      success: true,
      data: { url: request.url, method: request.method, headers: request.headers, body: request.body ?? null },
      message: 'echo',
      timestamp: new Date().toISOString(),
    };
  });
  await echo.listen({ port: 0, host: '127.0.0.1' });
  return echo;
}
