import { degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E1Input } from '../mappers/e1';
import { key } from '../normalise';
import { E1_PUBLIC_V1 as R } from '../rule-sets/e1';
import { bandRow, checkRow, levelRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;
const years = { ko: '년', en: 'years', zh: '年', ja: '年' };

function activityRow(input: E1Input): BreakdownItem {
  const type = key(input.activityInfo.activityType);
  const field = T.activityKeyField[type];
  const status = field ? (input.activityInfo.details[field] ?? '') : '';
  const points = !type ? 0 : field ? readinessPoints(readiness(status), C.activityRequirement.maxPoints) : C.activityRequirement.maxPoints;
  return row('activityRequirement', C.activityRequirement, {
    points,
    applicantValue: field ? `${type}: ${field} = ${status || '-'}` : type || null,
    threshold: field
      ? t4(`${field} 준비 완료`, `${field} ready`, `${field}已准备`, `${field}準備済み`)
      : t4('활동 유형 기재', 'activity type stated', '已填写活动类型', '活動類型を記載済み'),
    improvement:
      points < C.activityRequirement.maxPoints
        ? {
            ko: '활동 유형별 요건(초청 진정성, 자격 요건 등)을 갖추면 점수 상승',
            en: "Meeting the activity type's own requirement raises the score",
            zh: '满足各活动类型的要求（邀请的真实性、资格要求等）可提高分数',
            ja: '活動類型ごとの要件（招へいの真正性、資格要件など）を満たすと点数が上がります',
          }
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
    threshold: t4(
      '학위·경력·고용 서류 준비 완료',
      'degree, career and employment documents ready',
      '学位·经历·雇佣材料已准备',
      '学位・経歴・雇用書類の準備済み',
    ),
    improvement:
      ready < statuses.length
        ? {
            ko: '학위·경력·고용 서류를 모두 준비하세요',
            en: 'Get the degree, career and employment documents ready',
            zh: '请备齐学位、经历和雇佣相关材料',
            ja: '学位・経歴・雇用に関する書類をすべて準備してください',
          }
        : null,
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
    checkRow(
      'ministryRecommendation',
      C.ministryRecommendation,
      recommendationOk,
      input.activityInfo.recommendationRequirement || null,
      t4(
        '추천 불필요 또는 추천서 취득 (NOT_REQUIRED, REQUIRED_OBTAINED)',
        'NOT_REQUIRED or REQUIRED_OBTAINED',
        '无需推荐或已取得推荐信（NOT_REQUIRED、REQUIRED_OBTAINED）',
        '推薦不要または推薦書取得済み（NOT_REQUIRED、REQUIRED_OBTAINED）',
      ),
      input.ministryRecommendationInProgress
        ? {
            ko: '추천서 발급이 진행 중입니다. 발급 완료 후 신청하세요',
            en: 'The recommendation is in progress: apply once it is issued',
            zh: '推荐信正在办理中，请在签发后申请',
            ja: '推薦書の発給手続き中です。発給後に申請してください',
          }
        : {
            ko: '중앙행정기관 추천서를 받아야 합니다',
            en: 'A ministry recommendation is required',
            zh: '需要取得中央行政机关的推荐信',
            ja: '中央行政機関の推薦書が必要です',
          },
    ),
    levelRow('education', C.education, T.education, degreeLevel(input.qualificationInfo.educationLevel)),
    bandRow('researchYears', C.researchYears, T.years, input.researchYears, years),
    bandRow('teachingYears', C.teachingYears, T.years, input.teachingYears, years),
    activityRow(input),
    documentsRow(input),
    row('basicDocuments', C.basicDocuments, {
      points: Math.floor((C.basicDocuments.maxPoints * basic) / 3),
      applicantValue: `${basic}/3`,
      threshold: t4('신청서, 여권용 사진, 수수료', 'APPLICATION_FORM, PASSPORT_PHOTO, FEE_PAYMENT', '申请表、护照照片、手续费', '申請書、旅券用写真、手数料'),
      improvement:
        basic < 3
          ? {
              ko: '신청서·여권 사진·수수료를 준비하세요',
              en: 'Prepare the application form, photo and fee',
              zh: '请准备申请表、护照照片和手续费',
              ja: '申請書・旅券用写真・手数料を準備してください',
            }
          : null,
      potentialGain: C.basicDocuments.maxPoints - Math.floor((C.basicDocuments.maxPoints * basic) / 3),
    }),
    row('bonus', C.bonus, {
      points: bonus,
      applicantValue: input.bonusItems.join(', ') || null,
      threshold: t4(
        `항목당 ${T.bonusPerItem}점, 최대 ${C.bonus.maxPoints}점`,
        `${T.bonusPerItem} per item, max ${C.bonus.maxPoints}`,
        `每项${T.bonusPerItem}分，最多${C.bonus.maxPoints}分`,
        `1項目${T.bonusPerItem}点、最大${C.bonus.maxPoints}点`,
      ),
    }),
    penaltyRow(
      'penalty',
      C.penalty,
      penalty,
      [...input.penaltyItems, ...(violation ? ['violation'] : [])].join(', ') || null,
      t4(
        `항목당 -${T.penaltyPerItem}점, 위반 시 -${T.violationPenalty}점`,
        `-${T.penaltyPerItem} per item, -${T.violationPenalty} for a violation`,
        `每项-${T.penaltyPerItem}分，违规-${T.violationPenalty}分`,
        `1項目-${T.penaltyPerItem}点、違反は-${T.violationPenalty}点`,
      ),
      {
        ko: '감점 사유를 해소하면 점수가 회복됩니다',
        en: 'Clearing the penalty items restores the points',
        zh: '消除减分事由后即可恢复分数',
        ja: '減点事由を解消すると点数が回復します',
      },
    ),
  ];
  const notes: Text[] = [];
  if (input.ceoInvitationRequired) {
    notes.push(
      t4(
        '해당 국적은 기관장 초청 서류가 추가로 요구될 수 있습니다.',
        'For this nationality, an invitation from the head of the institution may also be required.',
        '该国籍可能还需要提交机构负责人的邀请材料。',
        'この国籍では、機関長の招へい書類が追加で求められることがあります。',
      ),
    );
  }
  return finalise(
    {
      visaType: 'E-1',
      visaSubtype: null,
      ruleSet: R,
      breakdown,
      providedDocuments: providedDocuments(input, input.documentPreparation.basicDocumentsReady),
      notes,
    },
    ctx,
  );
}
