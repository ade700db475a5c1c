import { randomUUID } from 'node:crypto';
import {
  EMAIL_ROADMAP_MESSAGE_JOB,
  ZClientServiceSchema,
  ZRoadmapClientListSchema,
  ZRoadmapDashboardSchema,
  ZRoadmapMessageSchema,
  ZRoadmapMessageJobSchema,
  ZRoadmapSchema,
  type TRoadmap,
} from '@tov/contracts';
import { roadmapMessageDeliveryId } from '../../src/jobs/roadmap-message-email';
import { account, api, type Caller } from './money-fixtures';
import { startSpecialistHarness, type SpecialistHarness } from './specialist-harness';

/**
 * Client roadmaps (docs/rules/specialist.md): built from the template and the
 * client's assessment, rebuilt keeping done steps, messages both ways with the client e-mailed
 * through the workers' queue; only the expert's own services, only the client's own roadmap.
 */
let h: SpecialistHarness;
let a: ReturnType<typeof api>;
let expert: Caller;

beforeAll(async () => {
  h = await startSpecialistHarness();
  a = api(h);
  expert = await account(h, 'pro', 'Park Expert');
}, 180_000);
afterAll(async () => h?.close());

const assign = (who: Caller, serviceId: string, body: Record<string, unknown> = {}) => a.call('POST', `/api/specialist/roadmap/${serviceId}/assign`, who, body);
const communicate = (who: Caller, progressId: string, body: Record<string, unknown>, key?: string) =>
  a.call('POST', `/api/specialist/roadmap/${progressId}/communication`, who, body, key ? { 'idempotency-key': key } : {});

