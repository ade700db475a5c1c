import { randomUUID } from 'node:crypto';
import { talentContactedV1, ZCandidateDetailSchema, ZPipelineSchema, type TCandidateDetail } from '@tov/contracts';
import { pipelineCounts } from '../../src/store/pipeline';
import { api, caller, type Caller } from './company-api';
import { startCompanyHarness, type CompanyHarness } from './company-harness';
import { candidateOf, talent, tovspark, type Talent } from './hiring-api';

let h: CompanyHarness;
let a: ReturnType<typeof api>;
let t: ReturnType<typeof tovspark>;
beforeAll(async () => {
  h = await startCompanyHarness();
  a = api(h);
  t = tovspark(h);
}, 180_000);
afterAll(async () => h?.close());

const PIPELINE = '/api/company/hiring/pipeline';
const candidatePath = (id: string) => `/api/company/hiring/candidates/${id}`;
const OFFER = { salary: 45_000_000, startDate: '2027-01-04', position: 'Backend developer', occupationCode: '2224', visaSponsorship: true };

const detail = async (company: Caller, id: string): Promise<TCandidateDetail> => {
  const res = await a.call('GET', candidatePath(id), company);
  expect(res.statusCode).toBe(200);
  return ZCandidateDetailSchema.parse(res.json().data);
};
const move = (company: Caller, id: string, stage: string, notes?: string) =>
  a.call('PUT', `${candidatePath(id)}/stage`, company, { stage, ...(notes === undefined ? {} : { notes }) });
const offer = (company: Caller, id: string, body: object = OFFER) => a.call('POST', `${candidatePath(id)}/offer`, company, body);
const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code);

/** A company's candidate contacted through tovspark and moved by the company to `stage`. */
async function candidateAt(company: Caller, stage: 'contacted' | 'screening' | 'interview', who: Talent = talent()): Promise<string> {
  await t.contacted(company, who);
  const id = (await candidateOf(h, company, who))!.id;
  const path = ['screening', 'interview'];
  for (const next of path.slice(0, path.indexOf(stage) + 1)) expect((await move(company, id, next)).statusCode).toBe(200);
  return id;
}

