import { countryKey } from '../countries';
import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import { F2_FAMILY_CURRENT_V1 as R } from '../rule-sets/f2-other';
import { normaliseVisaCode } from '../visa-types';
import { checkRow, gateRow } from './criteria';
import { standingRows } from './f2-common';
import { changePath, finalise, providedDocuments } from './result';
import type { EngineContext, EngineResult } from './types';
import { sameText, t4, type Text } from '../text';

const RELATION_WORDS: Readonly<Record<string, string>> = {
  SPOUSE: 'SPOUSE',
  WIFE: 'SPOUSE',
  HUSBAND: 'SPOUSE',
  CHILD: 'CHILD',
  SON: 'CHILD',
  DAUGHTER: 'CHILD',
  MINOR_CHILD: 'CHILD',
};

/** The relations a subtype is for, read out in each language. */
const RELATION_NAMES: Readonly<Record<string, Text>> = {
  SPOUSE: t4('배우자', 'spouse', '配偶', '配偶者'),
  CHILD: t4('자녀', 'child', '子女', '子ども'),
};

function sponsorKey(value: string): string {
  const k = key(value);
  if (['KOREAN', 'KOREAN_NATIONAL', 'CITIZEN'].includes(k) || countryKey(value) === 'KOREA') return 'KOREAN';
  return normaliseVisaCode(value);
}

/** F-2-1, F-2-2, F-2-3, F-2-71: family-based residence (visa-rules.md); F-2-1 is no longer granted. */
export function evaluateF2Family(input: F2Input, subtype: string, ctx: EngineContext): EngineResult {
  const rule = R.tables.subtypes[subtype];
  if (!rule) throw new Error(`f2-family: no rule for ${subtype}`);
  const relation = RELATION_WORDS[key(input.familyInfo.relation)] ?? key(input.familyInfo.relation);
  const relationOk = rule.relations.includes(relation) && (!rule.minorOnly || relation !== 'CHILD' || input.personalInfo.age < R.tables.adultAge);
  const sponsor = sponsorKey(input.familyInfo.sponsorVisaType);
  const replacedBy = R.tables.replacedBy[subtype];
  const relations = rule.relations.map((r) => RELATION_NAMES[r] ?? sameText(r));
  const breakdown = [
    gateRow(
      'subtypeGranted',
      R.criteria.subtypeGranted,
      replacedBy === undefined,
      subtype,
      t4('현재 부여되는 세부 자격', 'a subtype still granted', '目前仍签发的细分资格', '現在付与されている細分資格'),
      {
        ko: `${subtype}는 더 이상 부여되지 않습니다. ${replacedBy ?? ''} 자격을 확인하세요`,
        en: `${subtype} is no longer granted: see ${replacedBy ?? 'another status'}`,
        zh: `${subtype}已不再签发，请确认${replacedBy ?? ''}资格`,
        ja: `${subtype}は現在付与されていません。${replacedBy ?? ''}の資格を確認してください`,
      },
    ),
    checkRow(
      'relation',
      R.criteria.relation,
      relationOk,
      input.familyInfo.relation || null,
      t4(
        `${relations.map((r) => r.ko).join(' 또는 ')} 관계${rule.minorOnly ? ` (자녀는 ${R.tables.adultAge}세 미만)` : ''}`,
        `${rule.relations.join(' or ')}${rule.minorOnly ? ` (a child under ${R.tables.adultAge})` : ''}`,
        `${relations.map((r) => r.zh).join('或')}关系${rule.minorOnly ? `（子女须未满${R.tables.adultAge}岁）` : ''}`,
        `${relations.map((r) => r.ja).join('または')}の関係${rule.minorOnly ? `（子どもは${R.tables.adultAge}歳未満）` : ''}`,
      ),
      {
        ko: `${subtype}는 ${rule.relations.join('/')} 관계만 신청할 수 있습니다`,
        en: `${subtype} is for ${rule.relations.join('/').toLowerCase()} relations only`,
        zh: `${subtype}仅限${relations.map((r) => r.zh).join('/')}关系申请`,
        ja: `${subtype}は${relations.map((r) => r.ja).join('/')}の関係のみ申請できます`,
      },
    ),
    checkRow(
      'sponsor',
      R.criteria.sponsor,
      rule.sponsors.includes(sponsor),
      input.familyInfo.sponsorVisaType || null,
      t4(`${rule.sponsors.join(' 또는 ')} 자격`, rule.sponsors.join(' or '), `${rule.sponsors.join('或')}资格`, `${rule.sponsors.join('または')}の資格`),
      {
        ko: `초청인이 ${rule.sponsors.join('/')} 자격이어야 합니다`,
        en: `The sponsor must be ${rule.sponsors.join('/')}`,
        zh: `邀请人须持有${rule.sponsors.join('/')}资格`,
        ja: `招へい人が${rule.sponsors.join('/')}の資格である必要があります`,
      },
    ),
    ...standingRows(input, R.criteria, R.tables.violationPenalty),
  ];
  const changePaths = replacedBy
    ? [
        changePath(
          replacedBy,
          null,
          t4(
            `${subtype}는 ${replacedBy}(결혼이민) 자격으로 대체되었습니다. ${replacedBy} 자격으로 평가해 보세요.`,
            `${subtype} has been replaced by ${replacedBy} (marriage migrant). Assess yourself for ${replacedBy}.`,
            `${subtype}已被${replacedBy}（婚姻移民）资格取代。请按${replacedBy}资格进行评估。`,
            `${subtype}は${replacedBy}（結婚移民）の資格に置き換えられました。${replacedBy}の資格で評価してみてください。`,
          ),
        ),
      ]
    : [];
  return finalise({ visaType: 'F-2', visaSubtype: subtype, ruleSet: R, breakdown, providedDocuments: providedDocuments(input), changePaths }, ctx);
}
