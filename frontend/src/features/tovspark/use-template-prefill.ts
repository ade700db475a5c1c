import {
  templateChallengeDescription,
  type TChallengeCategory,
  type TChallengeDifficulty,
  type TChallengeReward,
  type TChallengeType,
  type TTemplate,
} from '@tov/contracts';
import { useEffect, useState } from 'react';
import { loadTemplatesApi } from '../../api/lazy-apis';

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

/** `/tovspark/challenges/new?template=<id>`: loads the template once and hands its prefill to the form. */
export function useTemplatePrefill(templateId: string | null, apply: (prefill: TemplatePrefill) => void): TemplateState {
  const [state, setState] = useState<TemplateState>(templateId ? { status: 'loading' } : { status: 'none' });
  useEffect(() => {
    if (!templateId) {
      setState({ status: 'none' });
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    loadTemplatesApi()
      .then((api) => api.template(templateId))
      .then(
        (template) => {
          if (!live) return;
          apply(prefillOf(template));
          setState({ status: 'done', template });
        },
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the form is filled once per template
  }, [templateId]);
  return state;
}
