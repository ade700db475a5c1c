import { type TComplianceStatus, type TComplianceStatusInput } from '@tov/contracts';
import { AppError, enqueueEvents, newId, pageWindow, withTransactionRetry } from '@tov/kit';
import { canMove, OPEN_STATUSES, renewalNote, SYSTEM_ACTOR, visaExpiryKey, visaExpiryTitle } from '../domain/compliance';
import { dateValue } from '../domain/dates';
import { complianceStatusChangedEvent, type StatusChange } from '../events/compliance-status-changed';
import type { ComplianceItem, Prisma } from '../generated/prisma/client';
import type { CompanyDb, CompanyTx } from './db';

/** An employee whose visa's expiry is within the company's lead time. */
export interface VisaExpiryCandidate {
  companyId: string;
  employeeId: string;
  visaType: string;
  expiryDate: string;
}

/** Writes the history rows and events of status changes, in the change's transaction. */
async function recordChanges(tx: CompanyTx, changes: StatusChange[], notes: (change: StatusChange) => string | null = () => null): Promise<void> {
  if (changes.length === 0) return;
  await tx.complianceStatusChange.createMany({
    data: changes.map((c) => ({
      id: newId(),
      itemId: c.itemId,
      fromStatus: c.fromStatus,
      toStatus: c.toStatus,
      notes: notes(c),
      changedBy: c.changedBy,
      changedAt: c.changedAt,
    })),
  });
  await enqueueEvents(tx, changes.map(complianceStatusChangedEvent));
}

/**
 * Opens a visa-expiry item for each candidate that has none for that expiry yet: one statement whose
 * unique key (`dedupe_key`) makes a second scan, a concurrent save or a retried transaction open
 * nothing twice. Answers the ids of the items it opened (their e-mails follow the commit).
 */
export async function openVisaExpiryItems(tx: CompanyTx, candidates: readonly VisaExpiryCandidate[], at: Date): Promise<string[]> {
  if (candidates.length === 0) return [];
  const rows = await tx.$queryRawUnsafe<Array<{ id: string; company_id: string; employee_id: string; due_date: Date | string }>>(
    `INSERT INTO compliance_items (id, company_id, employee_id, kind, status, title, due_date, visa_type, dedupe_key, created_at, updated_at)
     SELECT c.id, c.company_id, c.employee_id, 'visa_expiry', 'open', c.title, c.due_date, c.visa_type, c.dedupe_key, $8::timestamp(3), $8::timestamp(3)
       FROM unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[], $5::date[], $6::text[], $7::text[]) AS c(id, company_id, employee_id, visa_type, due_date, dedupe_key, title)
     ON CONFLICT (dedupe_key) DO NOTHING
     RETURNING id, company_id, employee_id, due_date`,
    candidates.map(() => newId()),
    candidates.map((c) => c.companyId),
    candidates.map((c) => c.employeeId),
    candidates.map((c) => c.visaType),
    candidates.map((c) => c.expiryDate),
    candidates.map((c) => visaExpiryKey(c.employeeId, c.expiryDate)),
    candidates.map((c) => visaExpiryTitle(c.visaType, c.expiryDate)),
    // As UTC text: the columns are `timestamp(3)` in UTC, as Prisma writes them.
    at.toISOString(),
  );
  await recordChanges(
    tx,
    rows.map((r) => ({
      itemId: r.id,
      companyId: r.company_id,
      employeeId: r.employee_id,
      dueDate: new Date(r.due_date),
      fromStatus: null,
      toStatus: 'open',
      changedBy: SYSTEM_ACTOR,
      changedAt: at,
    })),
  );
  return rows.map((r) => r.id);
}

/** A renewal (a later expiry saved): the employee's waiting visa-expiry items for earlier expiries are resolved, with a note. */
export async function resolveForRenewal(tx: CompanyTx, employee: { id: string; companyId: string }, newExpiryDate: string, at: Date): Promise<number> {
  const waiting = await tx.complianceItem.findMany({
    where: {
      employeeId: employee.id,
      companyId: employee.companyId,
      kind: 'visa_expiry',
      status: { in: [...OPEN_STATUSES] },
      dueDate: { lt: dateValue(newExpiryDate) },
    },
  });
  if (waiting.length === 0) return 0;
  const note = renewalNote(newExpiryDate);
  await tx.complianceItem.updateMany({ where: { id: { in: waiting.map((i) => i.id) } }, data: { status: 'resolved', notes: note, closedAt: at } });
  await recordChanges(
    tx,
    waiting.map((i) => ({
      itemId: i.id,
      companyId: i.companyId,
      employeeId: i.employeeId,
      dueDate: i.dueDate,
      fromStatus: i.status as TComplianceStatus,
      toStatus: 'resolved',
      changedBy: SYSTEM_ACTOR,
      changedAt: at,
    })),
    () => note,
  );
  return waiting.length;
}

