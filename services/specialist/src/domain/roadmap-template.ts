import type { TRoadmapAssign } from '@tov/contracts';

export type TApplicationType = TRoadmapAssign['applicationType'];
export type TStepKind = 'document' | 'submission' | 'result';

export interface TemplateStep {
  kind: TStepKind;
  /** A document code from the assessment, or `submission` / `result`. */
  key: string;
  title: string;
  /** `YYYY-MM-DD` (Asia/Seoul). */
  dueDate: string | null;
}

const APPLICATION_LABEL: Record<TApplicationType, string> = { new: '신규', extension: '연장', change: '변경' };

/**
 * Days from the day of assignment to each phase when no target date is given: gathering documents,
 * filing, and the office's decision. The decision takes longer for residence and marriage visas
 * (F-2, F-6) than for work visas; extensions need fewer new documents.
 */
const PHASE_DAYS: Record<TApplicationType, { documents: number; submission: number }> = {
  new: { documents: 14, submission: 21 },
  extension: { documents: 7, submission: 14 },
  change: { documents: 14, submission: 21 },
};
const DECISION_DAYS: Readonly<Record<string, number>> = { 'F-2': 60, 'F-6': 60 };
const DEFAULT_DECISION_DAYS = 30;

export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** `EMPLOYMENT_CONTRACT` -> `Employment contract` (the UI translates the key; the title is the fallback). */
export function documentTitle(code: string): string {
  const words = code.replace(/[_-]+/g, ' ').trim().toLowerCase();
  return words.length === 0 ? code : `${words[0]!.toUpperCase()}${words.slice(1)}`;
}

/**
 * The roadmap template for a visa type and application type (docs/rules/specialist.md):
 * one `document` step per document the client's assessment found missing (in its order,
 * each once), then `submission`, then `result`. With a target date the result is due on it, the
 * submission three quarters of the way there and the documents half way; without one the phases take
 * PHASE_DAYS and the office DECISION_DAYS.
 */
export function roadmapTemplate(input: {
  visaType: string;
  applicationType: TApplicationType;
  missingDocuments: readonly string[];
  today: string;
  targetDate?: string | null;
}): TemplateStep[] {
  const { visaType, applicationType, today } = input;
  let documentsDue: string;
  let submissionDue: string;
  let resultDue: string;
  if (input.targetDate) {
    const span = Math.max(0, daysBetween(today, input.targetDate));
    documentsDue = addDays(today, Math.floor(span / 2));
    submissionDue = addDays(today, Math.floor((span * 3) / 4));
    resultDue = input.targetDate;
  } else {
    const phases = PHASE_DAYS[applicationType];
    documentsDue = addDays(today, phases.documents);
    submissionDue = addDays(today, phases.submission);
    resultDue = addDays(submissionDue, DECISION_DAYS[visaType] ?? DEFAULT_DECISION_DAYS);
  }
  const documents = [...new Set(input.missingDocuments.map((d) => d.trim()).filter((d) => d.length > 0 && d !== 'submission' && d !== 'result'))];
  const label = APPLICATION_LABEL[applicationType];
  return [
    ...documents.map((code): TemplateStep => ({ kind: 'document', key: code, title: documentTitle(code), dueDate: documentsDue })),
    { kind: 'submission', key: 'submission', title: `${visaType} ${label} 신청서 제출 (출입국·외국인청 / 하이코리아)`, dueDate: submissionDue },
    { kind: 'result', key: 'result', title: `${visaType} ${label} 심사 결과 확인`, dueDate: resultDue },
  ];
}

export interface ExistingStep {
  id: string;
  key: string;
  status: string;
  order: number;
}

export interface PlannedStep extends TemplateStep {
  order: number;
  /** The existing row this step keeps (its status, completion and messages), if any. */
  id: string | null;
}

/**
 * Assigning again (docs/rules/specialist.md): the new template's steps, each keeping
 * the existing row of its key (done or not, so messages on it stay attached); done steps the new
 * template no longer has are kept, first, as the record of what was done; other steps go.
 */
export function planRoadmap(
  existing: readonly ExistingStep[],
  template: readonly TemplateStep[],
): { steps: PlannedStep[]; keptDone: Array<{ id: string; order: number }>; deleteIds: string[] } {
  const byKey = new Map(existing.map((s) => [s.key, s]));
  const templateKeys = new Set(template.map((s) => s.key));
  const doneOutside = existing.filter((s) => s.status === 'done' && !templateKeys.has(s.key)).sort((a, b) => a.order - b.order);
  const keptDone = doneOutside.map((s, i) => ({ id: s.id, order: i + 1 }));
  const steps = template.map((step, i): PlannedStep => ({ ...step, order: keptDone.length + i + 1, id: byKey.get(step.key)?.id ?? null }));
  const deleteIds = existing.filter((s) => s.status !== 'done' && !templateKeys.has(s.key)).map((s) => s.id);
  return { steps, keptDone, deleteIds };
}
