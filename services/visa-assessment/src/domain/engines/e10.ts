import { isNothing, readiness } from '../document-status';
import type { E10Input } from '../mappers/e10';
import { key } from '../normalise';
import { E10_PUBLIC_V1 as R } from '../rule-sets/e10';
import { checkRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

export function evaluateE10(input: E10Input, ctx: EngineContext): EngineResult {
  const sub = key(input.e10SubType).replace(/_/g, '-');
  const rule = T.tonnage[sub];
  const tonnage = rule ? input.vesselTonnage[rule.field] : 0;
  const legit = readiness(input.businessLegitimacy);
  const insurance = readiness(input.insuranceStatus);
  const penalised = !isNothing(input.penaltyHistory);
  const breakdown: BreakdownItem[] = [
    checkRow('subType', C.subType, rule !== undefined, input.e10SubType || null, Object.keys(T.tonnage).join(', '),
      { ko: '세부 자격(E-10-1/2/3)을 선택하세요', en: 'Choose E-10-1, E-10-2 or E-10-3' }),
    checkRow('vesselTonnage', C.vesselTonnage, rule !== undefined && tonnage >= rule.min, tonnage,
      Object.entries(T.tonnage).map(([s, r]) => `${s} >= ${r.min} t`).join(', '),
      { ko: `선박 톤수가 기준(${rule ? `${rule.min}톤` : '세부 자격별'}) 이상이어야 합니다`, en: `The vessel must be at least ${rule ? `${rule.min} tons` : 'the sub-type tonnage'}` }),
    checkRow('contractPeriod', C.contractPeriod, input.contractPeriod >= T.minContractMonths, input.contractPeriod, `>= ${T.minContractMonths} months`,
      { ko: '6개월 이상 선원 근로계약이 필요합니다', en: 'Needs a seafarer contract of at least 6 months' }),
    row('businessLegitimacy', C.businessLegitimacy, {
      points: readinessPoints(legit, C.businessLegitimacy.maxPoints),
      applicantValue: input.businessLegitimacy || null,
      threshold: 'verified',
      improvement: legit === 'READY' ? null : { ko: '선주·사업체 적법성 서류를 준비하세요', en: "Prepare proof the shipowner's business is legitimate" },
      potentialGain: C.businessLegitimacy.maxPoints - readinessPoints(legit, C.businessLegitimacy.maxPoints),
    }),
    checkRow('healthAndCriminal', C.healthAndCriminal, readiness(input.healthAndCriminalDocuments) === 'READY', input.healthAndCriminalDocuments || null, 'ready',
      { ko: '건강진단서와 범죄경력증명서를 준비하세요', en: 'Prepare the health certificate and criminal record' }),
    row('insurance', C.insurance, {
      points: readinessPoints(insurance, C.insurance.maxPoints),
      applicantValue: input.insuranceStatus || null,
      threshold: 'insured',
      improvement: insurance === 'READY' ? null : { ko: '선원 보험 가입 시 +10점', en: 'Crew insurance adds 10 points' },
      potentialGain: C.insurance.maxPoints - readinessPoints(insurance, C.insurance.maxPoints),
    }),
    checkRow('crewStatus', C.crewStatus, input.crewMemberStatus !== '', input.crewMemberStatus || null, 'stated',
      { ko: '선원 신분(선원수첩 등)을 확인하세요', en: "Confirm the crew member status (seafarer's book)" }),
    checkRow('reemployment', C.reemployment, readiness(input.reemploymentStatus) === 'READY', input.reemploymentStatus || null, 're-employed',
      { ko: '재고용 확인 시 가점', en: 'Re-employment adds a bonus' }),
    penaltyRow('penalty', C.penalty, penalised ? -T.penalty : 0, input.penaltyHistory || null, `-${T.penalty}`,
      { ko: '위반 이력은 감점됩니다', en: 'A penalty history takes points away' }),
  ];
  return finalise({ visaType: 'E-10', visaSubtype: sub || null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, input.requiredDocuments) }, ctx);
}
