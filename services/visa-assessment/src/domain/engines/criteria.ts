import type { Band, CriterionDef, RangeBand, Text } from '../rule-sets/types';
import type { ApplicantValue, BreakdownItem } from './types';
import { formatNumber as fmt } from '../format';

/**
 * Builders for breakdown rows from rule-set data. They read the tables (bands, levels, ranges)
 * and write the threshold and the "what would raise it" text, so every engine explains itself
 * the same way.
 */


const asText = (t: string | Text): Text => (typeof t === 'string' ? { ko: t, en: t } : t);

/** "TOPIK 4 -> 5 adds 5 points" in both languages. */
export function gainText(label: Text, from: string | Text, to: string | Text, gain: number): Text {
  const f = asText(from);
  const t = asText(to);
  return {
    ko: `${label.ko} ${f.ko} → ${t.ko}: +${gain}점`,
    en: `${label.en} ${f.en} -> ${t.en} adds ${gain} points`,
  };
}

interface RowFields {
  points: number;
  passed?: boolean | null;
  applicantValue: ApplicantValue;
  threshold: string;
  improvement?: Text | null;
  potentialGain?: number;
}

/** A row with the points decided by the engine. */
export function row(criterion: string, def: CriterionDef, f: RowFields): BreakdownItem {
  const improvement = f.improvement ?? null;
  return {
    criterion,
    label: def.label,
    kind: def.kind,
    points: f.points,
    maxPoints: def.maxPoints,
    passed: def.kind === 'requirement' ? (f.passed ?? f.points > 0) : null,
    applicantValue: f.applicantValue,
    threshold: f.threshold,
    improvement,
    potentialGain: improvement ? (f.potentialGain ?? 0) : 0,
    source: def.source,
  };
}

/** Points of the first band the value reaches (bands ordered from the highest down). */
export function bandPoints(value: number, bands: readonly Band[]): number {
  return bands.find((b) => value >= b.min)?.points ?? 0;
}

/** The lowest band above the current points: the next step up. */
function nextBand(points: number, bands: readonly Band[]): Band | undefined {
  return [...bands].reverse().find((b) => b.points > points);
}

export function bandsThreshold(bands: readonly Band[], unit: string): string {
  return bands.map((b) => `${fmt(b.min)}+${unit}: ${b.points}`).join(', ');
}

/** A row scored by numeric bands (years, income, test score). */
export function bandRow(
  criterion: string,
  def: CriterionDef,
  bands: readonly Band[],
  value: number,
  unit: Text,
  extra: { passed?: boolean; threshold?: string } = {},
): BreakdownItem {
  const points = bandPoints(value, bands);
  const next = nextBand(points, bands);
  const withUnit = (n: number): Text => ({ ko: `${fmt(n)}${unit.ko}`, en: `${fmt(n)} ${unit.en}`.trim() });
  return row(criterion, def, {
    points,
    passed: extra.passed,
    applicantValue: value,
    threshold: extra.threshold ?? bandsThreshold(bands, unit.en ? ` ${unit.en}` : ''),
    improvement: next ? gainText(def.label, withUnit(value), withUnit(next.min), next.points - points) : null,
    potentialGain: next ? next.points - points : 0,
  });
}

/** A row scored by a table of levels (degree, Korean level). `order` lists levels from low to high. */
export function levelRow(
  criterion: string,
  def: CriterionDef,
  levels: Readonly<Record<string, number>>,
  value: string,
  extra: { passed?: boolean; shown?: ApplicantValue } = {},
): BreakdownItem {
  const points = levels[value] ?? 0;
  const better = Object.entries(levels)
    .filter(([, p]) => p > points)
    .sort((a, b) => a[1] - b[1])[0];
  return row(criterion, def, {
    points,
    passed: extra.passed,
    applicantValue: extra.shown ?? (value || null),
    threshold: Object.entries(levels).map(([k, p]) => `${k}: ${p}`).join(', '),
    improvement: better ? gainText(def.label, value || '-', better[0], better[1] - points) : null,
    potentialGain: better ? better[1] - points : 0,
  });
}

/** A row scored by inclusive ranges (age). Age cannot be worked on, so no improvement is offered. */
export function rangeRow(criterion: string, def: CriterionDef, ranges: readonly RangeBand[], value: number): BreakdownItem {
  const points = ranges.find((r) => value >= r.min && value <= r.max)?.points ?? 0;
  return row(criterion, def, {
    points,
    applicantValue: value,
    threshold: ranges.map((r) => `${r.min}-${r.max}: ${r.points}`).join(', '),
  });
}

/** A yes/no row: full points when met. For a requirement, passing is meeting it. */
export function checkRow(
  criterion: string,
  def: CriterionDef,
  met: boolean,
  applicantValue: ApplicantValue,
  threshold: string,
  fix: Text,
): BreakdownItem {
  return row(criterion, def, {
    points: met ? def.maxPoints : 0,
    passed: met,
    applicantValue,
    threshold,
    improvement: met ? null : fix,
    potentialGain: met ? 0 : def.maxPoints,
  });
}

/** A requirement that carries no points (an eligibility gate only). */
export function gateRow(
  criterion: string,
  def: CriterionDef,
  met: boolean,
  applicantValue: ApplicantValue,
  threshold: string,
  fix: Text,
): BreakdownItem {
  return row(criterion, def, { points: 0, passed: met, applicantValue, threshold, improvement: met ? null : fix, potentialGain: 0 });
}

/** A penalty row: `points` is the deduction (<= 0). */
export function penaltyRow(criterion: string, def: CriterionDef, points: number, applicantValue: ApplicantValue, threshold: string, fix: Text): BreakdownItem {
  const deduction = Math.min(0, points);
  return row(criterion, def, {
    points: deduction,
    applicantValue,
    threshold,
    improvement: deduction < 0 ? fix : null,
    potentialGain: -deduction,
  });
}

/** Points for a document status: ready = full, partly ready = half (rounded down), else 0. */
export function readinessPoints(readiness: 'READY' | 'PARTIAL' | 'MISSING', max: number): number {
  if (readiness === 'READY') return max;
  return readiness === 'PARTIAL' ? Math.floor(max / 2) : 0;
}
