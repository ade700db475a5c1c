import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { OPENAPI_PATH } from '@tov/kit';
import type { FastifyInstance } from 'fastify';
import { request } from 'undici';
import { PUBLIC_ROUTES, matchRoute, type Upstream } from './route-table';

type Operation = Record<string, unknown> & { tags?: string[]; security?: unknown[] };
interface ServiceDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, object> };
}
export interface MergedDocument {
  openapi: string;
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, object>; securitySchemes: Record<string, { type: 'http'; scheme: string; bearerFormat: string }> };
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string; description: string }>;
}

const FETCH_TIMEOUT_MS = 2_000;
const FRESH_FOR_MS = 30_000;

/**
 * The platform's one API document: each service's own (`/openapi.json`, made from its route
 * contracts) fetched from its upstream and merged, operations tagged by service, the bearer scheme
 * required except on the public calls. A service that does not answer is named in the description
 * and its routes are missing until it does. Kept for `FRESH_FOR_MS`; concurrent asks share one fetch.
 */
export class MergedApiDocument {
  private latest: MergedDocument;
  private fetchedAt = 0;
  private refreshing: Promise<MergedDocument> | undefined;

  constructor(
    private readonly upstreams: Partial<Record<Upstream, string>>,
    private readonly version: string,
  ) {
    this.latest = this.merge([]);
  }

  current(): MergedDocument {
    return this.latest;
  }

  async fresh(): Promise<MergedDocument> {
    if (Date.now() - this.fetchedAt < FRESH_FOR_MS) return this.latest;
    this.refreshing ??= this.fetchAll().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async fetchAll(): Promise<MergedDocument> {
    const fetched = await Promise.all(
      Object.entries(this.upstreams)
        .filter((entry): entry is [Upstream, string] => Boolean(entry[1]))
        .map(async ([name, url]) => ({ name, document: await fetchDocument(`${url}${OPENAPI_PATH}`) })),
    );
    this.latest = this.merge(fetched);
    // A document with a service missing is kept only briefly, so the service shows up once it answers.
    this.fetchedAt = fetched.every((f) => f.document) ? Date.now() : Date.now() - FRESH_FOR_MS + 2_000;
    return this.latest;
  }

  private merge(fetched: Array<{ name: Upstream; document: ServiceDocument | undefined }>): MergedDocument {
    const paths: MergedDocument['paths'] = {};
    const schemas: Record<string, object> = {};
    for (const { name, document } of fetched) {
      for (const [path, operations] of Object.entries(document?.paths ?? {})) {
        // Only what the gateway routes to this service: a service's internal calls (the workers' export
        // rows under /internal) are not the platform's API, and a client could not reach them.
        if (matchRoute(path)?.upstream !== name) continue;
        for (const [method, operation] of Object.entries(operations)) {
          const isPublic = PUBLIC_ROUTES.some((r) => r.method === method.toUpperCase() && r.path === path);
          (paths[path] ??= {})[method] = { ...operation, tags: [name], ...(isPublic ? { security: [] } : {}) };
        }
      }
      Object.assign(schemas, document?.components?.schemas);
    }
    const missing = Object.keys(this.upstreams).filter((name) => !fetched.some((f) => f.name === name && f.document));
    return {
      openapi: '3.1.0',
      info: {
        title: 'TOV platform API',
        version: this.version,
        description: `Every call of the platform, through the gateway. Answers use the envelope { success, data, message, timestamp }.${missing.length ? ` Not answering now (their calls are missing): ${missing.join(', ')}.` : ''}`,
      },
      servers: [{ url: '/' }],
      paths,
      components: { schemas, securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearerAuth: [] }],
      tags: fetched.filter((f) => f.document).map((f) => ({ name: f.name, description: `${f.name} service` })),
    };
  }
}

async function fetchDocument(url: string): Promise<ServiceDocument | undefined> {
  try {
    const { statusCode, body } = await request(url, { headersTimeout: FETCH_TIMEOUT_MS, bodyTimeout: FETCH_TIMEOUT_MS });
    if (statusCode !== 200) {
      await body.dump();
      return undefined;
    }
    return (await body.json()) as ServiceDocument;
  } catch {
    return undefined;
  }
}

/** `GET /api/openapi.json` (the merged document) and `/api/docs` (a browsable reference of it). */
export async function registerApiDocs(app: FastifyInstance, document: MergedApiDocument): Promise<void> {
  app.get('/api/openapi.json', async (_request, reply) => {
    void reply.header('cache-control', 'no-cache');
    return document.fresh();
  });
  // The reference UI reads the document through @fastify/swagger: a static placeholder that the
  // transform below replaces with the merged document, refreshed before each page of the UI.
  await app.register(swagger, { mode: 'static', specification: { document: document.current() } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiHooks: { preHandler: async () => void (await document.fresh()) },
    transformSpecification: () => document.current(),
    transformSpecificationClone: false,
  });
}
