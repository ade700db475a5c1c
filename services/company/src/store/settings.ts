import { COMPANY_VISA_TYPES, DEFAULT_LEAD_TIME_DAYS, ZLanguageSchema, type TNotificationSettings, type TNotificationSettingsInput } from '@tov/contracts';
import type { NotificationSettings } from '../generated/prisma/client';
import type { CompanyDb, CompanyTx } from './db';

/** Days before expiry per visa type as stored (`{ "E-9": 120 }`); anything else in the column is ignored. */
function storedLeadTimes(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([type, days]) => (COMPANY_VISA_TYPES as readonly string[]).includes(type) && Number.isInteger(days)));
}

/** Every visa type's lead time in force: the set ones, the default for the rest. */
export function leadTimesOf(row: Pick<NotificationSettings, 'leadTimes'> | null): Record<string, number> {
  const set = storedLeadTimes(row?.leadTimes);
  return Object.fromEntries(COMPANY_VISA_TYPES.map((type) => [type, set[type] ?? DEFAULT_LEAD_TIME_DAYS]));
}

/** The settings as answered; a company that never saved any has the defaults. */
export function toSettings(row: NotificationSettings | null): TNotificationSettings {
  return {
    hrEmail: row?.hrEmail ?? null,
    complianceEmails: row?.complianceEmails ?? true,
    employeeEmails: row?.employeeEmails ?? false,
    language: ZLanguageSchema.catch('ko').parse(row?.language ?? 'ko'),
    defaultLeadTimeDays: DEFAULT_LEAD_TIME_DAYS,
    leadTimes: leadTimesOf(row),
  };
}

export function findSettings(db: CompanyDb | CompanyTx, companyId: string): Promise<NotificationSettings | null> {
  return db.notificationSettings.findUnique({ where: { companyId } });
}

/** Saves what the call names; lead times given replace the stored ones type by type. */
export async function saveSettings(db: CompanyDb, companyId: string, input: TNotificationSettingsInput): Promise<NotificationSettings> {
  return db.$transaction(async (tx) => {
    const current = await tx.notificationSettings.findUnique({ where: { companyId } });
    const leadTimes = { ...storedLeadTimes(current?.leadTimes), ...(input.leadTimes ?? {}) };
    const fields = {
      ...(input.hrEmail !== undefined ? { hrEmail: input.hrEmail } : {}),
      ...(input.complianceEmails !== undefined ? { complianceEmails: input.complianceEmails } : {}),
      ...(input.employeeEmails !== undefined ? { employeeEmails: input.employeeEmails } : {}),
      ...(input.language !== undefined ? { language: input.language } : {}),
      leadTimes,
    };
    return tx.notificationSettings.upsert({ where: { companyId }, create: { companyId, ...fields }, update: fields });
  });
}
