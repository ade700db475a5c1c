import type { E7Input } from '../mappers/e7';
import { int } from '../normalise';
import { readiness } from '../document-status';
import { E7_4_KPOINT_V1 as R } from '../rule-sets/e7';
import { E74_MIN_ANNUAL_PAY, figureAt } from '../rule-sets/figures';
import { normaliseVisaCode } from '../visa-types';
import { bandRow, checkRow, gateRow, rangeRow } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';

const C = R.criteria;
const T = R.tables;

/** E-7-4 K-point E74 (visa-rules.md). */
export function evaluateE74(input: E7Input, ctx: EngineContext): EngineResult {
  const minPay = figureAt(E74_MIN_ANNUAL_PAY, ctx.today).value;
  const currentVisa = normaliseVisaCode(input.currentVisa ?? '');
  // currentVisa is only asked on CHANGE; when it is given it must be one of the eligible statuses.
  const stayOk = input.experiencePeriod >= T.minYears && (!currentVisa || T.eligibleVisas.includes(currentVisa));
  const korean = Math.max(input.topikLevel, input.kiipLevel ?? 0);
  const incomeRow = bandRow('income', C.income, T.income, input.salaryLevel, { ko: '원', en: 'KRW' });
  const koreanRow = bandRow('korean', C.korean, T.korean, korean, { ko: '급', en: '' });
  const recommended = readiness(input.recommendationLetterStatus) === 'READY';
  const breakdown: BreakdownItem[] = [
    gateRow('eligibleStay', C.eligibleStay, stayOk, `${input.currentVisa || '-'}, ${input.experiencePeriod} years`,
      `${T.eligibleVisas.join('/')} for >= ${T.minYears} years`,
      { ko: 'E-9·E-10·H-2 자격으로 4년 이상 근무해야 합니다', en: 'Needs 4+ years on E-9, E-10 or H-2' }),
    gateRow('contractPay', C.contractPay, input.salaryLevel >= minPay, input.salaryLevel, `>= ${fmt(minPay)} KRW a year`,
      { ko: `신규 계약 연봉 ${fmt(minPay)}원 이상 필요`, en: `The new contract must pay at least ${fmt(minPay)} KRW a year` }),
    gateRow('cleanRecord', C.cleanRecord, int(input.previousViolations ?? '0') === 0, input.previousViolations ?? '0', 'none',
      { ko: '불법체류·체납·100만원 이상 벌금 이력이 없어야 합니다', en: 'Illegal stay, tax arrears or fines of 1M KRW or more exclude E-7-4' }),
    { ...incomeRow, passed: incomeRow.points >= T.minItemPoints },
    { ...koreanRow, passed: koreanRow.points >= T.minItemPoints },
    rangeRow('age', C.age, T.age, input.age),
    checkRow('recommendation', C.recommendation, recommended, input.recommendationLetterStatus || null, 'recommendation obtained',
      { ko: '고용주 추천서 확보 시 +50점', en: "An employer's recommendation adds 50 points" }),
  ];
  return finalise({ visaType: 'E-7', visaSubtype: 'E-7-4', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
