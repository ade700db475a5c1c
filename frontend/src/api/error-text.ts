import type { i18n as I18n } from 'i18next';
import type { ApiError } from './errors';

/**
 * What a screen (or the RTK Query cache) keeps of a failed call: enough to word it again when the
 * language changes, and the failing fields of a validation error.
 */
export type ShownError = Pick<ApiError, 'code' | 'message'> & Partial<Pick<ApiError, 'status' | 'isNetworkError' | 'details'>>;

export function shownError(error: unknown): ShownError {
  const e = (error ?? {}) as Partial<ApiError>;
  return {
    code: typeof e.code === 'string' ? e.code : 'UNKNOWN_ERROR',
    message: typeof e.message === 'string' ? e.message : '',
    status: typeof e.status === 'number' ? e.status : undefined,
    isNetworkError: e.isNetworkError === true,
    ...(Array.isArray(e.details) && e.details.length > 0 ? { details: e.details } : {}),
  };
}

/** A failure as RTK Query keeps it (`error` of a query or mutation: our base query's, or a thrown one), or null. */
export function failureOf(error: unknown): ShownError | null {
  return error ? shownError(error) : null;
}

/**
 * The text of a failed call in the interface language, chosen when it is shown: the server's text
 * in Korean (the catalogue), else the translated text of its code, then of its status, else `fallback`.
 */
export function errorText(i18n: I18n, error: Partial<ShownError>, fallback = 'errors.unknown'): string {
  const lng = i18n.resolvedLanguage ?? i18n.language ?? 'ko';
  if (lng.startsWith('ko')) return error.message || i18n.t(fallback);
  if (error.isNetworkError && error.code === 'NETWORK_ERROR') return i18n.t('errors.network');
  if (error.code && i18n.exists(`errors.codes.${error.code}`)) return i18n.t(`errors.codes.${error.code}`);
  if (error.status && i18n.exists(`errors.status.${error.status}`)) return i18n.t(`errors.status.${error.status}`);
  return i18n.t(fallback);
}
