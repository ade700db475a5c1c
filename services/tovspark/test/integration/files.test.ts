import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { ZUploadedFileListSchema, ZUploadedFileSchema } from '@tov/contracts';
import { ObjectStore, createLogger } from '@tov/kit';
import { testObjectStore } from '@tov/kit/testing';
import { buildApp } from '../../src/app';
import { QueueTalentContactMailer } from '../../src/jobs/talent-contact-email';
import { api, caller, headersOf, multipartFile, tinyPdf } from './tovspark-api';
import { startTovsparkHarness, type TovsparkHarness } from './tovspark-harness';

let h: TovsparkHarness;
let a: ReturnType<typeof api>;
let s3: S3Client;
beforeAll(async () => {
  h = await startTovsparkHarness();
  a = api(h);
  const store = await testObjectStore();
  s3 = new S3Client({
    endpoint: store.endpoint,
    region: store.region,
    forcePathStyle: true,
    credentials: { accessKeyId: store.accessKeyId, secretAccessKey: store.secretAccessKey },
  });
}, 180_000);
afterAll(async () => {
  s3?.destroy();
  await h?.close();
});

const BASE = '/api/v1/challenges';
const admin = caller('admin');
const company = caller('company');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f3c8e70000000049454e44ae426082',
  'hex',
);

/** The objects this challenge left in the run's bucket. */
async function objectsOf(challengeId: string): Promise<string[]> {
  const answer = await s3.send(new ListObjectsV2Command({ Bucket: h.objectStore.bucket, Prefix: `submissions/${challengeId}/` }));
  return (answer.Contents ?? []).map((o) => o.Key ?? '');
}

