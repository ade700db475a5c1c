import { degreeLevel, type DegreeLevel } from './degrees';
import { bool, int, isPlainObject, key, text } from './normalise';
import { normaliseVisaCode } from './visa-types';

/**
 * The facts every visa type's input shares in some place, read from wherever that type keeps
 * them. Change-of-status paths use it to run other engines on the same applicant.
 */
export interface ApplicantProfile {
  age: number;
  nationality: string;
  highestDegree: DegreeLevel;
  hasKoreanDegree: boolean;
  /** A science or engineering degree. */
  stem: boolean;
  experienceYears: number;
  koreanWorkYears: number;
  topikLevel: number;
  kiipLevel: number;
  annualIncome: number;
  assets: number;
  stayYears: number;
  currentVisa: string;
  /** Whether the input names the current status (else currentVisa is the status being assessed). */
  currentVisaGiven: boolean;
  hasCriminalRecord: boolean;
  /** The employment status stated (EMPLOYED, UNEMPLOYED, ...), '' when none. */
  employmentStatus: string;
  /** The industry of the work (E-9 `industryType`), '' when none. */
  industry: string;
}

function at(input: unknown, path: readonly string[]): unknown {
  let value: unknown = input;
  for (const part of path) {
    if (!isPlainObject(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** The first non-empty value among the paths. */
function first(input: unknown, paths: ReadonlyArray<readonly string[]>): unknown {
  for (const p of paths) {
    const v = at(input, p);
    if (v !== undefined && v !== null && text(v) !== '' && v !== 0) return v;
  }
  return undefined;
}

// Where each fact lives in the inputs of the 13 mappers (split once, read on every evaluation).
const PATH_TEXT = {
  age: ['personalInfo.age', 'age'],
  nationality: ['personalInfo.nationality', 'nationality'],
  degree: [
    'educationInfo.highestDegree',
    'education.level',
    'education.degree',
    'qualificationInfo.educationLevel',
    'e2QualificationAssessment.highestDegree',
    'educationLevel',
    'education',
    'educationInfo.education',
  ],
  koreanDegree: ['educationInfo.isKoreanDegree', 'education.koreanDegree', 'hasDomesticDegree'],
  experience: ['experienceInfo.yearsOfExperience', 'experienceInfo.totalYears', 'experiencePeriod', 'researchExperience', 'researchYears', 'experienceYears'],
  koreanWork: ['experienceInfo.koreanWorkExperience', 'bonus.koreanWorkYears'],
  topik: ['languageInfo.topikLevel', 'korean.topik', 'topikLevel', 'koreanIntegration.topikLevel'],
  kiip: ['languageInfo.kiipLevel', 'korean.kiip', 'kiipLevel', 'koreanIntegration.kiipLevel', 'languageInfo.socialIntegrationLevel'],
  income: ['income.annual', 'financialInfo.annualIncome', 'salaryLevel', 'expectedAnnualSalary', 'employmentInfo.salary', 'employmentInfo.expectedSalary'],
  assets: ['financialInfo.assets'],
  stem: ['educationInfo.isSTEM', 'education.isSTEM'],
  stay: ['stayDuration', 'currentStatus.currentStayDuration', 'currentStayDuration', 'koreanResidencePeriod'],
  currentVisa: ['currentVisa', 'changeInfo.currentVisa', 'personalInfo.previousVisa'],
  criminal: ['personalInfo.hasCriminalRecord', 'hasCriminalRecord'],
  employment: ['employmentInfo.currentStatus'],
  industry: ['industryType'],
} as const;

type Fact = keyof typeof PATH_TEXT;
const PATHS = {} as Record<Fact, ReadonlyArray<readonly string[]>>;
for (const fact of Object.keys(PATH_TEXT) as Fact[]) PATHS[fact] = PATH_TEXT[fact].map((p) => p.split('.'));
const KOREAN_UNIVERSITY = ['educationInfo', 'koreanUniversity'];

export function extractProfile(visaType: string, input: unknown): ApplicantProfile {
  const koreanDegree = first(input, PATHS.koreanDegree);
  const koreanUniversity = at(input, KOREAN_UNIVERSITY);
  const currentVisa = text(first(input, PATHS.currentVisa));
  return {
    age: int(first(input, PATHS.age)),
    nationality: text(first(input, PATHS.nationality)),
    highestDegree: degreeLevel(first(input, PATHS.degree)),
    hasKoreanDegree: bool(koreanDegree) || bool(koreanUniversity, text(koreanUniversity) !== ''),
    stem: bool(first(input, PATHS.stem)),
    experienceYears: int(first(input, PATHS.experience)),
    koreanWorkYears: int(first(input, PATHS.koreanWork)),
    topikLevel: int(first(input, PATHS.topik)),
    kiipLevel: int(first(input, PATHS.kiip)),
    annualIncome: int(first(input, PATHS.income)),
    assets: int(first(input, PATHS.assets)),
    stayYears: int(first(input, PATHS.stay)),
    // The status being assessed is the applicant's own when nothing else is said.
    currentVisa: currentVisa ? normaliseVisaCode(currentVisa) : normaliseVisaCode(visaType),
    currentVisaGiven: currentVisa !== '',
    hasCriminalRecord: bool(first(input, PATHS.criminal)),
    employmentStatus: key(first(input, PATHS.employment)),
    industry: key(first(input, PATHS.industry)),
  };
}
