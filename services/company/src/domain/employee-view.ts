import { EMPLOYMENT_STATUSES, type TEmployee, type TEmployeeDetail, type TEmploymentStatus } from '@tov/contracts';
import type { Employee, VisaRenewal } from '../generated/prisma/client';
import type { ArnCipher } from './arn';
import { dateText, daysBetween } from './dates';

const statusOf = (value: string): TEmploymentStatus => ((EMPLOYMENT_STATUSES as readonly string[]).includes(value) ? (value as TEmploymentStatus) : 'active');

/** An employee as answered: dates as `YYYY-MM-DD`, the registration number as its mask only. */
export function toEmployee(row: Employee, cipher: ArnCipher, today: string): TEmployee {
  const visaExpiryDate = dateText(row.visaExpiryDate);
  return {
    id: row.id,
    name: row.name,
    nationality: row.nationality,
    position: row.position,
    department: row.department,
    startDate: dateText(row.startDate),
    occupationCode: row.occupationCode,
    visaType: row.visaType,
    visaIssueDate: row.visaIssueDate ? dateText(row.visaIssueDate) : null,
    visaExpiryDate,
    daysUntilExpiry: daysBetween(today, visaExpiryDate),
    alienRegistrationNumber: cipher.masked(row.arnCiphertext, { companyId: row.companyId, employeeId: row.id }),
    employmentStatus: statusOf(row.employmentStatus),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toEmployeeDetail(row: Employee & { renewals: VisaRenewal[] }, cipher: ArnCipher, today: string): TEmployeeDetail {
  return {
    ...toEmployee(row, cipher, today),
    visaRenewals: row.renewals.map((r) => ({
      visaType: r.visaType,
      previousExpiryDate: dateText(r.previousExpiryDate),
      newExpiryDate: dateText(r.newExpiryDate),
      recordedAt: r.recordedAt.toISOString(),
    })),
  };
}