describe('uploading, downloading and removing submission files', () => {
  it('uploads a PDF to the store; its owner and an admin download it, another applicant and the company get 404', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const owner = caller('challenger');
    const pdf = tinyPdf('my design');
    const res = await a.upload(owner, challenge.id, pdf, '설계 문서.pdf', 'application/pdf');
    expect(res.statusCode).toBe(201);
    const uploaded = ZUploadedFileSchema.parse(res.json().data);
    expect(uploaded).toMatchObject({ challengeId: challenge.id, name: '설계 문서.pdf', size: pdf.length, contentType: 'application/pdf' });
    expect(await objectsOf(challenge.id)).toEqual([`submissions/${challenge.id}/${uploaded.fileId}`]);
    expect(await h.db.submissionFile.findUnique({ where: { id: uploaded.fileId } })).toMatchObject({ userId: owner.userId, challengeId: challenge.id });

    const url = `${BASE}/${challenge.id}/files/${uploaded.fileId}`;
    const own = await a.call('GET', url, owner);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(pdf)).toBe(true);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="__ __.pdf"; filename*=UTF-8''${encodeURIComponent('설계 문서.pdf')}`);
    expect(own.headers['cache-control']).toBe('private, no-store');

    for (const stranger of [caller('challenger'), company]) {
      const other = await a.call('GET', url, stranger);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toMatchObject({ success: false, code: 'FILE_NOT_FOUND' });
    }
    const byAdmin = await a.call('GET', url, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.rawPayload.equals(pdf)).toBe(true);
    expect((await a.call('GET', url, caller('super_admin'))).statusCode).toBe(200);

    const list = ZUploadedFileListSchema.parse((await a.call('GET', `${BASE}/${challenge.id}/files`, owner)).json().data);
    expect(list.files.map((f) => f.fileId)).toEqual([uploaded.fileId]);
    expect((await a.call('GET', `${BASE}/${challenge.id}/files`, caller('challenger'))).json().data.files).toEqual([]);
    // Another challenge's path does not reach the file.
    const elsewhere = await a.publishedChallenge(company, admin);
    expect((await a.call('GET', `${BASE}/${elsewhere.id}/files/${uploaded.fileId}`, owner)).statusCode).toBe(404);
  });

  it('refuses a file over the limit with 413 in the envelope and keeps nothing of it', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    for (const size of [h.fileMaxBytes + 1, h.fileMaxBytes * 3]) {
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x41)]);
      const res = await a.upload(who, challenge.id, big, 'big.pdf', 'application/pdf');
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    }
    expect(await objectsOf(challenge.id)).toEqual([]);
    expect(await h.db.submissionFile.count({ where: { challengeId: challenge.id } })).toBe(0);
    // Exactly at the limit is fine.
    const atLimit = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(h.fileMaxBytes - 9, 0x41)]);
    expect((await a.upload(who, challenge.id, atLimit, 'limit.pdf', 'application/pdf')).statusCode).toBe(201);
  });

  it('answers 415 for bytes that lie about their type, for a type off the list, and keeps nothing', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const cases: Array<[Buffer, string, string, string]> = [
      [tinyPdf(), 'picture.png', 'image/png', 'FILE_TYPE_MISMATCH'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00 an executable'), 'notes.txt', 'text/plain', 'FILE_TYPE_MISMATCH'],
      [PNG, 'photo.pdf', 'application/pdf', 'FILE_TYPE_MISMATCH'],
      // The declared type agrees with the bytes, the name does not.
      [tinyPdf(), 'photo.png', 'application/pdf', 'FILE_TYPE_MISMATCH'],
      [Buffer.from('MZ\x90\x00'), 'setup.exe', 'application/x-msdownload', 'FILE_TYPE_NOT_ALLOWED'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg', 'image/svg+xml', 'FILE_TYPE_NOT_ALLOWED'],
    ];
    for (const [bytes, name, type, code] of cases) {
      const res = await a.upload(who, challenge.id, bytes, name, type);
      expect({ name, status: res.statusCode, code: res.json().code }).toEqual({ name, status: 415, code });
    }
    expect(await objectsOf(challenge.id)).toEqual([]);
    // Text and markdown (also undeclared, by the name) and a PNG pass; the recorded type is the checked one.
    const ok: Array<[Buffer, string, string, string]> = [
      [Buffer.from('# 제목\n\n본문 ✓\n'), 'README.md', 'text/markdown', 'text/markdown'],
      [Buffer.from('plain words\r\n'), 'notes.txt', 'application/octet-stream', 'text/plain'],
      [PNG, 'dot.png', 'image/png', 'image/png'],
    ];
    for (const [bytes, name, type, recorded] of ok) {
      const res = await a.upload(who, challenge.id, bytes, name, type);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.contentType).toBe(recorded);
    }
  });

  it('refuses a multipart without the file field, an empty file and a JSON body', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    expect((await a.upload(who, challenge.id, tinyPdf(), 'a.pdf', 'application/pdf', 'document')).json().code).toBe('FILE_MISSING');
    expect((await a.upload(who, challenge.id, Buffer.alloc(0), 'empty.txt', 'text/plain')).json().code).toBe('FILE_MISSING');
    const json = await a.call('POST', `${BASE}/${challenge.id}/files`, who, { file: 'x' });
    expect(json.statusCode).toBe(415);
    // A challenge that is not open takes no files; a hidden one is not found.
    const draft = await a.createChallenge(company);
    expect((await a.upload(who, draft.id, tinyPdf(), 'a.pdf', 'application/pdf')).json().code).toBe('CHALLENGE_NOT_FOUND');
  });

  it('caps the uploads per user and challenge; removing one frees a place', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await a.upload(who, challenge.id, Buffer.from(`note ${i}`), `n${i}.txt`, 'text/plain')).json().data.fileId);
    const sixth = await a.upload(who, challenge.id, Buffer.from('six'), 'n6.txt', 'text/plain');
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('FILE_LIMIT_REACHED');
    expect((await a.call('DELETE', `${BASE}/${challenge.id}/files/${ids[0]}`, who)).statusCode).toBe(200);
    expect((await a.upload(who, challenge.id, Buffer.from('six'), 'n6.txt', 'text/plain')).statusCode).toBe(201);
  });

  it('holds the cap when more uploads than it allows are sent at once, and keeps no object of a refused one, in 20 races (issue 24 item 5)', async () => {
    // The harness's cap is 5 (FILE_UPLOADS_MAX): 8 at once from none must store exactly 5.
    const cap = 5;
    const sent = 8;
    const challenge = await a.publishedChallenge(company, admin);
    const rounds = 20;
    const outcomes: string[] = [];
    for (let round = 0; round < rounds; round++) {
      const who = caller('challenger');
      const answers = await Promise.all(
        Array.from({ length: sent }, (_, i) => a.upload(who, challenge.id, Buffer.from(`race ${round} note ${i}`), `r${round}-${i}.txt`, 'text/plain')),
      );
      const stored = await h.db.submissionFile.count({ where: { challengeId: challenge.id, userId: who.userId } });
      const codes = answers.map((r) => (r.statusCode === 201 ? '201' : `${r.statusCode} ${r.json().code}`));
      outcomes.push(
        `${codes.filter((c) => c === '201').length} created, ${codes.filter((c) => c === '409 FILE_LIMIT_REACHED').length} refused, ${stored} stored`,
      );
    }
    expect(outcomes).toEqual(Array.from({ length: rounds }, () => `${cap} created, ${sent - cap} refused, ${cap} stored`));
    // Every object in the store under the challenge has its row: the refused uploads' objects were removed.
    const rows = await h.db.submissionFile.findMany({ where: { challengeId: challenge.id }, select: { objectKey: true } });
    expect(rows).toHaveLength(rounds * cap);
    expect((await objectsOf(challenge.id)).sort()).toEqual(rows.map((r) => r.objectKey).sort());
  });
});

describe("a submission's files", () => {
  it("accepts only the caller's own uploads for that challenge, with the recorded name, size and type", async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const other = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const someoneElse = caller('challenger');
    const mine = ZUploadedFileSchema.parse((await a.upload(who, challenge.id, tinyPdf(), 'mine.pdf', 'application/pdf')).json().data);
    const theirs = ZUploadedFileSchema.parse((await a.upload(someoneElse, challenge.id, tinyPdf(), 'theirs.pdf', 'application/pdf')).json().data);
    const mineElsewhere = ZUploadedFileSchema.parse((await a.upload(who, other.id, tinyPdf(), 'other.pdf', 'application/pdf')).json().data);
    const ref = (f: { fileId: string }) => ({ fileId: f.fileId, name: 'renamed.exe', size: 1, contentType: 'application/pdf' });
    await a.join(who, challenge.id);

    for (const foreign of [theirs, mineElsewhere, { fileId: '6f1c1a3e-0000-4000-8000-000000000000' }, { fileId: 'f-1' }]) {
      const res = await a.submit(who, challenge.id, { description: 'with a stolen file', files: [ref(mine), ref(foreign)], draft: true });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'SUBMISSION_FILE_UNKNOWN', details: [{ field: 'files.1.fileId' }] });
    }
    const ok = await a.submit(who, challenge.id, { description: 'mine only', files: [ref(mine), ref(mine)], draft: true });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.files).toEqual([{ fileId: mine.fileId, name: 'mine.pdf', size: mine.size, contentType: 'application/pdf' }]);
  });

  it('removing a file takes it out of the draft; once handed in, its files stay and the admin reads them', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const one = ZUploadedFileSchema.parse((await a.upload(who, challenge.id, tinyPdf('one'), 'one.pdf', 'application/pdf')).json().data);
    const two = ZUploadedFileSchema.parse((await a.upload(who, challenge.id, Buffer.from('two'), 'two.txt', 'text/plain')).json().data);
    await a.join(who, challenge.id);
    await a.submit(who, challenge.id, {
      description: 'draft',
      files: [one, two].map(({ fileId, name, size, contentType }) => ({ fileId, name, size, contentType })),
      draft: true,
    });

    expect((await a.call('DELETE', `${BASE}/${challenge.id}/files/${two.fileId}`, caller('challenger'))).statusCode).toBe(404);
    const removed = await a.call('DELETE', `${BASE}/${challenge.id}/files/${two.fileId}`, who);
    expect(removed.json()).toMatchObject({ success: true, data: { fileId: two.fileId, deleted: true } });
    expect(await objectsOf(challenge.id)).toEqual([`submissions/${challenge.id}/${one.fileId}`]);
    expect((await a.call('GET', `${BASE}/${challenge.id}/my-submission`, who)).json().data.submission.files.map((f: { fileId: string }) => f.fileId)).toEqual([
      one.fileId,
    ]);
    expect((await a.call('GET', `${BASE}/${challenge.id}/files/${two.fileId}`, who)).statusCode).toBe(404);

    const submitted = await a.submit(who, challenge.id, {
      description: 'final',
      files: [{ fileId: one.fileId, name: 'one.pdf', size: one.size, contentType: 'application/pdf' }],
      draft: false,
    });
    expect(submitted.json().data.status).toBe('submitted');
    const refused = await a.call('DELETE', `${BASE}/${challenge.id}/files/${one.fileId}`, who);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('SUBMISSION_ALREADY_SUBMITTED');

    // The admin's list of submissions names the file; the admin downloads it.
    const listed = await a.call('GET', `/api/v1/admin/tovspark/challenges/${challenge.id}/submissions`, admin);
    const row = listed.json().data.items.find((s: { userId: string }) => s.userId === who.userId);
    expect(row.files).toEqual([{ fileId: one.fileId, name: 'one.pdf', size: one.size, contentType: 'application/pdf' }]);
    const download = await a.call('GET', `${BASE}/${challenge.id}/files/${one.fileId}`, admin);
    expect(download.rawPayload.equals(tinyPdf('one'))).toBe(true);
  });
});

describe('an object store that is down', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After on uploads and downloads; the service stays ready and serves the rest', async () => {
    const challenge = await a.publishedChallenge(company, admin);
    const who = caller('challenger');
    const stored = ZUploadedFileSchema.parse((await a.upload(who, challenge.id, tinyPdf(), 'kept.pdf', 'application/pdf')).json().data);
    const store = await testObjectStore();
    // Nothing listens on port 9 (discard) here: every call to this store is refused at once.
    const deadStore = new ObjectStore(
      { ...store, endpoint: 'http://127.0.0.1:9', bucket: h.objectStore.bucket, forcePathStyle: true, timeoutMs: 2_000 },
      createLogger({ name: 'dead-store', level: 'silent' }),
    );
    const logger = createLogger({ name: 'tovspark-test', level: 'silent' });
    const talentMail = new QueueTalentContactMailer(h.emailQueue, logger);
    const service = buildApp({
      db: h.db,
      redis: h.redis,
      leaderboards: h.leaderboards,
      talentMail,
      notices: h.deps.notices,
      objectStore: deadStore,
      files: { maxBytes: h.fileMaxBytes, uploadsMax: 5 },
      logger,
    });
    // Built here, not by the kit's runtime: told the secret as the runtime tells it.
    service.verifyForwardedIdentity({ secret: h.config.INTERNAL_IDENTITY_SECRET });
    await service.app.ready();
    try {
      const { payload, headers } = multipartFile(tinyPdf(), 'later.pdf', 'application/pdf');
      const started = Date.now();
      const upload = await service.app.inject({ method: 'POST', url: `${BASE}/${challenge.id}/files`, headers: { ...headersOf(h, who), ...headers }, payload });
      expect(upload.statusCode).toBe(503);
      expect(upload.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE' });
      expect(upload.headers['retry-after']).toBe('5');
      const download = await service.app.inject({ method: 'GET', url: `${BASE}/${challenge.id}/files/${stored.fileId}`, headers: headersOf(h, who) });
      expect(download.statusCode).toBe(503);
      expect(download.headers['retry-after']).toBe('5');
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await h.db.submissionFile.count({ where: { challengeId: challenge.id } })).toBe(1);
      expect((await service.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      expect((await service.app.inject({ method: 'GET', url: `${BASE}/${challenge.id}`, headers: headersOf(h, who) })).statusCode).toBe(200);
    } finally {
      await service.app.close();
      deadStore.close();
    }
  });
});
