import type { TAssessmentAnalysis } from '@tov/contracts';

/** What an analysis reads of a result: a fresh engine result and a saved assessment's view both have it. */
export interface AnalysableResult {
  passMark: number;
  totalPoints: number;
  missingDocuments: readonly string[];
  breakdown: ReadonlyArray<{
    criterion: string;
    label: { ko: string };
    kind: string;
    points: number;
    maxPoints: number;
    passed: boolean | null;
    potentialGain: number;
    improvement: { ko: string } | null;
  }>;
}

type Row = AnalysableResult['breakdown'][number];
const ratio = (row: Row) => (row.maxPoints > 0 ? row.points / row.maxPoints : 0);

/** What the result means for the applicant: the gap to the pass mark and what to work on first. */
export function analyseResult(result: AnalysableResult): TAssessmentAnalysis {
  const scored = result.breakdown.filter((r) => r.maxPoints > 0 && r.kind !== 'penalty');
  return {
    pointsToPass: Math.max(0, result.passMark - result.totalPoints),
    strengths: scored.filter((r) => ratio(r) >= 0.8).map((r) => ({ criterion: r.criterion, label: r.label.ko, points: r.points, maxPoints: r.maxPoints })),
    weaknesses: scored
      .filter((r) => ratio(r) < 0.5)
      .map((r) => ({ criterion: r.criterion, label: r.label.ko, points: r.points, maxPoints: r.maxPoints, improvement: r.improvement?.ko ?? null })),
    bestImprovements: result.breakdown
      .filter((r) => r.potentialGain > 0 && r.improvement)
      .sort((a, b) => b.potentialGain - a.potentialGain)
      .slice(0, 5)
      .map((r) => ({ criterion: r.criterion, label: r.label.ko, gain: r.potentialGain, how: r.improvement!.ko })),
    unmetRequirements: result.breakdown.filter((r) => r.passed === false).map((r) => r.label.ko),
    missingDocumentCount: result.missingDocuments.length,
  };
}
