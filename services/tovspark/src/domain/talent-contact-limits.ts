import { TALENT_CONTACTS_PER_COMPANY_PER_DAY, TALENT_CONTACTS_PER_TALENT_PER_DAY } from '@tov/contracts';

/** The window the contact limits count in (rolling, not a calendar day). */
export const CONTACT_WINDOW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether one more contact is allowed, given what the company sent in the last 24 hours: to this
 * talent (at most TALENT_CONTACTS_PER_TALENT_PER_DAY) and to anyone (TALENT_CONTACTS_PER_COMPANY_PER_DAY).
 * `remaining` is what stays allowed to this talent after this one.
 */
export function contactAllowance(sentToTalent: number, sentByCompany: number): { allowed: boolean; remaining: number } {
  const allowed = sentToTalent < TALENT_CONTACTS_PER_TALENT_PER_DAY && sentByCompany < TALENT_CONTACTS_PER_COMPANY_PER_DAY;
  return { allowed, remaining: allowed ? TALENT_CONTACTS_PER_TALENT_PER_DAY - sentToTalent - 1 : 0 };
}
