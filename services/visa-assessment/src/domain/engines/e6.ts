import { readiness } from '../document-status';
import type { E6Input } from '../mappers/e6';
import { key } from '../normalise';
import { E6_PUBLIC_V1 as R } from '../rule-sets/e6';
import { checkRow, gateRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

function docRow(criterion: 'basicDocuments' | 'organizationDocuments' | 'specialDocuments', status: string, applies = true): BreakdownItem {
  const def = C[criterion];
  const points = applies ? readinessPoints(readiness(status), def.maxPoints) : def.maxPoints;
  return row(criterion, def, {
    points,
    applicantValue: applies ? status || null : 'not applicable',
    threshold: 'ready',
    improvement: points < def.maxPoints ? { ko: `${def.label.ko}를 준비하세요`, en: `Get the ${def.label.en.toLowerCase()} ready` } : null,
    potentialGain: def.maxPoints - points,
  });
}

export function evaluateE6(input: E6Input, ctx: EngineContext): EngineResult {
  const sub = key(input.e6SubCategory).replace(/_/g, '-');
  const venue = sub === 'E-6-2';
  const age = input.personalInfo.age;
  const ageRule = readiness(input.ageLegalRequirements);
  const ageOk = (ageRule === 'READY' || (input.ageLegalRequirements === '' && age >= T.adultAge)) && (!venue || age >= T.adultAge);
  const recommendation = !venue || readiness(input.performanceRecommendation) === 'READY';
  const career = input.internationalReputation ? 'READY' : readiness(input.careerProofDocuments);
  const bonus = input.goldCardHolder || input.largeInvestorSpouse || input.professionalSpouse || input.internationalReputation;
  const deduction = (input.dismissedByFault ? T.penalties.dismissedByFault : 0) +
    (input.noConsentWithoutReason ? T.penalties.noConsentWithoutReason : 0) + (input.reportDelayed ? T.penalties.reportDelayed : 0);
  const breakdown: BreakdownItem[] = [
    checkRow('subCategory', C.subCategory, T.subCategories.includes(sub), input.e6SubCategory || null, T.subCategories.join(', '),
      { ko: '세부 자격(E-6-1/2/3)을 선택하세요', en: 'Choose E-6-1, E-6-2 or E-6-3' }),
    checkRow('contract', C.contract, readiness(input.contractStatus) === 'READY', input.contractStatus || null, 'signed',
      { ko: '공연·활동 계약을 체결하세요', en: 'Sign the performance or activity contract' }),
    row('careerProof', C.careerProof, {
      points: readinessPoints(career, C.careerProof.maxPoints),
      applicantValue: input.internationalReputation ? 'international reputation' : input.careerProofDocuments || null,
      threshold: 'career proof ready or international reputation',
      improvement: career === 'READY' ? null : { ko: '경력 입증 서류를 준비하세요', en: 'Prepare proof of career' },
      potentialGain: C.careerProof.maxPoints - readinessPoints(career, C.careerProof.maxPoints),
    }),
    checkRow('recommendation', C.recommendation, recommendation, venue ? input.performanceRecommendation || null : 'not required',
      'obtained (E-6-2)', { ko: 'E-6-2는 영상물등급위원회 추천이 필요합니다', en: 'E-6-2 needs the media rating board recommendation' }),
    checkRow('ageLegal', C.ageLegal, ageOk, age, venue ? `adult (>= ${T.adultAge})` : 'age and legal requirements met',
      { ko: '연령·법적 요건을 확인하세요', en: 'Check the age and legal requirements' }),
    docRow('basicDocuments', input.basicDocuments),
    docRow('organizationDocuments', input.organizationDocuments),
    docRow('specialDocuments', input.e62SpecialDocuments, venue),
    checkRow('bonus', C.bonus, bonus, bonus, 'gold card, investor or professional spouse, international reputation',
      { ko: '우대 항목이 있으면 가점', en: 'A bonus item adds points' }),
    penaltyRow('penalty', C.penalty, -deduction, deduction, 'dismissal by fault -10, no consent -10, late report -5',
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items' }),
    gateRow('noFalseDocuments', C.noFalseDocuments, !input.falseDocuments, input.falseDocuments, 'none',
      { ko: '허위 서류 제출 이력이 있으면 신청할 수 없습니다', en: 'False documents bar the application' }),
  ];
  return finalise({ visaType: 'E-6', visaSubtype: sub || null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
