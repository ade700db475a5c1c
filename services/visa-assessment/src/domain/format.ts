/**
 * 49955000 -> '49,955,000'. Hand-rolled because Number#toLocaleString goes through Intl,
 * which costs more than a whole evaluation on the hot path.
 */
export function formatNumber(n: number): string {
  const sign = n < 0 ? '-' : '';
  return sign + String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
