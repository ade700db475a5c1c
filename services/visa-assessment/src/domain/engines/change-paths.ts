import { extractProfile, type ApplicantProfile } from '../applicant-profile';
import { degreeAtLeast } from '../degrees';
import { formatNumber as fmt } from '../format';
import { mapFormFor } from '../mappers/index';
import { standardApplicationType, type ApplicationType } from '../application-types';
import { CHANGE_PATH_RULES as RULES } from '../rule-sets/change-paths';
import { E7_4_CURRENT_V1, E7_1_CURRENT_V1 } from '../rule-sets/e7';
import { F2_99_CURRENT_V1 } from '../rule-sets/f2-other';
import { FIGURES, figureAt, share } from '../rule-sets/figures';
import { baseVisaCode, normaliseVisaCode } from '../visa-types';
import { evaluateD10 } from './d10';
import { e7QualificationRoute } from './e7';
import { e74MinPay, evaluateE74 } from './e7-4';
import { evaluateF27 } from './f2-7';
import { evaluateF299 } from './f2-residence';
import { changePath } from './result';
import type { ChangePath, ChangePathCondition, EngineContext } from './types';
import { t4, type Text } from '../text';

export interface ChangePathOptions {
  today: string;
  /** The subtype being assessed (F-2-7 is not proposed to an F-2-7 applicant). */
  visaSubtype?: string | null;
  /**
   * An extension means the applicant holds the type assessed; any other application without a
   * current status named holds none we know of (a new applicant is abroad), so no path assumes one.
   */
  applicationType?: ApplicationType;
}

/** Every path is decided by the current rules, whatever rule set scored the assessment itself. */
const change = (today: string): EngineContext => ({ applicationType: 'CHANGE', today, ruleSet: 'current' });
const levelOf = (p: ApplicantProfile): string => (p.highestDegree === 'NONE' ? '' : p.highestDegree);

/** D-10 on the same profile, through the D-10 mapper and the current engine (degree floor, restricted changes). */
function d10Path(p: ApplicantProfile, today: string): ChangePath | null {
  const input = mapFormFor('D-10', 'CHANGE', {
    currentVisa: p.currentVisa,
    personalInfo: { age: p.age, nationality: p.nationality },
    educationInfo: { highestDegree: levelOf(p), isKoreanDegree: p.hasKoreanDegree, isSTEM: p.stem },
    experienceInfo: { yearsOfExperience: p.experienceYears, koreanWorkExperience: p.koreanWorkYears },
    languageInfo: { topikLevel: p.topikLevel, kiipLevel: p.kiipLevel },
  });
  const r = evaluateD10(input, change(today));
  return r.eligible
    ? changePath(
        'D-10',
        'D-10-1',
        t4(
          `구직(D-10) 점수 ${r.totalPoints}점으로 합격 기준 ${r.passMark}점을 넘습니다.`,
          `A job-seeker (D-10) score of ${r.totalPoints} is above the pass mark of ${r.passMark}.`,
          `求职（D-10）得分${r.totalPoints}分，超过合格线${r.passMark}分。`,
          `求職（D-10）の点数${r.totalPoints}点で、合格基準${r.passMark}点を超えています。`,
        ),
      )
    : null;
}

/** F-2 on the same profile, through the F-2 mapper (the F-2-7 and F-2-99 engines read the same input). */
function f2Input(p: ApplicantProfile, subtype: string) {
  return mapFormFor('F-2', 'CHANGE', {
    visaSubtype: subtype,
    currentVisa: p.currentVisa,
    stayDuration: p.stayYears,
    personalInfo: { age: p.age, nationality: p.nationality, hasCriminalRecord: p.hasCriminalRecord },
    education: { level: levelOf(p), koreanDegree: p.hasKoreanDegree, isSTEM: p.stem },
    korean: { topik: p.topikLevel, kiip: p.kiipLevel },
    income: { annual: p.annualIncome },
    financialInfo: { assets: p.assets },
    bonus: { koreanWorkYears: p.koreanWorkYears },
  });
}

function f27Path(p: ApplicantProfile, today: string): ChangePath | null {
  const r = evaluateF27(f2Input(p, 'F-2-7'), change(today));
  return r.eligible
    ? changePath(
        'F-2',
        'F-2-7',
        t4(
          `점수제 거주(F-2-7) 점수 ${r.totalPoints}점으로 기준 ${r.passMark}점 이상입니다.`,
          `A points-based residence (F-2-7) score of ${r.totalPoints} reaches the mark of ${r.passMark}.`,
          `积分制居住（F-2-7）得分${r.totalPoints}分，达到标准${r.passMark}分以上。`,
          `ポイント制居住（F-2-7）の点数${r.totalPoints}点で、基準${r.passMark}点以上です。`,
        ),
      )
    : null;
}

