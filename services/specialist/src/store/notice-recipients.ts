import type { SpecialistDb, SpecialistTx } from './db';
import { expertNamesOf } from './service-views';

type Client = SpecialistDb | SpecialistTx;

export interface ClientRecipient {
  email: string;
  name: string;
  /** From the assessment the request or service is about: the e-mail's language. */
  nationality: string | null;
}

export interface ExpertRecipient {
  email: string;
  /** As the profile says (edited there), else the account. */
  name: string;
  /** The profile's languages (ISO 639-1): the e-mail's language. */
  languages: string[];
}

/** The applicant of a request or service: address and name from the account projection, nationality from the assessment; null while the account is not known. */
export async function clientRecipient(db: Client, clientId: string, assessmentId: string): Promise<ClientRecipient | null> {
  const client = await db.userProjection.findUnique({ where: { userId: clientId }, select: { email: true, name: true } });
  if (!client?.email) return null;
  const assessment = await db.clientAssessment.findUnique({ where: { assessmentId }, select: { nationality: true } });
  return { email: client.email, name: client.name, nationality: assessment?.nationality ?? null };
}

/** The expert: the account's address (else the profile's), the profile's name and languages; null while neither is known. */
export async function expertRecipient(db: Client, expertId: string): Promise<ExpertRecipient | null> {
  const account = await db.userProjection.findUnique({ where: { userId: expertId }, select: { email: true } });
  const profile = await db.specialistProfile.findUnique({ where: { userId: expertId }, select: { email: true, languages: true } });
  const email = account?.email || profile?.email;
  if (!email) return null;
  const names = await expertNamesOf(db, [expertId]);
  return { email, name: names.get(expertId) ?? 'TOV', languages: profile?.languages ?? [] };
}
