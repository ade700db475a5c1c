import { withTransactionRetry } from '@tov/kit';
import type { TCompany, TCompanyInput } from '@tov/contracts';
import type { TovsparkDb } from './db';

/** Upserts the companies by name (case-insensitive) in one transaction; answers how many were new. */
export async function seedCompanies(db: TovsparkDb, companies: TCompanyInput[]): Promise<{ created: number; updated: number }> {
  return withTransactionRetry(db, async (tx) => {
    const keys = companies.map((c) => c.name.toLowerCase());
    const existing = await tx.company.count({ where: { nameKey: { in: keys } } });
    for (const company of companies) {
      const fields = {
        name: company.name,
        industry: company.industry ?? null,
        description: company.description ?? null,
        website: company.website ?? null,
        totalHires: company.totalHires,
      };
      await tx.company.upsert({ where: { nameKey: company.name.toLowerCase() }, create: { ...fields, nameKey: company.name.toLowerCase() }, update: fields });
    }
    return { created: companies.length - existing, updated: existing };
  });
}

/** The companies by name, each with its published challenges (matched by company name). */
export async function listCompanies(db: TovsparkDb, names?: string[]): Promise<TCompany[]> {
  const companies = await db.company.findMany({ where: names ? { nameKey: { in: names.map((n) => n.toLowerCase()) } } : {}, orderBy: { name: 'asc' } });
  const active = await db.$queryRaw<Array<{ name_key: string; count: bigint }>>`
    SELECT lower(company_name) AS name_key, count(*) AS count FROM challenges WHERE status = 'published' GROUP BY lower(company_name)`;
  const activeByKey = new Map(active.map((row) => [row.name_key, Number(row.count)]));
  return companies.map((c) => ({
    id: c.id,
    name: c.name,
    industry: c.industry,
    description: c.description,
    website: c.website,
    totalHires: c.totalHires,
    activeChallenges: activeByKey.get(c.nameKey) ?? 0,
  }));
}
