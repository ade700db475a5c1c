import { countryKey } from '../countries';
import { VisaTypeNotSupportedError } from '../errors';
import type { F6Input } from '../mappers/f6';
import { key } from '../normalise';
import { F6_MIN_HOUSEHOLD_INCOME, figureAt } from '../rule-sets/figures';
import { F6_SPEC_V1 as R } from '../rule-sets/f6';
import { checkRow } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';

const C = R.criteria;

/** spec 002 §5: integration programme, TOPIK or KIIP >= 2, or a completed course. */
export function meetsF6LanguageRule(k: F6Input['koreanIntegration']): boolean {
  return k.integrationProgram || k.topikLevel >= R.tables.minKoreanLevel || (k.kiipLevel ?? 0) >= R.tables.minKoreanLevel || k.courseCompleted;
}

export function meetsF6IncomeRule(householdIncome: number, today: string): boolean {
  return householdIncome >= figureAt(F6_MIN_HOUSEHOLD_INCOME, today).value;
}

function rows(input: F6Input, today: string): Record<string, BreakdownItem> {
  const spouseKorean = input.spouseInfo.isKoreanCitizen || countryKey(input.spouseInfo.nationality) === 'KOREA';
  const registered = input.marriageInfo.registeredInKorea;
  const income = input.incomeRequirement.householdIncome;
  const floor = figureAt(F6_MIN_HOUSEHOLD_INCOME, today).value;
  const k = input.koreanIntegration;
  const family = input.familyRelations;
  const ended = R.tables.endedStatuses.includes(key(input.marriageInfo.marriageStatus));
  return {
    koreanSpouse: checkRow('koreanSpouse', C.koreanSpouse, spouseKorean, input.spouseInfo.nationality || spouseKorean, 'Korean national',
      { ko: '배우자가 대한민국 국민이어야 합니다', en: 'The spouse must be a Korean national' }),
    marriageRegistered: checkRow('marriageRegistered', C.marriageRegistered, registered, registered, 'registered in Korea',
      { ko: '한국에 혼인 신고를 완료하세요', en: 'Register the marriage in Korea' }),
    householdIncome: checkRow('householdIncome', C.householdIncome, meetsF6IncomeRule(income, today), income, `>= ${fmt(floor)}`,
      { ko: `가구 소득 ${fmt(floor)}원 이상 필요 (현재 ${fmt(income)}원)`, en: `Household income must be at least ${fmt(floor)} (now ${fmt(income)})` }),
    korean: checkRow('korean', C.korean, meetsF6LanguageRule(k), `TOPIK ${k.topikLevel} / KIIP ${k.kiipLevel ?? '-'}${k.integrationProgram ? ' / programme' : ''}${k.courseCompleted ? ' / course' : ''}`,
      'integration programme, TOPIK or KIIP >= 2, or course completion',
      { ko: 'TOPIK 2급 또는 KIIP 2단계 이상 취득, 사회통합프로그램 참여 또는 한국어 교육과정 이수 필요', en: 'Reach TOPIK or KIIP 2, join the integration programme or complete a Korean course' }),
    genuineness: checkRow('genuineness', C.genuineness, input.marriageGenuineness.cohabiting, input.marriageGenuineness.cohabiting, 'living together',
      { ko: '부부 동거 사실을 입증하면 +10점', en: 'Proof of living together adds 10 points' }),
    commonLanguage: checkRow('commonLanguage', C.commonLanguage, input.marriageGenuineness.commonLanguage !== '', input.marriageGenuineness.commonLanguage || null,
      'a language both speak', { ko: '부부가 소통할 수 있는 공통 언어 입증 시 +10점', en: 'Proof of a common language adds 10 points' }),
    childRaising: checkRow('childRaising', C.childRaising, family.hasChildren && family.raisingChildInKorea, family.childrenCount,
      'raising the couple\'s child in Korea', { ko: '국내에서 부부의 자녀를 양육하고 있어야 합니다', en: 'The applicant must be raising the couple\'s child in Korea' }),
    marriageEnded: checkRow('marriageEnded', C.marriageEnded, ended, input.marriageInfo.marriageStatus || null, R.tables.endedStatuses.join(', '),
      { ko: '배우자의 사망·실종·이혼 등으로 혼인이 단절되어야 합니다', en: 'The marriage must have ended (death, disappearance, divorce)' }),
    notAtFault: checkRow('notAtFault', C.notAtFault, !input.marriageInfo.applicantAtFault, !input.marriageInfo.applicantAtFault, 'not at fault',
      { ko: '본인에게 책임이 없음을 입증해야 합니다', en: 'The applicant must not be at fault' }),
  };
}

export function evaluateF6(input: F6Input, ctx: EngineContext): EngineResult {
  const category = key(input.f6Category).replace(/_/g, '-') || 'F-6-1';
  const names = R.tables.categories[category];
  if (!names) throw new VisaTypeNotSupportedError(category, 'F-6 categories: F-6-1, F-6-2, F-6-3');
  const all = rows(input, ctx.today);
  const breakdown = names.map((n) => all[n]).filter((b): b is BreakdownItem => b !== undefined);
  const notes = category === 'F-6-1'
    ? ['자녀가 있거나 임신 20주 이상이면 소득·한국어 요건이 면제될 수 있습니다 (공식 기준, 출입국 확인 필요).']
    : [];
  return finalise({ visaType: 'F-6', visaSubtype: category, ruleSet: R, breakdown, providedDocuments: providedDocuments(input), notes }, ctx);
}
