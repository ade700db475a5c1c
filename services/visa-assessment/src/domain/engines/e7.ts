import { OCCUPATIONS, normaliseOccupationText, occupationByCode, searchOccupations, type TOccupation } from '@tov/contracts';
import { degreeAtLeast, degreeLevel } from '../degrees';
import { readiness } from '../document-status';
import type { E7Input } from '../mappers/e7';
import { int, key, text } from '../normalise';
import { E7_1_CURRENT_V1, E7_23_CURRENT_V1 } from '../rule-sets/e7';
import { FIGURES, figureAt, share } from '../rule-sets/figures';
import type { CriterionDef } from '../rule-sets/types';
import { checkRow, penaltyRow, row } from './criteria';
import { evaluateE74 } from './e7-4';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult, Text } from './types';
import { formatNumber as fmt } from '../format';
import { t4 } from '../text';

/** The education, experience and employer rules are E-7-1's in both rule sets (e7-public-v1's tables). */
const T = E7_1_CURRENT_V1.tables;

export function e7MajorRelated(input: E7Input): boolean {
  return readiness(input.majorRelevanceGeneral) !== 'MISSING' || key(input.majorSpecialCondition) !== 'NONE';
}

/** visa-rules.md E-7-1: the first route through the education/experience rule, or null. */
export function e7QualificationRoute(input: E7Input, gni: number): string | null {
  const degree = degreeLevel(input.education);
  const related = e7MajorRelated(input);
  const years = input.experiencePeriod;
  const pay = input.salaryLevel;
  if (degreeAtLeast(degree, 'MASTER') && related) return "related master's or higher";
  if (degree === 'BACHELOR' && related && years >= T.bachelorExperienceYears) return "related bachelor's + 1 year";
  if (degree === 'BACHELOR' && input.hasDomesticDegree === 'YES') return "Korean bachelor's (year of experience waived)";
  if (years >= T.experienceOnlyYears) return '5+ years of related experience';
  if (input.hasFortune500Experience === 'YES') return '1 year at a Fortune Global 500 company';
  if (input.hasWorldTopUniversity === 'YES') return 'degree from a top-ranked university';
  if (input.hasKotraRecommendation === 'YES' && pay >= gni * T.kotraPayShareOfGni) return 'KOTRA/ministry recommendation with pay >= 1.5x GNI';
  if (pay >= gni * T.highPayShareOfGni) return 'pay >= 3x GNI';
  return null;
}

/** The occupation code of the job: a code such as 2223 or S2353 in `specificJob` ('Software developer (2221)' reads 2221). */
export function e7OccupationCode(specificJob: string): string {
  const m = /(?:^|[^A-Z0-9])(S?\d{3,5})(?![0-9])/.exec(text(specificJob).toUpperCase());
  return m?.[1] ?? '';
}

/** The E-7 sub-type whose list holds the code, or null. */
export function e7SubtypeOfCode(code: string): string | null {
  if (E7_1_CURRENT_V1.tables.occupations.includes(code)) return 'E-7-1';
  return Object.entries(E7_23_CURRENT_V1.tables.occupations).find(([, codes]) => codes.includes(code))?.[0] ?? null;
}

/**
 * How the job was read against the official list (issue 21 §3): `code` from `specificJobCode` or a
 * code inside `specificJob`, `text` from the free text through `searchOccupations`. `candidates`
 * are the listed occupations the text could be when it names more than one.
 */
export interface E7OccupationReading {
  code: string;
  occupation: TOccupation | null;
  via: 'code' | 'text' | null;
  candidates: readonly TOccupation[];
}

/** At most this many candidates are named when free text fits several occupations. */
const MAX_CANDIDATES = 3;

/**
 * The listed occupation of the job. A code wins (`specificJobCode`, then a code inside
 * `specificJob`); otherwise the free text is searched on the list: one occupation found is the
 * job; of several, one whose name is the text exactly, else the only one of the assessed sub-type;
 * anything else is not read (the candidates say what to pick).
 */
