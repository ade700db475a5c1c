import { randomUUID } from 'node:crypto';
import type { assessmentCompletedV1, TSpecialistProfileUpdatedV1 } from '@tov/contracts';
import type { z } from 'zod';

export function challengerRegistration() {
  return {
    userId: randomUUID(),
    email: `challenger.${randomUUID()}@test.tov`,
    name: 'Nguyen Van A',
    role: 'challenger' as const,
    roles: ['challenger' as const],
    registeredAt: new Date().toISOString(),
    nationality: 'Vietnam' as const,
  };
}

/** `auth.user.registered` of a `pro` account, as auth publishes it. */
export function proRegistration(overrides: {
  name: string;
  expertise: 'administrative' | 'language' | 'culture' | 'psychology';
  certification: string[];
  experience: number;
}) {
  return {
    userId: randomUUID(),
    email: `pro.${randomUUID()}@test.tov`,
    role: 'pro' as const,
    roles: ['pro' as const],
    registeredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `visa.assessment.completed` of a saved assessment, as visa-assessment publishes it. */
export function assessmentCompleted(userId: string, overrides: Partial<z.infer<typeof assessmentCompletedV1.data>> = {}) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType: 'E-7',
    visaSubtype: 'E-7-1',
    applicationType: 'NEW',
    eligible: true,
    score: 78,
    ruleSetId: 'e7-2026-01',
    nationality: 'Vietnam',
    changePaths: ['F-2'],
    missingDocuments: [] as string[],
    evaluatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `specialist.profile.updated` as the specialist workspace publishes it (no vacation, no reviews, no open requests). */
export function specialistProfile(expertId: string, overrides: Partial<TSpecialistProfileUpdatedV1> = {}): TSpecialistProfileUpdatedV1 {
  return {
    expertId,
    name: 'Profile Pro',
    expertise: 'administrative',
    certifications: ['행정사'],
    experienceYears: 10,
    languages: ['ko'],
    supportedVisaTypes: ['E-7'],
    bio: null,
    fees: [],
    prices: [],
    vacation: null,
    rating: null,
    reviewCount: 0,
    activeRequests: 0,
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}
