import { degreeAtLeast, degreeLevel } from '../degrees';
import type { F2Input } from '../mappers/f2';
import { baseVisaCode } from '../visa-types';
import { FIGURES, figureAt, share } from '../rule-sets/figures';
import { F2_99_CURRENT_V1, F2_R_CURRENT_V1 } from '../rule-sets/f2-other';
import { checkRow, gateRow } from './criteria';
import { standingRows } from './f2-common';
import { finalise, providedDocuments } from './result';
import type { EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';
import { t4 } from '../text';

function annualIncome(input: F2Input): number {
  return Math.max(input.income.annual, input.financialInfo.annualIncome);
}

function koreanLevel(input: F2Input): number {
  return Math.max(input.korean.topik, input.korean.kiip ?? 0);
}

/** F-2-99: long-term residence (f2-99-current-v1): every condition a requirement. */
export function evaluateF299(input: F2Input, ctx: EngineContext): EngineResult {
  const R = F2_99_CURRENT_V1;
  const T = R.tables;
  const status = baseVisaCode(input.currentVisa);
  const stayOk = input.stayDuration >= T.stayYears && T.eligibleStatuses.includes(status);
  const kiip = input.socialIntegration.programCompleted ? 5 : (input.korean.kiip ?? 0);
  const incomeFloor = T.monthsOfMinimumWage * figureAt(FIGURES.minimumMonthlyWage, ctx.today).value;
  const assets = input.financialInfo.assets;
  const breakdown = [
    checkRow(
      'stay',
      R.criteria.stay,
      stayOk,
      `${input.currentVisa || '-'}, ${input.stayDuration} years`,
      t4(
        `${T.eligibleStatuses.join(', ')} 자격으로 ${T.stayYears}년 이상 연속 체류`,
        `>= ${T.stayYears} continuous years on ${T.eligibleStatuses.join(', ')}`,
        `以${T.eligibleStatuses.join(', ')}资格连续滞留${T.stayYears}年以上`,
        `${T.eligibleStatuses.join(', ')}の資格で${T.stayYears}年以上連続滞在`,
      ),
      {
        ko: `D-1, D-5~D-9, E-1~E-7 자격으로 ${T.stayYears}년 이상 연속 체류해야 합니다`,
        en: `Needs ${T.stayYears} continuous years on D-1, D-5..D-9 or E-1..E-7`,
        zh: `须以D-1、D-5~D-9、E-1~E-7资格连续滞留${T.stayYears}年以上`,
        ja: `D-1、D-5〜D-9、E-1〜E-7の資格で${T.stayYears}年以上連続して滞在している必要があります`,
      },
    ),
    checkRow(
      'korean',
      R.criteria.korean,
      kiip >= T.kiipStage,
      kiip,
      t4(`KIIP ${T.kiipStage}단계 이상`, `KIIP stage >= ${T.kiipStage}`, `KIIP ${T.kiipStage}阶段以上`, `KIIP ${T.kiipStage}段階以上`),
      {
        ko: `사회통합프로그램 ${T.kiipStage}단계 이상이 필요합니다`,
        en: `Needs KIIP stage ${T.kiipStage}`,
        zh: `需要社会融合项目${T.kiipStage}阶段以上`,
        ja: `社会統合プログラム${T.kiipStage}段階以上が必要です`,
      },
    ),
    checkRow(
      'income',
      R.criteria.income,
      annualIncome(input) >= incomeFloor,
      annualIncome(input),
      t4(`연 ${fmt(incomeFloor)}원 이상`, `>= ${fmt(incomeFloor)} KRW a year`, `年收入${fmt(incomeFloor)}韩元以上`, `年${fmt(incomeFloor)}ウォン以上`),
      {
        ko: `연 소득 ${fmt(incomeFloor)}원 이상이 필요합니다`,
        en: `Needs ${fmt(incomeFloor)} KRW a year`,
        zh: `需要年收入${fmt(incomeFloor)}韩元以上`,
        ja: `年収${fmt(incomeFloor)}ウォン以上が必要です`,
      },
    ),
    gateRow(
      'assets',
      R.criteria.assets,
      assets >= T.minAssets,
      assets,
      t4(`${fmt(T.minAssets)}원 이상`, `>= ${fmt(T.minAssets)} KRW`, `${fmt(T.minAssets)}韩元以上`, `${fmt(T.minAssets)}ウォン以上`),
      {
        ko: `자산 ${fmt(T.minAssets)}원 이상이 필요합니다`,
        en: `Needs assets of ${fmt(T.minAssets)} KRW`,
        zh: `需要资产${fmt(T.minAssets)}韩元以上`,
        ja: `資産${fmt(T.minAssets)}ウォン以上が必要です`,
      },
    ),
    ...standingRows(input, R.criteria, T.violationPenalty),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-99', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}

/** F-2-R: regional special residence (f2-r-current-v1). */
export function evaluateF2R(input: F2Input, ctx: EngineContext): EngineResult {
  const R = F2_R_CURRENT_V1;
  const T = R.tables;
  const incomeFloor = share(figureAt(FIGURES.gniPerCapita, ctx.today), T.incomeShareOfGni);
  const koreanAssociate = input.education.koreanDegree && degreeAtLeast(degreeLevel(input.education.level || input.education.degree), 'ASSOCIATE');
  const incomeMet = annualIncome(input) >= incomeFloor || koreanAssociate;
  const commitment = input.residencePlan.depopulatedArea && input.residencePlan.plannedYears >= T.regionalYears;
  const status = baseVisaCode(input.currentVisa);
  const breakdown = [
    gateRow(
      'eligibleStatus',
      R.criteria.eligibleStatus,
      !T.excludedStatuses.includes(status),
      input.currentVisa || null,
      t4(
        `${T.excludedStatuses.join(', ')} 제외`,
        `not ${T.excludedStatuses.join(', ')}`,
        `${T.excludedStatuses.join(', ')}除外`,
        `${T.excludedStatuses.join(', ')}を除く`,
      ),
      {
        ko: 'E-8·E-9·E-10 자격 소지자는 F-2-R을 신청할 수 없습니다',
        en: 'E-8, E-9 and E-10 holders cannot apply for F-2-R',
        zh: '持有E-8·E-9·E-10资格者不能申请F-2-R',
        ja: 'E-8・E-9・E-10の資格保有者はF-2-Rを申請できません',
      },
    ),
    checkRow(
      'regionalCommitment',
      R.criteria.regionalCommitment,
      commitment,
      `${input.residencePlan.depopulatedArea ? 'depopulating area' : 'other area'}, ${input.residencePlan.plannedYears} years`,
      t4(
        `인구감소지역, ${T.regionalYears}년 이상`,
        `depopulating area, >= ${T.regionalYears} years`,
        `人口减少地区，${T.regionalYears}年以上`,
        `人口減少地域、${T.regionalYears}年以上`,
      ),
      {
        ko: '인구감소지역에서 5년 이상 거주·취업 계획 필요',
        en: 'Needs a plan to live and work 5 years in a depopulating area',
        zh: '需要在人口减少地区居住·就业5年以上的计划',
        ja: '人口減少地域で5年以上居住・就業する計画が必要です',
      },
    ),
    checkRow(
      'korean',
      R.criteria.korean,
      koreanLevel(input) >= T.koreanLevel,
      koreanLevel(input),
      t4(
        `TOPIK 또는 KIIP ${T.koreanLevel} 이상`,
        `TOPIK or KIIP >= ${T.koreanLevel}`,
        `TOPIK或KIIP ${T.koreanLevel}以上`,
        `TOPIKまたはKIIP ${T.koreanLevel}以上`,
      ),
      {
        ko: `TOPIK 또는 KIIP ${T.koreanLevel}단계 이상 필요`,
        en: `Needs TOPIK or KIIP ${T.koreanLevel}`,
        zh: `需要TOPIK或KIIP ${T.koreanLevel}级以上`,
        ja: `TOPIKまたはKIIP ${T.koreanLevel}段階以上が必要です`,
      },
    ),
    checkRow(
      'income',
      R.criteria.income,
      incomeMet,
      annualIncome(input),
      t4(
        `연 ${fmt(incomeFloor)}원 이상 또는 국내 전문학사`,
        `>= ${fmt(incomeFloor)} KRW a year or a Korean associate degree`,
        `年收入${fmt(incomeFloor)}韩元以上或韩国专科学位`,
        `年${fmt(incomeFloor)}ウォン以上または国内の短期大学士`,
      ),
      {
        ko: `연 소득 ${fmt(incomeFloor)}원 이상 또는 국내 전문학사 이상 필요`,
        en: `Needs ${fmt(incomeFloor)} KRW a year or a Korean associate degree`,
        zh: `需要年收入${fmt(incomeFloor)}韩元以上或韩国专科及以上学位`,
        ja: `年収${fmt(incomeFloor)}ウォン以上または国内の専門学士以上が必要です`,
      },
    ),
    ...standingRows(input, R.criteria, T.violationPenalty),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-R', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
