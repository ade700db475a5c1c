import { documentFields, monthsFromYears, personalWith } from './common-groups';
import { shapeMapper, type InputBase } from './define-mapper';
import { date, flag, group, nullableNum, num, str, strList, type Infer } from './fields';

// spec 001 §3 "D-10 (job seeker) data" plus "The fuller D-10 form".
const base = {
  d10SubType: str('D-10-1'),
  personalInfo: personalWith({ previousVisa: str(), currentLocation: str(), koreanAddress: str() }),
  educationInfo: group({
    education: str(),
    highestDegree: str(),
    major: str(),
    university: str(),
    koreanUniversity: str(),
    worldTopUniversity: flag(),
    timesRanking: num(),
    qsRanking: num(),
    isSTEM: flag(),
    graduationDate: date(),
    isKoreanDegree: flag(),
    koreanMajor: str(),
    koreanGraduationYear: num(),
  }),
  experienceInfo: group({
    workExperience: str(),
    yearsOfExperience: num(),
    totalExperienceMonths: monthsFromYears('yearsOfExperience'),
    koreanWorkExperience: num(), // years
    globalCompanyExperience: flag(),
    fortune500Experience: flag(),
    koreanTrainingExperience: flag(),
    previousKoreanEmployers: strList(),
    internshipExperience: str(),
    volunteerExperience: str(),
  }),
  languageInfo: group({
    koreanLevel: str(), // BASIC | INTERMEDIATE | ADVANCED
    topikLevel: num(),
    socialIntegrationLevel: num(),
    kiipLevel: nullableNum(),
    englishScore: num(),
    koreanTestType: str(),
    koreanTestScore: num(),
    koreanTestDate: date(),
    otherLanguages: strList(),
  }),
  qualifications: group({ professionalCertification: str() }),
  additional: group({
    governmentRecommendation: flag(),
    institutionRecommendation: flag(),
    immigrationViolations: num(),
    fineAmount: num(),
  }),
  employmentInfo: group({
    currentStatus: str('UNEMPLOYED'),
    jobSearchStatus: str('ACTIVE'),
    targetIndustry: str(),
    targetPosition: str(),
    expectedSalary: num(),
    jobSearchDuration: str(),
  }),
  financialInfo: group({
    bankBalance: num(),
    monthlyLivingCost: num(),
    financialSponsor: str('SELF'),
    sponsorDetails: str(),
  }),
  jobSearchPlan: group({
    searchMethods: strList(),
    registeredJobSites: strList(),
    attendedJobFairs: num(),
    submittedApplications: num(),
    interviews: num(),
    jobOffers: num(),
  }),
  // The client's own sub-scores; kept as sent, the engine recomputes them.
  eligibilityCriteria: group({
    educationPoints: num(),
    experiencePoints: num(),
    koreanAbilityPoints: num(),
    agePoints: num(),
    koreanDegreeBonus: num(),
    koreanExperienceBonus: num(),
  }),
  activityPlan: group({
    plannedActivities: strList(),
    networkingPlans: str(),
    skillDevelopmentPlans: str(),
    expectedJobSearchDuration: str('6_MONTHS'),
  }),
  ...documentFields,
};
const extension = {
  currentVisaExpiry: date(),
  reasonForExtension: str('CONTINUED_JOB_SEARCH'),
  jobSearchProgress: str(),
  interviewsScheduled: num(),
  pendingOffers: num(),
};
const change = {
  currentVisa: str(),
  changeReason: str(),
  previousVisaActivities: str(),
  completionStatus: str(),
  koreanResidencePeriod: num(),
};
const newApplication = {
  additionalInfo: group({
    entryPurpose: str('JOB_SEARCH'),
    plannedEntryDate: date(),
    accommodationType: str(),
    emergencyContact: str(),
  }),
};

export type D10Input = InputBase<'D-10'> & Infer<typeof base> & Partial<Infer<typeof extension> & Infer<typeof change> & Infer<typeof newApplication>>;

export const d10Mapper = shapeMapper<D10Input>('D-10', base, { NEW: newApplication, EXTENSION: extension, CHANGE: change });