export function e7ReadOccupation(input: Pick<E7Input, 'specificJob' | 'specificJobCode'>, subtype: string): E7OccupationReading {
  const given = text(input.specificJobCode).toUpperCase() || e7OccupationCode(input.specificJob);
  if (given) return { code: given, occupation: occupationByCode(given) ?? null, via: 'code', candidates: [] };
  const job = text(input.specificJob);
  if (!job) return { code: '', occupation: null, via: null, candidates: [] };
  const found = searchOccupations(job, { limit: OCCUPATIONS.length });
  const whole = normaliseOccupationText(job);
  const exact = found.filter((o) => [o.nameKo, o.nameEn].some((n) => normaliseOccupationText(n) === whole));
  const ofSubtype = found.filter((o) => o.subType === subtype);
  const pick = found.length === 1 ? found[0] : exact.length === 1 ? exact[0] : ofSubtype.length === 1 ? ofSubtype[0] : undefined;
  if (pick) return { code: pick.code, occupation: pick, via: 'text', candidates: [] };
  return { code: '', occupation: null, via: null, candidates: found.slice(0, MAX_CANDIDATES) };
}

/** '7430 조선 용접공' (ko), '7430 Shipbuilding welder' (en), '7430 造船焊工' (zh): the official occupation as the reasons name it. */
export function e7OccupationName(o: TOccupation, lang: keyof Text = 'ko'): string {
  const name = { ko: o.nameKo, en: o.nameEn, zh: o.nameZh, ja: o.nameJa }[lang];
  return `${o.code} ${name}`;
}

function occupationNames(list: readonly TOccupation[]): Text {
  const join = (lang: keyof Text, sep: string) => list.map((o) => e7OccupationName(o, lang)).join(sep);
  return t4(join('ko', ', '), join('en', ', '), join('zh', '，'), join('ja', '、'));
}

function companyHasFiveKoreanStaff(companySize: string): boolean {
  const n = int(companySize, -1);
  if (n >= 0) return n >= T.minKoreanStaff;
  const k = key(companySize);
  return k !== '' && !T.smallCompanyWords.some((w) => k.includes(w));
}

function qualificationRow(def: CriterionDef, input: E7Input, gni: number): BreakdownItem {
  const route = e7QualificationRoute(input, gni);
  const bachelor = degreeAtLeast(degreeLevel(input.education), 'BACHELOR');
  return row('qualification', def, {
    points: route ? def.maxPoints : bachelor ? T.partialQualificationPoints : 0,
    passed: route !== null,
    applicantValue: route ?? `${input.education || '-'}, ${input.experiencePeriod} years`,
    threshold: t4(
      '관련 석사; 관련 학사 + 1년; 경력 5년; 국내 학위; Fortune 500; 세계 우수 대학; KOTRA + GNI 1.5배; GNI 3배',
      "related master's; related bachelor's + 1 year; 5 years; Korean degree; Fortune 500; top university; KOTRA + 1.5x GNI; 3x GNI",
      '相关硕士；相关学士 + 1年；5年经历；韩国学位；财富500强；世界一流大学；KOTRA + 1.5倍GNI；3倍GNI',
      '関連する修士；関連する学士 + 1年；経歴5年；国内学位；Fortune 500；世界の優秀大学；KOTRA + GNIの1.5倍；GNIの3倍',
    ),
    improvement: route
      ? null
      : {
          ko: '관련 분야 경력 1년 이상(학사) 또는 5년 이상 경력이 필요합니다',
          en: "Needs 1 year of related experience with a bachelor's, or 5 years of experience",
          zh: '需要1年以上相关领域经历（学士）或5年以上经历',
          ja: '関連分野の経歴1年以上（学士）または5年以上の経歴が必要です',
        },
    potentialGain: route ? 0 : def.maxPoints - (bachelor ? T.partialQualificationPoints : 0),
  });
}

