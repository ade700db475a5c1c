import { degreeAtLeast, degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E7Input } from '../mappers/e7';
import { int, key } from '../normalise';
import { E7_PUBLIC_V1 as R } from '../rule-sets/e7';
import { GNI_PER_CAPITA, figureAt, share } from '../rule-sets/figures';
import { checkRow, penaltyRow, row } from './criteria';
import { evaluateE74 } from './e7-4';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';

const C = R.criteria;
const T = R.tables;

export function e7MajorRelated(input: E7Input): boolean {
  return readiness(input.majorRelevanceGeneral) !== 'MISSING' || key(input.majorSpecialCondition) !== 'NONE';
}

/** visa-rules.md E-7-1: the first route through the education/experience rule, or null. */
export function e7QualificationRoute(input: E7Input, gni: number): string | null {
  const degree = degreeLevel(input.education);
  const related = e7MajorRelated(input);
  const years = input.experiencePeriod;
  const pay = input.salaryLevel;
  if (degreeAtLeast(degree, 'MASTER') && related) return "related master's or higher";
  if (degree === 'BACHELOR' && related && years >= T.bachelorExperienceYears) return "related bachelor's + 1 year";
  if (degree === 'BACHELOR' && input.hasDomesticDegree === 'YES') return "Korean bachelor's (year of experience waived)";
  if (years >= T.experienceOnlyYears) return '5+ years of related experience';
  if (input.hasFortune500Experience === 'YES') return '1 year at a Fortune Global 500 company';
  if (input.hasWorldTopUniversity === 'YES') return 'degree from a top-ranked university';
  if (input.hasKotraRecommendation === 'YES' && pay >= gni * T.kotraPayShareOfGni) return 'KOTRA/ministry recommendation with pay >= 1.5x GNI';
  if (pay >= gni * T.highPayShareOfGni) return 'pay >= 3x GNI';
  return null;
}

function companyHasFiveKoreanStaff(companySize: string): boolean {
  const n = int(companySize, -1);
  if (n >= 0) return n >= T.minKoreanStaff;
  const k = key(companySize);
  return k !== '' && !T.smallCompanyWords.some((w) => k.includes(w));
}

function qualificationRow(input: E7Input, gni: number): BreakdownItem {
  const route = e7QualificationRoute(input, gni);
  const bachelor = degreeAtLeast(degreeLevel(input.education), 'BACHELOR');
  return row('qualification', C.qualification, {
    points: route ? C.qualification.maxPoints : bachelor ? T.partialQualificationPoints : 0,
    passed: route !== null,
    applicantValue: route ?? `${input.education || '-'}, ${input.experiencePeriod} years`,
    threshold: "related master's; related bachelor's + 1 year; 5 years; Korean degree; Fortune 500; top university; KOTRA + 1.5x GNI; 3x GNI",
    improvement: route ? null : { ko: '관련 분야 경력 1년 이상(학사) 또는 5년 이상 경력이 필요합니다', en: "Needs 1 year of related experience with a bachelor's, or 5 years of experience" },
    potentialGain: route ? 0 : C.qualification.maxPoints - (bachelor ? T.partialQualificationPoints : 0),
  });
}

