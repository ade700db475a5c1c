import { AppError, EXCLUSION_VIOLATION, newId, postgresCodeOf, withTransactionRetry } from '@tov/kit';
import type { TSchedule, TScheduleInput } from '@tov/contracts';
import type { Schedule } from '../generated/prisma/client';
import { overlapsVacation } from '../domain/vacation';
import { scheduleView } from '../domain/views';
import type { SpecialistDb, SpecialistTx } from './db';
import { namesOf } from './users';

/** The most schedules one read answers (a month of a busy calendar fits many times over). */
export const SCHEDULE_LIST_MAX = 500;

/** The expert's schedules that overlap `[from, to)`, earliest first. */
export function listSchedules(db: SpecialistDb, expertId: string, from: Date, to: Date): Promise<Schedule[]> {
  return db.schedule.findMany({
    where: { expertId, startsAt: { lt: to }, endsAt: { gt: from } },
    orderBy: [{ startsAt: 'asc' }, { id: 'asc' }],
    take: SCHEDULE_LIST_MAX,
  });
}

/** The expert's next schedules from `now` (the dashboard). */
export function upcomingSchedules(db: SpecialistDb, expertId: string, now: Date, limit: number): Promise<Schedule[]> {
  return db.schedule.findMany({ where: { expertId, endsAt: { gt: now } }, orderBy: [{ startsAt: 'asc' }, { id: 'asc' }], take: limit });
}

/** Schedules as answered: the client's name when the schedule is about one of the expert's services. */
export async function scheduleViewsOf(db: SpecialistDb, schedules: readonly Schedule[]): Promise<TSchedule[]> {
  const serviceIds = [...new Set(schedules.flatMap((s) => (s.serviceId ? [s.serviceId] : [])))];
  const services = serviceIds.length ? await db.service.findMany({ where: { id: { in: serviceIds } }, select: { id: true, clientId: true } }) : [];
  const clientOf = new Map(services.map((s) => [s.id, s.clientId]));
  const names = await namesOf(
    db,
    services.map((s) => s.clientId),
  );
  return schedules.map((s) => {
    const clientId = s.serviceId ? clientOf.get(s.serviceId) : undefined;
    return scheduleView(s, clientId ? (names.get(clientId) ?? null) : null);
  });
}

/**
 * Checks what the constraint cannot: the vacation (read under a share lock of the profile row, so a
 * vacation being set at the same moment is seen before or after, never half) and that a named service
 * is the expert's.
 */
async function checkSchedule(tx: SpecialistTx, expertId: string, input: TScheduleInput, startsAt: Date, endsAt: Date): Promise<void> {
  const profiles = await tx.$queryRaw<Array<{ vacation_from: Date | null; vacation_to: Date | null }>>`
    SELECT vacation_from, vacation_to FROM specialist_profiles WHERE user_id = ${expertId} FOR SHARE`;
  const profile = profiles[0];
  if (profile && overlapsVacation({ vacationFrom: profile.vacation_from, vacationTo: profile.vacation_to, vacationReason: null }, startsAt, endsAt)) {
    throw new AppError('SCHEDULE_ON_VACATION');
  }
  if (input.serviceId && !(await tx.service.findFirst({ where: { id: input.serviceId, expertId }, select: { id: true } })))
    throw new AppError('SERVICE_NOT_FOUND');
}

const fieldsOf = (input: TScheduleInput) => ({
  serviceId: input.serviceId ?? null,
  title: input.title,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  timeZone: input.timeZone,
  mode: input.mode,
  note: input.note ?? null,
});

/** The exclusion constraint `schedules_no_overlap` refused the write: another schedule of the expert overlaps. */
function asConflict(error: unknown): never {
  if (postgresCodeOf(error) === EXCLUSION_VIOLATION) throw new AppError('SCHEDULE_CONFLICT');
  throw error;
}

/**
 * A new schedule. Two overlapping schedules of one expert cannot both exist: the database's exclusion
 * constraint makes the second of two concurrent inserts wait for the first and fail (409 SCHEDULE_CONFLICT).
 * Two concurrent inserts can also both wait on each other's uncommitted row: Postgres then ends one
 * with a deadlock (40P01), which is run again and meets the committed row (issue 24 item 7).
 */
export async function createSchedule(db: SpecialistDb, expertId: string, input: TScheduleInput): Promise<Schedule> {
  const fields = fieldsOf(input);
  return withTransactionRetry(db, async (tx) => {
    await checkSchedule(tx, expertId, input, fields.startsAt, fields.endsAt);
    return tx.schedule.create({ data: { id: newId(), expertId, ...fields } });
  }).catch(asConflict);
}

/** Replaces one of the expert's schedules (the same checks as a new one); null when it is not theirs. */
export async function updateSchedule(db: SpecialistDb, expertId: string, scheduleId: string, input: TScheduleInput): Promise<Schedule | null> {
  const fields = fieldsOf(input);
  return withTransactionRetry(db, async (tx) => {
    const own = await tx.schedule.findFirst({ where: { id: scheduleId, expertId }, select: { id: true } });
    if (!own) return null;
    await checkSchedule(tx, expertId, input, fields.startsAt, fields.endsAt);
    return tx.schedule.update({ where: { id: scheduleId }, data: fields });
  }).catch(asConflict);
}

/** Deletes one of the expert's schedules; false when it is not theirs. */
export async function deleteSchedule(db: SpecialistDb, expertId: string, scheduleId: string): Promise<boolean> {
  const { count } = await db.schedule.deleteMany({ where: { id: scheduleId, expertId } });
  return count > 0;
}
