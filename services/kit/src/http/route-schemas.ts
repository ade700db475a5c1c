import swagger from '@fastify/swagger';
import { ZErrorEnvelopeSchema, type TFieldError } from '@tov/contracts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchemaCompiler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import {
  createJsonSchemaTransform,
  serializerCompiler,
  validatorCompiler as zodValidatorCompiler,
  type ZodFastifySchemaValidationError,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { INVALID_PATH_ROUTE } from './canonical-url';

/**
 * The Fastify instance a service declares its routes on: body, params, querystring and answer are
 * zod schemas of `contracts/` (validated, typed, and listed in the service's OpenAPI document).
 */
export type RouteApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** Where each service serves its own OpenAPI 3 document; the gateway merges them (`/api/openapi.json`). */
export const OPENAPI_PATH = '/openapi.json';

/** Paths every service has that are not part of its API (not in the document, no schema required). */
const INTERNAL_PATHS = ['/health/live', '/health/ready', '/metrics', OPENAPI_PATH, INVALID_PATH_ROUTE];

/**
 * A request without a body validates as `{}`: a POST whose fields are all optional may be sent
 * empty, and a missing body then names its missing fields, as parsing `body ?? {}` did before.
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = zodValidatorCompiler(route);
  return route.httpPart === 'body' ? (data) => validate(data ?? {}) : validate;
};

/** `details` of a VALIDATION_ERROR from a route schema's issues: one entry per field, by its dotted path. */
export function routeValidationDetails(issues: ZodFastifySchemaValidationError[], part: string | undefined): TFieldError[] {
  return issues.map((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean).join('.');
    return { field: path || `(${part ?? 'body'})`, message: issue.message ?? 'invalid' };
  });
}

/** An API route of a service, as registered (`/api/visa/v3/assessment/:id`). */
export interface ApiRoute {
  method: string;
  url: string;
}

/**
 * Sets up route schemas on a service app: zod validation and serialisation (an answer that does not
 * match its contract is a 500, never a silent drift), the OpenAPI document at `OPENAPI_PATH`, and a
 * check at start-up that every API route declares its answer. Call before any route is registered.
 */
export function registerRouteSchemas(app: FastifyInstance, info: { title: string; version: string }): ApiRoute[] {
  const routes: ApiRoute[] = [];
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onRoute', (route) => {
    if (INTERNAL_PATHS.includes(route.url) || route.method === 'HEAD' || (Array.isArray(route.method) && route.method.includes('HEAD'))) return;
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!response) throw new Error(`${String(route.method)} ${route.url}: every API route declares its answer (schema.response) with a contract`);
    // Every error answer has one shape: documented once per route, checked when it is sent.
    response.default ??= ZErrorEnvelopeSchema;
  });
  void app.register(swagger, {
    openapi: { openapi: '3.1.0', info },
    transform: createJsonSchemaTransform({ skipList: INTERNAL_PATHS }),
  });
  app.after(() => {
    app.get(OPENAPI_PATH, { schema: { hide: true } }, async () => app.swagger());
  });
  return routes;
}

/** The routes of `routes` that `document` (an OpenAPI document) does not list, as `METHOD /path`. */
export function undocumentedRoutes(routes: readonly ApiRoute[], document: { paths?: Record<string, Record<string, unknown>> }): string[] {
  const asOpenApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  return routes.filter((r) => !document.paths?.[asOpenApiPath(r.url)]?.[r.method.toLowerCase()]).map((r) => `${r.method} ${r.url}`);
}
