import { degreeLevel } from '../degrees';
import { bool, key } from '../normalise';
import type { D10Input } from '../mappers/d10';
import { D10_SPEC_V1 as R } from '../rule-sets/d10';
import { bandPoints, bandRow, checkRow, gainText, levelRow, rangeRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

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
  const nextScore = T.koreanScore.slice().reverse().find((b) => b.points > points);
  return row('koreanAbility', C.koreanAbility, {
    points,
    applicantValue: basis,
    threshold: 'TOPIK/KIIP 5+: 30, 4: 25, 3: 20; TOPIK 2: 10; otherwise ADVANCED 25, INTERMEDIATE 15, BASIC 10',
    improvement: nextScore
      ? gainText(C.koreanAbility.label, `TOPIK ${score}`, `TOPIK ${nextScore.min}`, nextScore.points - points)
      : null,
    potentialGain: nextScore ? nextScore.points - points : 0,
  });
}

export function evaluateD10(input: D10Input, ctx: EngineContext): EngineResult {
  const koreanDegree = hasKoreanDegree(input);
  const koreanWork = input.experienceInfo.koreanWorkExperience;
  const years = { ko: '년', en: 'years' };
  const breakdown: BreakdownItem[] = [
    levelRow('degree', C.degree, T.degree, degreeOf(input)),
    row('koreanDegree', C.koreanDegree, {
      points: koreanDegree ? T.koreanDegree : 0,
      applicantValue: koreanDegree,
      threshold: 'Korean degree: +10',
      // One improvement for both Korean-degree rows (+10 here, +10 bonus), so it is not offered twice.
      improvement: koreanDegree ? null : { ko: '국내 대학 학위 취득 시 +20점 (학위 10 + 가점 10)', en: 'A Korean degree adds 20 points (10 + 10 bonus)' },
      potentialGain: koreanDegree ? 0 : T.koreanDegree + T.bonusKoreanDegree,
    }),
    bandRow('experience', C.experience, T.experienceYears, input.experienceInfo.yearsOfExperience, years),
    bandRow('koreanWork', C.koreanWork, T.koreanWorkYears, koreanWork, years),
    koreanAbilityRow(input),
    rangeRow('age', C.age, T.age, input.personalInfo.age),
    row('bonusKoreanDegree', C.bonusKoreanDegree, {
      points: koreanDegree ? T.bonusKoreanDegree : 0,
      applicantValue: koreanDegree,
      threshold: 'Korean degree: +10',
    }),
    checkRow('bonusKoreanWork', C.bonusKoreanWork, koreanWork > 0, koreanWork, 'Korean work experience > 0: +5',
      { ko: '국내 근무 경력 가점 +5점', en: 'Any work experience in Korea adds a 5-point bonus' }),
  ];
  const notes: string[] = [];
  if (input.additional.immigrationViolations > 0 || input.additional.fineAmount > 0) {
    notes.push('출입국관리법 위반 또는 벌금 이력은 점수와 별도로 심사에서 불리할 수 있습니다.');
  }
  if (koreanDegree) notes.push('국내 학위 취득 후 1년 이내 최초 변경은 점수 요건이 면제될 수 있습니다 (출입국 안내 확인).');
  return finalise(
    {
      visaType: 'D-10',
      visaSubtype: input.d10SubType || null,
      ruleSet: R,
      breakdown,
      providedDocuments: providedDocuments(input),
      notes,
    },
    ctx,
  );
}
