import { z } from 'zod';
import { ZScheduleInputSchema, ZScheduleListSchema, ZScheduleQuerySchema, ZScheduleSchema, ZSuccessEnvelopeSchema, successEnvelope } from '@tov/contracts';
import { AppError, validationError, type RouteApp } from '@tov/kit';
import type { SpecialistDeps } from '../deps';
import { vacationView } from '../domain/vacation';
import { findProfile } from '../store/profiles';
import { createSchedule, deleteSchedule, listSchedules, scheduleViewsOf, updateSchedule } from '../store/schedules';
import { requirePro, SPECIALIST_BASE } from './access';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Without `from`/`to`: a week back and eight weeks ahead. The longest range one read may ask for: a year. */
const DEFAULT_BACK_DAYS = 7;
const DEFAULT_AHEAD_DAYS = 56;
const RANGE_MAX_DAYS = 366;

const ZScheduleParams = z.object({ scheduleId: z.uuid({ error: '올바른 일정 ID가 아닙니다.' }) });
const ZScheduleAnswer = ZSuccessEnvelopeSchema(ZScheduleSchema);

/** `/api/specialist/schedules`: the caller's consultations; overlapping ones or ones in the vacation answer 409. */
export function scheduleRoutes(app: RouteApp, deps: SpecialistDeps): void {
  const now = deps.now ?? (() => new Date());

  app.get(
    `${SPECIALIST_BASE}/schedules`,
    {
      schema: {
        summary: "The caller's schedules overlapping [from, to) (default: a week back to eight weeks ahead), with the current or next vacation",
        querystring: ZScheduleQuerySchema,
        response: { 200: ZSuccessEnvelopeSchema(ZScheduleListSchema) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const at = now();
      const from = request.query.from ? new Date(request.query.from) : new Date(at.getTime() - DEFAULT_BACK_DAYS * DAY_MS);
      const to = request.query.to ? new Date(request.query.to) : new Date(from.getTime() + (DEFAULT_BACK_DAYS + DEFAULT_AHEAD_DAYS) * DAY_MS);
      if (to <= from) throw validationError([{ field: 'to', message: 'to는 from 이후여야 합니다.' }]);
      if (to.getTime() - from.getTime() > RANGE_MAX_DAYS * DAY_MS)
        throw validationError([{ field: 'to', message: `한 번에 ${RANGE_MAX_DAYS}일까지 조회할 수 있습니다.` }]);
      const [schedules, profile] = await Promise.all([listSchedules(deps.db, userId, from, to), findProfile(deps.db, userId)]);
      return successEnvelope({ items: await scheduleViewsOf(deps.db, schedules), vacation: profile ? vacationView(profile, at) : null });
    },
  );

  app.post(
    `${SPECIALIST_BASE}/schedules`,
    {
      schema: {
        summary: 'Add a schedule: 409 SCHEDULE_CONFLICT when it overlaps another (also two at once), 409 SCHEDULE_ON_VACATION inside the vacation',
        body: ZScheduleInputSchema,
        response: { 201: ZScheduleAnswer },
      },
    },
    async (request, reply) => {
      const { userId } = requirePro(request);
      const schedule = await createSchedule(deps.db, userId, request.body);
      const [view] = await scheduleViewsOf(deps.db, [schedule]);
      return reply.status(201).send(successEnvelope(view!, '일정이 등록되었습니다.'));
    },
  );

  app.put(
    `${SPECIALIST_BASE}/schedules/:scheduleId`,
    {
      schema: {
        summary: "Replace one of the caller's schedules (same checks as adding)",
        params: ZScheduleParams,
        body: ZScheduleInputSchema,
        response: { 200: ZScheduleAnswer },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      const schedule = await updateSchedule(deps.db, userId, request.params.scheduleId, request.body);
      if (!schedule) throw new AppError('SCHEDULE_NOT_FOUND');
      const [view] = await scheduleViewsOf(deps.db, [schedule]);
      return successEnvelope(view!, '일정이 수정되었습니다.');
    },
  );

  app.delete(
    `${SPECIALIST_BASE}/schedules/:scheduleId`,
    {
      schema: {
        summary: "Delete one of the caller's schedules",
        params: ZScheduleParams,
        response: { 200: ZSuccessEnvelopeSchema(z.object({ scheduleId: z.string() })) },
      },
    },
    async (request) => {
      const { userId } = requirePro(request);
      if (!(await deleteSchedule(deps.db, userId, request.params.scheduleId))) throw new AppError('SCHEDULE_NOT_FOUND');
      return successEnvelope({ scheduleId: request.params.scheduleId }, '일정이 삭제되었습니다.');
    },
  );
}