/** F-2-99: every condition is a requirement; checked only once the stay could qualify. */
function f299Path(p: ApplicantProfile, today: string): ChangePath | null {
  if (p.stayYears < F2_99_CURRENT_V1.tables.stayYears) return null;
  const r = evaluateF299(f2Input(p, 'F-2-99'), change(today));
  return r.eligible
    ? changePath(
        'F-2',
        'F-2-99',
        t4(
          `국내 체류 ${p.stayYears}년으로 장기체류자 거주(F-2-99) 요건을 충족합니다.`,
          `${p.stayYears} years of stay in Korea meet the long-term resident (F-2-99) requirements.`,
          `在韩滞留${p.stayYears}年，满足长期滞留者居住（F-2-99）条件。`,
          `国内滞在${p.stayYears}年で、長期滞在者の居住（F-2-99）要件を満たしています。`,
        ),
      )
    : null;
}

/** E-7-1: the applicant's side of the requirement check (education or experience, pay >= 80% of GNI); the job must be a listed one. */
function e71Path(p: ApplicantProfile, today: string): ChangePath | null {
  if (RULES.e7OnlyThroughE74.includes(p.currentVisa)) return null;
  const gni = figureAt(FIGURES.gniPerCapita, today);
  const floor = share(gni, E7_1_CURRENT_V1.tables.wageShareOfGni);
  const input = mapFormFor('E-7', 'CHANGE', {
    subcategory: 'E-7-1',
    education: levelOf(p),
    majorRelevanceGeneral: 'RELATED',
    experiencePeriod: p.experienceYears,
    salaryLevel: p.annualIncome,
    hasDomesticDegree: p.hasKoreanDegree,
  });
  const route = degreeAtLeast(p.highestDegree, 'BACHELOR') || p.experienceYears > 0 ? e7QualificationRoute(input, gni.value) : null;
  return route && p.annualIncome >= floor
    ? changePath(
        'E-7',
        'E-7-1',
        t4(
          `학력·경력 요건(${route})과 연봉 ${fmt(floor)}원(GNI 80%) 이상 요건을 충족해, E-7-1 허용 직종에 취업하면 특정활동(E-7-1) 전환을 검토할 수 있습니다.`,
          `The education or experience rule (${route}) and the pay floor of ${fmt(floor)} KRW (80% of GNI) are met: with a job in an E-7-1 listed occupation, a change to special activities (E-7-1) can be considered.`,
          `满足学历·经历要求（${route}）及年薪${fmt(floor)}韩元（GNI的80%）以上的要求，如在E-7-1许可职业就业，可考虑转为特定活动（E-7-1）。`,
          `学歴・経歴要件（${route}）と年俸${fmt(floor)}ウォン（GNIの80%）以上の要件を満たしており、E-7-1の許可職種に就職すれば特定活動（E-7-1）への変更を検討できます。`,
        ),
      )
    : null;
}

/** A number the applicant gave, or "not given" (0 is what the mappers make of an empty field). */
const givenOr = (n: number, unit: Text): Text =>
  n > 0
    ? { ko: `${fmt(n)}${unit.ko}`, en: `${fmt(n)} ${unit.en}`.trim(), zh: `${fmt(n)}${unit.zh}`, ja: `${fmt(n)}${unit.ja}` }
    : { ko: '입력 없음', en: 'not given', zh: '未填写', ja: '未入力' };

/** The K-point rows the E-7-4 path words as its own conditions (workYears, wage, korean). */
const E74_CONDITION_ROWS: readonly string[] = ['eligibleStay', 'contractPay', 'income', 'korean'];

/** The lowest value of a band table that earns at least `points` (E-7-4: the 50-point minimum of income and Korean). */
const lowestWith = (bands: readonly { min: number; points: number }[], points: number): number =>
  Math.min(...bands.filter((b) => b.points >= points).map((b) => b.min));

/**
 * E-7-4, the E-9, E-10 and H-2 worker's way up: the current K-point engine on the profile. Shown to
 * every holder of those statuses: open when every condition is met, else with the conditions still
 * missing (years of work, current employment, wage, Korean, the points threshold).
 */
