/** One of the demo challenger's assessments: what the visa form sent, scored by the current rules when seeded. */
export interface DemoAssessment {
  /** Names it among the seeded rows (its idempotency key). */
  key: string;
  visaType: string;
  applicationType: string;
  /** How long before the first seed it was made (history, compare and the latest score read in this order). */
  daysAgo: number;
  userData: Record<string, unknown>;
}

/**
 * The demo challenger's story (challenger@demo.tov, Nguyen Van An from Vietnam, a Korean master's in
 * computer science): job seeking on D-10, then an offer as a software developer (E-7-1), then the
 * points-based residence (F-2-7) he is working towards. The forms are what the visa forms send
 * (frontend/src/features/visa/forms), like the personas of test/integration/personas.ts.
 */
export const DEMO_ASSESSMENTS: DemoAssessment[] = [
  {
    key: 'assessment:d-10',
    visaType: 'D-10',
    applicationType: 'NEW',
    daysAgo: 42,
    userData: {
      d10SubType: 'D-10-1',
      personalInfo: { nationality: 'Vietnam', age: 30 },
      educationInfo: { highestDegree: 'MASTER' },
      experienceInfo: { yearsOfExperience: 2 },
      languageInfo: { topikLevel: 4 },
    },
  },
  {
    key: 'assessment:e-7',
    visaType: 'E-7',
    applicationType: 'CHANGE',
    daysAgo: 21,
    userData: {
      firstName: 'An',
      lastName: 'Nguyen',
      nationality: 'Vietnam',
      birthDate: '1996-03-14',
      currentVisa: 'D-10',
      jobCategory: 'E-7-1',
      specificJob: '2223',
      specificJobConfirmation: 'READY',
      education: 'MASTER',
      majorRelevanceGeneral: 'HIGH',
      experiencePeriod: 2,
      experienceVerification: 'READY',
      companySize: 40,
      foreignEmploymentRatio: 10,
      salaryLevel: 48_000_000,
    },
  },
  {
    key: 'assessment:f-2-7',
    visaType: 'F-2',
    applicationType: 'CHANGE',
    daysAgo: 3,
    userData: {
      visaSubtype: 'F-2-7',
      currentVisa: 'E-7',
      stayDuration: 3,
      personalInfo: { nationality: 'Vietnam', birthDate: '1996-03-14' },
      education: { degree: 'MASTER', isSTEM: 'YES', koreanDegree: 'YES' },
      korean: { topik: 4 },
      income: { annual: 48_000_000 },
    },
  },
];
