import { AppError, createIdempotently, newId, validationError, withTransactionRetry, type IdempotentRequest } from '@tov/kit';
import { ACTIVE_SERVICE_STATUSES, type TRoadmapAssign } from '@tov/contracts';
import type { Prisma, RoadmapMessage, RoadmapStep } from '../generated/prisma/client';
import { planRoadmap, roadmapTemplate } from '../domain/roadmap-template';
import { asDateColumn, seoulDate } from '../domain/seoul-time';
import { isActiveStatus } from '../domain/service-status';
import { progressOf, type Progress, type RoadmapWithParts } from '../domain/service-views';
import type { SpecialistDb, SpecialistTx } from './db';

type Client = SpecialistDb | SpecialistTx;

export const WITH_PARTS = {
  steps: { orderBy: { order: 'asc' } },
  messages: { orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] },
} satisfies Prisma.RoadmapInclude;

export function findRoadmapOfService(db: Client, serviceId: string): Promise<RoadmapWithParts | null> {
  return db.roadmap.findUnique({ where: { serviceId }, include: WITH_PARTS });
}

/** The roadmaps of several services, by service id. */
export async function roadmapsOfServices(db: Client, serviceIds: readonly string[]): Promise<Map<string, RoadmapWithParts>> {
  if (serviceIds.length === 0) return new Map();
  const roadmaps = await db.roadmap.findMany({ where: { serviceId: { in: [...serviceIds] } }, include: WITH_PARTS });
  return new Map(roadmaps.map((r) => [r.serviceId, r]));
}

/**
 * `POST /roadmap/{serviceId}/assign` (docs/rules/specialist.md), under the service's
 * lock: the template for the visa type and application type, with one document step per missing
 * document of the client's assessment (the projection of `visa.assessment.completed`). Assigning
 * again rebuilds the steps, keeping those already done and the rows (and messages) of steps the new
 * template still has. A completed or cancelled service is 409 SERVICE_CLOSED; a target date in the
 * past is 400.
 */
