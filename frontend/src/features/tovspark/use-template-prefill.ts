import {
  templateChallengeDescription,
  type TChallengeCategory,
  type TChallengeDifficulty,
  type TChallengeReward,
  type TChallengeType,
  type TTemplate,
} from '@tov/contracts';
import { useEffect, useRef } from 'react';
import { useTemplateQuery } from './tovspark-endpoints';

const DAY_MS = 86_400_000;

/** A moment as the value of a `datetime-local` input, in the browser's time zone. */
export function localDateTimeInput(at: Date): string {
  return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

export interface TemplatePrefill {
  title: string;
  description: string;
  category: TChallengeCategory;
  type: TChallengeType;
  difficulty: TChallengeDifficulty;
  sparkPoints: string;
  rewards: TChallengeReward[];
  deadline: string;
  status: 'draft';
}

/** The new-challenge form's fields from a template: the same description create-from-template makes, the deadline its duration from now, a draft. */
export function prefillOf(template: TTemplate, now: Date = new Date()): TemplatePrefill {
  return {
    title: template.title,
    description: templateChallengeDescription(template),
    category: template.category,
    type: template.type,
    difficulty: template.difficulty,
    sparkPoints: String(template.sparkPoints),
    rewards: template.rewards,
    deadline: localDateTimeInput(new Date(now.getTime() + template.durationDays * DAY_MS)),
    status: 'draft',
  };
}

export type TemplateState = { status: 'none' } | { status: 'loading' } | { status: 'failed' } | { status: 'done'; template: TTemplate };

/** `/tovspark/challenges/new?template=<id>`: reads the template and hands its prefill to the form, once per template. */
export function useTemplatePrefill(templateId: string | null, apply: (prefill: TemplatePrefill) => void): TemplateState {
  const read = useTemplateQuery(templateId ?? '', { skip: !templateId });
  const template = read.currentData;
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!template || filled.current === template.id) return;
    filled.current = template.id;
    apply(prefillOf(template));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is filled once per template
  }, [template]);
  if (!templateId) return { status: 'none' };
  if (template) return { status: 'done', template };
  return read.isError ? { status: 'failed' } : { status: 'loading' };
}
