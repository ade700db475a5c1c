import type { EngineResult } from './engines/index';

export interface RoadmapStep {
  step: number;
  title: string;
  detail: string;
}

/**
 * The order to work in (`options.includeRoadmap`): unmet requirements first, then the improvements
 * worth the most points, then the documents still missing, then the application itself.
 */
export function buildRoadmap(result: EngineResult): RoadmapStep[] {
  const steps: Array<Omit<RoadmapStep, 'step'>> = [];
  for (const row of result.breakdown.filter((r) => r.passed === false)) {
    steps.push({ title: `필수 요건 충족: ${row.label.ko}`, detail: row.improvement?.ko ?? `기준: ${row.threshold}` });
  }
  const gains = result.breakdown.filter((r) => r.potentialGain > 0 && r.passed !== false).sort((a, b) => b.potentialGain - a.potentialGain);
  for (const row of gains.slice(0, 3)) {
    steps.push({ title: `점수 올리기: ${row.label.ko} (+${row.potentialGain}점)`, detail: row.improvement?.ko ?? `기준: ${row.threshold}` });
  }
  if (result.missingDocuments.length > 0) {
    steps.push({ title: '서류 준비', detail: `아직 준비되지 않은 서류 ${result.missingDocuments.length}건을 준비하세요.` });
  }
  steps.push({
    title: result.eligible ? '신청 및 전문가 검토' : '재평가',
    detail: result.eligible ? '사전 평가 결과를 바탕으로 전문가 검토를 받고 출입국·외국인청에 신청하세요.' : '보완 후 다시 평가해 합격선 도달 여부를 확인하세요.',
  });
  return steps.map((s, i) => ({ step: i + 1, ...s }));
}