describe('the hiring story (issue 21)', () => {
  it('contacts a talent who becomes a candidate, moves them to an offer (409 on an illegal move), answers the visa gate for a D-10 holder offered an E-7-1 job, and hires', async () => {
    const company = await a.company();
    const who = talent('D-10');
    await t.contacted(company, who, 'Interested in a backend role?');

    // The contacted talent is a candidate at `contacted`, with only the legal moves offered.
    const board = ZPipelineSchema.parse((await a.call('GET', PIPELINE, company)).json().data);
    expect(board.stages.map((s) => s.stage)).toEqual(['sourced', 'contacted', 'screening', 'interview', 'offer', 'hired', 'rejected']);
    const column = board.stages.find((s) => s.stage === 'contacted')!;
    expect(column.count).toBe(1);
    const card = column.candidates[0]!;
    expect(card).toMatchObject({ source: 'talent', userId: who.userId, name: who.name, visaType: 'D-10', nextStages: ['screening', 'rejected'], gate: null });
    const id = card.id;

    // Skipping a stage is 409, and changes nothing.
    const skip = await move(company, id, 'interview');
    expect(skip.statusCode).toBe(409);
    expect(skip.json().code).toBe('STAGE_MOVE_NOT_ALLOWED');
    expect((await detail(company, id)).stage).toBe('contacted');

    expect((await move(company, id, 'screening', 'CV looks strong')).statusCode).toBe(200);
    expect((await move(company, id, 'interview')).json().data).toMatchObject({ stage: 'interview', nextStages: ['offer', 'rejected'] });
    expect((await move(company, id, 'hired')).statusCode).toBe(409);

    // The offer moves the candidate to `offer`; the gate answers: a change of status to E-7-1, with what is missing.
    const offered = await offer(company, id);
    expect(offered.statusCode).toBe(201);
    const withOffer = ZCandidateDetailSchema.parse(offered.json().data);
    expect(withOffer).toMatchObject({ stage: 'offer', offer: { salary: 45_000_000, startDate: '2027-01-04', occupationCode: '2224', visaSponsorship: true } });
    expect(withOffer.gate).toMatchObject({ verdict: 'needs_change', currentVisa: 'D-10', offeredSubType: 'E-7-1', changeTo: 'E-7-1', warnings: [] });
    expect(codes(withOffer.gate!.missing)).toEqual(['E7_QUALIFICATION', 'EMPLOYER_CONDITIONS', 'CHANGE_PERMIT']);
    const offerCard = ZPipelineSchema.parse((await a.call('GET', `${PIPELINE}?stage=offer`, company)).json().data).stages[0]!.candidates[0]!;
    expect(offerCard.gate?.verdict).toBe('needs_change');

    // Hiring past the answer makes the employee and a compliance item saying what must be done.
    const hired = await move(company, id, 'hired', 'Signed');
    expect(hired.statusCode).toBe(200);
    const done = ZCandidateDetailSchema.parse(hired.json().data);
    expect(done).toMatchObject({ stage: 'hired', nextStages: [] });
    const employee = await h.db.employee.findUniqueOrThrow({ where: { id: done.employeeId! } });
    expect(employee).toMatchObject({
      companyId: company.userId,
      name: who.name,
      position: 'Backend developer',
      occupationCode: '2224',
      visaType: 'D-10',
      employmentStatus: 'active',
    });
    const item = await h.db.complianceItem.findUniqueOrThrow({ where: { id: done.complianceItemId! }, include: { history: true } });
    expect(item).toMatchObject({ companyId: company.userId, employeeId: employee.id, kind: 'hire_visa_change', status: 'open', visaType: 'D-10' });
    // Without a known expiry the start date stands in (decision 144); the item sends no expiry e-mail.
    expect(employee.visaExpiryDate.toISOString().slice(0, 10)).toBe('2027-01-04');
    expect(item.notifiedAt).not.toBeNull();
    expect(item.title).toContain('D-10 → E-7-1');
    expect(item.notes).toContain('체류자격 변경허가');
    expect(item.history.map((c) => [c.fromStatus, c.toStatus])).toEqual([[null, 'open']]);

    // Every move is kept, with who moved and the notes.
    expect(done.history.map((c) => [c.fromStage, c.toStage, c.notes])).toEqual([
      [null, 'contacted', null],
      ['contacted', 'screening', 'CV looks strong'],
      ['screening', 'interview', null],
      ['interview', 'offer', null],
      ['offer', 'hired', 'Signed'],
    ]);
    expect(done.history.map((c) => c.changedBy)).toEqual(['system', company.userId, company.userId, company.userId, company.userId]);
    expect(done.contactMessage).toBe('Interested in a backend role?');

    // Published through the outbox: each move, the offer, the compliance item.
    const outbox = await h.db.outboxEvent.findMany({ where: { key: { in: [id, item.id] } }, orderBy: { createdAt: 'asc' } });
    expect(outbox.filter((e) => e.type === 'company.hiring.stage-changed')).toHaveLength(5);
    expect(outbox.filter((e) => e.type === 'company.hiring.offer-made').map((e) => (e.payload as { data: { gateVerdict: string } }).data.gateVerdict)).toEqual([
      'needs_change',
    ]);
    const hiredEvent = outbox.find((e) => e.type === 'company.hiring.stage-changed' && (e.payload as { data: { toStage: string } }).data.toStage === 'hired');
    expect((hiredEvent!.payload as { data: object }).data).toMatchObject({ gateVerdict: 'needs_change', employeeId: employee.id });
    expect(outbox.filter((e) => e.type === 'company.compliance.status-changed')).toHaveLength(1);

    // Hired is final.
    expect((await move(company, id, 'rejected')).statusCode).toBe(409);
    expect(await pipelineCounts(h.db, company.userId)).toEqual({ sourced: 0, contacted: 0, screening: 0, interview: 0, offer: 0, hired: 1, rejected: 0 });
  });
});

