import { FARM_WORK, FISHERY_WORK, LIVESTOCK_WORK, type E8Input } from '../mappers/e8';
import { readiness } from '../document-status';
import { key } from '../normalise';
import { E8_CURRENT_V1 as R } from '../rule-sets/e8';
import { checkRow, gateRow, levelRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { oneOf, t4 } from '../text';

const C = R.criteria;
const T = R.tables;

function experienceRow(input: E8Input): BreakdownItem {
  const e = input.experience;
  const other = e.agricultural + e.fishery + e.seasonal > 0;
  const points = e.previousSeasons >= 2 ? T.experience.twoSeasons : e.previousSeasons === 1 ? T.experience.oneSeason : other ? T.experience.otherExperience : 0;
  return row('experience', C.experience, {
    points,
    applicantValue: `${e.previousSeasons} seasons`,
    threshold: t4(
      '2시즌 이상 15점, 1시즌 10점, 기타 농어업 경험 5점',
      '2+ seasons 15, 1 season 10, other farm or fishery experience 5',
      '2个季度以上15分，1个季度10分，其他农渔业经验5分',
      '2シーズン以上15点、1シーズン10点、その他の農漁業経験5点',
    ),
    improvement:
      points < C.experience.maxPoints
        ? {
            ko: '계절근로 경험이 쌓이면 점수 상승',
            en: 'Each completed season raises the score',
            zh: '季节性务工经验越多分数越高',
            ja: '季節労働の経験を積むと点数が上がります',
          }
        : null,
    potentialGain: C.experience.maxPoints - points,
  });
}

/** The work type is on the list, or its words name farm, livestock or fishery work (construction labour does not). */
export function e8WorkTypeAllowed(workType: string): boolean {
  // 'SEA' in the fishery words would read "seasonal" as fishery work.
  const k = key(workType).replace(/SEASON(AL)?/g, '');
  return T.workTypes.includes(k) || T.legacyWorkTypes.includes(k) || FARM_WORK.test(k) || FISHERY_WORK.test(k) || LIVESTOCK_WORK.test(k);
}

/** E-8 (e8-current-v1): agriculture or fisheries work, fit and healthy, a season of at most 8 months. */
export function evaluateE8(input: E8Input, ctx: EngineContext): EngineResult {
  const workType = input.seasonalEmploymentInfo.seasonalWorkType || input.seasonalWorkDetails.specificWork;
  const industry = key(input.seasonalWorkDetails.industry);
  const healthy = !T.unhealthy.includes(key(input.healthStatus)) && !input.hasHealthIssues;
  const fit = !T.unfit.includes(key(input.physicalFitness));
  const months = input.seasonalEmploymentInfo.workPeriod;
  const trained = input.agriculturalTraining || input.fisheryTraining || input.vocationalTraining;
  const breakdown: BreakdownItem[] = [
    checkRow('sector', C.sector, e8WorkTypeAllowed(workType), workType ? `${workType} (${industry || '-'})` : null, oneOf(T.workTypes), {
      ko: 'E-8은 농업·어업 분야만 가능합니다. 작업 유형을 확인하세요',
      en: 'E-8 covers agriculture and fisheries only: check the work type',
      zh: 'E-8仅限农业·渔业领域，请确认工作类型',
      ja: 'E-8は農業・漁業分野のみ可能です。作業の種類を確認してください',
    }),
    checkRow('health', C.health, healthy, input.healthStatus, t4('건강 이상 없음', 'not unhealthy', '健康无异常', '健康上の問題なし'), {
      ko: '건강 상태가 양호해야 합니다',
      en: 'The applicant must be in good health',
      zh: '健康状况须良好',
      ja: '健康状態が良好である必要があります',
    }),
    checkRow('fitness', C.fitness, fit, input.physicalFitness, t4('적합 (FIT)', 'FIT', '适合（FIT）', '適合（FIT）'), {
      ko: '농어업 작업에 적합한 체력이 필요합니다',
      en: 'Farm or fishery work needs physical fitness',
      zh: '需要适合农渔业劳动的体力',
      ja: '農漁業の作業に適した体力が必要です',
    }),
    checkRow(
      'workPeriod',
      C.workPeriod,
      months > 0 && months <= T.maxMonths,
      months,
      t4(`1-${T.maxMonths}개월`, `1-${T.maxMonths} months`, `1-${T.maxMonths}个月`, `1〜${T.maxMonths}か月`),
      {
        ko: '근로 기간은 5개월(연장 시 최대 8개월)입니다',
        en: 'The season is 5 months, extendable to 8',
        zh: '工作期限为5个月（延长时最长8个月）',
        ja: '就労期間は5か月（延長時は最長8か月）です',
      },
    ),
    experienceRow(input),
    checkRow('training', C.training, trained, trained, t4('훈련 이수', 'any training', '完成相关培训', '何らかの訓練の修了'), {
      ko: '농업·어업·직업 훈련 이수 시 +10점',
      en: 'Farm, fishery or vocational training adds 10 points',
      zh: '完成农业·渔业·职业培训可加10分',
      ja: '農業・漁業・職業訓練を修了すると+10点',
    }),
    levelRow('comprehension', C.comprehension, T.comprehension, key(input.workInstructionComprehension)),
    checkRow(
      'employer',
      C.employer,
      readiness(input.employerDetails.employerRegistration) === 'READY',
      input.employerDetails.employerRegistration || null,
      t4('등록됨', 'registered', '已登记', '登録済み'),
      {
        ko: '고용주(농가·어가) 등록 확인 시 +10점',
        en: 'A registered employer adds 10 points',
        zh: '确认雇主（农户·渔户）登记可加10分',
        ja: '雇用主（農家・漁家）の登録が確認されると+10点',
      },
    ),
  ];
  if (ctx.applicationType === 'EXTENSION') {
    const attendance = input.attendanceRate ?? 100;
    breakdown.push(
      gateRow(
        'attendance',
        C.attendance,
        attendance >= T.minAttendance,
        attendance,
        t4(`${T.minAttendance}% 이상`, `>= ${T.minAttendance}%`, `${T.minAttendance}%以上`, `${T.minAttendance}%以上`),
        {
          ko: '연장에는 성실한 출근 기록이 필요합니다',
          en: 'An extension needs a steady attendance record',
          zh: '延长需要良好的出勤记录',
          ja: '延長には誠実な出勤記録が必要です',
        },
      ),
      gateRow(
        'employerSatisfaction',
        C.employerSatisfaction,
        !T.dissatisfied.includes(key(input.employerSatisfaction ?? 'SATISFIED')),
        input.employerSatisfaction ?? 'SATISFIED',
        t4('불만족 아님', 'not dissatisfied', '雇主未表示不满', '不満なし'),
        { ko: '고용주의 연장 동의가 필요합니다', en: "The employer's agreement to extend is needed", zh: '需要雇主同意延长', ja: '雇用主の延長同意が必要です' },
      ),
    );
  }
  return finalise({ visaType: 'E-8', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
