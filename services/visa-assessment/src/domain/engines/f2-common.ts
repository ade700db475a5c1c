import { key } from '../normalise';
import type { F2Input } from '../mappers/f2';
import type { CriterionDef } from '../rule-sets/types';
import { checkRow, penaltyRow } from './criteria';
import type { BreakdownItem } from './types';
import { COMMON, t4 } from '../text';

/** Rows every non-points F-2 subtype shares: legal stay, criminal record, violations. */
export function standingRows(
  input: F2Input,
  defs: { legalStatus: CriterionDef; noCriminalRecord: CriterionDef; violations: CriterionDef },
  violationPenalty: number,
): BreakdownItem[] {
  const legal = key(input.legalStatus) === 'LEGAL';
  const count = input.violations.count;
  return [
    checkRow('legalStatus', defs.legalStatus, legal, input.legalStatus, COMMON.legal, {
      ko: '합법 체류 상태여야 합니다',
      en: 'The applicant must be in legal status',
      zh: '须处于合法滞留状态',
      ja: '合法的な滞在状態である必要があります',
    }),
    checkRow(
      'noCriminalRecord',
      defs.noCriminalRecord,
      !input.personalInfo.hasCriminalRecord,
      input.personalInfo.hasCriminalRecord,
      t4('범죄 경력 없음', 'no criminal record', '无犯罪记录', '犯罪歴なし'),
      { ko: '범죄 경력이 없어야 합니다', en: 'A criminal record bars this status', zh: '不得有犯罪记录', ja: '犯罪歴がないことが必要です' },
    ),
    penaltyRow(
      'violations',
      defs.violations,
      -violationPenalty * count,
      count,
      t4(`위반당 -${violationPenalty}점`, `-${violationPenalty} per violation`, `每次违规-${violationPenalty}分`, `違反1件につき-${violationPenalty}点`),
      {
        ko: '위반 이력은 점수에서 차감됩니다',
        en: 'Each past violation takes points away',
        zh: '违规记录将从分数中扣除',
        ja: '違反歴は点数から差し引かれます',
      },
    ),
  ];
}
