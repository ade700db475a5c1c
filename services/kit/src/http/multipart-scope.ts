/// <reference types="@fastify/multipart" preserve="true" />
// (The reference keeps the request's `file()` and `isMultipart()` typed for the services that use the scope.)
import multipart from '@fastify/multipart';
import type { RouteApp } from './route-schemas';

/**
 * Registers `routes` in a scope of their own where multipart bodies are parsed (every other route
 * keeps JSON bodies): one file a request, cut at `fileSize` bytes without throwing, so the route reads
 * `part.file.truncated` and answers FILE_TOO_LARGE having kept nothing (docs/decisions/083-file-type-and-size-checks.md).
 */
export function multipartScope(app: RouteApp, fileSize: number, routes: (scope: RouteApp) => void): void {
  void app.register(async (plain) => {
    const scope = plain as unknown as RouteApp;
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize, files: 1, fields: 10, fieldSize: 1_000, parts: 11, headerPairs: 50 },
    });
    routes(scope);
  });
}
