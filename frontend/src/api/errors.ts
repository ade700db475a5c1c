import type { AxiosError } from 'axios';
import { ERROR_CODES, RETRYABLE_CODES, RETRYABLE_STATUSES, messageForStatus } from '@tov/contracts/errors/error-codes';

/** Every failed call ends as this shape (spec 000 §8, 001 §8). */
export interface ApiError {
  status: number;
  code: string;
  message: string;
  details: { field: string; message: string }[];
  timestamp: string;
  requestId?: string;
  /** No response at all (network down, CORS, time-out). */
  isNetworkError: boolean;
}

export const NETWORK_ERROR_MESSAGE = ERROR_CODES.NETWORK_ERROR.message;
export const TIMEOUT_MESSAGE = ERROR_CODES.TIMEOUT.message;

const STATUS_CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'TIMEOUT',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'TIMEOUT',
};

export function codeForStatus(status: number): string {
  return STATUS_CODES[status] ?? 'UNKNOWN_ERROR';
}

/** A server message is shown only when it reads like text for people (spec 000 §8). */
export function isUserFriendly(message: unknown): message is string {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  if (text.length === 0) return false;
  return !/undefined|null|TypeError|stack|trace/i.test(text);
}

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).status === 'number' &&
    typeof (value as ApiError).code === 'string' &&
    typeof (value as ApiError).message === 'string' &&
    Array.isArray((value as ApiError).details)
  );
}

interface ErrorBody {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  details?: unknown;
  requestId?: unknown;
  timestamp?: unknown;
}

function readDetails(value: unknown): { field: string; message: string }[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((d): d is { field: unknown; message: unknown } => typeof d === 'object' && d !== null)
    .map((d) => ({ field: String(d.field ?? ''), message: String(d.message ?? '') }))
    .filter((d) => d.field.length > 0 || d.message.length > 0);
}

/** Duck-typed so this module (used by the shell) does not pull axios into the initial chunk. */
function isAxiosLike(error: unknown): error is AxiosError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/** Normalises anything thrown by the HTTP client into an ApiError; the body's code and message win when present. */
export function normaliseError(error: unknown, now: () => Date = () => new Date()): ApiError {
  if (isApiError(error)) return error;
  const timestamp = now().toISOString();
  if (isAxiosLike(error)) {
    const headerId = error.config?.headers?.['X-Request-ID'];
    const requestId = typeof headerId === 'string' ? headerId : undefined;
    if (error.response) {
      const status = error.response.status;
      const body = (typeof error.response.data === 'object' && error.response.data !== null ? error.response.data : {}) as ErrorBody;
      const inEnvelope = body.success === false && typeof body.code === 'string';
      if (!inEnvelope) console.warn('[http] error response not in the envelope shape; normalised', { status });
      const code = typeof body.code === 'string' && body.code.length > 0 ? body.code : codeForStatus(status);
      const message = isUserFriendly(body.message) ? body.message : messageForStatus(status);
      return {
        status,
        code,
        message,
        details: readDetails(body.details),
        timestamp: typeof body.timestamp === 'string' ? body.timestamp : timestamp,
        requestId: typeof body.requestId === 'string' ? body.requestId : requestId,
        isNetworkError: false,
      };
    }
    if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
      return { status: 408, code: 'TIMEOUT', message: TIMEOUT_MESSAGE, details: [], timestamp, requestId, isNetworkError: true };
    }
    if (error.code === 'ERR_CANCELED') {
      return { status: 0, code: 'CANCELED', message: '요청이 취소되었습니다.', details: [], timestamp, requestId, isNetworkError: false };
    }
    return { status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE, details: [], timestamp, requestId, isNetworkError: true };
  }
  return {
    status: 0,
    code: 'UNKNOWN_ERROR',
    message: ERROR_CODES.UNKNOWN_ERROR.message,
    details: [],
    timestamp,
    isNetworkError: false,
  };
}

/** Offer the "다시 시도" button (spec 001 §8). */
export function isRetryable(error: ApiError): boolean {
  return (RETRYABLE_STATUSES as readonly number[]).includes(error.status) || (RETRYABLE_CODES as readonly string[]).includes(error.code);
}

/** Retry without asking: only network errors, time-outs and 5xx; never 4xx or VALIDATION_ERROR. */
export function shouldAutoRetry(error: ApiError): boolean {
  if (error.code === 'VALIDATION_ERROR' || error.code === 'CANCELED') return false;
  if (error.status >= 400 && error.status < 500 && error.status !== 408) return false;
  return error.isNetworkError || error.code === 'TIMEOUT' || error.status >= 500;
}

export const MAX_RETRIES = 3;
export const BACKOFF_BASE_MS = 500;
export const BACKOFF_MAX_MS = 5000;

/** Exponential backoff from 500 ms, capped at 5000 ms: attempt 0 -> 500, 1 -> 1000, 2 -> 2000, ... */
export function backoffDelay(attempt: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempt), BACKOFF_MAX_MS);
}

/** Error type classification (spec 000 §8). */
export type ErrorKind = 'authentication' | 'authorization' | 'validation' | 'network' | 'visa' | 'client' | 'server' | 'unknown';
export function classifyError(error: Pick<ApiError, 'status' | 'code'>): ErrorKind {
  const code = error.code.toUpperCase();
  if (code.includes('AUTH')) return 'authentication';
  if (code.includes('PERMISSION')) return 'authorization';
  if (code.includes('VALIDATION')) return 'validation';
  if (code.includes('NETWORK')) return 'network';
  if (code.includes('VISA') || code.includes('ASSESSMENT') || code.includes('EVALUATION')) return 'visa';
  if (error.status === 401) return 'authentication';
  if (error.status === 403) return 'authorization';
  if (error.status >= 400 && error.status < 500) return 'client';
  if (error.status >= 500) return 'server';
  return 'unknown';
}
