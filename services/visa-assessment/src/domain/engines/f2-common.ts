import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import type { CriterionDef } from '../rule-sets/types';
import { checkRow, penaltyRow } from './criteria';
import type { BreakdownItem } from './types';

/** Rows every non-points F-2 subtype shares: legal stay, criminal record, violations. */
export function standingRows(
  input: F2Input,
  defs: { legalStatus: CriterionDef; noCriminalRecord: CriterionDef; violations: CriterionDef },
  violationPenalty: number,
): BreakdownItem[] {
  const legal = key(input.legalStatus) === 'LEGAL';
  const count = input.violations.count;
  return [
    checkRow('legalStatus', defs.legalStatus, legal, input.legalStatus, 'LEGAL',
      { ko: '합법 체류 상태여야 합니다', en: 'The applicant must be in legal status' }),
    checkRow('noCriminalRecord', defs.noCriminalRecord, !input.personalInfo.hasCriminalRecord, input.personalInfo.hasCriminalRecord,
      'no criminal record', { ko: '범죄 경력이 없어야 합니다', en: 'A criminal record bars this status' }),
    penaltyRow('violations', defs.violations, -violationPenalty * count, count, `-${violationPenalty} per violation`,
      { ko: '위반 이력은 점수에서 차감됩니다', en: 'Each past violation takes points away' }),
  ];
}
