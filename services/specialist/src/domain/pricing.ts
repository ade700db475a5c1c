import { SERVICE_OPTIONS, type TPrice } from '@tov/contracts';

/** The lowest price per service option over visa types, in SERVICE_OPTIONS order (specialist.profile.updated `fees`). */
export function lowestFees(prices: readonly TPrice[]): Array<{ serviceOption: string; amount: number; currency: 'KRW' }> {
  const lowest = new Map<string, number>();
  for (const price of prices) {
    const seen = lowest.get(price.serviceOption);
    if (seen === undefined || price.amount < seen) lowest.set(price.serviceOption, price.amount);
  }
  return SERVICE_OPTIONS.filter((option) => lowest.has(option)).map((serviceOption) => ({
    serviceOption,
    amount: lowest.get(serviceOption)!,
    currency: 'KRW' as const,
  }));
}

/** The price for a request's option and visa type (the quote form's default), or null. */
export function defaultAmount(
  prices: readonly { serviceOption: string; visaType: string; amount: number }[],
  serviceOption: string,
  visaType: string,
): number | null {
  return prices.find((p) => p.serviceOption === serviceOption && p.visaType === visaType)?.amount ?? null;
}

/** One price per option and visa type: a later duplicate in the body wins. */
export function dedupePrices(prices: readonly TPrice[]): TPrice[] {
  const byKey = new Map<string, TPrice>();
  for (const price of prices) byKey.set(`${price.serviceOption}|${price.visaType}`, price);
  return [...byKey.values()];
}
