import { degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E1Input } from '../mappers/e1';
import { key } from '../normalise';
import { E1_PUBLIC_V1 as R } from '../rule-sets/e1';
import { bandRow, checkRow, levelRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;
const years = { ko: '년', en: 'years' };

function activityRow(input: E1Input): BreakdownItem {
  const type = key(input.activityInfo.activityType);
  const field = T.activityKeyField[type];
  const status = field ? (input.activityInfo.details[field] ?? '') : '';
  const points = !type ? 0 : field ? readinessPoints(readiness(status), C.activityRequirement.maxPoints) : C.activityRequirement.maxPoints;
  return row('activityRequirement', C.activityRequirement, {
    points,
    applicantValue: field ? `${type}: ${field} = ${status || '-'}` : type || null,
    threshold: field ? `${field} ready` : 'activity type stated',
    improvement: points < C.activityRequirement.maxPoints
      ? { ko: '활동 유형별 요건(초청 진정성, 자격 요건 등)을 갖추면 점수 상승', en: "Meeting the activity type's own requirement raises the score" }
      : null,
    potentialGain: C.activityRequirement.maxPoints - points,
  });
}

function documentsRow(input: E1Input): BreakdownItem {
  const d = input.documentPreparation;
  const statuses = [d.degreeDocumentStatus, d.careerDocumentStatus, d.employmentDocumentStatus];
  const ready = statuses.filter((s) => readiness(s) === 'READY').length;
  const points = Math.floor((C.documents.maxPoints * ready) / statuses.length);
  return row('documents', C.documents, {
    points,
    applicantValue: `${ready}/${statuses.length} ready`,
    threshold: 'degree, career and employment documents ready',
    improvement: ready < statuses.length ? { ko: '학위·경력·고용 서류를 모두 준비하세요', en: 'Get the degree, career and employment documents ready' } : null,
    potentialGain: C.documents.maxPoints - points,
  });
}

export function evaluateE1(input: E1Input, ctx: EngineContext): EngineResult {
  const qualification = key(input.qualificationInfo.professorQualification);
  const recommendationOk = !input.requiresMinistryRecommendation || input.hasMinistryRecommendation;
  const basic = [input.hasApplicationForm, input.hasPassportPhoto, input.hasFeePayment].filter(Boolean).length;
  const bonus = Math.min(C.bonus.maxPoints, input.bonusItems.length * T.bonusPerItem);
  const violation = input.currentStatus?.hasViolations === true;
  const penalty = -(input.penaltyItems.length * T.penaltyPerItem) - (violation ? T.violationPenalty : 0);
  const breakdown: BreakdownItem[] = [
    levelRow('qualification', C.qualification, T.qualification, qualification, { passed: qualification in T.qualification }),
    checkRow('ministryRecommendation', C.ministryRecommendation, recommendationOk, input.activityInfo.recommendationRequirement || null,
      'NOT_REQUIRED or REQUIRED_OBTAINED',
      input.ministryRecommendationInProgress
        ? { ko: '추천서 발급이 진행 중입니다. 발급 완료 후 신청하세요', en: 'The recommendation is in progress: apply once it is issued' }
        : { ko: '중앙행정기관 추천서를 받아야 합니다', en: 'A ministry recommendation is required' }),
    levelRow('education', C.education, T.education, degreeLevel(input.qualificationInfo.educationLevel)),
    bandRow('researchYears', C.researchYears, T.years, input.researchYears, years),
    bandRow('teachingYears', C.teachingYears, T.years, input.teachingYears, years),
    activityRow(input),
    documentsRow(input),
    row('basicDocuments', C.basicDocuments, {
      points: Math.floor((C.basicDocuments.maxPoints * basic) / 3),
      applicantValue: `${basic}/3`,
      threshold: 'APPLICATION_FORM, PASSPORT_PHOTO, FEE_PAYMENT',
      improvement: basic < 3 ? { ko: '신청서·여권 사진·수수료를 준비하세요', en: 'Prepare the application form, photo and fee' } : null,
      potentialGain: C.basicDocuments.maxPoints - Math.floor((C.basicDocuments.maxPoints * basic) / 3),
    }),
    row('bonus', C.bonus, { points: bonus, applicantValue: input.bonusItems.join(', ') || null, threshold: `${T.bonusPerItem} per item, max ${C.bonus.maxPoints}` }),
    penaltyRow('penalty', C.penalty, penalty, [...input.penaltyItems, ...(violation ? ['violation'] : [])].join(', ') || null,
      `-${T.penaltyPerItem} per item, -${T.violationPenalty} for a violation`,
      { ko: '감점 사유를 해소하면 점수가 회복됩니다', en: 'Clearing the penalty items restores the points' }),
  ];
  const notes: string[] = [];
  if (input.ceoInvitationRequired) notes.push('해당 국적은 기관장 초청 서류가 추가로 요구될 수 있습니다.');
  return finalise(
    { visaType: 'E-1', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, input.documentPreparation.basicDocumentsReady), notes },
    ctx,
  );
}
