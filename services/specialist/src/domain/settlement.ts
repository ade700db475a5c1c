import { PLATFORM_FEE_PERCENT } from '@tov/contracts';
import { addMonths, seoulMonth } from './seoul-time';

export interface SettlementFigures {
  gross: number;
  refunded: number;
  platformFee: number;
  net: number;
}

/**
 * What the expert earns (docs/rules/specialist.md): `gross` is what the applicant
 * was charged, `refunded` what went back; the platform keeps PLATFORM_FEE_PERCENT of what is left,
 * rounded down to the won (the expert never loses a won to rounding), and the expert gets the rest.
 */
export function settlementFigures(gross: number, refunded: number): SettlementFigures {
  const kept = Math.max(0, gross - refunded);
  const platformFee = Math.floor((kept * PLATFORM_FEE_PERCENT) / 100);
  return { gross, refunded, platformFee, net: kept - platformFee };
}

/** The payout date of a service completed at `completedAt`: the 10th of the next month in Seoul (`YYYY-MM-DD`). */
export function payoutDate(completedAt: Date): string {
  return `${addMonths(seoulMonth(completedAt), 1)}-10`;
}
