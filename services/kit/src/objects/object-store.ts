import type { Readable } from 'node:stream';
import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Logger } from 'pino';
import { z } from 'zod';
import { DependencyUnavailableError, isSocketError } from '../resilience/dependency-errors';

/** S3 bucket names: 3-63 of lower-case letters, digits, '.', '-'. */
export const ZBucketNameSchema = z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'a bucket name is 3-63 lower-case letters, digits, dots and hyphens');

/**
 * The object store's settings as every process that uses it reads them (any S3 endpoint; locally
 * infra/local's S3Proxy). Each process adds its own bucket setting.
 */
export const ZObjectStoreConfigSchema = z.object({
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).default('tov-local'),
  S3_SECRET_ACCESS_KEY: z.string().min(1).default('tov-local-secret'),
  /** Path-style addresses (`endpoint/bucket/key`): S3Proxy and most self-hosted stores need it. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** A store that has not answered within this is down for the call (503 SERVICE_UNAVAILABLE). */
  S3_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
});

/** The store's settings from a parsed configuration and the bucket to use. */
export function objectStoreConfig(config: z.infer<typeof ZObjectStoreConfigSchema>, bucket: string): ObjectStoreConfig {
  return {
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    bucket,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    timeoutMs: config.S3_TIMEOUT_MS,
  };
}

export interface ObjectStoreConfig {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
  timeoutMs: number;
}

/** S3 error names that mean "the store cannot serve now", not "this request is wrong". */
const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'ServiceUnavailable',
  'SlowDown',
  'InternalError',
  'NetworkingError',
]);

/** The socket failures as text: the SDK wraps an error that is not an `Error` of its realm (jest's vm) as "AWS SDK error wrapper for Error: connect ECONNREFUSED ...". */
const SOCKET_MESSAGE = /\b(ECONNREFUSED|ECONNRESET|ETIMEDOUT|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH)\b|socket hang up/;

interface S3ErrorLike {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
  cause?: unknown;
}

/** True when an SDK error says the store is unreachable or failing (socket, timeout, 5xx). */
export function isStoreUnavailable(error: unknown): boolean {
  const e = error as S3ErrorLike | null;
  if (!e || typeof e !== 'object') return false;
  if (isSocketError(e) || (e.name && UNAVAILABLE_NAMES.has(e.name))) return true;
  if (typeof e.message === 'string' && SOCKET_MESSAGE.test(e.message)) return true;
  if ((e.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  return e.cause !== undefined && e.cause !== e && isStoreUnavailable(e.cause);
}

/** An SDK failure of the store as the kit's 503 (Retry-After); anything else as it is. */
export function storeError(error: unknown): unknown {
  return isStoreUnavailable(error) ? new DependencyUnavailableError('s3', error) : error;
}

function isNotFound(error: unknown): boolean {
  const e = error as S3ErrorLike | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
}

/**
 * One bucket of an S3-compatible store (tovspark's submission files, the workers' report exports).
 * Objects are written streamed (lib-storage: one PUT under 5 MiB, a multipart upload of 5 MiB parts
 * above, one part in flight: memory stays bounded whatever the size), read streamed, and named by
 * opaque keys (never a user's file name). Neither keys nor contents are logged.
 */
export class ObjectStore {
  readonly bucket: string;
  private readonly client: S3Client;
  private bucketReady: Promise<void> | null = null;

  constructor(
    config: ObjectStoreConfig,
    private readonly logger: Logger,
  ) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // One retry: an outage answers 503 quickly instead of hanging the request (docs/decisions/084-object-store-outages-and-privacy.md).
      maxAttempts: 2,
      // Checksums only where S3 requires them: self-hosted stores (S3Proxy) do not all speak the
      // SDK's default trailing CRC32 of streamed bodies.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: Math.min(2_000, config.timeoutMs), requestTimeout: config.timeoutMs },
    });
  }

  /**
   * Creates the bucket when it is missing (called at start; a store that is down then is asked again
   * by the next upload). Concurrent callers share one attempt.
   */
  ensureBucket(): Promise<void> {
    this.bucketReady ??= (async () => {
      try {
        await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
      } catch (error) {
        if (!isNotFound(error)) throw storeError(error);
        try {
          await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
          this.logger.info({ bucket: this.bucket }, 'object store bucket created');
        } catch (createError) {
          const name = (createError as S3ErrorLike).name;
          if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw storeError(createError);
        }
      }
    })().catch((error: unknown) => {
      this.bucketReady = null;
      throw error;
    });
    return this.bucketReady;
  }

  /** Writes a stream as one object. Rejects (and leaves nothing) when the stream fails or the store does. */
  async put(key: string, body: Readable, contentType: string): Promise<void> {
    await this.ensureBucket();
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
      queueSize: 1,
      leavePartsOnError: false,
    });
    // A failing body (too large, a lie in its type, a client gone) must stop the upload at once.
    const onError = () => void upload.abort().catch(() => {});
    body.once('error', onError);
    try {
      await upload.done();
    } catch (error) {
      await this.remove(key).catch(() => {});
      if (body.errored) throw body.errored;
      throw storeError(error);
    } finally {
      body.off('error', onError);
    }
  }

  /** The object's bytes as a stream, or null when it is missing. */
  async get(key: string): Promise<{ body: Readable; size: number | undefined } | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return { body: answer.Body as Readable, size: answer.ContentLength };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw storeError(error);
    }
  }

  /** Deletes an object (a missing one is fine). */
  async remove(key: string): Promise<void> {
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (!isNotFound(error)) throw storeError(error);
    }
  }

  close(): void {
    this.client.destroy();
  }
}

/**
 * A service's object store from its configuration (the kit's S3 settings and its `S3_BUCKET`), closed
 * with the service. The bucket is made now when missing; a store that is down does not stop the start
 * (the next upload asks again, and answers 503 until it is back: docs/decisions/084-object-store-outages-and-privacy.md).
 */
export function objectStoreFromConfig(
  config: z.infer<typeof ZObjectStoreConfigSchema> & { S3_BUCKET: string },
  logger: Logger,
  onClose: (name: string, close: () => unknown) => void,
): ObjectStore {
  const store = new ObjectStore(objectStoreConfig(config, config.S3_BUCKET), logger);
  store
    .ensureBucket()
    .catch((error: unknown) =>
      logger.warn(
        { err: error instanceof Error ? error.message : String(error), bucket: config.S3_BUCKET },
        'object store not reachable at start; uploads answer 503 until it is',
      ),
    );
  onClose('object store', () => store.close());
  return store;
}