function e74Path(p: ApplicantProfile, today: string): ChangePath | null {
  const t = E7_4_CURRENT_V1.tables;
  if (!t.eligibleVisas.includes(p.currentVisa)) return null;
  const rule = RULES.e74ForWorkers;
  const field = rule.industryField[p.industry] ?? '';
  const input = mapFormFor('E-7', 'CHANGE', {
    subcategory: 'E-7-4',
    specificJob: field,
    currentVisa: p.currentVisa,
    experiencePeriod: p.koreanWorkYears,
    salaryLevel: p.annualIncome,
    topikLevel: p.topikLevel,
    kiipLevel: p.kiipLevel,
    age: p.age,
  });
  const r = evaluateE74(input, change(today));
  const failed = (criterion: string) => r.breakdown.some((b) => b.criterion === criterion && b.passed === false);
  const visa = p.currentVisa;
  const years = p.koreanWorkYears;
  const missing: ChangePathCondition[] = [];
  if (years < t.minYears) {
    missing.push({
      condition: 'workYears',
      text: t4(
        `최근 10년 내 E-9·E-10·H-2 근무 ${t.minYears}년 이상 (현재 ${years}년)`,
        `${t.minYears}+ years of work on E-9, E-10 or H-2 within the last 10 (now ${years})`,
        `最近10年内以E-9·E-10·H-2资格工作${t.minYears}年以上（目前${years}年）`,
        `最近10年以内にE-9・E-10・H-2で${t.minYears}年以上の勤務（現在${years}年）`,
      ),
    });
  }
  if (p.employmentStatus !== '' && !rule.employedStatuses.includes(p.employmentStatus)) {
    missing.push({
      condition: 'employment',
      text: t4(
        '현재 재직 중이어야 하며, 2년 이상 신규 근로계약이 필요합니다',
        'Must be in work now, with a new employment contract of 2+ years',
        '目前须在职，并需要签订2年以上的新劳动合同',
        '現在在職中であり、2年以上の新規雇用契約が必要です',
      ),
    });
  }
  if (failed('contractPay') || failed('income')) {
    // The contract floor of the field and the income item's 50-point minimum (26M under e7-4-current-v1).
    const wage = Math.max(e74MinPay(field, today), lowestWith(t.income, t.minItemPoints));
    const now = givenOr(p.annualIncome, { ko: '원', en: 'KRW', zh: '韩元', ja: 'ウォン' });
    missing.push({
      condition: 'wage',
      text: t4(
        `연봉 ${fmt(wage)}원 이상 (현재 ${now.ko})`,
        `Annual pay of ${fmt(wage)} KRW or more (now ${now.en})`,
        `年薪${fmt(wage)}韩元以上（目前${now.zh}）`,
        `年俸${fmt(wage)}ウォン以上（現在${now.ja}）`,
      ),
    });
  }
  if (failed('korean')) {
    const level = lowestWith(t.korean, t.minItemPoints);
    const now = givenOr(Math.max(p.topikLevel, p.kiipLevel), { ko: '급', en: '', zh: '级', ja: '級' });
    missing.push({
      condition: 'korean',
      text: t4(
        `TOPIK ${level}급 또는 사회통합프로그램 ${level}단계 이상 (현재 ${now.ko})`,
        `TOPIK level ${level} or KIIP stage ${level} or higher (now ${now.en})`,
        `TOPIK ${level}级或社会融合项目${level}阶段以上（目前${now.zh}）`,
        `TOPIK ${level}級または社会統合プログラム${level}段階以上（現在${now.ja}）`,
      ),
    });
  }
  if (r.totalPoints < r.passMark) {
    const gap = r.passMark - r.totalPoints;
    missing.push({
      condition: 'points',
      text: t4(
        `K-point ${r.passMark}점 이상 (현재 ${r.totalPoints}점, ${gap}점 부족; 고용주 추천 시 +${t.recommendation}점)`,
        `${r.passMark} K-points or more (now ${r.totalPoints}, ${gap} short; an employer's recommendation adds ${t.recommendation})`,
        `K-point ${r.passMark}分以上（目前${r.totalPoints}分，还差${gap}分；取得雇主推荐可加${t.recommendation}分）`,
        `K-point ${r.passMark}点以上（現在${r.totalPoints}点、${gap}点不足。雇用主の推薦で+${t.recommendation}点）`,
      ),
    });
  }
  // Any other requirement of the rule set that fails (none can on this profile today) is missing too, so a path is never shown open wrongly.
  for (const b of r.breakdown) {
    if (b.kind === 'requirement' && b.passed === false && !E74_CONDITION_ROWS.includes(b.criterion))
      missing.push({ condition: b.criterion, text: b.improvement ?? b.label });
  }
  if (missing.length > 0) {
    const n = missing.length;
    return changePath(
      'E-7',
      'E-7-4',
      t4(
        `${visa} 자격 ${years}년 근무: 아래 요건 ${n}가지를 채우면 숙련기능인력(E-7-4)으로 전환할 수 있습니다.`,
        `${years} years of work on ${visa}: with the ${n} condition${n === 1 ? '' : 's'} below met, a change to skilled worker (E-7-4) is possible.`,
        `以${visa}资格工作${years}年：满足以下${n}项条件后，可转为熟练技能人才（E-7-4）。`,
        `${visa}の資格で${years}年勤務：以下の${n}つの要件を満たせば、熟練技能人材（E-7-4）に変更できます。`,
      ),
      missing,
    );
  }
  return changePath(
    'E-7',
    'E-7-4',
    t4(
      `${visa} 자격으로 ${years}년 근무, K-point ${r.totalPoints}점(기준 ${r.passMark}점)으로 숙련기능인력(E-7-4) 전환을 검토할 수 있습니다.`,
      `${years} years of work on ${visa} and ${r.totalPoints} K-points (mark ${r.passMark}): a change to skilled worker (E-7-4) can be considered.`,
      `以${visa}资格工作${years}年，K-point ${r.totalPoints}分（标准${r.passMark}分），可考虑转为熟练技能人才（E-7-4）。`,
      `${visa}の資格で${years}年勤務、K-point ${r.totalPoints}点（基準${r.passMark}点）で、熟練技能人材（E-7-4）への変更を検討できます。`,
    ),
  );
}