export async function assignRoadmap(db: SpecialistDb, expertId: string, serviceId: string, input: TRoadmapAssign, now: Date): Promise<RoadmapWithParts> {
  const today = seoulDate(now);
  if (input.targetDate && input.targetDate < today) throw validationError([{ field: 'targetDate', message: '목표일은 오늘 이후여야 합니다.' }]);
  return withTransactionRetry(db, async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM services WHERE id = ${serviceId}::uuid AND expert_id = ${expertId} FOR UPDATE`;
    if (locked.length === 0) throw new AppError('SERVICE_NOT_FOUND');
    const service = await tx.service.findUniqueOrThrow({ where: { id: serviceId } });
    if (!isActiveStatus(service.status)) throw new AppError('SERVICE_CLOSED');
    const assessment = await tx.clientAssessment.findUnique({ where: { assessmentId: service.assessmentId }, select: { missingDocuments: true } });
    const template = roadmapTemplate({
      visaType: service.visaType,
      applicationType: input.applicationType,
      missingDocuments: assessment?.missingDocuments ?? [],
      today,
      targetDate: input.targetDate ?? null,
    });
    const existing = await tx.roadmap.findUnique({ where: { serviceId }, include: { steps: true } });
    const roadmap = existing
      ? await tx.roadmap.update({ where: { id: existing.id }, data: { applicationType: input.applicationType, visaType: service.visaType, assignedAt: now } })
      : await tx.roadmap.create({
          data: {
            id: newId(),
            serviceId,
            expertId,
            clientId: service.clientId,
            visaType: service.visaType,
            applicationType: input.applicationType,
            assignedAt: now,
          },
        });
    const plan = planRoadmap(existing?.steps ?? [], template);
    if (plan.deleteIds.length > 0) {
      await tx.roadmapMessage.updateMany({ where: { roadmapId: roadmap.id, stepId: { in: plan.deleteIds } }, data: { stepId: null } });
      await tx.roadmapStep.deleteMany({ where: { id: { in: plan.deleteIds } } });
    }
    for (const kept of plan.keptDone) await tx.roadmapStep.update({ where: { id: kept.id }, data: { order: kept.order } });
    for (const step of plan.steps) {
      const fields = { order: step.order, kind: step.kind, key: step.key, title: step.title, dueDate: step.dueDate ? asDateColumn(step.dueDate) : null };
      if (step.id) await tx.roadmapStep.update({ where: { id: step.id }, data: fields });
      else await tx.roadmapStep.create({ data: { id: newId(), roadmapId: roadmap.id, status: 'todo', ...fields } });
    }
    return tx.roadmap.findUniqueOrThrow({ where: { id: roadmap.id }, include: WITH_PARTS });
  });
}

export interface NewMessage {
  body: string;
  stepId?: string | null | undefined;
  markStepDone?: boolean | undefined;
}

export interface PostedMessage {
  message: RoadmapMessage;
  step: RoadmapStep | null;
  roadmap: RoadmapWithParts;
}

/**
 * A message on a roadmap, from the expert (`POST /roadmap/{progressId}/communication`, which may mark
 * the step done) or the client (`POST /api/visa/v3/services/{id}/messages`). `find` locks and returns
 * the roadmap if the caller may write on it (else 404 ROADMAP_NOT_FOUND). A step of another roadmap
 * is 400. With an Idempotency-Key a retry answers the first message.
 */
export async function postMessage(
  db: SpecialistDb,
  find: (tx: SpecialistTx) => Promise<{ id: string } | null>,
  author: { id: string; role: 'pro' | 'client' },
  input: NewMessage,
  now: Date,
  idempotent: IdempotentRequest | undefined,
): Promise<{ value: PostedMessage; replayed: boolean }> {
  if (input.markStepDone && !input.stepId) throw validationError([{ field: 'stepId', message: '완료로 표시할 단계를 선택해주세요.' }]);
  const load = async (messageId: string): Promise<PostedMessage | null> => {
    const message = await db.roadmapMessage.findUnique({ where: { id: messageId } });
    if (!message) return null;
    const roadmap = await db.roadmap.findUniqueOrThrow({ where: { id: message.roadmapId }, include: WITH_PARTS });
    return { message, step: roadmap.steps.find((s) => s.id === message.stepId) ?? null, roadmap };
  };
  return createIdempotently(db, idempotent, {
    async create(tx) {
      const roadmap = await find(tx);
      if (!roadmap) throw new AppError('ROADMAP_NOT_FOUND');
      let step: RoadmapStep | null = null;
      if (input.stepId) {
        step = await tx.roadmapStep.findFirst({ where: { id: input.stepId, roadmapId: roadmap.id } });
        if (!step) throw validationError([{ field: 'stepId', message: '이 로드맵의 단계가 아닙니다.' }]);
        if (input.markStepDone && step.status !== 'done')
          step = await tx.roadmapStep.update({ where: { id: step.id }, data: { status: 'done', completedAt: now } });
      }
      const message = await tx.roadmapMessage.create({
        data: { id: newId(), roadmapId: roadmap.id, stepId: step?.id ?? null, authorId: author.id, authorRole: author.role, body: input.body, createdAt: now },
      });
      const full = await tx.roadmap.findUniqueOrThrow({ where: { id: roadmap.id }, include: WITH_PARTS });
      return { id: message.id, value: { message, step, roadmap: full } };
    },
    load,
  });
}

/** The expert's roadmap by its progress id, locked (messages on one roadmap are written one at a time). */
export async function lockExpertRoadmap(tx: SpecialistTx, expertId: string, progressId: string): Promise<{ id: string } | null> {
  const [row] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM roadmaps WHERE id = ${progressId}::uuid AND expert_id = ${expertId} FOR UPDATE`;
  return row ?? null;
}

/** The client's roadmap of one of their services, locked. */
export async function lockClientRoadmap(tx: SpecialistTx, clientId: string, serviceId: string): Promise<{ id: string } | null> {
  const [row] = await tx.$queryRaw<Array<{ id: string }>>`SELECT id FROM roadmaps WHERE service_id = ${serviceId}::uuid AND client_id = ${clientId} FOR UPDATE`;
  return row ?? null;
}

export interface RoadmapClientRow {
  serviceId: string;
  clientId: string;
  visaType: string;
  status: string;
  progressId: string | null;
  progress: Progress;
  nextStep: string | null;
  lastMessageAt: Date | null;
}

/** `GET /roadmap/clients`: one row per service of the expert (active first, then most recent), with its roadmap's progress. */
export async function listRoadmapClients(
  db: SpecialistDb,
  expertId: string,
  page: { page: number; limit: number },
): Promise<{ items: RoadmapClientRow[]; total: number }> {
  const where: Prisma.ServiceWhereInput = { expertId };
  const [services, total] = await Promise.all([
    db.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM services WHERE expert_id = ${expertId}
      ORDER BY (status = ANY(${[...ACTIVE_SERVICE_STATUSES]}::text[])) DESC, created_at DESC, id DESC
      LIMIT ${page.limit} OFFSET ${(page.page - 1) * page.limit}`,
    db.service.count({ where }),
  ]);
  const ids = services.map((s) => s.id);
  const [rows, roadmaps] = await Promise.all([
    db.service.findMany({ where: { id: { in: ids } } }),
    db.roadmap.findMany({
      where: { serviceId: { in: ids } },
      include: { steps: { orderBy: { order: 'asc' } }, messages: { orderBy: { createdAt: 'desc' }, take: 1 } },
    }),
  ]);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const roadmapOf = new Map(roadmaps.map((r) => [r.serviceId, r]));
  const items = ids.map((id): RoadmapClientRow => {
    const service = byId.get(id)!;
    const roadmap = roadmapOf.get(id);
    return {
      serviceId: id,
      clientId: service.clientId,
      visaType: service.visaType,
      status: service.status,
      progressId: roadmap?.id ?? null,
      progress: roadmap ? progressOf(roadmap.steps) : { done: 0, total: 0 },
      nextStep: roadmap?.steps.find((s) => s.status !== 'done')?.title ?? null,
      lastMessageAt: roadmap?.messages[0]?.createdAt ?? null,
    };
  });
  return { items, total };
}

/** `GET /roadmap/dashboard`: the expert's clients, services without a roadmap, steps done, overdue (due before today in Seoul) and services by status. */
export async function roadmapDashboard(db: SpecialistDb, expertId: string, now: Date) {
  const [clients, withoutRoadmap, stepsDone, stepsTotal, overdueSteps, byStatus] = await Promise.all([
    db.service.findMany({ where: { expertId }, distinct: ['clientId'], select: { clientId: true } }).then((r) => r.length),
    db.$queryRaw<Array<{ count: bigint }>>`
      SELECT COUNT(*)::bigint AS count FROM services s WHERE s.expert_id = ${expertId} AND s.status = ANY(${[...ACTIVE_SERVICE_STATUSES]}::text[])
      AND NOT EXISTS (SELECT 1 FROM roadmaps r WHERE r.service_id = s.id)`.then((r) => Number(r[0]?.count ?? 0)),
    db.roadmapStep.count({ where: { status: 'done', roadmap: { expertId } } }),
    db.roadmapStep.count({ where: { roadmap: { expertId } } }),
    db.$queryRaw<Array<{ count: bigint }>>`
      SELECT COUNT(*)::bigint AS count FROM roadmap_steps st JOIN roadmaps r ON r.id = st.roadmap_id JOIN services s ON s.id = r.service_id
      WHERE r.expert_id = ${expertId} AND st.status = 'todo' AND st.due_date < ${seoulDate(now)}::date AND s.status = ANY(${[...ACTIVE_SERVICE_STATUSES]}::text[])`.then(
      (r) => Number(r[0]?.count ?? 0),
    ),
    db.service.groupBy({ by: ['status'], where: { expertId }, _count: { _all: true } }),
  ]);
  return { clients, withoutRoadmap, stepsDone, stepsTotal, overdueSteps, byStatus: Object.fromEntries(byStatus.map((g) => [g.status, g._count._all])) };
}

/** Whom a roadmap message is e-mailed to: the client's address and name, and the nationality of the assessment the service is for (the e-mail's language); null while the account is not known. */
export async function messageRecipient(
  db: SpecialistDb,
  roadmap: { clientId: string; serviceId: string },
): Promise<{ email: string; name: string; nationality: string | null } | null> {
  const [client, service] = await Promise.all([
    db.userProjection.findUnique({ where: { userId: roadmap.clientId }, select: { email: true, name: true } }),
    db.service.findUnique({ where: { id: roadmap.serviceId }, select: { assessmentId: true } }),
  ]);
  if (!client?.email) return null;
  const assessment = service ? await db.clientAssessment.findUnique({ where: { assessmentId: service.assessmentId }, select: { nationality: true } }) : null;
  return { email: client.email, name: client.name, nationality: assessment?.nationality ?? null };
}
