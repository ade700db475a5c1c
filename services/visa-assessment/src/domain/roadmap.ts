import type { EngineResult } from './engines/index';
import { t4, type Text } from './text';

export interface RoadmapStep {
  step: number;
  /** Korean (spec field); `titleText.ko` is the same. */
  title: string;
  /** Korean (spec field); `detailText.ko` is the same. */
  detail: string;
  titleText: Text;
  detailText: Text;
}

type Row = EngineResult['breakdown'][number];

/** What to do about a row: its improvement, else the rule it is scored by. */
function rowDetail(row: Row): Text {
  if (row.improvement) return row.improvement;
  const th = row.threshold;
  return t4(`기준: ${th.ko}`, `Rule: ${th.en}`, `标准：${th.zh}`, `基準：${th.ja}`);
}

/**
 * The order to work in (`options.includeRoadmap`): unmet requirements first, then the improvements
 * worth the most points, then the documents still missing, then the application itself.
 */
export function buildRoadmap(result: EngineResult): RoadmapStep[] {
  const steps: Array<{ titleText: Text; detailText: Text }> = [];
  for (const row of result.breakdown.filter((r) => r.passed === false)) {
    const l = row.label;
    steps.push({
      titleText: t4(`필수 요건 충족: ${l.ko}`, `Meet the requirement: ${l.en}`, `满足必要条件：${l.zh}`, `必須要件を満たす：${l.ja}`),
      detailText: rowDetail(row),
    });
  }
  const gains = result.breakdown.filter((r) => r.potentialGain > 0 && r.passed !== false).sort((a, b) => b.potentialGain - a.potentialGain);
  for (const row of gains.slice(0, 3)) {
    const l = row.label;
    const g = row.potentialGain;
    steps.push({
      titleText: t4(
        `점수 올리기: ${l.ko} (+${g}점)`,
        `Raise the score: ${l.en} (+${g} points)`,
        `提高分数：${l.zh}（+${g}分）`,
        `点数を上げる：${l.ja}（+${g}点）`,
      ),
      detailText: rowDetail(row),
    });
  }
  const missing = result.missingDocuments.length;
  if (missing > 0) {
    steps.push({
      titleText: t4('서류 준비', 'Prepare the documents', '准备材料', '書類の準備'),
      detailText: t4(
        `아직 준비되지 않은 서류 ${missing}건을 준비하세요.`,
        `Prepare the ${missing} document${missing === 1 ? '' : 's'} not ready yet.`,
        `请准备尚未备齐的${missing}份材料。`,
        `まだ準備できていない書類${missing}件を準備してください。`,
      ),
    });
  }
  steps.push(
    result.eligible
      ? {
          titleText: t4('신청 및 전문가 검토', 'Expert review and application', '申请及专家审核', '申請と専門家によるレビュー'),
          detailText: t4(
            '사전 평가 결과를 바탕으로 전문가 검토를 받고 출입국·외국인청에 신청하세요.',
            'Have an expert review the pre-assessment, then apply at the immigration office.',
            '请根据预评估结果接受专家审核，并向出入境·外国人厅提出申请。',
            '事前評価の結果をもとに専門家のレビューを受け、出入国・外国人庁に申請してください。',
          ),
        }
      : {
          titleText: t4('재평가', 'Assess again', '重新评估', '再評価'),
          detailText: t4(
            '보완 후 다시 평가해 합격선 도달 여부를 확인하세요.',
            'After filling the gaps, assess again to see whether you reach the pass line.',
            '补充完善后请重新评估，确认是否达到合格线。',
            '補完した後、もう一度評価して合格ラインに届くか確認してください。',
          ),
        },
  );
  return steps.map((s, i) => ({ step: i + 1, title: s.titleText.ko, detail: s.detailText.ko, ...s }));
}
