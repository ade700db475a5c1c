import type { TEmployeeInput, TEmployeeListQuery, TEmployeeUpdate } from '@tov/contracts';
import { AppError, createIdempotently, newId, pageWindow, withTransactionRetry, type IdempotentRequest } from '@tov/kit';
import type { ArnCipher } from '../domain/arn';
import { isDue } from '../domain/compliance';
import { addDays, dateText, dateValue } from '../domain/dates';
import type { Employee, Prisma } from '../generated/prisma/client';
import { openVisaExpiryItems, resolveForRenewal } from './compliance';
import type { CompanyDb, CompanyTx } from './db';
import { findSettings, leadTimesOf } from './settings';

/** What a write needs besides its input: the company, today's date in Seoul, the instant and the ARN cipher. */
export interface WriteContext {
  companyId: string;
  today: string;
  at: Date;
  cipher: ArnCipher;
}

/** An employee write and the compliance items it opened (their e-mails follow the commit). */
export interface EmployeeWrite {
  employee: Employee;
  openedItemIds: string[];
}

/** The row's columns from an input (create) or the fields a change names (update). */
function columnsOf(input: TEmployeeUpdate, owner: { companyId: string; employeeId: string }, cipher: ArnCipher): Prisma.EmployeeUncheckedUpdateInput {
  const date = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : dateValue(value));
  const columns: Prisma.EmployeeUncheckedUpdateInput = {
    name: input.name,
    nationality: input.nationality,
    position: input.position,
    department: input.department,
    startDate: input.startDate === undefined ? undefined : dateValue(input.startDate),
    occupationCode: input.occupationCode,
    visaType: input.visaType,
    visaIssueDate: date(input.visaIssueDate),
    visaExpiryDate: input.visaExpiryDate === undefined ? undefined : dateValue(input.visaExpiryDate),
    employmentStatus: input.employmentStatus,
    email: input.email,
  };
  if (input.alienRegistrationNumber !== undefined) {
    columns.arnCiphertext = input.alienRegistrationNumber === null ? null : new Uint8Array(cipher.encrypt(input.alienRegistrationNumber, owner));
  }
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined));
}

/** Opens the employee's visa-expiry item when the expiry is within the company's lead time for the type. */
async function openIfDue(tx: CompanyTx, employee: Employee, today: string, at: Date): Promise<string[]> {
  if (employee.employmentStatus === 'terminated') return [];
  const leadDays = leadTimesOf(await findSettings(tx, employee.companyId))[employee.visaType] ?? 0;
  const expiryDate = dateText(employee.visaExpiryDate);
  if (!isDue(expiryDate, today, leadDays)) return [];
  return openVisaExpiryItems(tx, [{ companyId: employee.companyId, employeeId: employee.id, visaType: employee.visaType, expiryDate }], at);
}

/** Stores a new employee in the caller's transaction, with its compliance item when the visa expires within the lead time. */
export async function insertEmployee(tx: CompanyTx, input: TEmployeeInput, ctx: WriteContext): Promise<EmployeeWrite> {
  const id = newId();
  const employee = await tx.employee.create({
    data: {
      ...(columnsOf(input, { companyId: ctx.companyId, employeeId: id }, ctx.cipher) as Prisma.EmployeeUncheckedCreateInput),
      id,
      companyId: ctx.companyId,
    },
  });
  return { employee, openedItemIds: await openIfDue(tx, employee, ctx.today, ctx.at) };
}

/** `POST /employees` (an `Idempotency-Key` replays the first answer). */
export async function createEmployee(db: CompanyDb, input: TEmployeeInput, ctx: WriteContext, idempotency: IdempotentRequest | undefined) {
  return createIdempotently(db, idempotency, {
    create: async (tx) => {
      const written = await insertEmployee(tx, input, ctx);
      return { id: written.employee.id, value: written };
    },
    load: async (id) => {
      const employee = await db.employee.findFirst({ where: { id, companyId: ctx.companyId } });
      return employee ? { employee, openedItemIds: [] } : null;
    },
  });
}

