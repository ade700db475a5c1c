import { extractProfile, type ApplicantProfile } from '../applicant-profile';
import { degreeAtLeast } from '../degrees';
import { mapFormFor } from '../mappers/index';
import { E7_4_KPOINT_V1 } from '../rule-sets/e7';
import { E74_MIN_ANNUAL_PAY, GNI_PER_CAPITA, figureAt, share } from '../rule-sets/figures';
import { F2_99_V1 } from '../rule-sets/f2-other';
import { normaliseVisaCode } from '../visa-types';
import { evaluateD10 } from './d10';
import { evaluateF27 } from './f2-7';
import type { ChangePath } from './types';
import { formatNumber as fmt } from '../format';


export interface ChangePathOptions {
  today: string;
  /** The subtype being assessed (F-2-7 is not proposed to an F-2-7 applicant). */
  visaSubtype?: string | null;
}

/** D-10 on the same profile, through the D-10 mapper and engine. */
function d10Path(p: ApplicantProfile, today: string): ChangePath | null {
  const input = mapFormFor('D-10', 'CHANGE', {
    personalInfo: { age: p.age, nationality: p.nationality },
    educationInfo: { highestDegree: p.highestDegree === 'NONE' ? '' : p.highestDegree, isKoreanDegree: p.hasKoreanDegree },
    experienceInfo: { yearsOfExperience: p.experienceYears, koreanWorkExperience: p.koreanWorkYears },
    languageInfo: { topikLevel: p.topikLevel, kiipLevel: p.kiipLevel },
  });
  const r = evaluateD10(input, { applicationType: 'CHANGE', today });
  return r.eligible ? { visaType: 'D-10', visaSubtype: null, reason: `구직(D-10) 점수 ${r.totalPoints}점으로 합격 기준 ${r.passMark}점을 넘습니다.` } : null;
}

/** F-2-7 on the same profile, through the F-2 mapper and the F-2-7 engine. */
function f27Path(p: ApplicantProfile, today: string): ChangePath | null {
  const input = mapFormFor('F-2', 'CHANGE', {
    visaSubtype: 'F-2-7',
    personalInfo: { age: p.age, nationality: p.nationality, hasCriminalRecord: p.hasCriminalRecord },
    education: { level: p.highestDegree === 'NONE' ? '' : p.highestDegree, koreanDegree: p.hasKoreanDegree },
    korean: { topik: p.topikLevel, kiip: p.kiipLevel },
    income: { annual: p.annualIncome },
    bonus: { koreanWorkYears: p.koreanWorkYears },
  });
  const r = evaluateF27(input, { applicationType: 'CHANGE', today });
  return r.eligible && !p.hasCriminalRecord
    ? { visaType: 'F-2', visaSubtype: 'F-2-7', reason: `점수제 거주(F-2-7) 점수 ${r.totalPoints}점으로 기준 ${r.passMark}점 이상입니다.` }
    : null;
}

/** E-7-1 requirement check (visa-rules.md): education or experience, and pay >= 80% GNI. */
function e7Path(p: ApplicantProfile, today: string): ChangePath | null {
  const floor = share(figureAt(GNI_PER_CAPITA, today), 0.8);
  const route =
    degreeAtLeast(p.highestDegree, 'MASTER') ||
    (p.highestDegree === 'BACHELOR' && (p.experienceYears >= 1 || p.hasKoreanDegree)) ||
    p.experienceYears >= 5;
  return route && p.annualIncome >= floor
    ? { visaType: 'E-7', visaSubtype: 'E-7-1', reason: `학력·경력 요건과 연봉 ${fmt(floor)}원(GNI 80%) 이상 요건을 충족해 특정활동(E-7-1) 전환을 검토할 수 있습니다.` }
    : null;
}

/** E-7-4 (visa-rules.md): 4+ years on E-9/E-10/H-2, Korean 2+, pay >= the contract floor. */
function e74Path(p: ApplicantProfile, today: string): ChangePath | null {
  const t = E7_4_KPOINT_V1.tables;
  const years = Math.max(p.koreanWorkYears, p.experienceYears);
  const ok = t.eligibleVisas.includes(p.currentVisa) && years >= t.minYears &&
    Math.max(p.topikLevel, p.kiipLevel) >= 2 && p.annualIncome >= figureAt(E74_MIN_ANNUAL_PAY, today).value;
  return ok ? { visaType: 'E-7', visaSubtype: 'E-7-4', reason: `${p.currentVisa} 자격으로 ${years}년 근무해 숙련기능인력(E-7-4) 점수제 전환을 검토할 수 있습니다.` } : null;
}

/** F-2-99 (visa-rules.md): 7 years of stay, 5 after E-1..E-5 or E-7, no criminal record. */
function f299Path(p: ApplicantProfile): ChangePath | null {
  const t = F2_99_V1.tables;
  const needed = t.professionalVisas.includes(p.currentVisa) ? t.stayYearsProfessional : t.stayYears;
  return p.stayYears >= needed && !p.hasCriminalRecord
    ? { visaType: 'F-2', visaSubtype: 'F-2-99', reason: `국내 체류 ${p.stayYears}년으로 장기체류자 거주(F-2-99) 요건(${needed}년)을 충족할 수 있습니다.` }
    : null;
}

/**
 * Other visa types the applicant would qualify for, from the same input: the D-10 and F-2-7
 * engines run on the applicant's profile, the E-7 and F-2-99 rules are checked directly.
 * The type (and F-2 subtype) being assessed is never proposed.
 */
export function findChangePaths(visaType: string, input: unknown, options: ChangePathOptions): ChangePath[] {
  const current = normaliseVisaCode(visaType);
  const p = extractProfile(current, input);
  const candidates: Array<[string, () => ChangePath | null]> = [
    ['D-10', () => d10Path(p, options.today)],
    ['F-2-7', () => f27Path(p, options.today)],
    ['E-7', () => e7Path(p, options.today) ?? e74Path(p, options.today)],
    ['F-2-99', () => f299Path(p)],
  ];
  const assessed = current === 'F-2' ? (options.visaSubtype ?? 'F-2-7') : current;
  return candidates
    .filter(([target]) => target !== assessed)
    .map(([, run]) => run())
    .filter((x): x is ChangePath => x !== null);
}
