import { countryKey } from '../countries';
import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import { F2_FAMILY_V1 as R } from '../rule-sets/f2-other';
import { normaliseVisaCode } from '../visa-types';
import { checkRow } from './criteria';
import { standingRows } from './f2-common';
import { finalise, providedDocuments } from './result';
import type { EngineContext, EngineResult } from './types';

const RELATION_WORDS: Readonly<Record<string, string>> = {
  SPOUSE: 'SPOUSE', WIFE: 'SPOUSE', HUSBAND: 'SPOUSE',
  CHILD: 'CHILD', SON: 'CHILD', DAUGHTER: 'CHILD', MINOR_CHILD: 'CHILD',
};

function sponsorKey(value: string): string {
  const k = key(value);
  if (['KOREAN', 'KOREAN_NATIONAL', 'CITIZEN'].includes(k) || countryKey(value) === 'KOREA') return 'KOREAN';
  return normaliseVisaCode(value);
}

/** F-2-1, F-2-2, F-2-3, F-2-71: family-based residence (visa-rules.md). */
export function evaluateF2Family(input: F2Input, subtype: string, ctx: EngineContext): EngineResult {
  const rule = R.tables.subtypes[subtype];
  if (!rule) throw new Error(`f2-family: no rule for ${subtype}`);
  const relation = RELATION_WORDS[key(input.familyInfo.relation)] ?? key(input.familyInfo.relation);
  const relationOk = rule.relations.includes(relation) && (!rule.minorOnly || relation !== 'CHILD' || input.personalInfo.age < R.tables.adultAge);
  const sponsor = sponsorKey(input.familyInfo.sponsorVisaType);
  const breakdown = [
    checkRow('relation', R.criteria.relation, relationOk, input.familyInfo.relation || null,
      `${rule.relations.join(' or ')}${rule.minorOnly ? ` (a child under ${R.tables.adultAge})` : ''}`,
      { ko: `${subtype}는 ${rule.relations.join('/')} 관계만 신청할 수 있습니다`, en: `${subtype} is for ${rule.relations.join('/').toLowerCase()} relations only` }),
    checkRow('sponsor', R.criteria.sponsor, rule.sponsors.includes(sponsor), input.familyInfo.sponsorVisaType || null, rule.sponsors.join(' or '),
      { ko: `초청인이 ${rule.sponsors.join('/')} 자격이어야 합니다`, en: `The sponsor must be ${rule.sponsors.join('/')}` }),
    ...standingRows(input, R.criteria, R.tables.violationPenalty),
  ];
  return finalise({ visaType: 'F-2', visaSubtype: subtype, ruleSet: R, breakdown, providedDocuments: providedDocuments(input) }, ctx);
}
