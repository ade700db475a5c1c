import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError as SharedCallError, Loading as SharedLoading } from '../../components/CallError';
import { StatusChip as SharedStatusChip } from '../../components/StatusChip';
import type { FieldError, FormErrors } from './forms';

/** Rows per page of the workspace's lists. */
export const PAGE_SIZE = 20;

export { pageCount } from '../../components/Pager';

/** A status as a coloured chip, worded through `<group>.<status>` (the shared chip, in the workspace's words). */
export function StatusChip(props: { group: string; status: string; testId?: string }) {
  return <SharedStatusChip ns="specialist" {...props} />;
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

/** A failed call shown where it happened (the shared one, in the workspace's words). */
export function CallError(props: Omit<ComponentProps<typeof SharedCallError>, 'ns'>) {
  return <SharedCallError ns="specialist" {...props} />;
}

/** What a screen shows while its data loads. */
export function Loading() {
  return <SharedLoading ns="specialist" />;
}
