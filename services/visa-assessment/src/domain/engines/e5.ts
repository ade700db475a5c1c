import { readiness } from '../document-status';
import type { E5Input } from '../mappers/e5';
import { key } from '../normalise';
import { E5_PUBLIC_V1 as R } from '../rule-sets/e5';
import { checkRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

function statusPoints(criterion: 'visaDocuments' | 'employmentDocuments', status: string, fix: { ko: string; en: string }): BreakdownItem {
  const def = C[criterion];
  const points = readinessPoints(readiness(status), def.maxPoints);
  return row(criterion, def, { points, applicantValue: status || null, threshold: 'completed', improvement: points < def.maxPoints ? fix : null, potentialGain: def.maxPoints - points });
}

export function evaluateE5(input: E5Input, ctx: EngineContext): EngineResult {
  const type = key(input.professionalType);
  const licence = readiness(input.basicDocuments.degreeAndLicense);
  const needsRecommendation = T.recommendationRequiredFor.includes(type);
  const recommendation = !needsRecommendation || readiness(input.qualifications.ministryRecommendationStatus || input.qualifications.ministryRecommendation) === 'READY';
  const inst = input.institutionDocuments;
  const instReady = [inst.businessRegistration, inst.residenceProof].filter((s) => readiness(s) === 'READY').length;
  const b = input.bonuses;
  const bonus = b.goldCard || b.exemptActivity || b.ceoLecture || b.reentryExempt;
  const p = input.penalties;
  const deduction = (p.noConsent ? T.penalties.noConsent : 0) + (p.lateRegistration ? T.penalties.lateRegistration : 0) + (p.restrictedCountry ? T.penalties.restrictedCountry : 0);
  const breakdown: BreakdownItem[] = [
    checkRow('professionalType', C.professionalType, type !== '', input.professionalType || null, 'lawyer, CPA, physician, pilot, ship captain, ...',
      { ko: '국내 법령으로 인정되는 전문 직종을 선택하세요', en: 'Choose a profession recognised by Korean law' }),
    row('licence', C.licence, {
      points: readinessPoints(licence, C.licence.maxPoints),
      passed: licence === 'READY',
      applicantValue: input.basicDocuments.degreeAndLicense || null,
      threshold: 'both degree and licence',
      improvement: licence === 'READY' ? null : { ko: '학위와 자격증을 모두 갖춰야 합니다', en: 'Both the degree and the licence are needed' },
      potentialGain: C.licence.maxPoints - readinessPoints(licence, C.licence.maxPoints),
    }),
    checkRow('ministryRecommendation', C.ministryRecommendation, recommendation,
      needsRecommendation ? input.qualifications.ministryRecommendationStatus || null : 'not required', 'obtained (pilots)',
      { ko: '항공기 조종사는 국토교통부 추천이 필요합니다', en: 'Pilots need the transport ministry recommendation' }),
    checkRow('institution', C.institution, input.employmentInstitution.type !== '', input.employmentInstitution.type || null, 'stated',
      { ko: '고용 기관 유형을 명시하세요', en: 'State the employing institution' }),
    statusPoints('visaDocuments', input.basicDocuments.visaDocuments, { ko: '사증 서류를 완비하세요', en: 'Complete the visa documents' }),
    statusPoints('employmentDocuments', input.employmentDocuments, { ko: '고용 서류를 준비하세요', en: 'Prepare the employment documents' }),
    row('institutionDocuments', C.institutionDocuments, {
      points: Math.floor((C.institutionDocuments.maxPoints * instReady) / 2),
      applicantValue: `${instReady}/2`,
      threshold: 'business registration and residence proof ready',
      improvement: instReady < 2 ? { ko: '사업자등록증과 체류지 입증서류를 준비하세요', en: 'Prepare the business registration and residence proof' } : null,
      potentialGain: C.institutionDocuments.maxPoints - Math.floor((C.institutionDocuments.maxPoints * instReady) / 2),
    }),
    checkRow('bonus', C.bonus, bonus, bonus, 'gold card, exempt activity, CEO lecture or re-entry exemption',
      { ko: '우대 항목이 있으면 가점', en: 'A bonus item adds points' }),
    penaltyRow('penalty', C.penalty, -deduction, Object.entries(p).filter(([, v]) => v).map(([k]) => k).join(', ') || null,
      `noConsent -${T.penalties.noConsent}, lateRegistration -${T.penalties.lateRegistration}, restrictedCountry -${T.penalties.restrictedCountry}`,
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items' }),
  ];
  return finalise({ visaType: 'E-5', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
