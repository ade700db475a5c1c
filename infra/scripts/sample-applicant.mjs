// One realistic applicant for load that saves assessments: a D-10 job seeker (spec 001 §3) with the
// fields the points table reads. Used by bench/evaluate and the fault suite's load (infra/fault).
export const D10_APPLICANT = Object.freeze({
  personalInfo: { nationality: 'Vietnam', age: 27, gender: 'female' },
  educationInfo: { highestDegree: 'MASTER', isKoreanDegree: 'true', koreanUniversity: 'Korea University' },
  experienceInfo: { yearsOfExperience: 3, koreanWorkExperience: 1 },
  languageInfo: { topikLevel: 4 },
  documentChecklist: ['PASSPORT', 'APPLICATION_FORM', 'PASSPORT_PHOTO'],
});
