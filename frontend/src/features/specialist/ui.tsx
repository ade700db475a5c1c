import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, type ShownError } from '../../api/error-text';
import type { FieldError, FormErrors } from './forms';

/** Rows per page of the workspace's lists. */
export const PAGE_SIZE = 20;

export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** A status as a coloured chip, worded through `<group>.<status>`. */
export function StatusChip({ group, status, testId }: { group: string; status: string; testId?: string }) {
  const { t } = useTranslation('specialist');
  return (
    <span className={`chip status-chip status-${status}`} data-testid={testId}>
      {t(`${group}.${status}`)}
    </span>
  );
}

/** A form's error for one field, in the interface language. */
export function useFieldError() {
  const { t } = useTranslation('specialist');
  return (errors: FormErrors, name: string): string | undefined => {
    const e: FieldError | undefined = errors[name];
    return e ? t(e.key, e.values) : undefined;
  };
}

/** `aria-*` of a control whose field may show an error. */
export function invalidProps(errors: FormErrors, name: string) {
  return errors[name] ? { 'aria-invalid': true, 'aria-describedby': `f-${name}-error` } : {};
}

/**
 * A failed call shown where it happened. A 409 says what it means in this place first (`conflictKey`),
 * then the service's own words; anything else is the service's text or its translation.
 */
export function CallError({
  error,
  fallbackKey,
  conflictKey,
  testId,
  children,
}: {
  /** A call's failure as kept by the RTK Query cache or a screen. */
  error: Partial<ShownError>;
  fallbackKey: string;
  conflictKey?: string;
  testId?: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('specialist');
  const conflict = error.status === 409 && conflictKey;
  if (!conflict) {
    return (
      <div className="alert alert-error" role="alert" data-testid={testId ?? 'call-error'}>
        {errorText(i18n, error, `specialist:${fallbackKey}`)}
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
    </div>
  );
}

/** What a screen shows while its data loads. */
export function Loading() {
  const { t } = useTranslation('specialist');
  return <p role="status">{t('common.loading')}</p>;
}