describe('candidates from tovspark', () => {
  it('takes a scored submission to a recruitment-reward challenge in at sourced with the work and score; other rewards bring no one', async () => {
    const company = await a.company();
    const who = talent('E-9');
    await t.scored(company, who, 88);
    const candidate = await candidateOf(h, company, who);
    const found = await detail(company, candidate!.id);
    expect(found).toMatchObject({ source: 'challenge', stage: 'sourced', score: 88, visaType: 'E-9', name: who.name, nextStages: ['contacted', 'rejected'] });
    expect(found.work).toMatchObject({
      score: 88,
      challengeTitle: 'Build a Korean-learning chatbot',
      description: 'A bot that answers in Korean and English.',
      demoUrl: 'https://demo.example/bot',
    });

    const sourced = async (source: string) =>
      ZPipelineSchema.parse((await a.call('GET', `${PIPELINE}?stage=sourced&source=${source}`, company)).json().data).stages.map((c) => [c.stage, c.count]);
    expect(await sourced('challenge')).toEqual([['sourced', 1]]);
    expect(await sourced('talent')).toEqual([['sourced', 0]]);

    const other = talent();
    await t.scored(company, other, 95, ['internship']);
    expect(await candidateOf(h, company, other)).toBeNull();
  });

  it('keeps the better work, and a later contact moves a sourced candidate to contacted', async () => {
    const company = await a.company();
    const who = talent();
    await t.scored(company, who, 70);
    await t.scored(company, who, 60);
    const id = (await candidateOf(h, company, who))!.id;
    expect((await detail(company, id)).score).toBe(70);
    await t.scored(company, who, 90);
    expect((await detail(company, id)).score).toBe(90);

    await t.contacted(company, who);
    const after = await detail(company, id);
    expect(after).toMatchObject({ source: 'challenge', stage: 'contacted' });
    expect(after.history.map((c) => [c.fromStage, c.toStage, c.changedBy])).toEqual([
      [null, 'sourced', 'system'],
      ['sourced', 'contacted', 'system'],
    ]);
  });

  it('processes a redelivered contact once', async () => {
    const company = await a.company();
    const who = talent();
    const event = await t.contacted(company, who);
    await h.republish(event, talentContactedV1.topic);
    // A later event on the same key is processed after the redelivery.
    await t.contacted(await a.company(), who);
    const candidate = await candidateOf(h, company, who);
    expect(await h.db.candidateStageChange.count({ where: { candidateId: candidate!.id } })).toBe(1);
    expect(await h.db.candidate.count({ where: { companyId: company.userId } })).toBe(1);
  });
});

describe('offers and hires', () => {
  it('refuses an offer before the interview (409) and a hire without one (409)', async () => {
    const company = await a.company();
    const early = await candidateAt(company, 'screening');
    const refused = await offer(company, early);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('OFFER_NOT_ALLOWED');
    expect(await h.db.offer.count({ where: { candidateId: early } })).toBe(0);

    const noOffer = await candidateAt(company, 'interview');
    expect((await move(company, noOffer, 'offer')).statusCode).toBe(200);
    const hire = await move(company, noOffer, 'hired');
    expect(hire.statusCode).toBe(409);
    expect(hire.json().code).toBe('OFFER_REQUIRED');
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(0);
  });

  it('hires an F-5 holder as is: an employee and no compliance item; a new offer replaces the terms and warns under the pay floor', async () => {
    const company = await a.company();
    const id = await candidateAt(company, 'interview', talent('F-5'));
    expect((await offer(company, id)).statusCode).toBe(201);
    const low = await offer(company, id, { ...OFFER, salary: 30_000_000, startDate: '2027-02-01', visaExpiryDate: '2031-05-31' });
    expect(low.statusCode).toBe(201);
    const terms = ZCandidateDetailSchema.parse(low.json().data);
    expect(terms.offer).toMatchObject({ salary: 30_000_000, startDate: '2027-02-01', visaExpiryDate: '2031-05-31' });
    expect(terms.gate).toMatchObject({ verdict: 'allowed', changeTo: null, missing: [] });
    expect(codes(terms.gate!.warnings)).toEqual(['PAY_BELOW_FLOOR']);
    expect(await h.db.offer.count({ where: { candidateId: id } })).toBe(2);

    const hired = ZCandidateDetailSchema.parse((await move(company, id, 'hired')).json().data);
    expect(hired.complianceItemId).toBeNull();
    const employee = await h.db.employee.findUniqueOrThrow({ where: { id: hired.employeeId! } });
    expect(employee).toMatchObject({ visaType: 'F-5', occupationCode: '2224', position: 'Backend developer' });
    expect(employee.visaExpiryDate.toISOString().slice(0, 10)).toBe('2031-05-31');
    expect(await h.db.complianceItem.count({ where: { companyId: company.userId } })).toBe(0);
  });

  it('answers a retried offer with the same Idempotency-Key with the first, making one; the key with other terms is 409', async () => {
    const company = await a.company();
    const id = await candidateAt(company, 'interview');
    const key = { 'idempotency-key': randomUUID() };
    const url = `${candidatePath(id)}/offer`;
    const first = await a.call('POST', url, company, OFFER, key);
    const again = await a.call('POST', url, company, OFFER, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.offer.id).toBe(first.json().data.offer.id);
    const other = await a.call('POST', url, company, { ...OFFER, salary: 50_000_000 }, key);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await h.db.offer.count({ where: { candidateId: id } })).toBe(1);
    expect(await h.db.outboxEvent.count({ where: { type: 'company.hiring.offer-made', key: id } })).toBe(1);
  });

  it('hires once when two hires of the same candidate come at once: one 200, one 409, one employee', async () => {
    const company = await a.company();
    const id = await candidateAt(company, 'interview', talent('F-6'));
    expect((await offer(company, id)).statusCode).toBe(201);
    const answers = await Promise.all([move(company, id, 'hired'), move(company, id, 'hired')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await h.db.employee.count({ where: { companyId: company.userId } })).toBe(1);
    expect(await h.db.candidateStageChange.count({ where: { candidateId: id, toStage: 'hired' } })).toBe(1);
  });

  it('rejects from any stage but the final ones', async () => {
    const company = await a.company();
    const id = await candidateAt(company, 'contacted');
    expect((await move(company, id, 'rejected', 'Position filled')).json().data).toMatchObject({ stage: 'rejected', nextStages: [] });
    expect((await move(company, id, 'screening')).statusCode).toBe(409);
  });
});

