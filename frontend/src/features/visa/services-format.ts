import type { TFunction } from 'i18next';

/** A KRW amount as the expert fees show it (`300,000원`, `KRW 300,000`, `300,000 韩元`, `300,000 ウォン`). */
export function wonText(t: TFunction, amount: number, lng: string): string {
  return t('visa.expert.feeAmount', { amount: amount.toLocaleString(lng) });
}

/** A date and time in the interface language, in the browser's time zone. */
export function dateTimeText(iso: string, lng: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(lng, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** A date (YYYY-MM-DD or a date-time) in the interface language. */
export function dateText(iso: string, lng: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00` : iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(lng, { dateStyle: 'medium' }).format(date);
}
