/**
 * The SparkPoints a scored submission earns (docs/rules/tovspark.md): the
 * challenge's SparkPoints in proportion to the score, rounded half up. 0 earns nothing (no entry).
 */
export function pointsForScore(challengeSparkPoints: number, score: number): number {
  if (score <= 0 || challengeSparkPoints <= 0) return 0;
  return Math.round((challengeSparkPoints * Math.min(score, 100)) / 100);
}

/** The ledger's cause key of a scored submission: one award per submission, whatever redelivers it. */
export function scoredSubmissionCause(submissionId: string): string {
  return `submission-scored:${submissionId}`;
}

export const SUBMISSION_SCORED_REASON = 'submission_scored';
