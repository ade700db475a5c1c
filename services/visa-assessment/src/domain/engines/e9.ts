import { isCountryIn } from '../countries';
import type { E9Input } from '../mappers/e9';
import { key, wholeYearsBetween } from '../normalise';
import { E9_PUBLIC_V1 as R } from '../rule-sets/e9';
import { bandRow, checkRow, gateRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

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
    threshold: 'manufacturing: experience > 0 or skill level above BEGINNER',
    improvement: matches ? null : { ko: '제조업은 관련 경력 또는 초급 이상의 숙련도가 필요합니다', en: 'Manufacturing needs experience or a skill level above beginner' },
    potentialGain: matches ? 0 : (T.skill['BEGINNER_WITH_EXPERIENCE'] ?? 0),
  });
}

function topikValid(input: E9Input, today: string): boolean {
  if (!input.epsTopikTestDate || !today) return true;
  return wholeYearsBetween(input.epsTopikTestDate, today) < T.epsTopikValidYears;
}

export function evaluateE9(input: E9Input, ctx: EngineContext): EngineResult {
  const age = input.personalInfo.age;
  const medicalPass = key(input.medicalCheckupResult ?? 'PASS') === 'PASS' && !input.hasHealthIssues;
  const clear = !input.deportationHistory && !input.prisonSentence && !input.exitBan;
  const breakdown: BreakdownItem[] = [
    checkRow('age', C.age, age >= T.minAge && age <= T.maxAge, age, `${T.minAge}-${T.maxAge}`,
      { ko: 'E-9은 만 18-39세만 신청할 수 있습니다', en: 'E-9 is open to ages 18 to 39 only' }),
    checkRow('sendingCountry', C.sendingCountry, isCountryIn(input.personalInfo.nationality, T.sendingCountries), input.personalInfo.nationality || null,
      T.sendingCountries.join(', '), { ko: 'EPS 송출국 국적이어야 합니다', en: 'Must be a national of an EPS sending country' }),
    bandRow('epsTopik', C.epsTopik, T.epsTopik, input.epsTopikScore, { ko: '점', en: 'points' },
      { passed: input.epsTopikScore >= T.epsTopikPassFloor, threshold: `>= ${T.epsTopikPassFloor} of ${T.epsTopikMax}` }),
    gateRow('epsTopikValid', C.epsTopikValid, topikValid(input, ctx.today), input.epsTopikTestDate || null, `taken within ${T.epsTopikValidYears} years`,
      { ko: 'EPS-TOPIK 성적 유효기간(2년)이 지났습니다. 재응시가 필요합니다', en: 'The EPS-TOPIK result is older than 2 years: retake it' }),
    skillRow(input),
    checkRow('clearRecord', C.clearRecord, clear, clear, 'none',
      { ko: '강제퇴거·금고 이상 형·출국금지 이력이 있으면 신청할 수 없습니다', en: 'A deportation, prison sentence or exit ban bars E-9' }),
    checkRow('medical', C.medical, medicalPass, input.medicalCheckupResult ?? (input.hasHealthIssues ? 'UNHEALTHY' : 'PASS'), 'PASS',
      { ko: '건강검진 적합 판정이 필요합니다', en: 'A passed medical check is required' }),
    checkRow('skillTest', C.skillTest, input.epsSystemInfo.skillTestPassed, input.epsSystemInfo.skillTestPassed, 'passed',
      { ko: '기능시험 합격 시 +10점', en: 'Passing the skills test adds 10 points' }),
  ];
  if (ctx.applicationType === 'CHANGE') {
    breakdown.push(gateRow('epsRegistration', C.epsRegistration, input.hasValidEpsRegistration === true, input.hasValidEpsRegistration ?? false,
      'valid EPS registration', { ko: '사업장 변경에는 유효한 EPS 등록이 필요합니다', en: 'A workplace change needs a valid EPS registration' }));
  }
  const notes: string[] = [];
  if (key(input.koreanLevel) === 'NONE') notes.push('기초 한국어를 익히면 작업 지시 이해와 사업장 적응에 도움이 됩니다.');
  return finalise({ visaType: 'E-9', visaSubtype: null, ruleSet: R, breakdown, providedDocuments: providedDocuments(input), notes }, ctx);
}
