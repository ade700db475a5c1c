import { COMPLIANCE_KINDS, COMPLIANCE_STATUSES, type TComplianceItem, type TComplianceItemDetail, type TComplianceStatus } from '@tov/contracts';
import type { ComplianceDocument, ComplianceStatusChange } from '../generated/prisma/client';
import type { ItemWithEmployee } from '../store/compliance';
import { dateText } from './dates';

const statusOf = (value: string | null): TComplianceStatus | null =>
  value !== null && (COMPLIANCE_STATUSES as readonly string[]).includes(value) ? (value as TComplianceStatus) : null;

export function toComplianceItem(item: ItemWithEmployee): TComplianceItem {
  return {
    id: item.id,
    kind: (COMPLIANCE_KINDS as readonly string[]).includes(item.kind) ? (item.kind as TComplianceItem['kind']) : 'visa_expiry',
    status: statusOf(item.status) ?? 'open',
    title: item.title,
    employeeId: item.employeeId,
    employeeName: item.employee?.name ?? null,
    visaType: item.visaType,
    dueDate: dateText(item.dueDate),
    notes: item.notes,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    closedAt: item.closedAt?.toISOString() ?? null,
  };
}

export function toComplianceDocument(doc: ComplianceDocument) {
  return { id: doc.id, name: doc.name, size: doc.size, contentType: doc.contentType, uploadedAt: doc.uploadedAt.toISOString() };
}

export function toComplianceItemDetail(item: ItemWithEmployee & { history: ComplianceStatusChange[]; documents: ComplianceDocument[] }): TComplianceItemDetail {
  return {
    ...toComplianceItem(item),
    history: item.history.map((c) => ({
      fromStatus: statusOf(c.fromStatus),
      toStatus: statusOf(c.toStatus) ?? 'open',
      notes: c.notes,
      changedBy: c.changedBy,
      changedAt: c.changedAt.toISOString(),
    })),
    documents: item.documents.map(toComplianceDocument),
  };
}
