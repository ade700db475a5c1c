import { randomUUID } from 'node:crypto';
import { submissionScoredV1, talentContactedV1 } from '@tov/contracts';
import type { Caller } from './company-api';
import type { CompanyHarness } from './company-harness';

export interface Talent {
  userId: string;
  name: string;
  visaType: string | null;
  nationality: string;
}

export const talent = (visaType: string | null = 'D-10'): Talent => {
  const userId = randomUUID();
  return { userId, name: `Nguyen ${userId.slice(0, 6)}`, visaType, nationality: 'Vietnam' };
};

/** Publishes and processes the events tovspark would, so a talent enters a company's pipeline; keyed by the talent as tovspark keys them. */
export function tovspark(h: CompanyHarness) {
  return {
    async contacted(company: Caller, who: Talent, message = 'Shall we talk next week?') {
      const event = await h.publish(
        talentContactedV1,
        {
          contactId: randomUUID(),
          companyId: company.userId,
          talentId: who.userId,
          talentName: who.name,
          nationality: who.nationality,
          visaType: who.visaType,
          experienceYears: 3,
          message,
          contactedAt: new Date().toISOString(),
        },
        { key: who.userId },
      );
      await h.processed(event.id);
      return event;
    },
    async scored(company: Caller, who: Talent, score: number, rewards: string[] = ['recruitment']) {
      const event = await h.publish(
        submissionScoredV1,
        {
          submissionId: randomUUID(),
          challengeId: randomUUID(),
          userId: who.userId,
          score,
          challengeSparkPoints: 500,
          scoredBy: randomUUID(),
          scoredAt: new Date().toISOString(),
          challengeCompanyId: company.userId,
          challengeTitle: 'Build a Korean-learning chatbot',
          challengeRewards: rewards,
          work: { description: 'A bot that answers in Korean and English.', demoUrl: 'https://demo.example/bot' },
          challenger: { name: who.name, nationality: who.nationality, visaType: who.visaType, experienceYears: 2 },
        },
        { key: who.userId },
      );
      await h.processed(event.id);
      return event;
    },
  };
}

/** The candidate of a company for a talent (null when none). */
export const candidateOf = (h: CompanyHarness, company: Caller, who: Talent) =>
  h.db.candidate.findUnique({ where: { companyId_userId: { companyId: company.userId, userId: who.userId } } });
