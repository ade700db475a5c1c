import { isCountryIn } from '../countries';
import { degreeAtLeast, degreeLevel } from '../degrees';
import { formatNumber as fmt } from '../format';
import { bool, isoDate, key, wholeYearsBetween } from '../normalise';
import type { D10Input } from '../mappers/d10';
import { D10_CURRENT_V1, D10_SPEC_V1 as R } from '../rule-sets/d10';
import { baseVisaCode } from '../visa-types';
import { bandPoints, bandRow, checkRow, gainText, gateRow, levelRow, levelText, rangeRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;

/** A Korean degree: the flag, or a Korean university given as a flag word or a name. */
export function hasKoreanDegree(input: D10Input): boolean {
  const ku = input.educationInfo.koreanUniversity;
  return input.educationInfo.isKoreanDegree || bool(ku, ku !== '');
}

/** The degree the table scores: highestDegree, else the free `education` field. */
function degreeOf(input: D10Input): string {
  const level = degreeLevel(input.educationInfo.highestDegree || input.educationInfo.education);
  return level === 'NONE' ? '' : level;
}

/** spec 001 §5: TOPIK/KIIP score 5+/4/3, TOPIK 2, otherwise the level ADVANCED/INTERMEDIATE/BASIC. */
function koreanAbilityRow(input: D10Input): BreakdownItem {
  const lang = input.languageInfo;
  const kiip = Math.max(lang.kiipLevel ?? 0, lang.socialIntegrationLevel);
  const score = Math.max(lang.topikLevel, kiip);
  const level = key(lang.koreanLevel);
  let points = bandPoints(score, T.koreanScore);
  let basis = `TOPIK ${lang.topikLevel} / KIIP ${kiip}`;
  if (points === 0 && lang.topikLevel === 2) points = T.topik2;
  else if (points === 0) {
    points = T.koreanLevel[level] ?? 0;
    basis = level ? `${basis} / ${level}` : basis;
  }
  const nextScore = T.koreanScore
    .slice()
    .reverse()
    .find((b) => b.points > points);
  return row('koreanAbility', C.koreanAbility, {
    points,
    applicantValue: basis,
    threshold: t4(
      'TOPIK/KIIP 5급 이상: 30점, 4급: 25점, 3급: 20점; TOPIK 2급: 10점; 그 외 고급 25점, 중급 15점, 기초 10점',
      'TOPIK/KIIP 5+: 30, 4: 25, 3: 20; TOPIK 2: 10; otherwise ADVANCED 25, INTERMEDIATE 15, BASIC 10',
      'TOPIK/KIIP 5级以上：30分，4级：25分，3级：20分；TOPIK 2级：10分；其他：高级25分，中级15分，基础10分',
      'TOPIK/KIIP 5級以上：30点、4級：25点、3級：20点；TOPIK 2級：10点；それ以外は上級25点、中級15点、初級10点',
    ),
    improvement: nextScore ? gainText(C.koreanAbility.label, `TOPIK ${score}`, `TOPIK ${nextScore.min}`, nextScore.points - points) : null,
    potentialGain: nextScore ? nextScore.points - points : 0,
  });
}

/** D-10 by the rules asked for: the spec's table (`spec`) or the official D-10-1 table (`current`). */
export function evaluateD10(input: D10Input, ctx: EngineContext): EngineResult {
  return ctx.ruleSet === 'spec' ? evaluateD10Spec(input, ctx) : evaluateD10Current(input, ctx);
}

function d10Notes(input: D10Input, koreanDegree: boolean): Text[] {
  const notes: Text[] = [];
  if (input.additional.immigrationViolations > 0 || input.additional.fineAmount > 0) {
    notes.push(
      t4(
        '출입국관리법 위반 또는 벌금 이력은 점수와 별도로 심사에서 불리할 수 있습니다.',
        'A breach of the Immigration Act or a past fine can count against the application, apart from the score.',
        '违反《出入境管理法》或有罚金记录，可能在审查中不利，与分数无关。',
        '出入国管理法違反や罰金の履歴は、点数とは別に審査で不利になることがあります。',
      ),
    );
  }
  if (koreanDegree) {
    notes.push(
      t4(
        '국내 학위 취득 후 1년 이내 최초 변경은 점수 요건이 면제될 수 있습니다 (출입국 안내 확인).',
        'A first change within a year of a Korean degree can be exempt from the points requirement (check with the immigration office).',
        '取得韩国学位后1年内的首次变更，可能免除分数要求（请向出入境机关确认）。',
        '国内学位取得後1年以内の最初の変更は、点数要件が免除されることがあります（出入国管理局の案内を確認）。',
      ),
    );
  }
  return notes;
}

/** spec 001 §5, exactly (rule set d10-spec-v1). */
function evaluateD10Spec(input: D10Input, ctx: EngineContext): EngineResult {
  const koreanDegree = hasKoreanDegree(input);
  const koreanWork = input.experienceInfo.koreanWorkExperience;
  const years = { ko: '년', en: 'years', zh: '年', ja: '年' };
  const breakdown: BreakdownItem[] = [
    levelRow('degree', C.degree, T.degree, degreeOf(input)),
    row('koreanDegree', C.koreanDegree, {
      points: koreanDegree ? T.koreanDegree : 0,
      applicantValue: koreanDegree,
      threshold: t4('국내 학위: +10점', 'Korean degree: +10', '韩国学位：+10分', '国内学位：+10点'),
      // One improvement for both Korean-degree rows (+10 here, +10 bonus), so it is not offered twice.
      improvement: koreanDegree
        ? null
        : {
            ko: '국내 대학 학위 취득 시 +20점 (학위 10 + 가점 10)',
            en: 'A Korean degree adds 20 points (10 + 10 bonus)',
            zh: '取得韩国大学学位可加20分（学位10分 + 加分10分）',
            ja: '韓国の大学の学位を取得すると+20点（学位10点 + 加点10点）',
          },
      potentialGain: koreanDegree ? 0 : T.koreanDegree + T.bonusKoreanDegree,
    }),
    bandRow('experience', C.experience, T.experienceYears, input.experienceInfo.yearsOfExperience, years),
    bandRow('koreanWork', C.koreanWork, T.koreanWorkYears, koreanWork, years),
    koreanAbilityRow(input),
    rangeRow('age', C.age, T.age, input.personalInfo.age),
    row('bonusKoreanDegree', C.bonusKoreanDegree, {
      points: koreanDegree ? T.bonusKoreanDegree : 0,
      applicantValue: koreanDegree,
      threshold: t4('국내 학위: +10점', 'Korean degree: +10', '韩国学位：+10分', '国内学位：+10点'),
    }),
    checkRow(
      'bonusKoreanWork',
      C.bonusKoreanWork,
      koreanWork > 0,
      koreanWork,
      t4('국내 근무 경력 있음: +5점', 'Korean work experience > 0: +5', '有韩国国内工作经历：+5分', '国内勤務経歴あり：+5点'),
      {
        ko: '국내 근무 경력 가점 +5점',
        en: 'Any work experience in Korea adds a 5-point bonus',
        zh: '韩国国内工作经历加5分',
        ja: '韓国国内での勤務経歴で加点+5点',
      },
    ),
  ];
  return finalise(
    {
      visaType: 'D-10',
      visaSubtype: input.d10SubType || null,
      ruleSet: R,
      breakdown,
      providedDocuments: providedDocuments(input),
      notes: d10Notes(input, koreanDegree),
    },
    ctx,
  );
}

const RC = D10_CURRENT_V1;
const CC = RC.criteria;
const TC = RC.tables;

/** Whole years since the Korean degree (koreanGraduationYear, else graduationDate), or null when unknown. */
function yearsSinceKoreanDegree(input: D10Input, today: string): number | null {
  const year = input.educationInfo.koreanGraduationYear;
  if (year > 0 && today) return Number(today.slice(0, 4)) - year;
  const date = isoDate(input.educationInfo.graduationDate);
  return date && today ? wholeYearsBetween(date, today) : null;
}

function studyInKoreaRow(input: D10Input, level: string, koreanDegree: boolean, today: string): BreakdownItem {
  const since = koreanDegree ? yearsSinceKoreanDegree(input, today) : null;
  // An unknown graduation date scores the later column: never more than the applicant can prove.
  const recent = since !== null && since <= TC.studyRecentYears;
  const points = !koreanDegree ? 0 : recent ? TC.studyRecent : (TC.studyLater[level] ?? 0);
  return row('studyInKorea', CC.studyInKorea, {
    points,
    applicantValue: koreanDegree ? `${level || '-'}, ${since ?? '?'} years since the degree` : false,
    threshold: t4(
      `졸업 후 ${TC.studyRecentYears}년 이내 국내 학위: ${TC.studyRecent}점; 그 이후: ${Object.entries(TC.studyLater)
        .map(([k, p]) => `${levelText(k).ko} ${p}점`)
        .join(', ')}`,
      `Korean degree within ${TC.studyRecentYears} years of graduating: ${TC.studyRecent}; later: ${Object.entries(TC.studyLater)
        .map(([k, p]) => `${k} ${p}`)
        .join(', ')}`,
      `毕业后${TC.studyRecentYears}年内的韩国学位：${TC.studyRecent}分；之后：${Object.entries(TC.studyLater)
        .map(([k, p]) => `${levelText(k).zh}${p}分`)
        .join('，')}`,
      `卒業後${TC.studyRecentYears}年以内の国内学位：${TC.studyRecent}点；それ以降：${Object.entries(TC.studyLater)
        .map(([k, p]) => `${levelText(k).ja}${p}点`)
        .join('、')}`,
    ),
    improvement: koreanDegree
      ? null
      : {
          ko: '국내 대학 2년 이상 유학·학위 취득 시 최대 +30점',
          en: 'Two or more years of study in Korea with a Korean degree add up to 30 points',
          zh: '在韩国留学2年以上并取得学位，最多加30分',
          ja: '韓国で2年以上留学し学位を取得すると最大+30点',
        },
    potentialGain: koreanDegree ? 0 : TC.studyRecent,
  });
}

function koreanAbilityCurrentRow(input: D10Input): BreakdownItem {
  const lang = input.languageInfo;
  const score = Math.max(lang.topikLevel, lang.kiipLevel ?? 0, lang.socialIntegrationLevel);
  const points = bandPoints(score, TC.koreanScore) || (lang.topikLevel === 2 ? TC.topik2 : 0);
  const next = [...TC.koreanScore].reverse().find((b) => b.points > points);
  return row('koreanAbility', CC.koreanAbility, {
    points,
    applicantValue: `TOPIK ${lang.topikLevel} / KIIP ${Math.max(lang.kiipLevel ?? 0, lang.socialIntegrationLevel)}`,
    threshold: t4(
      '유효한 TOPIK 또는 KIIP 5급 이상: 30점, 4급: 25점, 3급: 20점; TOPIK 2급: 10점',
      'valid TOPIK or KIIP 5+: 30, 4: 25, 3: 20; TOPIK 2: 10',
      '有效的TOPIK或KIIP 5级以上：30分，4级：25分，3级：20分；TOPIK 2级：10分',
      '有効なTOPIKまたはKIIP 5級以上：30点、4級：25点、3級：20点；TOPIK 2級：10点',
    ),
    improvement: next ? gainText(CC.koreanAbility.label, `TOPIK ${score}`, `TOPIK ${next.min}`, next.points - points) : null,
    potentialGain: next ? next.points - points : 0,
  });
}

function bonusRow(criterion: 'recommendation' | 'globalCompany' | 'topUniversity' | 'stem', met: boolean, value: string | boolean): BreakdownItem {
  const def = CC[criterion];
  return row(criterion, def, {
    points: met ? TC.bonus[criterion] : 0,
    applicantValue: value,
    threshold: t4(`+${TC.bonus[criterion]}점`, `+${TC.bonus[criterion]}`, `+${TC.bonus[criterion]}分`, `+${TC.bonus[criterion]}点`),
  });
}

/** The official D-10-1 table (rule set d10-current-v1). */
function evaluateD10Current(input: D10Input, ctx: EngineContext): EngineResult {
  const edu = input.educationInfo;
  const exp = input.experienceInfo;
  const koreanDegree = hasKoreanDegree(input);
  const level = degreeOf(input);
  const degreeOk = degreeAtLeast(degreeLevel(level), 'BACHELOR') || (level === 'ASSOCIATE' && koreanDegree);
  // A foreign associate degree is not a degree the D-10-1 table scores.
  const educationPoints = level === 'ASSOCIATE' && !koreanDegree ? 0 : (TC.education[level] ?? 0);
  const ageRow = rangeRow('age', CC.age, TC.age, input.personalInfo.age);
  const work = Math.max(bandPoints(exp.koreanWorkExperience, TC.koreanWorkYears), bandPoints(exp.yearsOfExperience, TC.abroadWorkYears));
  const topUniversity =
    edu.worldTopUniversity ||
    (edu.qsRanking > 0 && edu.qsRanking <= TC.topUniversityRank.qs) ||
    (edu.timesRanking > 0 && edu.timesRanking <= TC.topUniversityRank.times);
  const points: BreakdownItem[] = [
    ageRow,
    row('education', CC.education, {
      points: educationPoints,
      applicantValue: `${level || '-'}${koreanDegree ? ' (Korean)' : ''}`,
      threshold: t4(
        '박사 30점, 석사 20점, 학사 15점, 국내 전문학사 15점',
        'DOCTORATE 30, MASTER 20, BACHELOR 15, Korean ASSOCIATE 15',
        '博士30分，硕士20分，学士15分，韩国专科15分',
        '博士30点、修士20点、学士15点、国内の短期大学士15点',
      ),
      improvement:
        educationPoints < (TC.education['MASTER'] ?? 0)
          ? gainText(CC.education.label, level || '-', 'MASTER', (TC.education['MASTER'] ?? 0) - educationPoints)
          : null,
      potentialGain: Math.max(0, (TC.education['MASTER'] ?? 0) - educationPoints),
    }),
    row('workExperience', CC.workExperience, {
      points: work,
      applicantValue: `Korea ${exp.koreanWorkExperience} / total ${exp.yearsOfExperience} years`,
      threshold: t4(
        '국내 1-2 / 3-4 / 5년 이상: 5 / 10 / 15점; 해외 3-4 / 5-6 / 7년 이상: 5 / 10 / 15점',
        'in Korea 1-2 / 3-4 / 5+ years: 5 / 10 / 15; abroad 3-4 / 5-6 / 7+ years: 5 / 10 / 15',
        '韩国国内1-2 / 3-4 / 5年以上：5 / 10 / 15分；海外3-4 / 5-6 / 7年以上：5 / 10 / 15分',
        '国内1-2 / 3-4 / 5年以上：5 / 10 / 15点；海外3-4 / 5-6 / 7年以上：5 / 10 / 15点',
      ),
    }),
    studyInKoreaRow(input, level, koreanDegree, ctx.today),
    checkRow(
      'koreanTraining',
      CC.koreanTraining,
      exp.koreanTrainingExperience,
      exp.koreanTrainingExperience,
      t4('1년 이상 국내 연수·교육 경력', 'training or education in Korea of 1+ year', '1年以上的韩国研修·教育经历', '1年以上の国内研修・教育経歴'),
      {
        ko: '국내 연수·교육 경력(1년 이상)이 있으면 +5점',
        en: 'Training or education in Korea of a year or more adds 5 points',
        zh: '有1年以上在韩研修或教育经历可加5分',
        ja: '韓国での研修・教育経歴（1年以上）があると+5点',
      },
    ),
    koreanAbilityCurrentRow(input),
    bonusRow(
      'recommendation',
      input.additional.governmentRecommendation || input.additional.institutionRecommendation,
      input.additional.governmentRecommendation || input.additional.institutionRecommendation,
    ),
    bonusRow('globalCompany', exp.fortune500Experience, exp.fortune500Experience),
    bonusRow('topUniversity', topUniversity, topUniversity),
    bonusRow('stem', edu.isSTEM, edu.isSTEM),
  ];
  const total = points.reduce((sum, b) => sum + b.points, 0);
  const basic = ageRow.points + educationPoints;
  const current = baseVisaCode(input.currentVisa || input.personalInfo.previousVisa);
  const restricted = isCountryIn(input.personalInfo.nationality, TC.designatedNationalities) && TC.restrictedStatuses.includes(current);
  const breakdown: BreakdownItem[] = [
    gateRow(
      'degreeFloor',
      CC.degreeFloor,
      degreeOk,
      `${level || '-'}${koreanDegree ? ' (Korean)' : ''}`,
      t4(
        '학사 이상 또는 국내 전문학사',
        "bachelor's or higher, or a Korean associate degree",
        '学士及以上，或韩国专科学位',
        '学士以上、または国内の短期大学士',
      ),
      {
        ko: 'D-10-1은 학사 이상 또는 국내 전문학사 이상 학위가 필요합니다',
        en: "D-10-1 needs a bachelor's or higher, or a Korean associate degree",
        zh: 'D-10-1需要学士及以上学位，或韩国国内专科及以上学位',
        ja: 'D-10-1には学士以上、または韓国の専門学士以上の学位が必要です',
      },
    ),
    ...points.slice(0, 2),
    gateRow(
      'basicMinimum',
      CC.basicMinimum,
      basic >= TC.basicMinimum,
      basic,
      t4(
        `나이 + 학력 ${TC.basicMinimum}점 이상`,
        `age + education >= ${TC.basicMinimum}`,
        `年龄 + 学历 ≥ ${TC.basicMinimum}分`,
        `年齢 + 学歴 ${TC.basicMinimum}点以上`,
      ),
      {
        ko: `기본항목(나이·학력) 점수가 ${TC.basicMinimum}점 이상이어야 합니다`,
        en: `Age and education must give at least ${TC.basicMinimum} points`,
        zh: `基本项目（年龄·学历）得分须达到${TC.basicMinimum}分以上`,
        ja: `基本項目（年齢・学歴）の点数が${TC.basicMinimum}点以上必要です`,
      },
    ),
    ...points.slice(2),
    gateRow(
      'fineLimit',
      CC.fineLimit,
      input.additional.fineAmount <= TC.maxFine,
      input.additional.fineAmount,
      t4(`${fmt(TC.maxFine)}원 이하`, `<= ${fmt(TC.maxFine)} KRW`, `${fmt(TC.maxFine)}韩元以下`, `${fmt(TC.maxFine)}ウォン以下`),
      {
        ko: '벌금·범칙금 합계가 200만원을 넘으면 신청이 제한됩니다',
        en: 'Fines over 2,000,000 KRW restrict the application',
        zh: '罚金·罚款合计超过200万韩元将限制申请',
        ja: '罰金・反則金の合計が200万ウォンを超えると申請が制限されます',
      },
    ),
  ];
  if (restricted) {
    breakdown.push(
      gateRow(
        'restrictedChange',
        CC.restrictedChange,
        total >= TC.restrictedPassMark,
        total,
        t4(
          `지정 국가 국민인 ${current} 소지자는 ${TC.restrictedPassMark}점 이상`,
          `>= ${TC.restrictedPassMark} points for ${current} holders of a designated nationality`,
          `指定国家国民的${current}持有者须达到${TC.restrictedPassMark}分以上`,
          `指定国の国民である${current}保有者は${TC.restrictedPassMark}点以上`,
        ),
        {
          ko: `지정 국가 국민의 ${current} → D-10 변경은 ${TC.restrictedPassMark}점 이상일 때만 허용됩니다`,
          en: `A ${current} holder of a designated nationality may change to D-10 only with ${TC.restrictedPassMark}+ points`,
          zh: `指定国家国民由${current}变更为D-10，仅在达到${TC.restrictedPassMark}分以上时允许`,
          ja: `指定国の国民の${current}からD-10への変更は、${TC.restrictedPassMark}点以上の場合のみ認められます`,
        },
      ),
    );
  }
  return finalise(
    {
      visaType: 'D-10',
      visaSubtype: input.d10SubType || null,
      ruleSet: RC,
      breakdown,
      providedDocuments: providedDocuments(input),
      notes: d10Notes(input, koreanDegree),
    },
    ctx,
  );
}
