import type { TLanguage, TMyTalentProfile, TTalent, TTalentAvailability, TTalentSkill } from '@tov/contracts';
import { LANGUAGES } from '@tov/contracts';
import type { Talent } from '../generated/prisma/client';

/**
 * What a company sees of a talent: everything but the address (and the assessment's id). The row's
 * `email` never leaves this function.
 */
export function toTalentView(row: Talent): TTalent {
  return {
    id: row.userId,
    name: row.name,
    sparkPoints: row.sparkPoints,
    completedChallenges: row.completedChallenges,
    keySkills: row.skills as TTalentSkill[],
    visaType: row.visaType,
    visaSource: row.assessedVisaType ? 'assessment' : row.registeredVisaType ? 'registration' : null,
    visaScore: row.assessedScore,
    experience: row.experience,
    location: row.location,
    availability: row.availability as TTalentAvailability | null,
    nationality: row.nationality,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The talent's own view of their profile. */
export function toMyTalentProfile(row: Talent): TMyTalentProfile {
  return { ...toTalentView(row), language: isLanguage(row.language) ? row.language : null };
}

const isLanguage = (value: string | null): value is TLanguage => value !== null && (LANGUAGES as readonly string[]).includes(value);

/** Nationalities whose people most likely read the e-mail best in Chinese or Japanese. */
const NATIONALITY_LANGUAGE: Readonly<Record<string, TLanguage>> = { China: 'zh', Taiwan: 'zh', 'Hong Kong': 'zh', Japan: 'ja' };

/**
 * The language of a company's message e-mail to a talent: the one the talent chose in their profile,
 * else one their nationality suggests (Chinese, Japanese), else English (talents are foreigners;
 * Korean only when they choose it).
 */
export function contactLanguage(talent: Pick<Talent, 'language' | 'nationality'>): TLanguage {
  if (isLanguage(talent.language)) return talent.language;
  return (talent.nationality && NATIONALITY_LANGUAGE[talent.nationality]) || 'en';
}

/** Visa types are compared upper-cased and trimmed (`e-7` finds `E-7`). */
export const normalizeVisaType = (value: string | null | undefined): string | null => {
  const v = value?.trim().toUpperCase();
  return v ? v : null;
};