/**
 * `PUT /employees/{id}`: the fields named change. A later expiry date is a renewal: the visa held
 * before is kept in the renewal history and the waiting items for it are resolved with a note; the new
 * expiry opens its own item once within the lead time (at once when it already is).
 */
export async function updateEmployee(db: CompanyDb, employeeId: string, input: TEmployeeUpdate, ctx: WriteContext): Promise<EmployeeWrite> {
  return withTransactionRetry(db, async (tx) => {
    const current = await tx.employee.findFirst({ where: { id: employeeId, companyId: ctx.companyId } });
    if (!current) throw new AppError('EMPLOYEE_NOT_FOUND');
    const issue = input.visaIssueDate === undefined ? (current.visaIssueDate ? dateText(current.visaIssueDate) : null) : input.visaIssueDate;
    const expiry = input.visaExpiryDate ?? dateText(current.visaExpiryDate);
    if (issue && issue > expiry)
      throw new AppError('VALIDATION_ERROR', undefined, { details: [{ field: 'visaIssueDate', message: '비자 발급일은 만료일보다 늦을 수 없습니다.' }] });
    const previousExpiry = dateText(current.visaExpiryDate);
    const employee = await tx.employee.update({
      where: { id: current.id },
      data: columnsOf(input, { companyId: ctx.companyId, employeeId: current.id }, ctx.cipher),
    });
    if (expiry > previousExpiry) {
      await tx.visaRenewal.create({
        data: {
          id: newId(),
          employeeId: current.id,
          companyId: ctx.companyId,
          visaType: current.visaType,
          previousExpiryDate: current.visaExpiryDate,
          newExpiryDate: dateValue(expiry),
          recordedAt: ctx.at,
        },
      });
      await resolveForRenewal(tx, employee, expiry, ctx.at);
    }
    return { employee, openedItemIds: await openIfDue(tx, employee, ctx.today, ctx.at) };
  });
}

export async function findEmployee(db: CompanyDb, companyId: string, employeeId: string) {
  const employee = await db.employee.findFirst({
    where: { id: employeeId, companyId },
    include: { renewals: { orderBy: [{ recordedAt: 'asc' }, { id: 'asc' }] } },
  });
  if (!employee) throw new AppError('EMPLOYEE_NOT_FOUND');
  return employee;
}

const ORDER: Record<TEmployeeListQuery['sort'], Prisma.EmployeeOrderByWithRelationInput> = {
  name: { name: 'asc' },
  '-name': { name: 'desc' },
  visaExpiryDate: { visaExpiryDate: 'asc' },
  '-visaExpiryDate': { visaExpiryDate: 'desc' },
  startDate: { startDate: 'asc' },
  '-startDate': { startDate: 'desc' },
  createdAt: { createdAt: 'asc' },
  '-createdAt': { createdAt: 'desc' },
};

/** The company's employees, filtered, searched, sorted and paged. */
export async function listEmployees(db: CompanyDb, companyId: string, query: TEmployeeListQuery, today: string): Promise<{ items: Employee[]; total: number }> {
  const search = query.search?.trim();
  const where: Prisma.EmployeeWhereInput = {
    companyId,
    ...(query.visaType ? { visaType: query.visaType } : {}),
    ...(query.status ? { employmentStatus: query.status } : {}),
    ...(query.expiringWithinDays !== undefined ? { visaExpiryDate: { gte: dateValue(today), lte: dateValue(addDays(today, query.expiringWithinDays)) } } : {}),
    ...(search
      ? {
          OR: [
            { name: { contains: search, mode: 'insensitive' } },
            { position: { contains: search, mode: 'insensitive' } },
            { department: { contains: search, mode: 'insensitive' } },
            { email: { contains: search, mode: 'insensitive' } },
          ],
        }
      : {}),
  };
  const [items, total] = await Promise.all([
    db.employee.findMany({ where, orderBy: [ORDER[query.sort], { id: 'asc' }], ...pageWindow(query) }),
    db.employee.count({ where }),
  ]);
  return { items, total };
}
