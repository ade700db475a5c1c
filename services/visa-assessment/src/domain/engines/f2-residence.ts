import { degreeAtLeast, degreeLevel } from '../degrees';
import type { F2Input } from '../mappers/f2';
import { normaliseVisaCode } from '../visa-types';
import { GNI_PER_CAPITA, figureAt, share } from '../rule-sets/figures';
import { F2_99_V1, F2_R_V1 } from '../rule-sets/f2-other';
import { checkRow } from './criteria';
import { standingRows } from './f2-common';
import { finalise, providedDocuments } from './result';
import type { EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';


function annualIncome(input: F2Input): number {
  return Math.max(input.income.annual, input.financialInfo.annualIncome);
}

function koreanLevel(input: F2Input): number {
  return Math.max(input.korean.topik, input.korean.kiip ?? 0);
}

/** F-2-99: long-term residence (visa-rules.md). */
export function evaluateF299(input: F2Input, ctx: EngineContext): EngineResult {
  const R = F2_99_V1;
  const T = R.tables;
  const professional = T.professionalVisas.includes(normaliseVisaCode(input.currentVisa));
  const neededYears = professional ? T.stayYearsProfessional : T.stayYears;
  const incomeFloor = share(figureAt(GNI_PER_CAPITA, ctx.today), T.incomeShareOfGni);
  const breakdown = [
    checkRow('stay', R.criteria.stay, input.stayDuration >= neededYears, input.stayDuration, `>= ${neededYears} years`,
      { ko: `국내 체류 ${neededYears}년 이상 필요`, en: `Needs ${neededYears} years of stay in Korea` }),
    checkRow('korean', R.criteria.korean, koreanLevel(input) >= T.koreanLevel, koreanLevel(input), `TOPIK or KIIP >= ${T.koreanLevel}`,
      { ko: `TOPIK 또는 KIIP ${T.koreanLevel}단계 이상 취득 시 +20점`, en: `TOPIK or KIIP ${T.koreanLevel} adds 20 points` }),
    checkRow('income', R.criteria.income, annualIncome(input) >= incomeFloor, annualIncome(input), `>= ${fmt(incomeFloor)} KRW a year`,
      { ko: `연 소득 ${fmt(incomeFloor)}원 이상 시 +20점`, en: `Income of ${fmt(incomeFloor)} KRW a year adds 20 points` }),
    ...standingRows(input, R.criteria, T.violationPenalty),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-99', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}

/** F-2-R: regional special residence (visa-rules.md). */
export function evaluateF2R(input: F2Input, ctx: EngineContext): EngineResult {
  const R = F2_R_V1;
  const T = R.tables;
  const incomeFloor = share(figureAt(GNI_PER_CAPITA, ctx.today), T.incomeShareOfGni);
  const koreanAssociate = input.education.koreanDegree && degreeAtLeast(degreeLevel(input.education.level || input.education.degree), 'ASSOCIATE');
  const incomeMet = annualIncome(input) >= incomeFloor || koreanAssociate;
  const commitment = input.residencePlan.depopulatedArea && input.residencePlan.plannedYears >= T.regionalYears;
  const breakdown = [
    checkRow('regionalCommitment', R.criteria.regionalCommitment, commitment,
      `${input.residencePlan.depopulatedArea ? 'depopulating area' : 'other area'}, ${input.residencePlan.plannedYears} years`,
      `depopulating area, >= ${T.regionalYears} years`,
      { ko: '인구감소지역에서 5년 이상 거주·취업 계획 필요', en: 'Needs a plan to live and work 5 years in a depopulating area' }),
    checkRow('korean', R.criteria.korean, koreanLevel(input) >= T.koreanLevel, koreanLevel(input), `TOPIK or KIIP >= ${T.koreanLevel}`,
      { ko: `TOPIK 또는 KIIP ${T.koreanLevel}단계 이상 필요`, en: `Needs TOPIK or KIIP ${T.koreanLevel}` }),
    checkRow('income', R.criteria.income, incomeMet, annualIncome(input), `>= ${fmt(incomeFloor)} KRW a year or a Korean associate degree`,
      { ko: `연 소득 ${fmt(incomeFloor)}원 이상 또는 국내 전문학사 이상 필요`, en: `Needs ${fmt(incomeFloor)} KRW a year or a Korean associate degree` }),
    ...standingRows(input, R.criteria, T.violationPenalty),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-R', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
