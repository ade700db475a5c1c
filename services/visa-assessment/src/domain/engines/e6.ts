import { readiness } from '../document-status';
import type { E6Input } from '../mappers/e6';
import { key } from '../normalise';
import { E6_PUBLIC_V1 as R } from '../rule-sets/e6';
import { checkRow, gateRow, penaltyRow, readinessPoints, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, oneOf, t4 } from '../text';

const C = R.criteria;
const T = R.tables;

function docRow(criterion: 'basicDocuments' | 'organizationDocuments' | 'specialDocuments', status: string, applies = true): BreakdownItem {
  const def = C[criterion];
  const points = applies ? readinessPoints(readiness(status), def.maxPoints) : def.maxPoints;
  return row(criterion, def, {
    points,
    applicantValue: applies ? status || null : 'not applicable',
    threshold: COMMON.ready,
    improvement:
      points < def.maxPoints
        ? {
            ko: `${def.label.ko}를 준비하세요`,
            en: `Get the ${def.label.en.toLowerCase()} ready`,
            zh: `请准备${def.label.zh}`,
            ja: `${def.label.ja}を準備してください`,
          }
        : null,
    potentialGain: def.maxPoints - points,
  });
}

export function evaluateE6(input: E6Input, ctx: EngineContext): EngineResult {
  const sub = key(input.e6SubCategory).replace(/_/g, '-');
  const venue = sub === 'E-6-2';
  const age = input.personalInfo.age;
  const ageRule = readiness(input.ageLegalRequirements);
  const ageOk = (ageRule === 'READY' || (input.ageLegalRequirements === '' && age >= T.adultAge)) && (!venue || age >= T.adultAge);
  const recommendation = !venue || readiness(input.performanceRecommendation) === 'READY';
  const career = input.internationalReputation ? 'READY' : readiness(input.careerProofDocuments);
  const bonus = input.goldCardHolder || input.largeInvestorSpouse || input.professionalSpouse || input.internationalReputation;
  const deduction =
    (input.dismissedByFault ? T.penalties.dismissedByFault : 0) +
    (input.noConsentWithoutReason ? T.penalties.noConsentWithoutReason : 0) +
    (input.reportDelayed ? T.penalties.reportDelayed : 0);
  const breakdown: BreakdownItem[] = [
    checkRow('subCategory', C.subCategory, T.subCategories.includes(sub), input.e6SubCategory || null, oneOf(T.subCategories), {
      ko: '세부 자격(E-6-1/2/3)을 선택하세요',
      en: 'Choose E-6-1, E-6-2 or E-6-3',
      zh: '请选择细分资格（E-6-1/2/3）',
      ja: '細分資格（E-6-1/2/3）を選択してください',
    }),
    checkRow('contract', C.contract, readiness(input.contractStatus) === 'READY', input.contractStatus || null, t4('체결', 'signed', '已签订', '締結済み'), {
      ko: '공연·활동 계약을 체결하세요',
      en: 'Sign the performance or activity contract',
      zh: '请签订演出·活动合同',
      ja: '公演・活動契約を締結してください',
    }),
    row('careerProof', C.careerProof, {
      points: readinessPoints(career, C.careerProof.maxPoints),
      applicantValue: input.internationalReputation ? 'international reputation' : input.careerProofDocuments || null,
      threshold: t4(
        '경력 입증 서류 준비 또는 국제적 명성',
        'career proof ready or international reputation',
        '经历证明已准备或具有国际声誉',
        '経歴の証明書類の準備済み、または国際的な評価',
      ),
      improvement:
        career === 'READY'
          ? null
          : { ko: '경력 입증 서류를 준비하세요', en: 'Prepare proof of career', zh: '请准备经历证明材料', ja: '経歴を証明する書類を準備してください' },
      potentialGain: C.careerProof.maxPoints - readinessPoints(career, C.careerProof.maxPoints),
    }),
    checkRow(
      'recommendation',
      C.recommendation,
      recommendation,
      venue ? input.performanceRecommendation || null : 'not required',
      t4('취득 (E-6-2)', 'obtained (E-6-2)', '已取得（E-6-2）', '取得済み（E-6-2）'),
      {
        ko: 'E-6-2는 영상물등급위원회 추천이 필요합니다',
        en: 'E-6-2 needs the media rating board recommendation',
        zh: 'E-6-2需要影像物等级委员会的推荐',
        ja: 'E-6-2には映像物等級委員会の推薦が必要です',
      },
    ),
    checkRow(
      'ageLegal',
      C.ageLegal,
      ageOk,
      age,
      venue
        ? t4(`성인 (${T.adultAge}세 이상)`, `adult (>= ${T.adultAge})`, `成年（${T.adultAge}岁以上）`, `成人（${T.adultAge}歳以上）`)
        : t4('연령·법적 요건 충족', 'age and legal requirements met', '满足年龄·法律要求', '年齢・法的要件を充足'),
      { ko: '연령·법적 요건을 확인하세요', en: 'Check the age and legal requirements', zh: '请确认年龄·法律要求', ja: '年齢・法的要件を確認してください' },
    ),
    docRow('basicDocuments', input.basicDocuments),
    docRow('organizationDocuments', input.organizationDocuments),
    docRow('specialDocuments', input.e62SpecialDocuments, venue),
    checkRow(
      'bonus',
      C.bonus,
      bonus,
      bonus,
      t4(
        '골드카드, 투자자 또는 전문인력 배우자, 국제적 명성',
        'gold card, investor or professional spouse, international reputation',
        '金卡、投资者或专业人才配偶、国际声誉',
        'ゴールドカード、投資家または専門人材の配偶者、国際的な評価',
      ),
      { ko: '우대 항목이 있으면 가점', en: 'A bonus item adds points', zh: '有优待项目可获加分', ja: '優遇項目があると加点されます' },
    ),
    penaltyRow(
      'penalty',
      C.penalty,
      -deduction,
      deduction,
      t4(
        '귀책 사유 해고 -10점, 동의 없음 -10점, 신고 지연 -5점',
        'dismissal by fault -10, no consent -10, late report -5',
        '因过错被解雇-10分，未获同意-10分，逾期申报-5分',
        '帰責事由による解雇-10点、同意なし-10点、届出遅延-5点',
      ),
      { ko: '감점 사유를 해소하세요', en: 'Clear the penalty items', zh: '请消除减分事由', ja: '減点事由を解消してください' },
    ),
    gateRow('noFalseDocuments', C.noFalseDocuments, !input.falseDocuments, input.falseDocuments, COMMON.none, {
      ko: '허위 서류 제출 이력이 있으면 신청할 수 없습니다',
      en: 'False documents bar the application',
      zh: '有提交虚假材料记录者不能申请',
      ja: '虚偽書類の提出歴があると申請できません',
    }),
  ];
  return finalise({ visaType: 'E-6', visaSubtype: sub || null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