describe('roadmaps', () => {
  it("are built from the template: one document step per missing document of the client's assessment, then submission and result", async () => {
    const client = await account(h, 'challenger', 'Le Client');
    const { service } = await a.paidService(expert, client, { missingDocuments: ['EMPLOYMENT_CONTRACT', 'DEGREE_CERTIFICATE'] });
    const res = await assign(expert, service.serviceId, { applicationType: 'change' });
    expect(res.statusCode).toBe(200);
    const roadmap = ZRoadmapSchema.parse(res.json().data);
    expect(roadmap).toMatchObject({
      serviceId: service.serviceId,
      clientId: client.userId,
      clientName: 'Le Client',
      expertName: 'Park Expert',
      visaType: 'E-7',
      applicationType: 'change',
      messages: [],
    });
    expect(roadmap.steps.map((s) => [s.order, s.kind, s.key, s.status])).toEqual([
      [1, 'document', 'EMPLOYMENT_CONTRACT', 'todo'],
      [2, 'document', 'DEGREE_CERTIFICATE', 'todo'],
      [3, 'submission', 'submission', 'todo'],
      [4, 'result', 'result', 'todo'],
    ]);
    expect(roadmap.steps.every((s) => s.dueDate !== null)).toBe(true);
    const got = await a.call('GET', `/api/specialist/roadmap/client/${service.serviceId}`, expert);
    expect(ZRoadmapSchema.parse(got.json().data).progressId).toBe(roadmap.progressId);
    const progress = (await a.call('GET', `/api/specialist/services/${service.serviceId}`, expert)).json().data.progress;
    expect(progress).toEqual({ done: 0, total: 4 });
  });

  it('assigned again are rebuilt for the new application type and target date, keeping the steps already done', async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client, { missingDocuments: ['PASSPORT', 'EMPLOYMENT_CONTRACT'] });
    const first = ZRoadmapSchema.parse((await assign(expert, service.serviceId)).json().data);
    const passport = first.steps.find((s) => s.key === 'PASSPORT')!;
    expect((await communicate(expert, first.progressId, { body: '여권 사본 확인했습니다.', stepId: passport.stepId, markStepDone: true })).statusCode).toBe(
      201,
    );
    // The assessment is evaluated again: the passport is no longer missing, a career certificate is.
    await h.db.clientAssessment.updateMany({ where: { userId: client.userId }, data: { missingDocuments: ['EMPLOYMENT_CONTRACT', 'CAREER_CERTIFICATE'] } });
    const target = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
    const again = ZRoadmapSchema.parse((await assign(expert, service.serviceId, { applicationType: 'extension', targetDate: target })).json().data);
    expect(again.progressId).toBe(first.progressId);
    expect(again.applicationType).toBe('extension');
    expect(again.steps.map((s) => [s.key, s.status])).toEqual([
      ['PASSPORT', 'done'],
      ['EMPLOYMENT_CONTRACT', 'todo'],
      ['CAREER_CERTIFICATE', 'todo'],
      ['submission', 'todo'],
      ['result', 'todo'],
    ]);
    expect(again.steps.find((s) => s.key === 'PASSPORT')!.stepId).toBe(passport.stepId);
    expect(again.steps.find((s) => s.key === 'result')!.dueDate).toBe(target);
    expect(again.messages.map((m) => m.stepId)).toEqual([passport.stepId]);
    const past = await assign(expert, service.serviceId, { targetDate: '2020-01-01' });
    expect(past.statusCode).toBe(400);
    expect(past.json().details[0].field).toBe('targetDate');
  });

  it("carry the expert's message to the client by e-mail (one job per message, in the client's language, with the step done), also when the call is retried", async () => {
    const client = await account(h, 'challenger', 'Wang Client');
    const { service } = await a.paidService(expert, client, { missingDocuments: ['BANK_STATEMENT'], nationality: 'China' });
    const roadmap = ZRoadmapSchema.parse((await assign(expert, service.serviceId)).json().data);
    const step = roadmap.steps[0]!;
    const key = randomUUID();
    const body = { body: '잔고 증명서를 받았습니다.\n다음은 제출입니다.', stepId: step.stepId, markStepDone: true };
    const res = await communicate(expert, roadmap.progressId, body, key);
    expect(res.statusCode).toBe(201);
    const after: TRoadmap = ZRoadmapSchema.parse(res.json().data);
    expect(after.steps[0]).toMatchObject({ stepId: step.stepId, status: 'done', completedAt: expect.any(String) });
    expect(after.messages).toEqual([expect.objectContaining({ stepId: step.stepId, authorId: expert.userId, authorRole: 'pro', body: body.body })]);
    const again = await communicate(expert, roadmap.progressId, body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await h.db.roadmapMessage.count({ where: { roadmapId: roadmap.progressId } })).toBe(1);
    const messageId = after.messages[0]!.messageId;
    const job = await h.emailQueue.getJob(roadmapMessageDeliveryId(messageId));
    expect(job?.name).toBe(EMAIL_ROADMAP_MESSAGE_JOB);
    expect(ZRoadmapMessageJobSchema.parse(job!.data)).toMatchObject({
      to: client.email,
      clientName: 'Wang Client',
      expertName: 'Park Expert',
      language: 'zh',
      visaType: 'E-7',
      step: { key: 'BANK_STATEMENT', done: true },
      message: body.body,
      servicePath: `/visa/services/${service.serviceId}`,
    });
    const jobs = await h.emailQueue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed']);
    expect(jobs.filter((j) => j.data.serviceId === service.serviceId)).toHaveLength(1);
  });

  it("take the client's answers on their own service, which the expert sees; a step of another roadmap is 400", async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    const noRoadmap = await a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, client, { body: '언제 시작하나요?' });
    expect(noRoadmap.statusCode).toBe(404);
    expect(noRoadmap.json().code).toBe('ROADMAP_NOT_FOUND');
    const roadmap = ZRoadmapSchema.parse((await assign(expert, service.serviceId)).json().data);
    const res = await a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, client, {
      body: '서류를 올렸습니다.',
      stepId: roadmap.steps[0]!.stepId,
    });
    expect(res.statusCode).toBe(201);
    expect(ZRoadmapMessageSchema.parse(res.json().data)).toMatchObject({ authorRole: 'client', authorId: client.userId, stepId: roadmap.steps[0]!.stepId });
    const seen = ZRoadmapSchema.parse((await a.call('GET', `/api/specialist/roadmap/client/${service.serviceId}`, expert)).json().data);
    expect(seen.messages.map((m) => m.body)).toEqual(['서류를 올렸습니다.']);
    const own = ZClientServiceSchema.parse((await a.call('GET', `/api/visa/v3/services/${service.serviceId}`, client)).json().data);
    expect(own.roadmap?.messages.map((m) => m.authorRole)).toEqual(['client']);
    expect(own.progress.total).toBe(own.roadmap?.steps.length);

    const stranger = await account(h, 'challenger');
    expect((await a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, stranger, { body: 'hi' })).statusCode).toBe(404);
    const otherService = (await a.paidService(expert, await account(h, 'challenger'))).service;
    const otherRoadmap = ZRoadmapSchema.parse((await assign(expert, otherService.serviceId)).json().data);
    const wrongStep = await communicate(expert, roadmap.progressId, { body: 'x', stepId: otherRoadmap.steps[0]!.stepId, markStepDone: true });
    expect(wrongStep.statusCode).toBe(400);
    expect(wrongStep.json().details[0].field).toBe('stepId');
    const blank = await a.call('POST', `/api/visa/v3/services/${service.serviceId}/messages`, client, { body: '   ' });
    expect(blank.statusCode).toBe(400);
  });

  it("list the expert's clients with progress, and sum them up on the dashboard", async () => {
    const mine = await account(h, 'pro');
    const c1 = await account(h, 'challenger', 'First Client');
    const c2 = await account(h, 'challenger', 'Second Client');
    const s1 = (await a.paidService(mine, c1, { missingDocuments: ['PASSPORT'] })).service.serviceId;
    const s2 = (await a.paidService(mine, c2)).service.serviceId;
    const s3 = (await a.paidService(mine, c2)).service.serviceId;
    const r1 = ZRoadmapSchema.parse((await assign(mine, s1)).json().data);
    await communicate(mine, r1.progressId, { body: 'ok', stepId: r1.steps[0]!.stepId, markStepDone: true });
    await a.moveTo(mine, s3, 'cancelled');
    const list = ZRoadmapClientListSchema.parse((await a.call('GET', '/api/specialist/roadmap/clients?limit=10', mine)).json().data);
    expect(list.total).toBe(3);
    expect(list.items.map((i) => i.serviceId)).toEqual([s2, s1, s3]);
    expect(list.items[1]).toMatchObject({
      clientName: 'First Client',
      progressId: r1.progressId,
      progress: { done: 1, total: 3 },
      nextStep: expect.stringContaining('E-7'),
      lastMessageAt: expect.any(String),
    });
    expect(list.items[0]).toMatchObject({ clientName: 'Second Client', progressId: null, progress: { done: 0, total: 0 }, nextStep: null });
    const dashboard = ZRoadmapDashboardSchema.parse((await a.call('GET', '/api/specialist/roadmap/dashboard', mine)).json().data);
    expect(dashboard).toEqual({ clients: 2, withoutRoadmap: 1, stepsDone: 1, stepsTotal: 3, overdueSteps: 0, byStatus: { accepted: 2, cancelled: 1 } });
    // A day after every due date, the open steps of the active service are overdue.
    h.clock.now = new Date(Date.now() + 200 * 86_400_000);
    try {
      const later = ZRoadmapDashboardSchema.parse((await a.call('GET', '/api/specialist/roadmap/dashboard', mine)).json().data);
      expect(later.overdueSteps).toBe(2);
    } finally {
      h.clock.now = new Date();
    }
  });

  it('cannot be assigned on a completed or cancelled service (409 SERVICE_CLOSED)', async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    await a.moveTo(expert, service.serviceId, 'completed');
    const res = await assign(expert, service.serviceId);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('SERVICE_CLOSED');
  });

  it("answer 404 for another expert's service or roadmap and 403 to other roles", async () => {
    const client = await account(h, 'challenger');
    const { service } = await a.paidService(expert, client);
    const roadmap = ZRoadmapSchema.parse((await assign(expert, service.serviceId)).json().data);
    const other = await account(h, 'pro');
    const answers = [
      await a.call('GET', `/api/specialist/roadmap/client/${service.serviceId}`, other),
      await assign(other, service.serviceId),
      await communicate(other, roadmap.progressId, { body: 'hello' }),
    ];
    expect(answers.map((r) => [r.statusCode, r.json().code])).toEqual([
      [404, 'SERVICE_NOT_FOUND'],
      [404, 'SERVICE_NOT_FOUND'],
      [404, 'ROADMAP_NOT_FOUND'],
    ]);
    const list = ZRoadmapClientListSchema.parse((await a.call('GET', '/api/specialist/roadmap/clients', other)).json().data);
    expect(list.total).toBe(0);
    for (const role of ['challenger', 'company', 'admin'] as const) {
      const who = { ...expert, role };
      for (const res of [
        await a.call('GET', '/api/specialist/roadmap/clients', who),
        await a.call('GET', `/api/specialist/roadmap/client/${service.serviceId}`, who),
        await a.call('GET', '/api/specialist/roadmap/dashboard', who),
        await assign(who, service.serviceId),
        await communicate(who, roadmap.progressId, { body: 'x' }),
      ]) {
        expect(res.statusCode).toBe(403);
      }
    }
    const noStep = await communicate(expert, roadmap.progressId, { body: 'x', markStepDone: true });
    expect(noStep.statusCode).toBe(400);
    expect(await h.db.roadmapMessage.count({ where: { roadmapId: roadmap.progressId } })).toBe(0);
  });
});