/** The company's own item, or COMPLIANCE_ITEM_NOT_FOUND (another company's id included). */
export async function ownItem(db: CompanyDb | CompanyTx, companyId: string, itemId: string): Promise<ComplianceItem> {
  const item = await db.complianceItem.findFirst({ where: { id: itemId, companyId } });
  if (!item) throw new AppError('COMPLIANCE_ITEM_NOT_FOUND');
  return item;
}

/**
 * The company's move of an item (open -> in_progress -> resolved, or dismissed with a reason); an
 * illegal move is 409. The update is conditional on the status read, so two moves at once cannot both
 * apply (the loser is read again by the transaction retry and refused if its move is no longer legal).
 */
export async function changeStatus(db: CompanyDb, companyId: string, itemId: string, input: TComplianceStatusInput, actor: string, at: Date): Promise<void> {
  await withTransactionRetry(db, async (tx) => {
    const item = await ownItem(tx, companyId, itemId);
    const from = item.status as TComplianceStatus;
    if (!canMove(from, input.status)) {
      throw new AppError('INVALID_STATUS_TRANSITION', `'${from}' 상태에서 '${input.status}' 상태로 바꿀 수 없습니다.`);
    }
    const notes = input.notes?.trim() || null;
    const closed = input.status === 'resolved' || input.status === 'dismissed';
    const moved = await tx.complianceItem.updateMany({
      where: { id: item.id, status: from },
      data: { status: input.status, ...(notes !== null ? { notes } : {}), ...(closed ? { closedAt: at } : {}) },
    });
    if (moved.count !== 1) throw new AppError('CONFLICT');
    await recordChanges(
      tx,
      [
        {
          itemId: item.id,
          companyId,
          employeeId: item.employeeId,
          dueDate: item.dueDate,
          fromStatus: from,
          toStatus: input.status,
          changedBy: actor,
          changedAt: at,
        },
      ],
      () => notes,
    );
  });
}

export interface ComplianceFilter {
  status?: string | undefined;
  kind?: string | undefined;
  visaType?: string | undefined;
  employeeId?: string | undefined;
  page: number;
  limit: number;
}

const itemInclude = { employee: { select: { name: true } } } as const;
export type ItemWithEmployee = Prisma.ComplianceItemGetPayload<{ include: typeof itemInclude }>;

/** The company's items, the soonest due first. */
export async function listItems(db: CompanyDb, companyId: string, filter: ComplianceFilter): Promise<{ items: ItemWithEmployee[]; total: number }> {
  const where: Prisma.ComplianceItemWhereInput = {
    companyId,
    ...(filter.status ? { status: filter.status } : {}),
    ...(filter.kind ? { kind: filter.kind } : {}),
    ...(filter.visaType ? { visaType: filter.visaType } : {}),
    ...(filter.employeeId ? { employeeId: filter.employeeId } : {}),
  };
  const [items, total] = await Promise.all([
    db.complianceItem.findMany({ where, include: itemInclude, orderBy: [{ dueDate: 'asc' }, { id: 'asc' }], ...pageWindow(filter) }),
    db.complianceItem.count({ where }),
  ]);
  return { items, total };
}

/** One item with its history (oldest first) and documents. */
export async function findItemDetail(db: CompanyDb, companyId: string, itemId: string) {
  const item = await db.complianceItem.findFirst({
    where: { id: itemId, companyId },
    include: { ...itemInclude, history: { orderBy: [{ changedAt: 'asc' }, { id: 'asc' }] }, documents: { orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!item) throw new AppError('COMPLIANCE_ITEM_NOT_FOUND');
  return item;
}

/** The company's items still waiting (the dashboard). */
export function countOpenItems(db: CompanyDb, companyId: string): Promise<number> {
  return db.complianceItem.count({ where: { companyId, status: { in: [...OPEN_STATUSES] } } });
}
