import { readiness } from '../document-status';
import type { E4Input } from '../mappers/e4';
import { E4_PUBLIC_V1 as R } from '../rule-sets/e4';
import { checkRow, gateRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;

export function evaluateE4(input: E4Input, ctx: EngineContext): EngineResult {
  const contract = readiness(input.technologyIntroductionContract) === 'READY' || input.advancedTechnologyField !== '';
  const field = input.technicalProvisionField || input.advancedTechnologyField;
  const docs = [input.basicDocuments, input.technologyDocuments, input.organizationDocuments, input.residenceDocuments];
  const ready = docs.filter((d) => readiness(d) === 'READY').length;
  const docPoints = Math.floor((C.documents.maxPoints * ready) / docs.length);
  const bonus = input.goldScienceCard || input.itCard || input.investorSpouse || input.activityPermitExempt;
  const penaltyCount = Number(input.noOriginalConsent) + Number(input.reportDeadlineExceeded);
  const breakdown: BreakdownItem[] = [
    checkRow('technologyContract', C.technologyContract, contract, input.technologyIntroductionContract || input.advancedTechnologyField || null,
      'contract under the Foreign Investment Promotion Act, or advanced technology not available in Korea',
      { ko: '외국인투자촉진법상 기술도입계약 또는 국내에 없는 고도기술이 필요합니다', en: 'Needs a technology contract under the Foreign Investment Promotion Act or advanced technology' }),
    checkRow('technicalField', C.technicalField, field !== '', field || null, 'technology field stated',
      { ko: '제공 기술 분야를 명시하세요', en: 'State the technology field' }),
    checkRow('dispatchCertificate', C.dispatchCertificate, readiness(input.dispatchCertificate) === 'READY', input.dispatchCertificate || null, 'ready',
      { ko: '파견명령서를 준비하세요', en: 'Get the dispatch certificate' }),
    row('educationAndExperience', C.educationAndExperience, {
      points: readinessPoints(readiness(input.educationAndExperience), C.educationAndExperience.maxPoints),
      applicantValue: input.educationAndExperience || null,
      threshold: 'ready',
      improvement: readiness(input.educationAndExperience) === 'READY' ? null : { ko: '학력·경력 입증 서류를 준비하세요', en: 'Prepare proof of education and experience' },
      potentialGain: C.educationAndExperience.maxPoints - readinessPoints(readiness(input.educationAndExperience), C.educationAndExperience.maxPoints),
    }),
    checkRow('ministryRecommendation', C.ministryRecommendation, readiness(input.ministryRecommendation) === 'READY', input.ministryRecommendation || null, 'obtained',
      { ko: '관계부처 추천서가 있으면 +10점', en: 'A ministry recommendation adds 10 points' }),
    row('documents', C.documents, {
      points: docPoints,
      applicantValue: `${ready}/${docs.length} ready`,
      threshold: 'all four document groups ready',
      improvement: ready < docs.length ? { ko: '기본·기술·기관·체류 서류를 모두 준비하세요', en: 'Get all four document groups ready' } : null,
      potentialGain: C.documents.maxPoints - docPoints,
    }),
    checkRow('bonus', C.bonus, bonus, bonus, 'gold science card, IT card, investor spouse or activity permit exemption',
      { ko: '사이언스·IT 카드 등 우대 요건이 있으면 가점', en: 'A gold science or IT card and similar add a bonus' }),
    penaltyRow('penalty', C.penalty, -R.tables.penaltyPerItem * penaltyCount, penaltyCount, `-${R.tables.penaltyPerItem} each`,
      { ko: '원 소속 동의서 확보와 기한 내 신고로 감점을 피하세요', en: 'Get the original consent and report on time to avoid deductions' }),
  ];
  if (ctx.applicationType === 'C2') {
    breakdown.push(gateRow('changeRequirements', C.changeRequirements, readiness(input.changeRequirementsFulfillment) === 'READY',
      input.changeRequirementsFulfillment || null, 'met', { ko: '체류자격 변경 요건을 충족해야 합니다', en: 'The change-of-status requirements must be met' }));
  }
  if (ctx.applicationType === 'C3') {
    breakdown.push(gateRow('reportDeadline', C.reportDeadline, readiness(input.reportDeadlineCompliance) === 'READY' && !input.reportDeadlineExceeded,
      input.reportDeadlineCompliance || null, 'reported on time', { ko: '신고 기한을 지켜야 합니다', en: 'The report must be filed on time' }));
  }
  return finalise({ visaType: 'E-4', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
