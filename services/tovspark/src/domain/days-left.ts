const DAY_MS = 86_400_000;

/** Whole days until the deadline, rounded up (a deadline in 1 hour is "1 day left"); 0 once it has passed. */
export function daysLeft(deadline: Date, now: Date = new Date()): number {
  const remaining = deadline.getTime() - now.getTime();
  return remaining <= 0 ? 0 : Math.ceil(remaining / DAY_MS);
}

export function isBeforeDeadline(deadline: Date, now: Date = new Date()): boolean {
  return deadline.getTime() > now.getTime();
}
