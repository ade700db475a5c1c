import type { E7Input } from '../mappers/e7';
import { int, key } from '../normalise';
import { readiness } from '../document-status';
import { E7_4_CURRENT_V1 as R } from '../rule-sets/e7';
import { FIGURES, figureAt } from '../rule-sets/figures';
import { baseVisaCode } from '../visa-types';
import { bandRow, checkRow, gateRow, rangeRow } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';
import { COMMON, t4 } from '../text';

const C = R.criteria;
const T = R.tables;

/** The contract floor of the field the worker stays in: 25M in agriculture, livestock and inland fishery, 26M elsewhere. */
export function e74MinPay(field: string, today: string): number {
  const rows = T.primarySectors.includes(key(field)) ? FIGURES.e74AnnualPayPrimarySector : FIGURES.e74AnnualPay;
  return figureAt(rows, today).value;
}

/** E-7-4 K-point E74 (e7-4-current-v1): only a worker registered in Korea on E-9, E-10 or H-2 can apply. */
export function evaluateE74(input: E7Input, ctx: EngineContext): EngineResult {
  const minPay = e74MinPay(input.specificJob, ctx.today);
  const currentVisa = baseVisaCode(input.currentVisa ?? '');
  const stayOk = T.eligibleVisas.includes(currentVisa) && input.experiencePeriod >= T.minYears;
  const korean = Math.max(input.topikLevel, input.kiipLevel ?? 0);
  const incomeRow = bandRow('income', C.income, T.income, input.salaryLevel, { ko: '원', en: 'KRW', zh: '韩元', ja: 'ウォン' });
  const koreanRow = bandRow('korean', C.korean, T.korean, korean, { ko: '급', en: '', zh: '级', ja: '級' });
  const recommended = readiness(input.recommendationLetterStatus) === 'READY';
  const breakdown: BreakdownItem[] = [
    gateRow(
      'eligibleStay',
      C.eligibleStay,
      stayOk,
      `${input.currentVisa || '-'}, ${input.experiencePeriod} years`,
      t4(
        `${T.eligibleVisas.join('/')} 자격으로 국내 체류 중, 최근 10년 내 ${T.minYears}년 이상`,
        `registered in Korea on ${T.eligibleVisas.join('/')} with >= ${T.minYears} years within 10`,
        `以${T.eligibleVisas.join('/')}资格在韩滞留，最近10年内${T.minYears}年以上`,
        `国内で${T.eligibleVisas.join('/')}の資格で滞在中、最近10年以内に${T.minYears}年以上`,
      ),
      currentVisa
        ? {
            ko: 'E-9·E-10·H-2 자격으로 최근 10년 내 4년 이상 근무해야 합니다',
            en: 'Needs 4+ years on E-9, E-10 or H-2 within the last 10',
            zh: '须在最近10年内以E-9·E-10·H-2资格工作4年以上',
            ja: '最近10年以内にE-9・E-10・H-2の資格で4年以上勤務している必要があります',
          }
        : {
            ko: 'E-7-4는 국내에 E-9·E-10·H-2로 체류 중인 근로자의 자격변경만 가능합니다 (해외 신규 신청 불가)',
            en: 'E-7-4 is a change of status for workers in Korea on E-9, E-10 or H-2; it cannot be applied for from abroad',
            zh: 'E-7-4仅限以E-9·E-10·H-2资格在韩滞留的劳动者变更资格（不能从海外新申请）',
            ja: 'E-7-4は国内にE-9・E-10・H-2で滞在中の労働者の資格変更のみ可能です（海外からの新規申請は不可）',
          },
    ),
    gateRow(
      'contractPay',
      C.contractPay,
      input.salaryLevel >= minPay,
      input.salaryLevel,
      t4(
        `연 ${fmt(minPay)}원 이상${input.specificJob ? ` (${input.specificJob})` : ''}`,
        `>= ${fmt(minPay)} KRW a year${input.specificJob ? ` (${input.specificJob})` : ''}`,
        `年薪${fmt(minPay)}韩元以上${input.specificJob ? `（${input.specificJob}）` : ''}`,
        `年${fmt(minPay)}ウォン以上${input.specificJob ? `（${input.specificJob}）` : ''}`,
      ),
      {
        ko: `신규 계약 연봉 ${fmt(minPay)}원 이상 필요`,
        en: `The new contract must pay at least ${fmt(minPay)} KRW a year`,
        zh: `新合同年薪需达到${fmt(minPay)}韩元以上`,
        ja: `新規契約の年俸${fmt(minPay)}ウォン以上が必要です`,
      },
    ),
    gateRow('cleanRecord', C.cleanRecord, int(input.previousViolations ?? '0') === 0, input.previousViolations ?? '0', COMMON.none, {
      ko: '불법체류·체납·100만원 이상 벌금 이력이 없어야 합니다',
      en: 'Illegal stay, tax arrears or fines of 1M KRW or more exclude E-7-4',
      zh: '不得有非法滞留、欠税或100万韩元以上罚金记录',
      ja: '不法滞在・税金滞納・100万ウォン以上の罰金歴がないことが必要です',
    }),
    { ...incomeRow, passed: incomeRow.points >= T.minItemPoints },
    { ...koreanRow, passed: koreanRow.points >= T.minItemPoints },
    rangeRow('age', C.age, T.age, input.age),
    checkRow(
      'recommendation',
      C.recommendation,
      recommended,
      input.recommendationLetterStatus || null,
      t4('추천서 취득', 'recommendation obtained', '已取得推荐信', '推薦書取得済み'),
      {
        ko: '고용주 추천서 확보 시 +50점',
        en: "An employer's recommendation adds 50 points",
        zh: '取得雇主推荐信可加50分',
        ja: '雇用主の推薦書を取得すると+50点',
      },
    ),
  ];
  return finalise({ visaType: 'E-7', visaSubtype: 'E-7-4', ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
