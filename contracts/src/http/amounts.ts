import { z } from 'zod';

/**
 * Money and points in request bodies (issue 24 item 4; docs/decisions/113-amount-bounds.md): a JSON
 * integer within the field's bounds, never coerced. `"1e3"`, `"0x10"`, `" 7 "`, `true`, `[5]`, `null`,
 * `1.5` and anything out of bounds answer 400 VALIDATION_ERROR. (Query-string numbers, `page` and
 * `limit`, stay coerced: a query string is text.)
 */

/** A quote's amount (KRW). */
export const QUOTE_AMOUNT_MIN = 1;
export const QUOTE_AMOUNT_MAX = 100_000_000;
/** One price of an expert's price list (KRW): a quote's default, so the same bounds. */
export const PRICE_AMOUNT_MIN = QUOTE_AMOUNT_MIN;
export const PRICE_AMOUNT_MAX = QUOTE_AMOUNT_MAX;
/** An admin's refund (KRW): at most what a charge can be; what is left of the charge is checked by the service. */
export const REFUND_AMOUNT_MIN = 1;
export const REFUND_AMOUNT_MAX = QUOTE_AMOUNT_MAX;
/** The SparkPoints a challenge (or a template) rewards. */
export const CHALLENGE_SPARKPOINTS_MIN = 1;
export const CHALLENGE_SPARKPOINTS_MAX = 100_000;

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * A whole number sent as a JSON number (`z.number()` refuses strings, booleans, arrays, null, NaN and
 * the infinities; `.int()` refuses fractions and anything past 2^53), from `min` to `max`. `subject`
 * (the field's name with its particle) and `unit` word the Korean messages: `금액은 1원 이상이어야 합니다.`
 */
export const ZWholeNumberSchema = (min: number, max: number, subject: string, unit = '') => {
  const kind = `${subject} ${unit ? `${unit} 단위 ` : ''}정수여야 합니다.`;
  return z
    .number({ error: kind })
    .int({ error: kind, abort: true })
    .min(min, { error: `${subject} ${grouped(min)}${unit} 이상이어야 합니다.` })
    .max(max, { error: `${subject} ${grouped(max)}${unit} 이하여야 합니다.` });
};

/** An amount in won (KRW) within `[min, max]`. */
export const ZKrwAmountSchema = (min: number, max: number) => ZWholeNumberSchema(min, max, '금액은', '원');

/** A number of SparkPoints within `[min, max]`. */
export const ZSparkPointsAmountSchema = (min: number, max: number) => ZWholeNumberSchema(min, max, 'SparkPoints는');
