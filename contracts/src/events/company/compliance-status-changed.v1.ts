import { z } from 'zod';
import { COMPLIANCE_KINDS, COMPLIANCE_STATUSES } from '../../http/company';
import { defineEvent } from '../envelope';

/**
 * A company's compliance item opened (`fromStatus` null: the visa-expiry scan, or an employee saved
 * with an expiry inside the lead time) or changed status (the company's call, or a renewal that
 * resolved it). No personal data: ids, the kind, the statuses and the due date.
 */
export const ZComplianceStatusChangedV1Schema = z.object({
  itemId: z.string(),
  companyId: z.string(),
  employeeId: z.string().nullable(),
  kind: z.enum(COMPLIANCE_KINDS),
  fromStatus: z.enum(COMPLIANCE_STATUSES).nullable(),
  toStatus: z.enum(COMPLIANCE_STATUSES),
  dueDate: z.string(),
  changedBy: z.string(),
  changedAt: z.iso.datetime(),
});
export type TComplianceStatusChangedV1 = z.infer<typeof ZComplianceStatusChangedV1Schema>;

export const complianceStatusChangedV1 = defineEvent('company.compliance.status-changed', 1, 'company.compliance', ZComplianceStatusChangedV1Schema);
