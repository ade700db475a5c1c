import type { CompanyDb, CompanyTx } from './db';

export interface CompanyProfileFields {
  companyId: string;
  name: string;
  email: string;
  companyName: string | null;
}

/** The company account as registered (a replayed event writes the same row again). */
export async function upsertCompanyProfile(tx: CompanyTx, fields: CompanyProfileFields): Promise<void> {
  const { companyId, ...rest } = fields;
  await tx.companyProfile.upsert({ where: { companyId }, create: fields, update: rest });
}

export function findCompanyProfile(db: CompanyDb | CompanyTx, companyId: string) {
  return db.companyProfile.findUnique({ where: { companyId } });
}
