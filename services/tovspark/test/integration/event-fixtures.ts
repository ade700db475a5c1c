import { randomUUID } from 'node:crypto';

/** `auth.user.registered` of a new account, as auth publishes it. */
export function registration(role: 'challenger' | 'company' | 'admin', name: string, companyName?: string) {
  return {
    userId: randomUUID(),
    email: `${role}.${randomUUID()}@test.tov`,
    name,
    role,
    roles: [role],
    registeredAt: new Date().toISOString(),
    ...(companyName ? { companyName } : {}),
  };
}

/** `visa.assessment.completed` of a user, as visa-assessment publishes it. */
export function assessment(userId: string, visaType: string, evaluatedAt: Date = new Date(), score = 72) {
  return {
    assessmentId: randomUUID(),
    userId,
    visaType,
    visaSubtype: null,
    applicationType: 'change',
    eligible: score >= 60,
    score,
    ruleSetId: 'rules-2026',
    nationality: 'Vietnam',
    changePaths: [],
    missingDocuments: [] as string[],
    evaluatedAt: evaluatedAt.toISOString(),
  };
}
