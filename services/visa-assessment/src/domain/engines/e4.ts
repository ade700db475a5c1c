import { readiness } from '../document-status';
import type { E4Input } from '../mappers/e4';
import { E4_TECHNOLOGY_FIELDS } from '@tov/contracts';
import { key } from '../normalise';
import { E4_CURRENT_V1 as R } from '../rule-sets/e4';
import { checkRow, gateRow, penaltyRow, readinessRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, t4 } from '../text';

const C = R.criteria;

const LISTED_FIELDS: readonly string[] = E4_TECHNOLOGY_FIELDS;

/** E-4 (e4-current-v1): a technology-introduction contract, or a field on the advanced-technology list. */
export function evaluateE4(input: E4Input, ctx: EngineContext): EngineResult {
  const advanced = [input.advancedTechnologyField, input.technicalProvisionField].map(key).find((f) => R.tables.advancedFields.includes(f));
  const contract = readiness(input.technologyIntroductionContract) === 'READY' || advanced !== undefined;
  const field = [input.technicalProvisionField, input.advancedTechnologyField].map(key).find((f) => LISTED_FIELDS.includes(f)) ?? '';
  const docs = [input.basicDocuments, input.technologyDocuments, input.organizationDocuments, input.residenceDocuments];
  const ready = docs.filter((d) => readiness(d) === 'READY').length;
  const docPoints = Math.floor((C.documents.maxPoints * ready) / docs.length);
  const bonus = input.goldScienceCard || input.itCard || input.investorSpouse || input.activityPermitExempt;
  const penaltyCount = Number(input.noOriginalConsent) + Number(input.reportDeadlineExceeded);
  const breakdown: BreakdownItem[] = [
    checkRow(
      'technologyContract',
      C.technologyContract,
      contract,
      input.technologyIntroductionContract || input.advancedTechnologyField || null,
      t4(
        `외국인투자촉진법상 계약 또는 고도기술: ${R.tables.advancedFields.join(', ')}`,
        `contract under the Foreign Investment Promotion Act, or advanced technology: ${R.tables.advancedFields.join(', ')}`,
        `《外国人投资促进法》规定的合同或高端技术：${R.tables.advancedFields.join(', ')}`,
        `外国人投資促進法に基づく契約または高度技術：${R.tables.advancedFields.join(', ')}`,
      ),
      {
        ko: '외국인투자촉진법상 기술도입계약 또는 국내에 없는 고도기술이 필요합니다',
        en: 'Needs a technology contract under the Foreign Investment Promotion Act or advanced technology',
        zh: '需要《外国人投资促进法》规定的技术引进合同，或韩国国内没有的高端技术',
        ja: '外国人投資促進法に基づく技術導入契約、または国内にない高度技術が必要です',
      },
    ),
    checkRow(
      'technicalField',
      C.technicalField,
      field !== '',
      field || input.technicalProvisionField || null,
      t4('목록에 있는 분야', 'a field on the list', '列表中的领域', 'リストにある分野'),
      {
        ko: '제공 기술 분야를 목록에서 선택하세요',
        en: 'Choose the technology field from the list',
        zh: '请从列表中选择提供技术的领域',
        ja: '提供する技術分野をリストから選択してください',
      },
    ),
    checkRow('dispatchCertificate', C.dispatchCertificate, readiness(input.dispatchCertificate) === 'READY', input.dispatchCertificate || null, COMMON.ready, {
      ko: '파견명령서를 준비하세요',
      en: 'Get the dispatch certificate',
      zh: '请准备派遣令',
      ja: '派遣命令書を準備してください',
    }),
    readinessRow('educationAndExperience', C.educationAndExperience, input.educationAndExperience, {
      ko: '학력·경력 입증 서류를 준비하세요',
      en: 'Prepare proof of education and experience',
      zh: '请准备学历·经历证明材料',
      ja: '学歴・経歴を証明する書類を準備してください',
    }),
    checkRow(
      'ministryRecommendation',
      C.ministryRecommendation,
      readiness(input.ministryRecommendation) === 'READY',
      input.ministryRecommendation || null,
      COMMON.obtained,
      {
        ko: '관계부처 추천서가 있으면 +10점',
        en: 'A ministry recommendation adds 10 points',
        zh: '持有相关部门推荐信可加10分',
        ja: '関係省庁の推薦書があると+10点',
      },
    ),
    row('documents', C.documents, {
      points: docPoints,
      applicantValue: `${ready}/${docs.length} ready`,
      threshold: t4('서류 4종 모두 준비 완료', 'all four document groups ready', '四类材料均已准备', '4種類の書類すべて準備済み'),
      improvement:
        ready < docs.length
          ? {
              ko: '기본·기술·기관·체류 서류를 모두 준비하세요',
              en: 'Get all four document groups ready',
              zh: '请备齐基本·技术·机构·居留材料',
              ja: '基本・技術・機関・滞在の書類をすべて準備してください',
            }
          : null,
      potentialGain: C.documents.maxPoints - docPoints,
    }),
    checkRow(
      'bonus',
      C.bonus,
      bonus,
      bonus,
      t4(
        '사이언스 골드카드, IT 카드, 투자자 배우자 또는 활동 허가 면제',
        'gold science card, IT card, investor spouse or activity permit exemption',
        '科学金卡、IT卡、投资者配偶或免除活动许可',
        'サイエンス・ゴールドカード、ITカード、投資家の配偶者、または活動許可の免除',
      ),
      {
        ko: '사이언스·IT 카드 등 우대 요건이 있으면 가점',
        en: 'A gold science or IT card and similar add a bonus',
        zh: '持有科学卡·IT卡等优待条件可获加分',
        ja: 'サイエンスカード・ITカードなどの優遇要件があると加点されます',
      },
    ),
    penaltyRow(
      'penalty',
      C.penalty,
      -R.tables.penaltyPerItem * penaltyCount,
      penaltyCount,
      t4(`항목당 -${R.tables.penaltyPerItem}점`, `-${R.tables.penaltyPerItem} each`, `每项-${R.tables.penaltyPerItem}分`, `1項目-${R.tables.penaltyPerItem}点`),
      {
        ko: '원 소속 동의서 확보와 기한 내 신고로 감점을 피하세요',
        en: 'Get the original consent and report on time to avoid deductions',
        zh: '请取得原单位同意书并按期申报，以免扣分',
        ja: '元の所属先の同意書を取得し、期限内に届け出て減点を避けてください',
      },
    ),
  ];
  if (ctx.applicationType === 'C2') {
    breakdown.push(
      gateRow(
        'changeRequirements',
        C.changeRequirements,
        readiness(input.changeRequirementsFulfillment) === 'READY',
        input.changeRequirementsFulfillment || null,
        t4('충족', 'met', '已满足', '充足'),
        {
          ko: '체류자격 변경 요건을 충족해야 합니다',
          en: 'The change-of-status requirements must be met',
          zh: '须满足滞留资格变更要求',
          ja: '在留資格変更の要件を満たす必要があります',
        },
      ),
    );
  }
  if (ctx.applicationType === 'C3') {
    breakdown.push(
      gateRow(
        'reportDeadline',
        C.reportDeadline,
        readiness(input.reportDeadlineCompliance) === 'READY' && !input.reportDeadlineExceeded,
        input.reportDeadlineCompliance || null,
        t4('기한 내 신고', 'reported on time', '按期申报', '期限内に届出'),
        { ko: '신고 기한을 지켜야 합니다', en: 'The report must be filed on time', zh: '须遵守申报期限', ja: '届出期限を守る必要があります' },
      ),
    );
  }
  return finalise({ visaType: 'E-4', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