function occupationRow(def: CriterionDef, input: E7Input, subtype: string, listed: readonly string[]): BreakdownItem {
  const reading = e7ReadOccupation(input, subtype);
  const { code, occupation } = reading;
  const ok = occupation !== null && listed.includes(occupation.code);
  const confirmed = readiness(input.specificJobConfirmation) === 'READY';
  const elsewhere = ok || !occupation ? null : (e7SubtypeOfCode(occupation.code) ?? occupation.subType);
  const points = ok ? (confirmed ? def.maxPoints : Math.floor(def.maxPoints / 2)) : 0;
  const name = occupation ? occupationNames([occupation]) : null;
  return row('occupation', def, {
    points,
    passed: ok,
    applicantValue: code || input.specificJob || null,
    threshold: t4(
      `${subtype} 직종 코드 (${listed.length}개 등록)`,
      `an ${subtype} occupation code (${listed.length} listed)`,
      `${subtype}职业代码（共${listed.length}个）`,
      `${subtype}の職種コード（${listed.length}件登録）`,
    ),
    improvement: ok
      ? confirmed
        ? null
        : {
            ko: `허용 직종(${name?.ko}) 확인서를 받으면 점수 상승`,
            en: `Confirming the listed occupation (${name?.en}) raises the score`,
            zh: `取得许可职业（${name?.zh}）确认书可提高分数`,
            ja: `許可職種（${name?.ja}）の確認書を受けると点数が上がります`,
          }
      : elsewhere && name
        ? {
            ko: `직종 ${name.ko}는 ${elsewhere} 직종입니다. ${elsewhere}로 평가하세요`,
            en: `${name.en} is an ${elsewhere} occupation: assess it as ${elsewhere}`,
            zh: `职业${name.zh}属于${elsewhere}职业，请按${elsewhere}进行评估`,
            ja: `職種${name.ja}は${elsewhere}の職種です。${elsewhere}で評価してください`,
          }
        : reading.candidates.length > 0
          ? (() => {
              const names = occupationNames(reading.candidates);
              return {
                ko: `입력한 직무가 여러 공식 직종에 해당합니다. 직종을 하나 고르세요: ${names.ko}`,
                en: `The job fits several listed occupations. Pick one: ${names.en}`,
                zh: `所填职务对应多个官方职业，请选择其一：${names.zh}`,
                ja: `入力した職務は複数の公式職種に当たります。一つ選んでください：${names.ja}`,
              };
            })()
          : {
              ko: `${subtype} 허용 직종 목록에 있는 직무여야 합니다`,
              en: `The job must be on the ${subtype} occupation list`,
              zh: `须为${subtype}许可职业列表中的职务`,
              ja: `${subtype}の許可職種リストにある職務である必要があります`,
            },
    potentialGain: def.maxPoints - points,
  });
}

/** The note naming the official occupation the job was read as: from the free text, or the code's name. */
function occupationNote(input: E7Input, subtype: string): Text[] {
  const reading = e7ReadOccupation(input, subtype);
  const o = reading.occupation;
  if (!o) return [];
  const name = occupationNames([o]);
  const job = text(input.specificJob);
  if (reading.via === 'text') {
    return [
      t4(
        `입력한 직무 "${job}"는 공식 직종 ${name.ko} (${o.subType})로 평가했습니다.`,
        `The job "${job}" was assessed as the listed occupation ${name.en} (${o.subType}).`,
        `所填职务"${job}"已按官方职业${name.zh}（${o.subType}）评估。`,
        `入力した職務「${job}」は公式職種${name.ja}（${o.subType}）として評価しました。`,
      ),
    ];
  }
  return [
    t4(
      `직종: 공식 직종 ${name.ko} (${o.subType})`,
      `Occupation: the listed occupation ${name.en} (${o.subType})`,
      `职业：官方职业${name.zh}（${o.subType}）`,
      `職種は公式職種${name.ja}（${o.subType}）です`,
    ),
  ];
}

