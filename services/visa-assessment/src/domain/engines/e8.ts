import type { E8Input } from '../mappers/e8';
import { readiness } from '../document-status';
import { key } from '../normalise';
import { E8_PUBLIC_V1 as R } from '../rule-sets/e8';
import { checkRow, gateRow, levelRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

function experienceRow(input: E8Input): BreakdownItem {
  const e = input.experience;
  const other = e.agricultural + e.fishery + e.seasonal > 0;
  const points = e.previousSeasons >= 2 ? T.experience.twoSeasons : e.previousSeasons === 1 ? T.experience.oneSeason : other ? T.experience.otherExperience : 0;
  return row('experience', C.experience, {
    points,
    applicantValue: `${e.previousSeasons} seasons`,
    threshold: '2+ seasons 15, 1 season 10, other farm or fishery experience 5',
    improvement: points < C.experience.maxPoints ? { ko: '계절근로 경험이 쌓이면 점수 상승', en: 'Each completed season raises the score' } : null,
    potentialGain: C.experience.maxPoints - points,
  });
}

export function evaluateE8(input: E8Input, ctx: EngineContext): EngineResult {
  const industry = key(input.seasonalWorkDetails.industry);
  const healthy = !T.unhealthy.includes(key(input.healthStatus)) && !input.hasHealthIssues;
  const fit = !T.unfit.includes(key(input.physicalFitness));
  const months = input.seasonalEmploymentInfo.workPeriod;
  const trained = input.agriculturalTraining || input.fisheryTraining || input.vocationalTraining;
  const breakdown: BreakdownItem[] = [
    checkRow('sector', C.sector, T.industries.includes(industry), industry || null, T.industries.join(', '),
      { ko: 'E-8은 농업·어업 분야만 가능합니다. 작업 유형을 확인하세요', en: 'E-8 covers agriculture and fisheries only: check the work type' }),
    checkRow('health', C.health, healthy, input.healthStatus, 'not unhealthy', { ko: '건강 상태가 양호해야 합니다', en: 'The applicant must be in good health' }),
    checkRow('fitness', C.fitness, fit, input.physicalFitness, 'FIT', { ko: '농어업 작업에 적합한 체력이 필요합니다', en: 'Farm or fishery work needs physical fitness' }),
    checkRow('workPeriod', C.workPeriod, months > 0 && months <= T.maxMonths, months, `1-${T.maxMonths} months`,
      { ko: '근로 기간은 5개월(연장 시 최대 8개월)입니다', en: 'The season is 5 months, extendable to 8' }),
    experienceRow(input),
    checkRow('training', C.training, trained, trained, 'any training', { ko: '농업·어업·직업 훈련 이수 시 +10점', en: 'Farm, fishery or vocational training adds 10 points' }),
    levelRow('comprehension', C.comprehension, T.comprehension, key(input.workInstructionComprehension)),
    checkRow('employer', C.employer, readiness(input.employerDetails.employerRegistration) === 'READY', input.employerDetails.employerRegistration || null,
      'registered', { ko: '고용주(농가·어가) 등록 확인 시 +10점', en: 'A registered employer adds 10 points' }),
  ];
  if (ctx.applicationType === 'EXTENSION') {
    const attendance = input.attendanceRate ?? 100;
    breakdown.push(
      gateRow('attendance', C.attendance, attendance >= T.minAttendance, attendance, `>= ${T.minAttendance}%`,
        { ko: '연장에는 성실한 출근 기록이 필요합니다', en: 'An extension needs a steady attendance record' }),
      gateRow('employerSatisfaction', C.employerSatisfaction, !T.dissatisfied.includes(key(input.employerSatisfaction ?? 'SATISFIED')),
        input.employerSatisfaction ?? 'SATISFIED', 'not dissatisfied', { ko: '고용주의 연장 동의가 필요합니다', en: "The employer's agreement to extend is needed" }),
    );
  }
  return finalise({ visaType: 'E-8', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
