import { templateChallengeDescription, type TChallengeReward, type TCreateFromTemplate, type TEvaluationCriterion } from '@tov/contracts';
import type { StoredTemplate } from './template-view';

const DAY_MS = 86_400_000;

/**
 * The create-challenge body for `POST /challenges/create-from-template`: the template's fields, the
 * caller's overrides on top, the deadline `durationDays` from now unless given, the description with
 * the requirements and criteria appended (contracts' templateChallengeDescription). The result goes
 * through the ordinary create-challenge schema and path (routes/templates.ts).
 */
export function challengeFromTemplate(template: StoredTemplate, criteria: TEvaluationCriterion[], overrides: TCreateFromTemplate, now: Date = new Date()) {
  return {
    title: overrides.title ?? template.title,
    description: overrides.description ?? templateChallengeDescription({ ...template, evaluationCriteria: criteria }),
    category: overrides.category ?? template.category,
    type: overrides.type ?? template.type,
    difficulty: overrides.difficulty ?? template.difficulty,
    sparkPoints: overrides.sparkPoints ?? template.sparkPoints,
    rewards: overrides.rewards ?? (template.rewards as TChallengeReward[]),
    deadline: overrides.deadline ?? new Date(now.getTime() + template.durationDays * DAY_MS).toISOString(),
    mentor: overrides.mentor ?? null,
    culturalGuide: overrides.culturalGuide ?? null,
    status: overrides.status,
    ...(overrides.companyName === undefined ? {} : { companyName: overrides.companyName }),
  };
}

/** A template's suggested duration from a challenge: whole days from its creation to its deadline, 1-365. */
export function durationDaysOf(createdAt: Date, deadline: Date): number {
  return Math.min(365, Math.max(1, Math.ceil((deadline.getTime() - createdAt.getTime()) / DAY_MS)));
}