/** E-7-1 (e7-1-current-v1), E-7-2 and E-7-3 (e7-23-current-v1): a requirement check on the occupation list. */
export function evaluateE7General(input: E7Input, ctx: EngineContext): EngineResult {
  const subtype = key(input.subcategory).replace(/_/g, '-');
  const professional = subtype === 'E-7-1' || !(subtype in E7_23_CURRENT_V1.tables.occupations);
  const R = professional ? E7_1_CURRENT_V1 : E7_23_CURRENT_V1;
  const C = R.criteria;
  const gniFigure = figureAt(FIGURES.gniPerCapita, ctx.today);
  const wageFloor = professional ? share(gniFigure, T.wageShareOfGni) : figureAt(FIGURES.e7SemiSkilledAnnualPay, ctx.today).value;
  const listed = professional ? E7_1_CURRENT_V1.tables.occupations : (E7_23_CURRENT_V1.tables.occupations[subtype] ?? []);
  const staffOk = companyHasFiveKoreanStaff(input.companySize);
  const employerOk =
    staffOk && input.foreignEmploymentRatio <= T.maxForeignRatioPercent && input.employerTaxDelinquency === 'NO' && input.employerWageArrears === 'NO';
  const related = e7MajorRelated(input);
  const bonus = [input.hasKotraRecommendation, input.hasFortune500Experience, input.hasWorldTopUniversity, input.hasDomesticDegree].includes('YES');
  const violations = int(input.previousViolations ?? '0');
  const penalty = (input.visaRejectionHistory === 'YES' ? -T.rejectionPenalty : 0) - T.violationPenalty * violations;
  const breakdown: BreakdownItem[] = [
    occupationRow(C.occupation, input, professional ? 'E-7-1' : subtype, listed),
    qualificationRow(C.qualification, input, gniFigure.value),
    checkRow(
      'wage',
      C.wage,
      input.salaryLevel >= wageFloor,
      input.salaryLevel,
      t4(
        `연 ${fmt(wageFloor)}원 이상 (${professional ? `${gniFigure.effectiveFrom}부터 GNI 80%` : '고정 최저 금액'})`,
        `>= ${fmt(wageFloor)} KRW a year (${professional ? `80% of GNI from ${gniFigure.effectiveFrom}` : 'fixed minimum'})`,
        `年薪${fmt(wageFloor)}韩元以上（${professional ? `自${gniFigure.effectiveFrom}起GNI的80%` : '固定最低额'}）`,
        `年${fmt(wageFloor)}ウォン以上（${professional ? `${gniFigure.effectiveFrom}からGNIの80%` : '固定の最低額'}）`,
      ),
      {
        ko: `연봉 ${fmt(wageFloor)}원 이상이어야 합니다 (현재 ${fmt(input.salaryLevel)}원)`,
        en: `Pay must be at least ${fmt(wageFloor)} KRW a year (now ${fmt(input.salaryLevel)})`,
        zh: `年薪须达到${fmt(wageFloor)}韩元以上（目前${fmt(input.salaryLevel)}韩元）`,
        ja: `年俸${fmt(wageFloor)}ウォン以上が必要です（現在${fmt(input.salaryLevel)}ウォン）`,
      },
    ),
    checkRow(
      'employer',
      C.employer,
      employerOk,
      `staff ${input.companySize || '-'}, foreign ${input.foreignEmploymentRatio}%, tax arrears ${input.employerTaxDelinquency}, wage arrears ${input.employerWageArrears}`,
      t4(
        `내국인 ${T.minKoreanStaff}명 이상, 외국인 비율 ${T.maxForeignRatioPercent}% 이하, 세금·임금 체불 없음`,
        `>= ${T.minKoreanStaff} Korean staff, foreign <= ${T.maxForeignRatioPercent}%, no tax or wage arrears`,
        `本国员工${T.minKoreanStaff}名以上，外国人比例不超过${T.maxForeignRatioPercent}%，无欠税·欠薪`,
        `内国人${T.minKoreanStaff}人以上、外国人比率${T.maxForeignRatioPercent}%以下、税金・賃金の滞納なし`,
      ),
      {
        ko: '고용 기업이 내국인 5명 이상 고용, 외국인 비율 20% 이하, 체납 없음 요건을 갖춰야 합니다',
        en: 'The employer needs 5+ Korean staff, foreigners at most 20% and no arrears',
        zh: '雇佣企业须雇用5名以上本国员工、外国人比例不超过20%且无欠缴',
        ja: '雇用企業が内国人5人以上を雇用し、外国人比率20%以下、滞納なしの要件を満たす必要があります',
      },
    ),
    checkRow(
      'majorRelevance',
      C.majorRelevance,
      related,
      input.majorRelevanceGeneral || input.majorSpecialCondition,
      t4('전공과 직무 관련', 'major related to the job', '专业与职务相关', '専攻と職務が関連'),
      {
        ko: '전공과 직무의 관련성 입증 시 +10점',
        en: 'Showing the major fits the job adds 10 points',
        zh: '证明专业与职务相关可加10分',
        ja: '専攻と職務の関連性を証明すると+10点',
      },
    ),
    checkRow(
      'experienceVerified',
      C.experienceVerified,
      readiness(input.experienceVerification) === 'READY',
      input.experienceVerification || null,
      t4('확인됨', 'verified', '已核实', '確認済み'),
      { ko: '경력증명서 검증 시 +5점', en: 'Verified experience certificates add 5 points', zh: '经历证明经核实可加5分', ja: '経歴証明書が検証されると+5点' },
    ),
    checkRow(
      'bonus',
      C.bonus,
      bonus,
      bonus,
      t4(
        'KOTRA 추천, Fortune 500, 세계 우수 대학 또는 국내 학위',
        'KOTRA recommendation, Fortune 500, top university or Korean degree',
        'KOTRA推荐、财富500强、世界一流大学或韩国学位',
        'KOTRAの推薦、Fortune 500、世界の優秀大学または国内学位',
      ),
      {
        ko: '추천서·우수 경력·국내 학위가 있으면 가점',
        en: 'A recommendation, top employer or university, or a Korean degree adds a bonus',
        zh: '有推荐信、优秀经历或韩国学位可获加分',
        ja: '推薦書・優れた経歴・国内学位があると加点されます',
      },
    ),
    penaltyRow(
      'history',
      C.history,
      penalty,
      `rejections ${input.visaRejectionHistory}, violations ${violations}`,
      t4(
        `거절 시 -${T.rejectionPenalty}점, 위반당 -${T.violationPenalty}점`,
        `-${T.rejectionPenalty} for a refusal, -${T.violationPenalty} per violation`,
        `拒签-${T.rejectionPenalty}分，每次违规-${T.violationPenalty}分`,
        `拒否は-${T.rejectionPenalty}点、違反1件につき-${T.violationPenalty}点`,
      ),
      {
        ko: '비자 거절·위반 이력은 감점됩니다',
        en: 'Refusals and violations take points away',
        zh: '签证拒签·违规记录将被扣分',
        ja: 'ビザ拒否・違反歴は減点されます',
      },
    ),
  ];
  const notes = [
    ...occupationNote(input, professional ? 'E-7-1' : subtype),
    ...(professional
      ? []
      : [
          t4(
            'E-7-2·E-7-3 직종은 직종별 학력·경력·기량검증 기준이 따로 있습니다. 해당 직종의 기준을 확인하세요.',
            'E-7-2 and E-7-3 jobs have their own education, experience and skills-test rules per occupation. Check the rules for the job.',
            'E-7-2·E-7-3职业另有各职业的学历·经历·技能验证标准。请确认该职业的标准。',
            'E-7-2・E-7-3の職種には、職種ごとの学歴・経歴・技能検証の基準が別にあります。該当職種の基準を確認してください。',
          ),
        ]),
  ];
  return finalise(
    {
      visaType: 'E-7',
      visaSubtype: professional ? 'E-7-1' : subtype,
      ruleSet: R,
      breakdown,
      notes,
      providedDocuments: providedDocuments(
        input,
        input.employmentDocs ?? [],
        input.educationDocs ?? [],
        input.experienceDocs ?? [],
        input.additionalDocs ?? [],
        input.extensionDocs ?? [],
        input.changeDocuments ?? [],
      ),
    },
    ctx,
  );
}

/** E-7 dispatches on subcategory: E-7-4 has its own points table, the others a requirement check. */
export function evaluateE7(input: E7Input, ctx: EngineContext): EngineResult {
  return key(input.subcategory).replace(/_/g, '-') === 'E-7-4' ? evaluateE74(input, ctx) : evaluateE7General(input, ctx);
}
