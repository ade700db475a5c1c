import {
  MATCHING_MAX_CANDIDATES,
  onVacationToday,
  type TCandidateFee,
  type TLocalizedText,
  type TMatchingCandidate,
  type TMatchingPreferences,
  type TVacationDates,
} from '@tov/contracts';
import { normaliseLanguages } from './languages';
import { reasonTexts } from './reason-texts';
import { expertiseServesVisaType } from './specialist-profile';
import { feesForVisaType, type SpecialistPrice } from './specialist-prices';
import { baseVisaType } from './visa-types';

/** A specialist as the ranking reads it (the projection row). */
export interface RankableSpecialist {
  userId: string;
  name: string;
  expertise: string;
  experienceYears: number;
  /** ISO 639-1 codes. */
  languages: readonly string[];
  /** Base visa codes. */
  supportedVisaTypes: readonly string[];
  rating: number;
  ratingCount: number;
  activeRequests: number;
  /** Inclusive dates in Asia/Seoul; null when none is set. */
  vacation: TVacationDates | null;
  bio: string | null;
  /** The lowest fee per service option, over visa types. */
  fees: readonly TCandidateFee[];
  /** The whole price list (base visa codes); absent or empty: only the lowest fees are known. */
  prices?: readonly SpecialistPrice[];
  /** Licences, office and certificates as declared. */
  certification: readonly string[];
}

/** The assessment a request is about. */
export interface RankableAssessment {
  visaType: string;
}

/**
 * Points of each criterion; they add up to 100 (services/matching/README.md, Rules). Visa work comes first
 * (field and visa type: half the score), then being understood (language), then quality, availability
 * and seniority.
 */
export const MATCH_WEIGHTS = {
  expertise: 30,
  visaType: 20,
  language: 20,
  rating: 15,
  load: 10,
  experience: 5,
} as const;

/** Expertise points: an administrative specialist does visa work; the other fields help on some visas. */
export const EXPERTISE_POINTS = { administrative: 30, relevantSecondary: 15, otherSecondary: 5 } as const;
/** Load points lost per active request, by urgency: an urgent applicant needs someone free now. */
export const LOAD_PENALTY = { low: 1, normal: 2, urgent: 4 } as const;
/** Experience counts up to this many years. */
export const EXPERIENCE_CAP_YEARS = 10;
const MAX_RATING = 5;

interface Scored {
  specialist: RankableSpecialist;
  score: number;
  reasons: TLocalizedText[];
}

function scoreOne(specialist: RankableSpecialist, visaType: string, requested: readonly string[], urgency: keyof typeof LOAD_PENALTY): Scored {
  const reasons: TLocalizedText[] = [];
  let points = 0;

  // Field: administrative specialists do visa work; language, culture and psychology are secondary.
  if (specialist.expertise === 'administrative') {
    points += EXPERTISE_POINTS.administrative;
    reasons.push(reasonTexts.administrative());
  } else if (expertiseServesVisaType(specialist.expertise, visaType)) {
    points += EXPERTISE_POINTS.relevantSecondary;
    reasons.push(reasonTexts.secondaryField(specialist.expertise, visaType));
  } else {
    points += EXPERTISE_POINTS.otherSecondary;
  }

  if (specialist.supportedVisaTypes.includes(visaType)) {
    points += MATCH_WEIGHTS.visaType;
    reasons.push(reasonTexts.visaType(visaType));
  }

  // Language: no preference means Korean, which every specialist speaks.
  if (requested.length === 0) {
    points += MATCH_WEIGHTS.language;
  } else {
    const matched = requested.filter((code) => specialist.languages.includes(code));
    points += (MATCH_WEIGHTS.language * matched.length) / requested.length;
    if (matched.length > 0) reasons.push(reasonTexts.languages(matched));
  }

  const rating = Math.min(Math.max(specialist.rating, 0), MAX_RATING);
  points += (MATCH_WEIGHTS.rating * rating) / MAX_RATING;
  if (specialist.ratingCount === 0) reasons.push(reasonTexts.newExpert(rating));
  else if (rating >= 4) reasons.push(reasonTexts.rating(rating, specialist.ratingCount));

  const active = Math.max(specialist.activeRequests, 0);
  points += Math.max(0, MATCH_WEIGHTS.load - LOAD_PENALTY[urgency] * active);
  if (active === 0) reasons.push(reasonTexts.free(urgency === 'urgent'));
  else if (active <= 2 && urgency !== 'urgent') reasons.push(reasonTexts.lightLoad(active));

  const years = Math.max(specialist.experienceYears, 0);
  points += (MATCH_WEIGHTS.experience * Math.min(years, EXPERIENCE_CAP_YEARS)) / EXPERIENCE_CAP_YEARS;
  if (years >= 1) reasons.push(reasonTexts.experience(years));

  return { specialist, score: Math.min(100, Math.max(0, Math.round(points))), reasons };
}

export interface RankOptions {
  /** At most this many candidates (default MATCHING_MAX_CANDIDATES). */
  limit?: number;
  /** The moment to rank for (default: now); its day in Asia/Seoul decides who is on vacation. */
  now?: Date;
}

/**
 * Ranks the specialists for an assessment and the applicant's preferences. Pure and deterministic
 * for a given `now`: specialists whose vacation covers that day in Seoul are left out; the order is score,
 * then experience, then id (all descending except the id); at most `limit` candidates. Budget and
 * consultation mode travel with the request but do not rank yet (services/matching/README.md, Rules).
 */
export function rankSpecialists(
  specialists: readonly RankableSpecialist[],
  assessment: RankableAssessment,
  preferences: Pick<TMatchingPreferences, 'languages' | 'urgency'>,
  options: RankOptions = {},
): TMatchingCandidate[] {
  const visaType = baseVisaType(assessment.visaType);
  const requested = normaliseLanguages(preferences.languages);
  const urgency = preferences.urgency ?? 'normal';
  const now = options.now ?? new Date();
  const limit = options.limit ?? MATCHING_MAX_CANDIDATES;
  return specialists
    .filter((s) => !onVacationToday(s.vacation, now))
    .map((s) => scoreOne(s, visaType, requested, urgency))
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.specialist.experienceYears - a.specialist.experienceYears ||
        (a.specialist.userId < b.specialist.userId ? -1 : a.specialist.userId > b.specialist.userId ? 1 : 0),
    )
    .slice(0, Math.max(0, limit))
    .map(({ specialist, score, reasons }, index) => ({
      expertId: specialist.userId,
      name: specialist.name,
      expertise: specialist.expertise,
      experienceYears: specialist.experienceYears,
      languages: [...specialist.languages],
      rating: specialist.rating,
      reviewCount: Math.max(0, specialist.ratingCount),
      certifications: [...specialist.certification],
      supportedVisaTypes: [...specialist.supportedVisaTypes],
      score,
      rank: index + 1,
      reasons,
      fees: feesForVisaType(specialist.prices ?? [], specialist.fees, visaType),
      bio: specialist.bio,
    }));
}
