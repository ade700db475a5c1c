import { HIRING_STAGES } from '@tov/contracts';
import type { CompanyDb } from './db';

/**
 * Candidates per hiring stage for the dashboard. The hiring pipeline (issue 21, part 2) fills this in
 * from its own tables; until it lands every stage counts 0.
 */
export async function pipelineCounts(_db: CompanyDb, _companyId: string): Promise<Record<string, number>> {
  return Object.fromEntries(HIRING_STAGES.map((stage) => [stage, 0]));
}
