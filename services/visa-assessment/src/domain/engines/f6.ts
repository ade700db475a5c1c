import { countryKey } from '../countries';
import { VisaTypeNotSupportedError } from '../errors';
import type { F6Input } from '../mappers/f6';
import { key } from '../normalise';
import { FIGURES, f6IncomeFloor, figureAt } from '../rule-sets/figures';
import { F6_CURRENT_V1, F6_SPEC_V1 } from '../rule-sets/f6';
import { checkRow } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { formatNumber as fmt } from '../format';
import { t4 } from '../text';

const C = F6_SPEC_V1.criteria;
const T = F6_SPEC_V1.tables;
const TC = F6_CURRENT_V1.tables;

/** spec 002 §5: integration programme, TOPIK or KIIP >= 2, or a completed course. */
export function meetsF6LanguageRule(k: F6Input['koreanIntegration']): boolean {
  return k.integrationProgram || k.topikLevel >= T.minKoreanLevel || (k.kiipLevel ?? 0) >= T.minKoreanLevel || k.courseCompleted;
}

export function meetsF6IncomeRule(householdIncome: number, today: string): boolean {
  return householdIncome >= figureAt(FIGURES.f6SpecHouseholdIncome, today).value;
}

const hasChild = (input: F6Input): boolean => input.familyRelations.hasChildren || input.familyRelations.childrenCount > 0;

/** The current rules' ways through the Korean requirement, or the waiver that applies; '' when none. */
function currentLanguageBasis(input: F6Input): string {
  const k = input.koreanIntegration;
  if (k.topikLevel >= TC.minTopikLevel) return `TOPIK ${k.topikLevel}`;
  if ((k.kiipLevel ?? 0) >= TC.minKiipLevel) return `KIIP ${k.kiipLevel ?? 0}`;
  if (k.integrationProgram) return 'integration programme';
  if (k.courseCompleted) return 'course completed';
  if (hasChild(input)) return 'waived: a child of the couple';
  if (input.marriageGenuineness.commonLanguage !== '') return `waived: common language ${input.marriageGenuineness.commonLanguage}`;
  if (input.marriageGenuineness.cohabitationMonths >= TC.languageWaiverCohabitationMonths)
    return `waived: ${input.marriageGenuineness.cohabitationMonths} months living together`;
  return '';
}

