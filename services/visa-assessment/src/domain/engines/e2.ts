import { isCountryIn } from '../countries';
import { degreeAtLeast, degreeLevel } from '../degrees';
import { isNothing, readiness } from '../document-status';
import type { E2Input } from '../mappers/e2';
import { E2_PUBLIC_V1 as R } from '../rule-sets/e2';
import { checkRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

function statusRow(criterion: 'health' | 'contract' | 'educationDocuments', status: string, fix: { ko: string; en: string }): BreakdownItem {
  const def = C[criterion];
  const points = readinessPoints(readiness(status), def.maxPoints);
  return row(criterion, def, {
    points,
    applicantValue: status || null,
    threshold: 'ready',
    improvement: points < def.maxPoints ? fix : null,
    potentialGain: def.maxPoints - points,
  });
}

export function evaluateE2(input: E2Input, ctx: EngineContext): EngineResult {
  const q = input.e2QualificationAssessment;
  const d = input.e2DocumentAssessment;
  const native = isCountryIn(input.personalInfo.nationality, T.nativeCountries) || q.officialLanguageSpecial;
  const level = degreeLevel(q.highestDegree || input.educationInfo.highestDegree);
  const degreeOk = degreeAtLeast(level, 'BACHELOR') && (q.nativeCountryUniversity || q.koreanUniversitySpecial);
  const bonus = (!isNothing(q.teachingQualification) || input.e2BonusAssessment.bonusItems.length > 0) ? C.bonus.maxPoints : 0;
  const breakdown: BreakdownItem[] = [
    checkRow('nativeSpeaker', C.nativeSpeaker, native, input.personalInfo.nationality || null, T.nativeCountries.join(', '),
      { ko: '해당 외국어를 모국어로 하는 국가의 국민이어야 합니다', en: 'Must be a national of a country whose mother tongue is the language taught' }),
    checkRow('degree', C.degree, degreeOk, `${level}${q.nativeCountryUniversity ? ', native-country university' : ''}${q.koreanUniversitySpecial ? ', Korean university' : ''}`,
      "bachelor's or higher from the native country (or schooling there + Korean bachelor's)",
      { ko: '모국 대학의 학사 이상 학위(또는 모국 학교 교육 + 국내 학사)가 필요합니다', en: "Needs a bachelor's from the native country, or schooling there plus a Korean bachelor's" }),
    checkRow('criminalRecord', C.criminalRecord, readiness(d.criminalRecordStatus) === 'READY', d.criminalRecordStatus || null, 'apostilled, issued within 6 months',
      { ko: '아포스티유 확인된 6개월 이내 범죄경력증명서를 준비하세요', en: 'Get a nationwide criminal record check, apostilled, issued within 6 months' }),
    statusRow('health', d.healthCheckStatus, { ko: '건강 확인서를 준비하세요', en: 'Prepare the health statement' }),
    statusRow('contract', d.employmentContractStatus, { ko: '고용 계약서를 준비하세요', en: 'Prepare the employment contract' }),
    statusRow('educationDocuments', d.educationDocumentStatus, { ko: '학위증 아포스티유를 받으세요', en: 'Have the degree apostilled' }),
    row('bonus', C.bonus, { points: bonus, applicantValue: q.teachingQualification || input.e2BonusAssessment.bonusItems.join(', ') || null, threshold: 'teaching qualification (TEFL, licence) or bonus items' }),
  ];
  return finalise(
    { visaType: 'E-2', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, d.basicDocumentsReady) },
    ctx,
  );
}
