import { randomUUID } from 'node:crypto';

/** `auth.user.registered` of a new account, as auth publishes it. */
export function registration(role: 'challenger' | 'pro' | 'company' | 'admin', name: string, extra: Record<string, unknown> = {}) {
  return {
    userId: randomUUID(),
    email: `${role}.${randomUUID()}@test.tov`,
    name,
    role,
    roles: [role],
    registeredAt: new Date().toISOString(),
    ...(role === 'pro' ? { expertise: 'administrative' as const, certification: ['행정사'], experience: 7 } : {}),
    ...extra,
  };
}

/** `visa.assessment.completed` of a user, as visa-assessment publishes it. */
export function assessment(userId: string, visaType: string, overrides: Record<string, unknown> = {}) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType,
    visaSubtype: null,
    applicationType: 'change',
    eligible: true,
    score: 72,
    ruleSetId: 'rules-2026',
    nationality: 'Vietnam',
    changePaths: [],
    missingDocuments: ['passport_copy', 'employment_contract'],
    evaluatedAt: new Date().toISOString(),
    ...overrides,
  };
}

/** `matching.expert.selected`, as matching publishes it. */
export function selection(expertId: string, userId: string, assessmentId: string, overrides: Record<string, unknown> = {}) {
  return {
    requestId: randomUUID(),
    userId,
    assessmentId,
    expertId,
    serviceOption: 'document_review',
    visaType: 'E-7',
    selectedAt: new Date().toISOString(),
    ...overrides,
  };
}
