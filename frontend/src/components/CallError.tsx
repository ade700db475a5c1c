import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ShownError } from '../api/error-text';

/**
 * A failed call shown where it happened, in the words of the workspace's namespace `ns`. A 409 says
 * what it means in this place first (`conflictKey`), then the service's own words; anything else is
 * the service's text or its translation.
 */
export function CallError({
  ns,
  error,
  fallbackKey,
  conflictKey,
  testId,
  reload,
  children,
}: {
  ns: string;
  /** A call's failure as kept by the RTK Query cache or a screen. */
  error: Partial<ShownError>;
  fallbackKey: string;
  conflictKey?: string;
  testId?: string;
  /** On a 409, the way to read the current state again (the move was refused because it changed). */
  reload?: { label: string; testId: string; onReload: () => void };
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation(ns);
  const conflict = error.status === 409 && conflictKey;
  if (!conflict) {
    return (
      <div className="alert alert-error" role="alert" data-testid={testId ?? 'call-error'}>
        {errorText(i18n, error, `${ns}:${fallbackKey}`)}
        {children}
      </div>
    );
  }
  // The service's own words: its Korean text, or the translation of its code when there is one.
  const korean = (i18n.resolvedLanguage ?? i18n.language ?? 'ko').startsWith('ko');
  const detail = korean ? error.message : error.code && i18n.exists(`errors.codes.${error.code}`) ? i18n.t(`errors.codes.${error.code}`) : '';
  return (
    <div className="alert alert-error" role="alert" data-testid={testId ?? 'conflict'}>
      <strong>{t(conflictKey)}</strong>
      {detail && <span className="alert-detail">{detail}</span>}
      {children}
      {reload && (
        <div>
          <button type="button" className="btn btn-secondary btn-small" onClick={reload.onReload} data-testid={reload.testId}>
            {reload.label}
          </button>
        </div>
      )}
    </div>
  );
}

/** What a screen shows while its data loads. */
export function Loading({ ns }: { ns: string }) {
  const { t } = useTranslation(ns);
  return <p role="status">{t('common.loading')}</p>;
}
