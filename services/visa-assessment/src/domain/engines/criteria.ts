import type { Band, CriterionDef, RangeBand, Text } from '../rule-sets/types';
import type { ApplicantValue, BreakdownItem } from './types';
import { readiness } from '../document-status';
import { formatNumber as fmt } from '../format';
import { COMMON, sameText, t4 } from '../text';

/**
 * Builders for breakdown rows from rule-set data. They read the tables (bands, levels, ranges)
 * and write the threshold and the "what would raise it" text, so every engine explains itself
 * the same way.
 */

/** Level words of the rule-set tables (degrees, Korean level, ranks), read out in each language; other codes show as they are. */
const LEVEL_NAMES: Readonly<Record<string, Text>> = {
  DOCTORATE: t4('박사', 'DOCTORATE', '博士', '博士'),
  MASTER: t4('석사', 'MASTER', '硕士', '修士'),
  BACHELOR: t4('학사', 'BACHELOR', '学士', '学士'),
  ASSOCIATE: t4('전문학사', 'ASSOCIATE', '专科', '短期大学士'),
  OTHER: t4('기타', 'OTHER', '其他', 'その他'),
  ADVANCED: t4('고급', 'ADVANCED', '高级', '上級'),
  INTERMEDIATE: t4('중급', 'INTERMEDIATE', '中级', '中級'),
  BASIC: t4('기초', 'BASIC', '基础', '初級'),
  PROFESSOR: t4('교수', 'PROFESSOR', '教授', '教授'),
  ASSOCIATE_PROFESSOR: t4('부교수', 'ASSOCIATE_PROFESSOR', '副教授', '准教授'),
  ASSISTANT_PROFESSOR: t4('조교수', 'ASSISTANT_PROFESSOR', '助理教授', '助教'),
  LECTURER: t4('강사', 'LECTURER', '讲师', '講師'),
  EXCELLENT: t4('매우 우수', 'EXCELLENT', '优秀', '非常に良い'),
  GOOD: t4('우수', 'GOOD', '良好', '良い'),
  ADEQUATE: t4('보통', 'ADEQUATE', '一般', '普通'),
  LIMITED: t4('부족', 'LIMITED', '不足', '不十分'),
};

/** A level or code in each language (the code itself when it is not a known level word). */
export function levelText(code: string): Text {
  return LEVEL_NAMES[code] ?? sameText(code);
}

/** Kept as it was in the Korean and English texts (the code), translated in Chinese and Japanese. */
const asText = (t: string | Text): Text => {
  if (typeof t !== 'string') return t;
  const named = LEVEL_NAMES[t];
  return named ? { ko: t, en: t, zh: named.zh, ja: named.ja } : sameText(t);
};

/** "TOPIK 4 -> 5 adds 5 points" in the four languages. */
export function gainText(label: Text, from: string | Text, to: string | Text, gain: number): Text {
  const f = asText(from);
  const t = asText(to);
  return {
    ko: `${label.ko} ${f.ko} → ${t.ko}: +${gain}점`,
    en: `${label.en} ${f.en} -> ${t.en} adds ${gain} points`,
    zh: `${label.zh} ${f.zh} → ${t.zh}：+${gain}分`,
    ja: `${label.ja}：${f.ja} → ${t.ja}で+${gain}点`,
  };
}

/** "N points" after a threshold's condition, per language. */
export function pointsText(points: number): Text {
  return t4(`${points}점`, `${points}`, `${points}分`, `${points}点`);
}

