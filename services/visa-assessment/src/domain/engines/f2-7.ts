import { degreeLevel } from '../degrees';
import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import { F2_7_SPEC_V1 as R } from '../rule-sets/f2-7';
import { bandPoints, bandRow, checkRow, gainText, rangeRow, row } from './criteria';
import { finalise, providedDocuments } from './result';
import type { BreakdownItem, EngineContext, EngineResult } from './types';

const C = R.criteria;
const T = R.tables;

function educationRow(input: F2Input): BreakdownItem {
  const level = degreeLevel(input.education.level || input.education.degree);
  const table = input.education.koreanDegree ? T.educationWithKoreanDegree : T.educationWithoutKoreanDegree;
  const points = table[level] ?? (level === 'NONE' ? 0 : T.otherEducation);
  // The cheapest step up: the Korean-degree column for the same level, else the next level.
  const koreanColumn = T.educationWithKoreanDegree[level];
  const step = !input.education.koreanDegree && koreanColumn !== undefined && koreanColumn > points
    ? { to: `${level} (국내 학위)`, toEn: `${level} (Korean degree)`, gain: koreanColumn - points }
    : Object.entries(table).filter(([, p]) => p > points).sort((a, b) => a[1] - b[1]).map(([l, p]) => ({ to: l, toEn: l, gain: p - points }))[0];
  return row('education', C.education, {
    points,
    applicantValue: `${level}${input.education.koreanDegree ? ' (Korean degree)' : ''}`,
    threshold: 'Korean degree: DOCTORATE 35 / MASTER 30 / BACHELOR 25; other degree: 30 / 25 / 20; other education 15',
    improvement: step ? gainText(C.education.label, level, { ko: step.to, en: step.toEn }, step.gain) : null,
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
    threshold: 'social integration programme 20; TOPIK 5+/4/3: 20/15/10; KIIP 5+/4: 20/15; otherwise 5',
    improvement: nextTopik ? gainText(C.koreanAbility.label, `TOPIK ${topik}`, `TOPIK ${nextTopik.min}`, nextTopik.points - points) : null,
    potentialGain: nextTopik ? nextTopik.points - points : 0,
  });
}

function bonusRow(input: F2Input): BreakdownItem {
  const b = input.bonus;
  const parts = [
    { name: 'award', points: b.governmentAward ? T.governmentAward : 0 },
    { name: 'volunteer', points: bandPoints(b.volunteerHours, T.volunteerHours) },
    { name: 'tax', points: b.taxPaymentYears >= T.taxPaymentYears.min ? T.taxPaymentYears.points : 0 },
    { name: 'koreanWork', points: b.koreanWorkYears >= T.koreanWorkYears.min ? T.koreanWorkYears.points : 0 },
  ];
  const sum = parts.reduce((s, p) => s + p.points, 0);
  const points = Math.min(sum, T.bonusCap);
  const shown = parts.filter((p) => p.points > 0).map((p) => `${p.name} ${p.points}`).join(' + ');
  const taxGap = b.taxPaymentYears < T.taxPaymentYears.min && points < T.bonusCap;
  return row('bonus', C.bonus, {
    points,
    applicantValue: shown ? `${shown} = ${sum}${sum > T.bonusCap ? ` (cap ${T.bonusCap})` : ''}` : 0,
    threshold: 'government award 5; volunteer 400h+ 5 / 200h+ 3; tax payment 3+ years 5; Korean work 5+ years 5; max 15',
    improvement: taxGap
      ? gainText(C.bonus.label, { ko: `납세 ${b.taxPaymentYears}년`, en: `tax ${b.taxPaymentYears} years` }, { ko: '납세 3년', en: 'tax 3 years' }, Math.min(T.taxPaymentYears.points, T.bonusCap - points))
      : null,
    potentialGain: taxGap ? Math.min(T.taxPaymentYears.points, T.bonusCap - points) : 0,
  });
}

/** spec 001 §5 F-2-7 table; qualifies at 80. */
export function evaluateF27(input: F2Input, ctx: EngineContext): EngineResult {
  const income = Math.max(input.income.annual, input.financialInfo.annualIncome);
  const breakdown: BreakdownItem[] = [
    educationRow(input),
    koreanAbilityRow(input),
    rangeRow('age', C.age, T.age, input.personalInfo.age),
    bandRow('income', C.income, T.income, income, { ko: '원', en: 'KRW' }),
    checkRow('socialIntegration', C.socialIntegration, input.socialIntegration.programCompleted, input.socialIntegration.programCompleted,
      'social integration programme completed: 10', { ko: '사회통합프로그램(KIIP) 이수 시 +10점', en: 'Completing the social integration programme (KIIP) adds 10 points' }),
    bonusRow(input),
  ];
  const notes: string[] = [];
  if (input.personalInfo.hasCriminalRecord) notes.push('범죄 경력이 있으면 점수와 관계없이 허가가 제한될 수 있습니다.');
  if (key(input.legalStatus) !== 'LEGAL') notes.push('불법 체류 상태에서는 체류자격 변경이 어렵습니다. 먼저 체류 상태를 확인하세요.');
  return finalise(
    { visaType: 'F-2', visaSubtype: 'F-2-7', ruleSet: R, breakdown, providedDocuments: providedDocuments(input), notes },
    ctx,
  );
}
