import { isCountryIn } from '../countries';
import type { E9Input } from '../mappers/e9';
import { key, wholeYearsBetween } from '../normalise';
import { E9_CURRENT_V1 as R } from '../rule-sets/e9';
import { bandRow, checkRow, gateRow, notApplicableRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';
import { COMMON, oneOf, t4, type Text } from '../text';

const C = R.criteria;
const T = R.tables;

/** spec 002 §3: for manufacturing a match needs experience over 0 or a skill level other than beginner. */
export function e9SkillMatches(industryType: string, experienceYears: number, skillLevel: string): boolean {
  const industry = key(industryType);
  const ruled = T.skillMatchIndustries.some((i) => industry.includes(i));
  if (!ruled) return true; // other industries' rules are not shown in the spec
  return experienceYears > 0 || (key(skillLevel) || 'BEGINNER') !== 'BEGINNER';
}

function skillRow(input: E9Input): BreakdownItem {
  const level = key(input.skillLevel) || 'BEGINNER';
  const matches = e9SkillMatches(input.industryType, input.experienceYears, input.skillLevel);
  const basePoints = level === 'BEGINNER' ? (input.experienceYears > 0 ? T.skill['BEGINNER_WITH_EXPERIENCE'] : T.skill['BEGINNER']) : T.skill[level];
  const points = matches ? (basePoints ?? T.skill['INTERMEDIATE'] ?? 0) : 0;
  return row('skillMatch', C.skillMatch, {
    points,
    passed: matches,
    applicantValue: `${input.industryType || '-'} / ${level} / ${input.experienceYears} years`,
    threshold: t4(
      '제조업: 경력 있음 또는 초급(BEGINNER) 초과 숙련도',
      'manufacturing: experience > 0 or skill level above BEGINNER',
      '制造业：有经历或熟练度高于初级（BEGINNER）',
      '製造業：経歴あり、または初級（BEGINNER）を超える熟練度',
    ),
    improvement: matches
      ? null
      : {
          ko: '제조업은 관련 경력 또는 초급 이상의 숙련도가 필요합니다',
          en: 'Manufacturing needs experience or a skill level above beginner',
          zh: '制造业需要相关经历或初级以上的熟练度',
          ja: '製造業には関連経歴または初級以上の熟練度が必要です',
        },
    potentialGain: matches ? 0 : (T.skill['BEGINNER_WITH_EXPERIENCE'] ?? 0),
  });
}

function topikValid(input: E9Input, today: string): boolean {
  if (!input.epsTopikTestDate || !today) return true;
  return wholeYearsBetween(input.epsTopikTestDate, today) < T.epsTopikValidYears;
}

/** E-9 (e9-current-v1): the entry rules (age, EPS-TOPIK, skill match, skills test) apply to a new entry only. */
export function evaluateE9(input: E9Input, ctx: EngineContext): EngineResult {
  const age = input.personalInfo.age;
  const entry = T.entryApplicationTypes.includes(ctx.applicationType);
  const notAtEntry = t4(
    `입국 요건: ${ctx.applicationType} 신청에는 적용되지 않음`,
    `entry rule: not applied to ${ctx.applicationType}`,
    `入境要求：不适用于${ctx.applicationType}申请`,
    `入国要件：${ctx.applicationType}の申請には適用されません`,
  );
  const medicalPass = key(input.medicalCheckupResult ?? 'PASS') === 'PASS' && !input.hasHealthIssues;
  const clear = !input.deportationHistory && !input.prisonSentence && !input.exitBan;
  const breakdown: BreakdownItem[] = [
    entry
      ? checkRow(
          'age',
          C.age,
          age >= T.minAge && age <= T.maxAge,
          age,
          t4(`${T.minAge}-${T.maxAge}세`, `${T.minAge}-${T.maxAge}`, `${T.minAge}-${T.maxAge}岁`, `${T.minAge}〜${T.maxAge}歳`),
          {
            ko: 'E-9 신규 입국은 만 18-39세만 가능합니다',
            en: 'A new E-9 entry is open to ages 18 to 39 only',
            zh: 'E-9新入境仅限18-39周岁',
            ja: 'E-9の新規入国は満18〜39歳のみ可能です',
          },
        )
      : notApplicableRow('age', C.age, notAtEntry),
    checkRow(
      'sendingCountry',
      C.sendingCountry,
      isCountryIn(input.personalInfo.nationality, T.sendingCountries),
      input.personalInfo.nationality || null,
      oneOf(T.sendingCountries),
      {
        ko: 'EPS 송출국 국적이어야 합니다',
        en: 'Must be a national of an EPS sending country',
        zh: '须为EPS派遣国国籍',
        ja: 'EPS送出国の国籍である必要があります',
      },
    ),
    entry
      ? bandRow(
          'epsTopik',
          C.epsTopik,
          T.epsTopik,
          input.epsTopikScore,
          { ko: '점', en: 'points', zh: '分', ja: '点' },
          {
            passed: input.epsTopikScore >= T.epsTopikPassFloor,
            threshold: t4(
              `${T.epsTopikMax}점 만점에 ${T.epsTopikPassFloor}점 이상`,
              `>= ${T.epsTopikPassFloor} of ${T.epsTopikMax}`,
              `满分${T.epsTopikMax}分中${T.epsTopikPassFloor}分以上`,
              `${T.epsTopikMax}点満点中${T.epsTopikPassFloor}点以上`,
            ),
          },
        )
      : notApplicableRow('epsTopik', C.epsTopik, notAtEntry),
    entry
      ? gateRow(
          'epsTopikValid',
          C.epsTopikValid,
          topikValid(input, ctx.today),
          input.epsTopikTestDate || null,
          t4(
            `${T.epsTopikValidYears}년 이내 응시`,
            `taken within ${T.epsTopikValidYears} years`,
            `${T.epsTopikValidYears}年内参加考试`,
            `${T.epsTopikValidYears}年以内に受験`,
          ),
          {
            ko: 'EPS-TOPIK 성적 유효기간(2년)이 지났습니다. 재응시가 필요합니다',
            en: 'The EPS-TOPIK result is older than 2 years: retake it',
            zh: 'EPS-TOPIK成绩有效期（2年）已过，需要重新参加考试',
            ja: 'EPS-TOPIKの成績の有効期間（2年）が過ぎています。再受験が必要です',
          },
        )
      : notApplicableRow('epsTopikValid', C.epsTopikValid, notAtEntry),
    entry ? skillRow(input) : notApplicableRow('skillMatch', C.skillMatch, notAtEntry),
    checkRow('clearRecord', C.clearRecord, clear, clear, COMMON.none, {
      ko: '강제퇴거·금고 이상 형·출국금지 이력이 있으면 신청할 수 없습니다',
      en: 'A deportation, prison sentence or exit ban bars E-9',
      zh: '有强制驱逐、监禁以上刑罚或禁止出境记录者不能申请',
      ja: '強制退去・禁錮以上の刑・出国禁止の履歴があると申請できません',
    }),
    checkRow('medical', C.medical, medicalPass, input.medicalCheckupResult ?? (input.hasHealthIssues ? 'UNHEALTHY' : 'PASS'), COMMON.medicalPass, {
      ko: '건강검진 적합 판정이 필요합니다',
      en: 'A passed medical check is required',
      zh: '需要体检合格',
      ja: '健康診断で適合判定が必要です',
    }),
    entry
      ? checkRow('skillTest', C.skillTest, input.epsSystemInfo.skillTestPassed, input.epsSystemInfo.skillTestPassed, COMMON.passed, {
          ko: '기능시험 합격 시 +10점',
          en: 'Passing the skills test adds 10 points',
          zh: '通过技能考试可加10分',
          ja: '技能試験に合格すると+10点',
        })
      : notApplicableRow('skillTest', C.skillTest, notAtEntry),
  ];
  if (ctx.applicationType === 'CHANGE') {
    breakdown.push(
      gateRow(
        'epsRegistration',
        C.epsRegistration,
        input.hasValidEpsRegistration === true,
        input.hasValidEpsRegistration ?? false,
        t4('유효한 EPS 등록', 'valid EPS registration', '有效的EPS登记', '有効なEPS登録'),
        {
          ko: '사업장 변경에는 유효한 EPS 등록이 필요합니다',
          en: 'A workplace change needs a valid EPS registration',
          zh: '变更工作单位需要有效的EPS登记',
          ja: '事業所の変更には有効なEPS登録が必要です',
        },
      ),
    );
  }
  const notes: Text[] = [];
  if (key(input.koreanLevel) === 'NONE') {
    notes.push(
      t4(
        '기초 한국어를 익히면 작업 지시 이해와 사업장 적응에 도움이 됩니다.',
        'Learning basic Korean helps with understanding work instructions and settling in at the workplace.',
        '学习基础韩语有助于理解工作指示和适应工作单位。',
        '基礎的な韓国語を身につけると、作業指示の理解や職場への適応に役立ちます。',
      ),
    );
  }
  return finalise({ visaType: 'E-9', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input), notes }, ctx);
}
