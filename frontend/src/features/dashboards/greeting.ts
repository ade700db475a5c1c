export type DayPeriod = 'morning' | 'afternoon' | 'evening' | 'night';

/** Time-of-day greeting: 5-11 morning, 12-17 afternoon, 18-21 evening, otherwise night. */
export function dayPeriod(date: Date = new Date()): DayPeriod {
  const h = date.getHours();
  if (h >= 5 && h < 12) return 'morning';
  if (h >= 12 && h < 18) return 'afternoon';
  if (h >= 18 && h < 22) return 'evening';
  return 'night';
}
