import { degreeLevel } from '../degrees';
import { formatNumber as fmt } from '../format';
import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import { F2_7_CURRENT_V1, F2_7_SPEC_V1 as R } from '../rule-sets/f2-7';
import type { CriterionDef } from '../rule-sets/types';
import { baseVisaCode, normaliseVisaCode } from '../visa-types';
import { bandPoints, bandRow, checkRow, gainText, gateRow, levelText, rangeRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;

function educationRow(input: F2Input): BreakdownItem {
  const level = degreeLevel(input.education.level || input.education.degree);
  const table = input.education.koreanDegree ? T.educationWithKoreanDegree : T.educationWithoutKoreanDegree;
  const points = table[level] ?? (level === 'NONE' ? 0 : T.otherEducation);
  // The cheapest step up: the Korean-degree column for the same level, else the next level.
  const koreanColumn = T.educationWithKoreanDegree[level];
  const step =
    !input.education.koreanDegree && koreanColumn !== undefined && koreanColumn > points
      ? {
          to: t4(`${level} (국내 학위)`, `${level} (Korean degree)`, `${levelText(level).zh}（韩国学位）`, `${levelText(level).ja}（国内学位）`),
          gain: koreanColumn - points,
        }
      : Object.entries(table)
          .filter(([, p]) => p > points)
          .sort((a, b) => a[1] - b[1])
          .map(([l, p]) => ({ to: l as string | Text, gain: p - points }))[0];
  return row('education', C.education, {
    points,
    applicantValue: `${level}${input.education.koreanDegree ? ' (Korean degree)' : ''}`,
    threshold: t4(
      '국내 학위: 박사 35 / 석사 30 / 학사 25점; 기타 학위: 30 / 25 / 20점; 기타 학력 15점',
      'Korean degree: DOCTORATE 35 / MASTER 30 / BACHELOR 25; other degree: 30 / 25 / 20; other education 15',
      '韩国学位：博士35 / 硕士30 / 学士25分；其他学位：30 / 25 / 20分；其他学历15分',
      '国内学位：博士35 / 修士30 / 学士25点；その他の学位：30 / 25 / 20点；その他の学歴15点',
    ),
    improvement: step ? gainText(C.education.label, level, step.to, step.gain) : null,
    potentialGain: step?.gain ?? 0,
  });
}

function koreanAbilityRow(input: F2Input): BreakdownItem {
  const topik = input.korean.topik;
  const kiip = input.korean.kiip ?? 0;
  const program = input.socialIntegration.programCompleted;
  // Best of TOPIK and KIIP (the spec lists them as alternatives); nothing reached still earns 5.
  const points = program ? T.integrationProgram : Math.max(bandPoints(topik, T.topik), bandPoints(kiip, T.kiip), T.otherKorean);
  const nextTopik = [...T.topik].reverse().find((b) => b.points > points);
  return row('koreanAbility', C.koreanAbility, {
    points,
    applicantValue: program ? 'KIIP completed' : `TOPIK ${topik} / KIIP ${input.korean.kiip ?? '-'}`,
    threshold: t4(
      '사회통합프로그램 20점; TOPIK 5급 이상/4급/3급: 20/15/10점; KIIP 5단계 이상/4단계: 20/15점; 그 외 5점',
      'social integration programme 20; TOPIK 5+/4/3: 20/15/10; KIIP 5+/4: 20/15; otherwise 5',
      '社会融合项目20分；TOPIK 5级以上/4级/3级：20/15/10分；KIIP 5阶段以上/4阶段：20/15分；其他5分',
      '社会統合プログラム20点；TOPIK 5級以上/4級/3級：20/15/10点；KIIP 5段階以上/4段階：20/15点；それ以外5点',
    ),
    improvement: nextTopik ? gainText(C.koreanAbility.label, `TOPIK ${topik}`, `TOPIK ${nextTopik.min}`, nextTopik.points - points) : null,
    potentialGain: nextTopik ? nextTopik.points - points : 0,
  });
}

function bonusRow(input: F2Input, def: CriterionDef = C.bonus): BreakdownItem {
  const b = input.bonus;
  const parts = [
    { name: 'award', points: b.governmentAward ? T.governmentAward : 0 },
    { name: 'volunteer', points: bandPoints(b.volunteerHours, T.volunteerHours) },
    { name: 'tax', points: b.taxPaymentYears >= T.taxPaymentYears.min ? T.taxPaymentYears.points : 0 },
    { name: 'koreanWork', points: b.koreanWorkYears >= T.koreanWorkYears.min ? T.koreanWorkYears.points : 0 },
  ];
  const sum = parts.reduce((s, p) => s + p.points, 0);
  const points = Math.min(sum, T.bonusCap);
  const shown = parts
    .filter((p) => p.points > 0)
    .map((p) => `${p.name} ${p.points}`)
    .join(' + ');
  const taxGap = b.taxPaymentYears < T.taxPaymentYears.min && points < T.bonusCap;
  return row('bonus', def, {
    points,
    applicantValue: shown ? `${shown} = ${sum}${sum > T.bonusCap ? ` (cap ${T.bonusCap})` : ''}` : 0,
    threshold: t4(
      '정부 포상 5점; 봉사 400시간 이상 5점 / 200시간 이상 3점; 납세 3년 이상 5점; 국내 근무 5년 이상 5점; 최대 15점',
      'government award 5; volunteer 400h+ 5 / 200h+ 3; tax payment 3+ years 5; Korean work 5+ years 5; max 15',
      '政府表彰5分；志愿服务400小时以上5分 / 200小时以上3分；纳税3年以上5分；韩国国内工作5年以上5分；最多15分',
      '政府表彰5点；ボランティア400時間以上5点 / 200時間以上3点；納税3年以上5点；国内勤務5年以上5点；最大15点',
    ),
    improvement: taxGap
      ? gainText(
          def.label,
          { ko: `납세 ${b.taxPaymentYears}년`, en: `tax ${b.taxPaymentYears} years`, zh: `纳税${b.taxPaymentYears}年`, ja: `納税${b.taxPaymentYears}年` },
          { ko: '납세 3년', en: 'tax 3 years', zh: '纳税3年', ja: '納税3年' },
          Math.min(T.taxPaymentYears.points, T.bonusCap - points),
        )
      : null,
    potentialGain: taxGap ? Math.min(T.taxPaymentYears.points, T.bonusCap - points) : 0,
  });
}

const annualIncome = (input: F2Input): number => Math.max(input.income.annual, input.financialInfo.annualIncome);

function socialIntegrationRow(input: F2Input, def: CriterionDef): BreakdownItem {
  return checkRow(
    'socialIntegration',
    def,
    input.socialIntegration.programCompleted,
    input.socialIntegration.programCompleted,
    t4('사회통합프로그램 이수: 10점', 'social integration programme completed: 10', '完成社会融合项目：10分', '社会統合プログラム修了：10点'),
    {
      ko: '사회통합프로그램(KIIP) 이수 시 +10점',
      en: 'Completing the social integration programme (KIIP) adds 10 points',
      zh: '完成社会融合项目（KIIP）可加10分',
      ja: '社会統合プログラム（KIIP）を修了すると+10点',
    },
  );
}

/** F-2-7 by the rules asked for: the spec's table (`spec`) or the official table (`current`). */
export function evaluateF27(input: F2Input, ctx: EngineContext): EngineResult {
  return ctx.ruleSet === 'spec' ? evaluateF27Spec(input, ctx) : evaluateF27Current(input, ctx);
}

/** spec 001 §5 F-2-7 table; qualifies at 80. */
function evaluateF27Spec(input: F2Input, ctx: EngineContext): EngineResult {
  const income = annualIncome(input);
  const breakdown: BreakdownItem[] = [
    educationRow(input),
    koreanAbilityRow(input),
    rangeRow('age', C.age, T.age, input.personalInfo.age),
    bandRow('income', C.income, T.income, income, { ko: '원', en: 'KRW', zh: '韩元', ja: 'ウォン' }),
    socialIntegrationRow(input, C.socialIntegration),
    bonusRow(input),
  ];
  const notes: Text[] = [];
  if (input.personalInfo.hasCriminalRecord) {
    notes.push(
      t4(
        '범죄 경력이 있으면 점수와 관계없이 허가가 제한될 수 있습니다.',
        'A criminal record can restrict the permit whatever the score.',
        '有犯罪记录时，无论分数如何，许可都可能受到限制。',
        '犯罪歴があると、点数にかかわらず許可が制限されることがあります。',
      ),
    );
  }
  if (key(input.legalStatus) !== 'LEGAL') {
    notes.push(
      t4(
        '불법 체류 상태에서는 체류자격 변경이 어렵습니다. 먼저 체류 상태를 확인하세요.',
        'A change of status is hard while staying illegally. Check the stay status first.',
        '处于非法滞留状态时难以变更滞留资格。请先确认滞留状态。',
        '不法滞在の状態では在留資格の変更は困難です。まず滞在状況を確認してください。',
      ),
    );
  }
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-7', ruleSet: R, breakdown, providedDocuments: providedDocuments(input), notes }, ctx);
}

const RC = F2_7_CURRENT_V1;
const CC = RC.criteria;
const TC = RC.tables;

/** immikorea: E-1..E-7 or D-5..D-9 with 3 years of stay or 40M; Korean graduates on D-2/D-10; holders extending. */
export function f27StatusMet(input: F2Input): boolean {
  const current = normaliseVisaCode(input.currentVisa);
  const base = baseVisaCode(input.currentVisa);
  if (TC.holderStatuses.includes(current)) return true;
  if (TC.graduateStatuses.includes(base)) return input.education.koreanDegree;
  return TC.eligibleStatuses.includes(base) && (input.stayDuration >= TC.minStayYears || annualIncome(input) >= TC.altAnnualIncome);
}

/** The official 170-point table's common items, the spec's bonus rows, behind the hard requirements. */
function evaluateF27Current(input: F2Input, ctx: EngineContext): EngineResult {
  const level = degreeLevel(input.education.level || input.education.degree);
  const stem = input.education.isSTEM;
  const table = stem ? TC.educationStem : TC.educationOther;
  const educationPoints = table[level] ?? 0;
  const stemPoints = TC.educationStem[level] ?? 0;
  const korean = input.socialIntegration.programCompleted ? 5 : Math.max(input.korean.topik, input.korean.kiip ?? 0);
  const breakdown: BreakdownItem[] = [
    gateRow(
      'eligibleStatus',
      CC.eligibleStatus,
      f27StatusMet(input),
      `${input.currentVisa || '-'}, ${input.stayDuration} years, ${fmt(annualIncome(input))} KRW`,
      t4(
        `${TC.eligibleStatuses.join(', ')} 자격으로 ${TC.minStayYears}년 이상 또는 연 ${fmt(TC.altAnnualIncome)}원 이상; 국내 학위가 있는 D-2/D-10; F-2-7 소지자`,
        `${TC.eligibleStatuses.join(', ')} with ${TC.minStayYears}+ years or ${fmt(TC.altAnnualIncome)} KRW a year; D-2/D-10 with a Korean degree; F-2-7 holders`,
        `以${TC.eligibleStatuses.join(', ')}资格滞留${TC.minStayYears}年以上或年收入${fmt(TC.altAnnualIncome)}韩元以上；持有韩国学位的D-2/D-10；F-2-7持有者`,
        `${TC.eligibleStatuses.join(', ')}の資格で${TC.minStayYears}年以上または年${fmt(TC.altAnnualIncome)}ウォン以上；国内学位を持つD-2/D-10；F-2-7保有者`,
      ),
      {
        ko: 'F-2-7은 전문인력(E-1~E-7)·D-5~D-9 자격으로 3년 이상 체류(또는 연 소득 4천만원 이상)하거나 국내 학위를 가진 유학·구직자만 신청할 수 있습니다',
        en: 'F-2-7 is for E-1..E-7 or D-5..D-9 holders with 3 years of stay (or 40M KRW a year), or Korean graduates on D-2/D-10',
        zh: 'F-2-7仅限以专业人才（E-1~E-7）·D-5~D-9资格滞留3年以上（或年收入4000万韩元以上），或持有韩国学位的留学·求职者申请',
        ja: 'F-2-7は専門人材（E-1〜E-7）・D-5〜D-9の資格で3年以上滞在（または年収4千万ウォン以上）した人か、国内の学位を持つ留学・求職者のみ申請できます',
      },
    ),
    gateRow('legalStatus', CC.legalStatus, key(input.legalStatus) === 'LEGAL', input.legalStatus, COMMON.legal, {
      ko: '합법 체류 상태여야 합니다',
      en: 'The applicant must be in legal status',
      zh: '须处于合法滞留状态',
      ja: '合法的な滞在状態である必要があります',
    }),
    gateRow(
      'noCriminalRecord',
      CC.noCriminalRecord,
      !input.personalInfo.hasCriminalRecord,
      input.personalInfo.hasCriminalRecord,
      t4('범죄 경력 없음', 'no criminal record', '无犯罪记录', '犯罪歴なし'),
      {
        ko: '범죄 경력이 있으면 F-2-7을 받을 수 없습니다',
        en: 'A criminal record bars F-2-7',
        zh: '有犯罪记录者不能获得F-2-7',
        ja: '犯罪歴があるとF-2-7は得られません',
      },
    ),
    rangeRow('age', CC.age, TC.age, input.personalInfo.age),
    row('education', CC.education, {
      points: educationPoints,
      applicantValue: `${level}${stem ? ' (STEM)' : ''}`,
      threshold: t4(
        '이공계 또는 복수 학위: 박사 25 / 석사 20 / 학사 17 / 전문학사 15점; 기타: 20 / 17 / 15 / 10점',
        'STEM or two degrees: DOCTORATE 25 / MASTER 20 / BACHELOR 17 / ASSOCIATE 15; other: 20 / 17 / 15 / 10',
        '理工科或双学位：博士25 / 硕士20 / 学士17 / 专科15分；其他：20 / 17 / 15 / 10分',
        '理工系または複数学位：博士25 / 修士20 / 学士17 / 短期大学士15点；その他：20 / 17 / 15 / 10点',
      ),
      improvement:
        !stem && stemPoints > educationPoints
          ? gainText(
              CC.education.label,
              level,
              { ko: `${level} (이공계)`, en: `${level} (STEM)`, zh: `${levelText(level).zh}（理工科）`, ja: `${levelText(level).ja}（理工系）` },
              stemPoints - educationPoints,
            )
          : null,
      potentialGain: !stem ? Math.max(0, stemPoints - educationPoints) : 0,
    }),
    bandRow(
      'koreanAbility',
      CC.koreanAbility,
      TC.korean,
      korean,
      { ko: '급', en: '', zh: '级', ja: '級' },
      {
        threshold: t4(
          'TOPIK 또는 KIIP 5급 이상: 20점, 4: 15점, 3: 10점, 2: 5점, 1: 3점',
          'TOPIK or KIIP 5+: 20, 4: 15, 3: 10, 2: 5, 1: 3',
          'TOPIK或KIIP 5级以上：20分，4：15分，3：10分，2：5分，1：3分',
          'TOPIKまたはKIIP 5以上：20点、4：15点、3：10点、2：5点、1：3点',
        ),
      },
    ),
    bandRow('income', CC.income, TC.income, annualIncome(input), { ko: '원', en: 'KRW', zh: '韩元', ja: 'ウォン' }),
    socialIntegrationRow(input, CC.socialIntegration),
    bonusRow(input, CC.bonus),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: 'F-2-7', ruleSet: RC, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
