import { complianceStatusChangedV1, type TComplianceStatus } from '@tov/contracts';
import type { OutboxMessage } from '@tov/kit';
import { dateText } from '../domain/dates';
import { SOURCE } from './published';

export interface StatusChange {
  itemId: string;
  companyId: string;
  employeeId: string | null;
  dueDate: Date;
  fromStatus: TComplianceStatus | null;
  toStatus: TComplianceStatus;
  changedBy: string;
  changedAt: Date;
}

/** `company.compliance.status-changed`: an item opened (`fromStatus` null) or moved; ids and statuses only. */
export function complianceStatusChangedEvent(change: StatusChange): OutboxMessage<typeof complianceStatusChangedV1> {
  return {
    event: complianceStatusChangedV1,
    key: change.itemId,
    source: SOURCE,
    data: {
      itemId: change.itemId,
      companyId: change.companyId,
      employeeId: change.employeeId,
      kind: 'visa_expiry',
      fromStatus: change.fromStatus,
      toStatus: change.toStatus,
      dueDate: dateText(change.dueDate),
      changedBy: change.changedBy,
      changedAt: change.changedAt.toISOString(),
    },
  };
}