export function evaluateE7General(input: E7Input, ctx: EngineContext): EngineResult {
  const gni = figureAt(GNI_PER_CAPITA, ctx.today).value;
  const wageFloor = share(figureAt(GNI_PER_CAPITA, ctx.today), T.wageShareOfGni);
  const staffOk = companyHasFiveKoreanStaff(input.companySize);
  const employerOk = staffOk && input.foreignEmploymentRatio <= T.maxForeignRatioPercent &&
    input.employerTaxDelinquency === 'NO' && input.employerWageArrears === 'NO';
  const related = e7MajorRelated(input);
  const occupation = readiness(input.specificJobConfirmation);
  const bonus = [input.hasKotraRecommendation, input.hasFortune500Experience, input.hasWorldTopUniversity, input.hasDomesticDegree].includes('YES');
  const violations = int(input.previousViolations ?? '0');
  const penalty = (input.visaRejectionHistory === 'YES' ? -T.rejectionPenalty : 0) - T.violationPenalty * violations;
  const breakdown: BreakdownItem[] = [
    qualificationRow(input, gni),
    checkRow('wage', C.wage, input.salaryLevel >= wageFloor, input.salaryLevel, `>= ${fmt(wageFloor)} KRW a year`,
      { ko: `연봉 ${fmt(wageFloor)}원 이상이어야 합니다 (현재 ${fmt(input.salaryLevel)}원)`, en: `Pay must be at least ${fmt(wageFloor)} KRW a year (now ${fmt(input.salaryLevel)})` }),
    checkRow('employer', C.employer, employerOk,
      `staff ${input.companySize || '-'}, foreign ${input.foreignEmploymentRatio}%, tax arrears ${input.employerTaxDelinquency}, wage arrears ${input.employerWageArrears}`,
      `>= ${T.minKoreanStaff} Korean staff, foreign <= ${T.maxForeignRatioPercent}%, no tax or wage arrears`,
      { ko: '고용 기업이 내국인 5명 이상 고용, 외국인 비율 20% 이하, 체납 없음 요건을 갖춰야 합니다', en: 'The employer needs 5+ Korean staff, foreigners at most 20% and no arrears' }),
    row('occupation', C.occupation, {
      points: occupation === 'READY' ? C.occupation.maxPoints : input.specificJob ? Math.floor(C.occupation.maxPoints / 2) : 0,
      applicantValue: input.specificJob || null,
      threshold: 'a listed E-7 occupation, confirmed',
      improvement: occupation === 'READY' ? null : { ko: '허용 직종 코드 확인 시 점수 상승', en: 'Confirming the listed occupation code raises the score' },
      potentialGain: occupation === 'READY' ? 0 : C.occupation.maxPoints - (input.specificJob ? Math.floor(C.occupation.maxPoints / 2) : 0),
    }),
    checkRow('majorRelevance', C.majorRelevance, related, input.majorRelevanceGeneral || input.majorSpecialCondition, 'major related to the job',
      { ko: '전공과 직무의 관련성 입증 시 +10점', en: 'Showing the major fits the job adds 10 points' }),
    checkRow('experienceVerified', C.experienceVerified, readiness(input.experienceVerification) === 'READY', input.experienceVerification || null,
      'verified', { ko: '경력증명서 검증 시 +5점', en: 'Verified experience certificates add 5 points' }),
    checkRow('bonus', C.bonus, bonus, bonus, 'KOTRA recommendation, Fortune 500, top university or Korean degree',
      { ko: '추천서·우수 경력·국내 학위가 있으면 가점', en: 'A recommendation, top employer or university, or a Korean degree adds a bonus' }),
    penaltyRow('history', C.history, penalty, `rejections ${input.visaRejectionHistory}, violations ${violations}`,
      `-${T.rejectionPenalty} for a refusal, -${T.violationPenalty} per violation`,
      { ko: '비자 거절·위반 이력은 감점됩니다', en: 'Refusals and violations take points away' }),
  ];
  return finalise(
    { visaType: 'E-7', visaSubtype: input.subcategory || null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, input.employmentDocs ?? [], input.educationDocs ?? [], input.experienceDocs ?? [], input.additionalDocs ?? [], input.extensionDocs ?? [], input.changeDocuments ?? []) },
    ctx,
  );
}

/** E-7 dispatches on subcategory: E-7-4 has its own points table, the others a requirement check. */
export function evaluateE7(input: E7Input, ctx: EngineContext): EngineResult {
  return key(input.subcategory).replace(/_/g, '-') === 'E-7-4' ? evaluateE74(input, ctx) : evaluateE7General(input, ctx);
}
