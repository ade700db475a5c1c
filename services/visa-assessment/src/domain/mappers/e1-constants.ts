/** spec 001 §9: default research/teaching years by professor qualification when not supplied. */
export const E1_DEFAULT_YEARS: Readonly<Record<string, { research: number; teaching: number }>> = {
  PROFESSOR: { research: 4, teaching: 6 },
  ASSOCIATE_PROFESSOR: { research: 3, teaching: 4 },
  ASSISTANT_PROFESSOR: { research: 2, teaching: 2 },
  LECTURER: { research: 1, teaching: 1 },
  TEACHING_ASSISTANT: { research: 0, teaching: 0 },
  NOT_QUALIFIED: { research: 0, teaching: 0 },
};

/** spec 001 §5, §9: activityPeriodDays defaults to 91. */
export const E1_DEFAULT_ACTIVITY_PERIOD_DAYS = 91;

/** spec 001 §9: nationalities for which ceoInvitationRequired is set. */
export const CEO_INVITATION_NATIONALITIES = ['USA', 'UK', 'Canada', 'Australia', 'China', 'Japan', 'Philippines', 'India', 'Vietnam'] as const;

/** spec 001 §3: extra fields per E-1 activity type. */
export const E1_ACTIVITY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  KAIST_PROFESSOR: ['kaistEmploymentStatus', 'kaistStayPeriodPlan', 'kaistDocumentCompletion'],
  UNIVERSITY_LECTURER: ['institutionType', 'invitationAuthenticity', 'universityDocumentCompletion'],
  RESEARCH_PROFESSOR: ['institutionType', 'invitationAuthenticity', 'universityDocumentCompletion'],
  ADVANCED_TECH_PERSONNEL: ['qualificationRequirementStatus', 'ministryRecommendationStatus', 'scienceDocumentCompletion'],
};

/** spec 001 §4: recommendation requirement values. */
export const RECOMMENDATION = {
  NOT_REQUIRED: 'NOT_REQUIRED',
  REQUIRED_OBTAINED: 'REQUIRED_OBTAINED',
  REQUIRED_IN_PROGRESS: 'REQUIRED_IN_PROGRESS',
} as const;