/** The two F-6-1 rows whose rules differ between the spec and the current rule set. */
function incomeAndLanguageRows(input: F6Input, ctx: EngineContext): { householdIncome: BreakdownItem; korean: BreakdownItem } {
  const income = input.incomeRequirement.householdIncome;
  const k = input.koreanIntegration;
  if (ctx.ruleSet === 'spec') {
    const floor = figureAt(FIGURES.f6SpecHouseholdIncome, ctx.today).value;
    return {
      householdIncome: checkRow(
        'householdIncome',
        C.householdIncome,
        meetsF6IncomeRule(income, ctx.today),
        income,
        t4(`${fmt(floor)}원 이상`, `>= ${fmt(floor)}`, `${fmt(floor)}韩元以上`, `${fmt(floor)}ウォン以上`),
        {
          ko: `가구 소득 ${fmt(floor)}원 이상 필요 (현재 ${fmt(income)}원)`,
          en: `Household income must be at least ${fmt(floor)} (now ${fmt(income)})`,
          zh: `家庭收入须达到${fmt(floor)}韩元以上（目前${fmt(income)}韩元）`,
          ja: `世帯所得${fmt(floor)}ウォン以上が必要です（現在${fmt(income)}ウォン）`,
        },
      ),
      korean: checkRow(
        'korean',
        C.korean,
        meetsF6LanguageRule(k),
        `TOPIK ${k.topikLevel} / KIIP ${k.kiipLevel ?? '-'}${k.integrationProgram ? ' / programme' : ''}${k.courseCompleted ? ' / course' : ''}`,
        t4(
          '사회통합프로그램, TOPIK 또는 KIIP 2 이상, 또는 교육과정 이수',
          'integration programme, TOPIK or KIIP >= 2, or course completion',
          '社会融合项目、TOPIK或KIIP 2以上，或完成教育课程',
          '社会統合プログラム、TOPIKまたはKIIP 2以上、または教育課程の修了',
        ),
        {
          ko: 'TOPIK 2급 또는 KIIP 2단계 이상 취득, 사회통합프로그램 참여 또는 한국어 교육과정 이수 필요',
          en: 'Reach TOPIK or KIIP 2, join the integration programme or complete a Korean course',
          zh: '需要取得TOPIK 2级或KIIP 2阶段以上，参加社会融合项目或完成韩语教育课程',
          ja: 'TOPIK 2級またはKIIP 2段階以上の取得、社会統合プログラムへの参加、または韓国語教育課程の修了が必要です',
        },
      ),
    };
  }
  const CC = F6_CURRENT_V1.criteria;
  const floor = f6IncomeFloor(ctx.today, input.incomeRequirement.householdSize || TC.defaultHouseholdSize);
  const incomeWaiver = hasChild(input)
    ? 'a child of the couple'
    : input.familyRelations.pregnancyWeeks >= TC.incomeWaiverPregnancyWeeks
      ? `pregnancy of ${input.familyRelations.pregnancyWeeks} weeks`
      : '';
  const language = currentLanguageBasis(input);
  return {
    householdIncome: checkRow(
      'householdIncome',
      CC.householdIncome,
      income >= floor.value || incomeWaiver !== '',
      incomeWaiver ? `waived: ${incomeWaiver}` : income,
      t4(
        `${floor.size}인 가구 연 ${fmt(floor.value)}원 이상 (${floor.effectiveFrom}부터); 부부의 자녀 또는 임신 ${TC.incomeWaiverPregnancyWeeks}주 이상이면 면제`,
        `>= ${fmt(floor.value)} KRW a year for ${floor.size} persons (from ${floor.effectiveFrom}); waived with a child of the couple or a pregnancy of ${TC.incomeWaiverPregnancyWeeks}+ weeks`,
        `${floor.size}人家庭年收入${fmt(floor.value)}韩元以上（自${floor.effectiveFrom}起）；有夫妻子女或怀孕${TC.incomeWaiverPregnancyWeeks}周以上时免除`,
        `${floor.size}人世帯で年${fmt(floor.value)}ウォン以上（${floor.effectiveFrom}から）；夫婦の子どもがいるか妊娠${TC.incomeWaiverPregnancyWeeks}週以上の場合は免除`,
      ),
      {
        ko: `${floor.size}인 가구 연 소득 ${fmt(floor.value)}원 이상 필요 (현재 ${fmt(income)}원)`,
        en: `Household income must be at least ${fmt(floor.value)} KRW a year for ${floor.size} persons (now ${fmt(income)})`,
        zh: `${floor.size}人家庭年收入须达到${fmt(floor.value)}韩元以上（目前${fmt(income)}韩元）`,
        ja: `${floor.size}人世帯の年間所得${fmt(floor.value)}ウォン以上が必要です（現在${fmt(income)}ウォン）`,
      },
    ),
    korean: checkRow(
      'korean',
      CC.korean,
      language !== '',
      language || `TOPIK ${k.topikLevel} / KIIP ${k.kiipLevel ?? '-'}`,
      t4(
        `TOPIK ${TC.minTopikLevel}급 이상, KIIP ${TC.minKiipLevel}단계 이상, 교육과정 또는 사회통합프로그램; 자녀·공통 언어·${TC.languageWaiverCohabitationMonths}개월 이상 동거 시 면제`,
        `TOPIK ${TC.minTopikLevel}+, KIIP ${TC.minKiipLevel}+, a course or the programme; waived with a child, a common language or ${TC.languageWaiverCohabitationMonths} months living together`,
        `TOPIK ${TC.minTopikLevel}级以上、KIIP ${TC.minKiipLevel}阶段以上、教育课程或社会融合项目；有子女、共同语言或同居${TC.languageWaiverCohabitationMonths}个月以上时免除`,
        `TOPIK ${TC.minTopikLevel}級以上、KIIP ${TC.minKiipLevel}段階以上、教育課程または社会統合プログラム；子ども・共通言語・${TC.languageWaiverCohabitationMonths}か月以上の同居がある場合は免除`,
      ),
      {
        ko: 'TOPIK 1급 이상, KIIP 2단계 이상 또는 지정 교육과정 이수가 필요합니다 (자녀·공통 언어·1년 이상 동거 시 면제)',
        en: 'Needs TOPIK 1+, KIIP 2+ or a designated course (waived with a child, a common language or a year living together)',
        zh: '需要TOPIK 1级以上、KIIP 2阶段以上或完成指定教育课程（有子女、有共同语言或同居1年以上时免除）',
        ja: 'TOPIK 1級以上、KIIP 2段階以上または指定教育課程の修了が必要です（子ども・共通言語・1年以上の同居がある場合は免除）',
      },
    ),
  };
}