/** F-5 for F-2-7 holders: 3 years on F-2-7, income of at least the GNI per capita, no criminal record. */
function f5Path(p: ApplicantProfile, today: string, holdsF27: boolean): ChangePath | null {
  const rule = RULES.f5FromF27;
  const floor = share(figureAt(FIGURES.gniPerCapita, today), rule.gniShare);
  return holdsF27 && p.stayYears >= rule.minYears && p.annualIncome >= floor && !p.hasCriminalRecord
    ? changePath(
        'F-5',
        'F-5-16',
        t4(
          `점수제 거주(F-2-7) ${p.stayYears}년, 연 소득 ${fmt(p.annualIncome)}원(GNI ${fmt(floor)}원 이상)으로 영주(F-5) 신청을 검토할 수 있습니다.`,
          `${p.stayYears} years on points-based residence (F-2-7) and an income of ${fmt(p.annualIncome)} KRW a year (at least the GNI of ${fmt(floor)} KRW): an application for permanent residence (F-5) can be considered.`,
          `积分制居住（F-2-7）${p.stayYears}年，年收入${fmt(p.annualIncome)}韩元（GNI ${fmt(floor)}韩元以上），可考虑申请永久居住（F-5）。`,
          `ポイント制居住（F-2-7）${p.stayYears}年、年収${fmt(p.annualIncome)}ウォン（GNI ${fmt(floor)}ウォン以上）で、永住（F-5）の申請を検討できます。`,
        ),
      )
    : null;
}

const rankOf = (status: string): number => RULES.statusRank[status] ?? RULES.defaultRank;

/**
 * Other statuses the applicant would qualify for, decided by the current engines on the same
 * profile: never the type (or F-2 subtype) being assessed nor the status held, never one ranked below it (an F-2-7 holder is not sent to D-10 or E-7), and never a restricted change (E-9 workers
 * change to E-7 only through E-7-4; designated nationalities to D-10 only with 80 points).
 */
export function findChangePaths(visaType: string, input: unknown, options: ChangePathOptions): ChangePath[] {
  const assessedType = normaliseVisaCode(visaType);
  const p = extractProfile(assessedType, input);
  const standard = options.applicationType === undefined ? undefined : standardApplicationType(options.applicationType);
  // An extension, or a change that keeps the status (E-9's change of workplace), holds the type assessed.
  const keepsStatus = standard === 'EXTENSION' || (standard === 'CHANGE' && RULES.changeWithinStatus.includes(assessedType));
  const held = { ...p, currentVisa: p.currentVisaGiven || keepsStatus ? baseVisaCode(p.currentVisa) : '' };
  const holdsF27 = normaliseVisaCode(p.currentVisa) === 'F-2-7' || (held.currentVisa === 'F-2' && (options.visaSubtype ?? 'F-2-7') === 'F-2-7');
  const candidates: Array<[target: string, subtype: string, run: () => ChangePath | null]> = [
    ['D-10', 'D-10', () => d10Path(held, options.today)],
    ['F-2', 'F-2-7', () => f27Path(held, options.today)],
    ['E-7', 'E-7-4', () => e74Path(held, options.today)],
    ['E-7', 'E-7-1', () => e71Path(held, options.today)],
    ['F-2', 'F-2-99', () => f299Path(held, options.today)],
    ['F-5', 'F-5', () => f5Path(held, options.today, holdsF27)],
  ];
  const assessed = assessedType === 'F-2' ? (options.visaSubtype ?? 'F-2-7') : assessedType;
  const floor = rankOf(held.currentVisa);
  const out: ChangePath[] = [];
  for (const [target, subtype, run] of candidates) {
    if (target === assessed || subtype === assessed || target === held.currentVisa || (RULES.targetRank[target] ?? RULES.defaultRank) < floor) continue;
    const path = run();
    // One E-7 path: E-7-4 when it applies, else E-7-1.
    if (path && !(target === 'E-7' && out.some((x) => x.visaType === 'E-7'))) out.push(path);
  }
  return out;
}
