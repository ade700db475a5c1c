/**
 * Raw points -> the 0-100 score. Every rule set has its own scale (D-10 130 points, F-2-7 105,
 * E-7-4 350); the score puts each rule set's pass mark at PASS_SCORE so that scores of different
 * visa types compare: below the pass mark the score rises linearly from 0 to 59, from the pass
 * mark to the maximum it rises linearly from 60 to 100. A score >= 60 means eligible, always.
 */
export const PASS_SCORE = 60;

/** Clamps to 0-100 and rounds; anything not a finite number is 0 (spec 001 §5: score clamped). */
export function clampScore(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export function toScore(totalPoints: number, passMark: number, maxPoints: number, eligible: boolean): number {
  let raw: number;
  if (passMark <= 0) raw = maxPoints > 0 ? (100 * totalPoints) / maxPoints : 0;
  else if (totalPoints < passMark) raw = (PASS_SCORE * totalPoints) / passMark;
  else raw = maxPoints > passMark ? PASS_SCORE + ((100 - PASS_SCORE) * (totalPoints - passMark)) / (maxPoints - passMark) : 100;
  const score = clampScore(raw);
  // Rounding or a failed requirement must never put an ineligible applicant on the pass line.
  return eligible ? Math.max(score, PASS_SCORE) : Math.min(score, PASS_SCORE - 1);
}
