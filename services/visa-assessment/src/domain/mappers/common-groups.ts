import { ageFrom, bool, int, isBlank, isoDate, key, obj, text } from '../normalise';
import { group, num, parseShape, str, strList, type Codec, type Infer, type MapContext, type Shape } from './fields';

export interface PersonalInfo {
  firstName: string;
  lastName: string;
  nationality: string;
  email: string;
  phone: string;
  birthDate: string;
  gender: string;
  passportNumber: string;
  passportExpiry: string;
  /** Whole years from birthDate at `today`, else the age given, else the default. */
  age: number;
}

export const NO_REFERENCE_DATE_WARNING = 'birthDate given but no reference date: the age given in the form is used';

/** Without `today` an age cannot come from birthDate; say so once. */
export function warnIfNoReferenceDate(birthDate: unknown, ctx: MapContext): void {
  if (text(birthDate) && !ctx.today && !ctx.warnings.includes(NO_REFERENCE_DATE_WARNING)) ctx.warnings.push(NO_REFERENCE_DATE_WARNING);
}

/**
 * Shared personal info (spec 001 §3, 002 §3). Flat forms (E-6, E-7) carry the same fields at the
 * top level, so top-level values fill what the group lacks.
 */
export const personal =
  (defaultAge = 0): Codec<PersonalInfo> =>
  (raw, ctx, parent) => {
    const own = obj(raw);
    const value = (name: string): unknown => (isBlank(own[name]) ? parent[name] : own[name]);
    const pick = (name: string): string => text(value(name));
    warnIfNoReferenceDate(value('birthDate'), ctx);
    return {
      firstName: pick('firstName'),
      lastName: pick('lastName'),
      nationality: pick('nationality'),
      email: pick('email'),
      phone: pick('phone'),
      birthDate: isoDate(value('birthDate')),
      gender: pick('gender'),
      passportNumber: pick('passportNumber'),
      passportExpiry: isoDate(value('passportExpiry')),
      age: ageFrom(value('birthDate'), value('age'), ctx.today || undefined, defaultAge),
    };
  };

/** Personal info plus a few type-specific fields kept in the same group (D-10, F-2). */
export const personalWith =
  <S extends Shape>(extra: S, defaultAge = 0): Codec<PersonalInfo & Infer<S>> =>
  (raw, ctx, parent) => ({ ...personal(defaultAge)(raw, ctx, parent), ...parseShape(extra, raw, ctx) });

/** Document lists every saved application carries (spec 002 §3). */
export const documentFields = {
  documents: strList(),
  documentChecklist: strList(),
  providedDocuments: strList(),
} satisfies Shape;
export type DocumentFields = Infer<typeof documentFields>;

/** experience years -> months x12 (spec 001 §3, §9). */
export const monthsFromYears =
  (yearsField: string): Codec<number> =>
  (_v, _ctx, parent) =>
    int(parent[yearsField]) * 12;

/** A boolean that is also set when a sibling text field holds `word` ('YES', 'UNHEALTHY'). */
export const flagFromWord =
  (field: string, word: string): Codec<boolean> =>
  (v, _ctx, parent) =>
    bool(v) || key(parent[field]) === word;

/** Generic fallback profile (spec 001 §3 "Generic profile and fallback data"). */
export const genericProfileFields = {
  educationInfo: group({
    highestDegree: str(),
    major: str(),
    university: str(),
    graduationYear: num(),
    graduationCountry: str(),
  }),
  employmentInfo: group({
    currentStatus: str(),
    employer: str(),
    position: str(),
    salary: num(),
    contractType: str(),
  }),
  experienceInfo: group({
    totalYears: num(),
    relevantYears: num(),
    koreanWorkExperience: num(),
    previousCompanies: strList(),
    totalExperienceMonths: monthsFromYears('totalYears'),
  }),
  languageInfo: group({ koreanLevel: str(), englishLevel: str(), otherLanguages: strList() }),
  criminalRecord: str(),
  healthStatus: str(),
  // spec 001 §3: in the generic mapper criminal record 'YES' and health 'UNHEALTHY' become flags.
  hasCriminalRecord: flagFromWord('criminalRecord', 'YES'),
  hasHealthIssues: flagFromWord('healthStatus', 'UNHEALTHY'),
} satisfies Shape;
export type GenericProfile = Infer<typeof genericProfileFields>;
