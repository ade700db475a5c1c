import { isNothing, readiness } from '../document-status';
import type { E10Input } from '../mappers/e10';
import { key } from '../normalise';
import { E10_PUBLIC_V1 as R } from '../rule-sets/e10';
import { checkRow, penaltyRow, readinessRow } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, oneOf, t4 } from '../text';

const C = R.criteria;
const T = R.tables;

export function evaluateE10(input: E10Input, ctx: EngineContext): EngineResult {
  const sub = key(input.e10SubType).replace(/_/g, '-');
  const rule = T.tonnage[sub];
  const tonnage = rule ? input.vesselTonnage[rule.field] : 0;
  const penalised = !isNothing(input.penaltyHistory);
  const breakdown: BreakdownItem[] = [
    checkRow('subType', C.subType, rule !== undefined, input.e10SubType || null, oneOf(Object.keys(T.tonnage)), {
      ko: '세부 자격(E-10-1/2/3)을 선택하세요',
      en: 'Choose E-10-1, E-10-2 or E-10-3',
      zh: '请选择细分资格（E-10-1/2/3）',
      ja: '細分資格（E-10-1/2/3）を選択してください',
    }),
    checkRow(
      'vesselTonnage',
      C.vesselTonnage,
      rule !== undefined && tonnage >= rule.min,
      tonnage,
      t4(
        Object.entries(T.tonnage)
          .map(([s, r]) => `${s} ${r.min}톤 이상`)
          .join(', '),
        Object.entries(T.tonnage)
          .map(([s, r]) => `${s} >= ${r.min} t`)
          .join(', '),
        Object.entries(T.tonnage)
          .map(([s, r]) => `${s} ${r.min}吨以上`)
          .join('，'),
        Object.entries(T.tonnage)
          .map(([s, r]) => `${s} ${r.min}トン以上`)
          .join('、'),
      ),
      {
        ko: `선박 톤수가 기준(${rule ? `${rule.min}톤` : '세부 자격별'}) 이상이어야 합니다`,
        en: `The vessel must be at least ${rule ? `${rule.min} tons` : 'the sub-type tonnage'}`,
        zh: `船舶吨位须达到标准（${rule ? `${rule.min}吨` : '按细分资格'}）以上`,
        ja: `船舶のトン数が基準（${rule ? `${rule.min}トン` : '細分資格ごと'}）以上である必要があります`,
      },
    ),
    checkRow(
      'contractPeriod',
      C.contractPeriod,
      input.contractPeriod >= T.minContractMonths,
      input.contractPeriod,
      t4(`${T.minContractMonths}개월 이상`, `>= ${T.minContractMonths} months`, `${T.minContractMonths}个月以上`, `${T.minContractMonths}か月以上`),
      {
        ko: '6개월 이상 선원 근로계약이 필요합니다',
        en: 'Needs a seafarer contract of at least 6 months',
        zh: '需要6个月以上的船员劳动合同',
        ja: '6か月以上の船員労働契約が必要です',
      },
    ),
    readinessRow(
      'businessLegitimacy',
      C.businessLegitimacy,
      input.businessLegitimacy,
      {
        ko: '선주·사업체 적법성 서류를 준비하세요',
        en: "Prepare proof the shipowner's business is legitimate",
        zh: '请准备船东·企业合法性证明材料',
        ja: '船主・事業体の適法性を証明する書類を準備してください',
      },
      t4('확인됨', 'verified', '已核实', '確認済み'),
    ),
    checkRow(
      'healthAndCriminal',
      C.healthAndCriminal,
      readiness(input.healthAndCriminalDocuments) === 'READY',
      input.healthAndCriminalDocuments || null,
      COMMON.ready,
      {
        ko: '건강진단서와 범죄경력증명서를 준비하세요',
        en: 'Prepare the health certificate and criminal record',
        zh: '请准备健康检查证明和无犯罪记录证明',
        ja: '健康診断書と犯罪経歴証明書を準備してください',
      },
    ),
    readinessRow(
      'insurance',
      C.insurance,
      input.insuranceStatus,
      { ko: '선원 보험 가입 시 +10점', en: 'Crew insurance adds 10 points', zh: '加入船员保险可加10分', ja: '船員保険に加入すると+10点' },
      t4('가입', 'insured', '已投保', '加入済み'),
    ),
    checkRow('crewStatus', C.crewStatus, input.crewMemberStatus !== '', input.crewMemberStatus || null, COMMON.stated, {
      ko: '선원 신분(선원수첩 등)을 확인하세요',
      en: "Confirm the crew member status (seafarer's book)",
      zh: '请确认船员身份（船员手册等）',
      ja: '船員の身分（船員手帳など）を確認してください',
    }),
    checkRow(
      'reemployment',
      C.reemployment,
      readiness(input.reemploymentStatus) === 'READY',
      input.reemploymentStatus || null,
      t4('재고용', 're-employed', '再雇用', '再雇用'),
      { ko: '재고용 확인 시 가점', en: 'Re-employment adds a bonus', zh: '确认再雇用可获加分', ja: '再雇用が確認されると加点されます' },
    ),
    penaltyRow(
      'penalty',
      C.penalty,
      penalised ? -T.penalty : 0,
      input.penaltyHistory || null,
      t4(`-${T.penalty}점`, `-${T.penalty}`, `-${T.penalty}分`, `-${T.penalty}点`),
      { ko: '위반 이력은 감점됩니다', en: 'A penalty history takes points away', zh: '违规记录将被扣分', ja: '違反歴は減点されます' },
    ),
  ];
  return finalise(
    { visaType: 'E-10', visaSubtype: sub || null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input, input.requiredDocuments) },
    ctx,
  );
}
