import { PIPELINE_COLUMN_LIMIT, HIRING_STAGES, type TPipelineQuery, type THiringStage } from '@tov/contracts';
import type { CompanyDb } from './db';

/**
 * The company's candidates in each stage (counted by the company stats' `pipeline` too): every stage
 * named, 0 when empty. The stats route calls this (services/company, routes of the dashboard).
 */
export async function pipelineCounts(db: CompanyDb, companyId: string): Promise<Record<THiringStage, number>> {
  const rows = await db.candidate.groupBy({ by: ['stage'], where: { companyId }, _count: { _all: true } });
  const counts = Object.fromEntries(HIRING_STAGES.map((stage) => [stage, 0])) as Record<THiringStage, number>;
  for (const row of rows) if (row.stage in counts) counts[row.stage as THiringStage] = row._count._all;
  return counts;
}

/** Each asked stage's newest moves (up to PIPELINE_COLUMN_LIMIT) with the offer in force, and the stage's full count. */
export async function listPipeline(db: CompanyDb, companyId: string, query: TPipelineQuery) {
  const stages = query.stage ? [query.stage] : [...HIRING_STAGES];
  const where = (stage: THiringStage) => ({ companyId, stage, ...(query.source ? { source: query.source } : {}) });
  return Promise.all(
    stages.map(async (stage) => {
      const [candidates, count] = await Promise.all([
        db.candidate.findMany({
          where: where(stage),
          orderBy: [{ stageChangedAt: 'desc' }, { id: 'desc' }],
          take: PIPELINE_COLUMN_LIMIT,
          include: { offers: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: 1 } },
        }),
        db.candidate.count({ where: where(stage) }),
      ]);
      return { stage, count, candidates };
    }),
  );
}
