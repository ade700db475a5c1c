import { randomUUID } from 'node:crypto';
import { PassThrough, Transform } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  SUBMISSION_FILE_FIELD,
  ZDeletedFileSchema,
  ZFileParamsSchema,
  ZSuccessEnvelopeSchema,
  ZUploadedFileListSchema,
  ZUploadedFileSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, attachmentDisposition, cleanFileName, isAdmin, readHead, requireIdentity, type Identity, type RouteApp } from '@tov/kit';
import { z } from 'zod';
import type { TovsparkDeps } from '../deps';
import { decideFileType, SNIFF_BYTES } from '../domain/file-type';
import { findChallenge } from '../store/challenges';
import { findOwnSubmission } from '../store/participations';
import { countOwnFiles, deleteFile, findFile, listOwnFiles, recordFile, toUploadedFile } from '../store/submission-files';
import type { SubmissionFile } from '../generated/prisma/client';
import { assertOpen, visibleOrNotFound } from './access';
import { CHALLENGES_BASE, ZChallengeParamsSchema } from './challenges';

/** Uploads go on while the submission may change (a handed-in one may still be edited until it is scored). */
async function assertNotEvaluated(deps: TovsparkDeps, challengeId: string, userId: string): Promise<void> {
  const submission = await findOwnSubmission(deps.db, challengeId, userId);
  if (submission?.status === 'evaluated') throw new AppError('SUBMISSION_ALREADY_EVALUATED', '평가가 끝난 제출물의 파일은 바꿀 수 없습니다.');
}

/** A file the handed-in submission references stays (the admins read it); any other may go. */
async function assertRemovable(deps: TovsparkDeps, file: SubmissionFile): Promise<void> {
  const submission = await findOwnSubmission(deps.db, file.challengeId, file.userId);
  if (!submission || !handedInWith(submission, file.id)) return;
  if (submission.status === 'evaluated') throw new AppError('SUBMISSION_ALREADY_EVALUATED', '평가가 끝난 제출물의 파일은 지울 수 없습니다.');
  throw new AppError('SUBMISSION_ALREADY_SUBMITTED', '제출한 제출물에 붙은 파일은 지울 수 없습니다.');
}

/** Whether a handed-in (submitted or evaluated) submission lists the file: what the admins score and the company reads. */
function handedInWith(submission: { status: string; files: unknown } | null, fileId: string): boolean {
  if (!submission || submission.status === 'draft') return false;
  return Array.isArray(submission.files) && (submission.files as Array<{ fileId?: unknown }>).some((f) => f?.fileId === fileId);
}

/**
 * A file the caller may read: their own, any for an admin, and, for the company that owns the
 * challenge, one a handed-in submission to it lists (issue 24 item 10); everyone else (and a missing
 * one) is FILE_NOT_FOUND (docs/rules/tovspark-files.md).
 */
async function readableFile(deps: TovsparkDeps, identity: Identity, challengeId: string, fileId: string): Promise<SubmissionFile> {
  const file = await findFile(deps.db, challengeId, fileId);
  if (!file) throw new AppError('FILE_NOT_FOUND');
  if (file.userId === identity.userId || isAdmin(identity)) return file;
  const challenge = await findChallenge(deps.db, file.challengeId);
  if (challenge?.companyId === identity.userId && handedInWith(await findOwnSubmission(deps.db, file.challengeId, file.userId), file.id)) return file;
  throw new AppError('FILE_NOT_FOUND');
}

/**
 * Submission files (docs/decisions/082-submission-files-object-store.md): one file per multipart upload,
 * streamed to the object store after its first bytes have shown its type; download by its uploader
 * and the admins; removal unless a handed-in submission references it. A store that is down answers 503 on these calls only.
 */
