import { ZSubmissionListSchema, ZUploadedFileSchema } from '@tov/contracts';
import { api, caller, tinyPdf, type Caller } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

/**
 * Issue 24 item 10: the company that owns a challenge reads what was handed in to it (description,
 * code, demo URL, files, the admins' score), never drafts; nobody else does through the company API.
 */
let h: TovsparkHarness;
let a: ReturnType<typeof api>;
const admin = caller('admin');

beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
}, 180_000);

afterAll(async () => {
  await h?.close();
});

const submissions = (who: Caller, challengeId: string, query = '') => a.call('GET', `/api/tovspark/challenges/${challengeId}/submissions${query}`, who);
const join = (who: Caller, challengeId: string) => a.call('POST', `/api/v1/challenges/${challengeId}/join`, who);
const download = (who: Caller, challengeId: string, fileId: string) => a.call('GET', `/api/v1/challenges/${challengeId}/files/${fileId}`, who);

/** A published challenge of `company` with one handed-in submission (a file, code, a demo) scored by an admin, and one draft with a file of its own. */
async function challengeWithWork(company: Caller) {
  const challenge = await a.publishedChallenge(company, admin);
  const author = caller('challenger');
  const drafter = caller('challenger');
  for (const who of [author, drafter]) expect((await join(who, challenge.id)).statusCode).toBe(200);
  const handedInFile = ZUploadedFileSchema.parse((await a.upload(author, challenge.id, tinyPdf('final'), 'final.pdf', 'application/pdf')).json().data);
  const draftFile = ZUploadedFileSchema.parse((await a.upload(drafter, challenge.id, tinyPdf('draft'), 'draft.pdf', 'application/pdf')).json().data);
  const ref = (f: typeof handedInFile) => ({ fileId: f.fileId, name: f.name, size: f.size, contentType: f.contentType });
  const handedIn = await a.submit(author, challenge.id, {
    description: 'A bot for newcomers',
    code: 'console.log("hello")',
    demoUrl: 'https://demo.example.com',
    files: [ref(handedInFile)],
    draft: false,
  });
  expect(handedIn.statusCode).toBe(200);
  expect((await a.submit(drafter, challenge.id, { description: 'not yet', files: [ref(draftFile)], draft: true })).statusCode).toBe(200);
  const scored = await a.call('PUT', `/api/v1/admin/tovspark/submissions/${handedIn.json().data.id}/score`, admin, { score: 90, feedback: 'Well built.' });
  expect(scored.statusCode).toBe(200);
  return { challenge, author, drafter, handedInFile, draftFile };
}

describe("the owner's submissions", () => {
  it('gives the owning company the handed-in submissions with description, code, demo URL, files and the score, and no draft', async () => {
    const company = caller('company');
    const { challenge, author, handedInFile } = await challengeWithWork(company);
    const res = await submissions(company, challenge.id);
    expect(res.statusCode).toBe(200);
    const list = ZSubmissionListSchema.parse(res.json().data);
    expect(list.total).toBe(1);
    expect(list.items).toEqual([
      expect.objectContaining({
        userId: author.userId,
        status: 'evaluated',
        description: 'A bot for newcomers',
        code: 'console.log("hello")',
        demoUrl: 'https://demo.example.com',
        files: [expect.objectContaining({ fileId: handedInFile.fileId, name: 'final.pdf' })],
        score: 90,
        feedback: 'Well built.',
      }),
    ]);
    // An admin reads any challenge's, through the same call.
    expect(ZSubmissionListSchema.parse((await submissions(admin, challenge.id)).json().data).total).toBe(1);
    expect(ZSubmissionListSchema.parse((await submissions(company, challenge.id, '?page=2&limit=1')).json().data).items).toEqual([]);
  });

  it("refuses another company's challenge (403 when public, 404 when hidden) and a challenger", async () => {
    const company = caller('company');
    const other = caller('company');
    const published = await a.publishedChallenge(company, admin);
    const hidden = await a.createChallenge(company);
    expect((await submissions(other, published.id)).json()).toMatchObject({ success: false, code: 'PERMISSION_DENIED' });
    expect((await submissions(other, published.id)).statusCode).toBe(403);
    expect((await submissions(other, hidden.id)).statusCode).toBe(404);
    expect((await submissions(caller('challenger'), published.id)).statusCode).toBe(403);
  });

  it('lets the owning company download a file a handed-in submission lists, never a draft’s, and no other company', async () => {
    const company = caller('company');
    const { challenge, handedInFile, draftFile } = await challengeWithWork(company);
    const got = await download(company, challenge.id, handedInFile.fileId);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toContain('final.pdf');
    expect(got.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await download(company, challenge.id, draftFile.fileId)).statusCode).toBe(404);
    expect((await download(caller('company'), challenge.id, handedInFile.fileId)).statusCode).toBe(404);
    expect((await download(caller('challenger'), challenge.id, handedInFile.fileId)).statusCode).toBe(404);
  });
});