interface RowFields {
  points: number;
  passed?: boolean | null;
  applicantValue: ApplicantValue;
  threshold: Text;
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

/** "5+ years: 15, 3+ years: 10" in the four languages. */
export function bandsThreshold(bands: readonly Band[], unit: Text): Text {
  const en = unit.en ? ` ${unit.en}` : '';
  return {
    ko: bands.map((b) => `${fmt(b.min)}${unit.ko} 이상: ${b.points}점`).join(', '),
    en: bands.map((b) => `${fmt(b.min)}+${en}: ${b.points}`).join(', '),
    zh: bands.map((b) => `${fmt(b.min)}${unit.zh}以上：${b.points}分`).join('，'),
    ja: bands.map((b) => `${fmt(b.min)}${unit.ja}以上：${b.points}点`).join('、'),
  };
}

/** A row scored by numeric bands (years, income, test score). */
export function bandRow(
  criterion: string,
  def: CriterionDef,
  bands: readonly Band[],
  value: number,
  unit: Text,
  extra: { passed?: boolean; threshold?: Text } = {},
): BreakdownItem {
  const points = bandPoints(value, bands);
  const next = nextBand(points, bands);
  const withUnit = (n: number): Text => ({
    ko: `${fmt(n)}${unit.ko}`,
    en: `${fmt(n)} ${unit.en}`.trim(),
    zh: `${fmt(n)}${unit.zh}`,
    ja: `${fmt(n)}${unit.ja}`,
  });
  return row(criterion, def, {
    points,
    passed: extra.passed,
    applicantValue: value,
    threshold: extra.threshold ?? bandsThreshold(bands, unit),
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
    threshold: {
      ko: Object.entries(levels)
        .map(([k, p]) => `${levelText(k).ko}: ${p}점`)
        .join(', '),
      en: Object.entries(levels)
        .map(([k, p]) => `${k}: ${p}`)
        .join(', '),
      zh: Object.entries(levels)
        .map(([k, p]) => `${levelText(k).zh}：${p}分`)
        .join('，'),
      ja: Object.entries(levels)
        .map(([k, p]) => `${levelText(k).ja}：${p}点`)
        .join('、'),
    },
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
    threshold: {
      ko: ranges.map((r) => `${r.min}-${r.max}세: ${r.points}점`).join(', '),
      en: ranges.map((r) => `${r.min}-${r.max}: ${r.points}`).join(', '),
      zh: ranges.map((r) => `${r.min}-${r.max}岁：${r.points}分`).join('，'),
      ja: ranges.map((r) => `${r.min}-${r.max}歳：${r.points}点`).join('、'),
    },
  });
}

/** A yes/no row: full points when met. For a requirement, passing is meeting it. */
export function checkRow(criterion: string, def: CriterionDef, met: boolean, applicantValue: ApplicantValue, threshold: Text, fix: Text): BreakdownItem {
  return row(criterion, def, {
    points: met ? def.maxPoints : 0,
    passed: met,
    applicantValue,
    threshold,
    improvement: met ? null : fix,
    potentialGain: met ? 0 : def.maxPoints,
  });
}

/** A row that does not apply to this application (an entry rule on an extension): full points, met. */
export function notApplicableRow(criterion: string, def: CriterionDef, why: Text): BreakdownItem {
  return row(criterion, def, { points: def.maxPoints, passed: true, applicantValue: 'not applicable', threshold: why });
}

/** A requirement that carries no points (an eligibility gate only). */
export function gateRow(criterion: string, def: CriterionDef, met: boolean, applicantValue: ApplicantValue, threshold: Text, fix: Text): BreakdownItem {
  return row(criterion, def, { points: 0, passed: met, applicantValue, threshold, improvement: met ? null : fix, potentialGain: 0 });
}

/** A penalty row: `points` is the deduction (<= 0). */
export function penaltyRow(criterion: string, def: CriterionDef, points: number, applicantValue: ApplicantValue, threshold: Text, fix: Text): BreakdownItem {
  const deduction = Math.min(0, points);
  return row(criterion, def, {
    points: deduction,
    applicantValue,
    threshold,
    improvement: deduction < 0 ? fix : null,
    potentialGain: -deduction,
  });
}

/** A document row: full points when ready, half when partly ready, and what to do while it is not ready. */
export function readinessRow(criterion: string, def: CriterionDef, status: string, fix: Text, threshold: Text = COMMON.ready): BreakdownItem {
  const points = readinessPoints(readiness(status), def.maxPoints);
  return row(criterion, def, {
    points,
    applicantValue: status || null,
    threshold,
    improvement: points < def.maxPoints ? fix : null,
    potentialGain: def.maxPoints - points,
  });
}

/** Points for a document status: ready = full, partly ready = half (rounded down), else 0. */
export function readinessPoints(readiness: 'READY' | 'PARTIAL' | 'MISSING', max: number): number {
  if (readiness === 'READY') return max;
  return readiness === 'PARTIAL' ? Math.floor(max / 2) : 0;
}