export function fileRoutes(app: RouteApp, deps: TovsparkDeps): void {
  const { maxBytes, uploadsMax } = deps.files;

  // Multipart is parsed in this scope only; every other route keeps JSON bodies.
  void app.register(async (plain) => {
    const scope = plain as unknown as RouteApp;
    await scope.register(multipart, {
      // The size limit is enforced below (a truncated file is refused and removed, never kept cut).
      throwFileSizeLimit: false,
      limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1_000, parts: 11, headerPairs: 50 },
    });

    scope.post(
      `${CHALLENGES_BASE}/:id/files`,
      {
        schema: {
          summary: `Upload one file (multipart field \`${SUBMISSION_FILE_FIELD}\`) for the caller's submission to an open challenge; its type is checked from its bytes`,
          consumes: ['multipart/form-data'],
          params: ZChallengeParamsSchema,
          response: { 201: ZSuccessEnvelopeSchema(ZUploadedFileSchema) },
        },
      },
      async (request, reply) => {
        const identity = requireIdentity(request);
        const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
        assertOpen(challenge);
        await assertNotEvaluated(deps, challenge.id, identity.userId);
        // An early refusal before any byte is stored; the cap itself is held by recordFile, under a lock.
        if ((await countOwnFiles(deps.db, challenge.id, identity.userId)) >= uploadsMax) throw new AppError('FILE_LIMIT_REACHED');
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data로 파일을 보내주세요.');

        const part = await request.file();
        if (!part || part.fieldname !== SUBMISSION_FILE_FIELD) {
          part?.file.resume();
          throw new AppError('FILE_MISSING');
        }
        const source = part.file;
        const fileTooLarge = () => new AppError('FILE_TOO_LARGE', `파일이 너무 큽니다. ${Math.floor(maxBytes / (1024 * 1024)) || 1}MB까지 올릴 수 있습니다.`);
        let size = 0;
        // Counts what reaches the store; busboy's `limit` (the file went past maxBytes) fails it.
        const body = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            done(null, chunk);
          },
        });
        // Its failure is read from the store's put (body.errored); this listener only keeps it from being "unhandled".
        body.on('error', () => {});
        source.once('limit', () => body.destroy(fileTooLarge()));
        try {
          const name = cleanFileName(part.filename);
          const { head, ended } = await readHead(source, SNIFF_BYTES);
          if (source.truncated) throw fileTooLarge();
          if (head.length === 0) throw new AppError('FILE_MISSING', '빈 파일은 올릴 수 없습니다.');
          const verdict = decideFileType(part.mimetype, name, head, ended);
          if (!verdict.ok) throw new AppError(verdict.code);

          const fileId = randomUUID();
          const objectKey = `submissions/${challenge.id}/${fileId}`;
          const start = new PassThrough();
          start.end(head);
          start.pipe(body, { end: ended });
          if (!ended) start.once('end', () => source.pipe(body));
          await deps.objectStore.put(objectKey, body, verdict.contentType);
          if (source.truncated) {
            await deps.objectStore.remove(objectKey);
            throw fileTooLarge();
          }
          let row: SubmissionFile;
          try {
            row = await recordFile(
              deps.db,
              { id: fileId, challengeId: challenge.id, userId: identity.userId, name, size, contentType: verdict.contentType, objectKey },
              uploadsMax,
            );
          } catch (error) {
            // Refused (FILE_LIMIT_REACHED: others sent at once took the last places) or failed: the object
            // stored above is removed before the answer, so no upload leaves an object without its row.
            await deps.objectStore.remove(objectKey).catch((removal: unknown) => {
              request.log.warn(
                { fileId, challengeId: challenge.id, err: removal instanceof Error ? removal.message : String(removal) },
                'object of a refused upload not removed',
              );
            });
            throw error;
          }
          // Never the contents, the name or the object key: ids, size and type only.
          request.log.info({ userId: identity.userId, challengeId: challenge.id, fileId, size, contentType: verdict.contentType }, 'submission file uploaded');
          return reply.status(201).send(successEnvelope(toUploadedFile(row), '파일을 올렸습니다.'));
        } finally {
          // Whatever was not read (a refused file) is drained, so the request ends and the answer goes out.
          source.unpipe(body);
          source.resume();
        }
      },
    );
  });

  app.get(
    `${CHALLENGES_BASE}/:id/files`,
    {
      schema: {
        summary: "The caller's uploaded files for a challenge, oldest first",
        params: ZChallengeParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZUploadedFileListSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const challenge = visibleOrNotFound(identity, await findChallenge(deps.db, request.params.id));
      const rows = await listOwnFiles(deps.db, challenge.id, identity.userId);
      return successEnvelope({ files: rows.map(toUploadedFile) });
    },
  );

  app.get(
    `${CHALLENGES_BASE}/:id/files/:fileId`,
    {
      schema: {
        summary:
          "Download an uploaded file (its uploader, admins, and the challenge's company once a handed-in submission lists it; anyone else 404), always as an attachment",
        params: ZFileParamsSchema,
        produces: ['application/octet-stream'],
        response: { 200: z.any().describe("the file's bytes, with its recorded Content-Type") },
      },
    },
    async (request, reply) => {
      const identity = requireIdentity(request);
      const file = await readableFile(deps, identity, request.params.id, request.params.fileId);
      const object = await deps.objectStore.get(file.objectKey);
      if (!object) {
        request.log.warn({ fileId: file.id }, 'submission file missing in the object store');
        throw new AppError('FILE_NOT_FOUND');
      }
      const contentType = file.contentType.startsWith('text/') ? `${file.contentType}; charset=utf-8` : file.contentType;
      void reply
        .header('content-type', contentType)
        .header('content-disposition', attachmentDisposition(file.name))
        .header('cache-control', 'private, no-store');
      if (object.size !== undefined) void reply.header('content-length', String(object.size));
      return reply.send(object.body);
    },
  );

  app.delete(
    `${CHALLENGES_BASE}/:id/files/:fileId`,
    {
      schema: {
        summary: "Remove one of the caller's uploads (also from the draft's files); one a handed-in submission references stays",
        params: ZFileParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZDeletedFileSchema) },
      },
    },
    async (request) => {
      const identity = requireIdentity(request);
      const file = await findFile(deps.db, request.params.id, request.params.fileId);
      if (!file || file.userId !== identity.userId) throw new AppError('FILE_NOT_FOUND');
      await assertRemovable(deps, file);
      await deps.objectStore.remove(file.objectKey);
      await deleteFile(deps.db, file);
      request.log.info({ userId: identity.userId, challengeId: file.challengeId, fileId: file.id }, 'submission file deleted');
      return successEnvelope({ fileId: file.id, deleted: true as const }, '파일을 지웠습니다.');
    },
  );
}