describe('access and input', () => {
  it('is for company accounts only: 403 for every other role, before the input is read', async () => {
    const id = randomUUID();
    for (const role of ['challenger', 'pro', 'admin'] as const) {
      const who = caller(role);
      expect((await a.call('GET', PIPELINE, who)).statusCode).toBe(403);
      expect((await a.call('GET', candidatePath(id), who)).statusCode).toBe(403);
      expect((await move(who, id, 'nonsense')).statusCode).toBe(403);
      expect((await offer(who, id, {})).statusCode).toBe(403);
    }
  });

  it("answers 404 for another company's candidate on every call, and changes nothing", async () => {
    const owner = await a.company();
    const id = await candidateAt(owner, 'interview');
    const other = await a.company();
    for (const res of [await a.call('GET', candidatePath(id), other), await move(other, id, 'offer'), await offer(other, id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('CANDIDATE_NOT_FOUND');
    }
    expect((await detail(owner, id)).stage).toBe('interview');
    expect(await h.db.offer.count({ where: { candidateId: id } })).toBe(0);
    const board = ZPipelineSchema.parse((await a.call('GET', PIPELINE, other)).json().data);
    expect(board.stages.every((s) => s.count === 0)).toBe(true);
    expect((await a.call('GET', candidatePath(randomUUID()), owner)).statusCode).toBe(404);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const company = await a.company();
    const id = await candidateAt(company, 'interview');
    for (const body of [
      { ...OFFER, occupationCode: '0000' },
      { ...OFFER, salary: -1 },
      { ...OFFER, salary: '45000000' },
      { ...OFFER, startDate: '2027-13-01' },
      { ...OFFER, visaSponsorship: undefined },
      { ...OFFER, position: '' },
      { ...OFFER, visaExpiryDate: '2031-02-30' },
    ]) {
      const res = await offer(company, id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    for (const body of [{ stage: 'applied' }, {}, { stage: 'offer', notes: 'x'.repeat(2_001) }]) {
      expect((await a.call('PUT', `${candidatePath(id)}/stage`, company, body)).statusCode).toBe(400);
    }
    expect((await a.call('GET', candidatePath('not-a-uuid'), company)).statusCode).toBe(400);
    expect((await a.call('GET', `${PIPELINE}?stage=applied`, company)).statusCode).toBe(400);
    expect(await h.db.offer.count({ where: { candidateId: id } })).toBe(0);
    expect((await detail(company, id)).history).toHaveLength(3);
  });
});
