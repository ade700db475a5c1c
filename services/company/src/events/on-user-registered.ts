import type { userRegisteredV1 } from '@tov/contracts';
import type { EventOf } from '@tov/kit';
import type { CompanyTx } from '../store/db';
import { upsertCompanyProfile } from '../store/companies';

/** `auth.user.registered`: a company account's profile (contact name, address, company name); other roles are not kept. */
export async function onUserRegistered(event: EventOf<typeof userRegisteredV1>, tx: CompanyTx): Promise<void> {
  const { data } = event;
  if (data.role !== 'company') return;
  await upsertCompanyProfile(tx, { companyId: data.userId, name: data.name, email: data.email, companyName: data.companyName?.trim() || null });
}