function rows(input: F6Input, ctx: EngineContext): Record<string, BreakdownItem> {
  const spouseKorean = input.spouseInfo.isKoreanCitizen || countryKey(input.spouseInfo.nationality) === 'KOREA';
  const registered = input.marriageInfo.registeredInKorea;
  const family = input.familyRelations;
  const ended = T.endedStatuses.includes(key(input.marriageInfo.marriageStatus));
  return {
    koreanSpouse: checkRow(
      'koreanSpouse',
      C.koreanSpouse,
      spouseKorean,
      input.spouseInfo.nationality || spouseKorean,
      t4('대한민국 국민', 'Korean national', '大韩民国国民', '大韓民国の国民'),
      {
        ko: '배우자가 대한민국 국민이어야 합니다',
        en: 'The spouse must be a Korean national',
        zh: '配偶须为大韩民国国民',
        ja: '配偶者が大韓民国の国民である必要があります',
      },
    ),
    marriageRegistered: checkRow(
      'marriageRegistered',
      C.marriageRegistered,
      registered,
      registered,
      t4('국내 혼인 신고', 'registered in Korea', '已在韩国登记', '韓国で届出済み'),
      { ko: '한국에 혼인 신고를 완료하세요', en: 'Register the marriage in Korea', zh: '请在韩国完成婚姻登记', ja: '韓国で婚姻届を完了してください' },
    ),
    ...incomeAndLanguageRows(input, ctx),
    genuineness: checkRow(
      'genuineness',
      C.genuineness,
      input.marriageGenuineness.cohabiting,
      input.marriageGenuineness.cohabiting,
      t4('동거', 'living together', '同居', '同居'),
      {
        ko: '부부 동거 사실을 입증하면 +10점',
        en: 'Proof of living together adds 10 points',
        zh: '证明夫妻同居事实可加10分',
        ja: '夫婦の同居の事実を証明すると+10点',
      },
    ),
    commonLanguage: checkRow(
      'commonLanguage',
      C.commonLanguage,
      input.marriageGenuineness.commonLanguage !== '',
      input.marriageGenuineness.commonLanguage || null,
      t4('부부 모두 구사하는 언어', 'a language both speak', '夫妻双方都会说的语言', '夫婦が共に話せる言語'),
      {
        ko: '부부가 소통할 수 있는 공통 언어 입증 시 +10점',
        en: 'Proof of a common language adds 10 points',
        zh: '证明夫妻有可沟通的共同语言可加10分',
        ja: '夫婦が意思疎通できる共通言語を証明すると+10点',
      },
    ),
    childRaising: checkRow(
      'childRaising',
      C.childRaising,
      family.hasChildren && family.raisingChildInKorea,
      family.childrenCount,
      t4('국내에서 부부의 자녀 양육', "raising the couple's child in Korea", '在韩国抚养夫妻的子女', '国内で夫婦の子どもを養育'),
      {
        ko: '국내에서 부부의 자녀를 양육하고 있어야 합니다',
        en: "The applicant must be raising the couple's child in Korea",
        zh: '须在韩国抚养夫妻的子女',
        ja: '国内で夫婦の子どもを養育している必要があります',
      },
    ),
    marriageEnded: checkRow(
      'marriageEnded',
      C.marriageEnded,
      ended,
      input.marriageInfo.marriageStatus || null,
      t4(
        `${T.endedStatuses.join(', ')} 중 하나`,
        T.endedStatuses.join(', '),
        `以下之一：${T.endedStatuses.join(', ')}`,
        `次のいずれか：${T.endedStatuses.join(', ')}`,
      ),
      {
        ko: '배우자의 사망·실종·이혼 등으로 혼인이 단절되어야 합니다',
        en: 'The marriage must have ended (death, disappearance, divorce)',
        zh: '婚姻须因配偶死亡·失踪·离婚等原因而中断',
        ja: '配偶者の死亡・失踪・離婚などにより婚姻が断絶している必要があります',
      },
    ),
    notAtFault: checkRow(
      'notAtFault',
      C.notAtFault,
      !input.marriageInfo.applicantAtFault,
      !input.marriageInfo.applicantAtFault,
      t4('귀책 없음', 'not at fault', '无过错', '帰責事由なし'),
      {
        ko: '본인에게 책임이 없음을 입증해야 합니다',
        en: 'The applicant must not be at fault',
        zh: '须证明本人无过错',
        ja: '本人に責任がないことを証明する必要があります',
      },
    ),
  };
}

/** F-6 by the rules asked for: the spec's F-6-1 income and language rules (`spec`) or the official ones (`current`). */
export function evaluateF6(input: F6Input, ctx: EngineContext): EngineResult {
  const ruleSet = ctx.ruleSet === 'spec' ? F6_SPEC_V1 : F6_CURRENT_V1;
  const category = key(input.f6Category).replace(/_/g, '-') || 'F-6-1';
  const names = ruleSet.tables.categories[category];
  if (!names) throw new VisaTypeNotSupportedError(category, 'F-6 categories: F-6-1, F-6-2, F-6-3');
  const all = rows(input, ctx);
  const breakdown = names.map((n) => all[n]).filter((b): b is BreakdownItem => b !== undefined);
  const notes =
    category === 'F-6-1' && ctx.ruleSet === 'spec'
      ? [
          t4(
            '자녀가 있거나 임신 20주 이상이면 소득·한국어 요건이 면제될 수 있습니다 (공식 기준, 출입국 확인 필요).',
            'With a child, or a pregnancy of 20 weeks or more, the income and Korean-language requirements can be waived (official rules; confirm with the immigration office).',
            '有子女或怀孕20周以上时，收入和韩语要求可能被免除（官方标准，需向出入境机关确认）。',
            '子どもがいるか妊娠20週以上の場合、所得・韓国語の要件が免除されることがあります（公式基準、出入国管理局での確認が必要）。',
          ),
        ]
      : [];
  return finalise({ visaType: 'F-6', visaSubtype: category, ruleSet, breakdown, providedDocuments: providedDocuments(input), notes }, ctx);
}
