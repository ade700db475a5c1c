import { PassThrough } from 'node:stream';
import {
  COMPLIANCE_DOCUMENT_FIELD,
  COMPLIANCE_DOCUMENT_TYPES,
  ZComplianceDocumentSchema,
  ZIdParamsSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
} from '@tov/contracts';
import { AppError, cleanFileName, multipartScope, newId, peekHead, sniffBinaryType, SNIFF_BYTES, type RouteApp } from '@tov/kit';
import type { CompanyDeps } from '../deps';
import { toComplianceDocument } from '../domain/compliance-view';
import { ownItem } from '../store/compliance';
import { companyIdOf } from './access';
import { COMPLIANCE_PATH } from './compliance';

const isAllowed = (type: string | null): type is (typeof COMPLIANCE_DOCUMENT_TYPES)[number] =>
  type !== null && (COMPLIANCE_DOCUMENT_TYPES as readonly string[]).includes(type);

/**
 * `POST /api/company/compliance/{id}/documents`: one file a request (multipart field `file`) into the
 * object store. Its type is read from its first bytes (PDF, PNG or JPEG), never from its name or the
 * type the client declares: anything else is 415; past the size limit 413; neither keeps a byte. The
 * object key is opaque (no name, no personal data); the store being down is 503 on this call only.
 */
export function complianceDocumentRoutes(app: RouteApp, deps: CompanyDeps): void {
  const maxBytes = deps.limits.documentMaxBytes;
  multipartScope(app, maxBytes, (scope) => {
    scope.post(
      `${COMPLIANCE_PATH}/:id/documents`,
      {
        schema: {
          summary: `Attach a document to an item (multipart field \`${COMPLIANCE_DOCUMENT_FIELD}\`; PDF, PNG or JPEG by its bytes)`,
          consumes: ['multipart/form-data'],
          params: ZIdParamsSchema,
          response: { 201: ZSuccessEnvelopeSchema(ZComplianceDocumentSchema) },
        },
      },
      async (request, reply) => {
        const companyId = companyIdOf(request);
        const item = await ownItem(deps.db, companyId, request.params.id);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data로 파일을 보내주세요.');
        const part = await request.file();
        if (!part || part.fieldname !== COMPLIANCE_DOCUMENT_FIELD) {
          part?.file.resume();
          throw new AppError('FILE_MISSING');
        }
        const source = part.file;
        const tooLarge = () =>
          new AppError('FILE_TOO_LARGE', `파일이 너무 큽니다. ${Math.max(1, Math.floor(maxBytes / (1024 * 1024)))}MB까지 올릴 수 있습니다.`);
        try {
          const { head, body } = await peekHead(source, SNIFF_BYTES);
          if (source.truncated) throw tooLarge();
          if (head.length === 0) throw new AppError('FILE_MISSING', '빈 파일은 올릴 수 없습니다.');
          const contentType = sniffBinaryType(head);
          if (!isAllowed(contentType)) throw new AppError('FILE_TYPE_NOT_ALLOWED', '올릴 수 없는 파일 형식입니다. PDF, PNG, JPEG 문서만 올릴 수 있습니다.');

          const id = newId();
          const objectKey = `compliance/${item.id}/${id}`;
          let size = 0;
          const counted = new PassThrough();
          counted.on('data', (chunk: Buffer) => {
            size += chunk.length;
          });
          body.pipe(counted);
          await deps.objectStore.put(objectKey, counted, contentType);
          if (source.truncated) {
            await deps.objectStore.remove(objectKey);
            throw tooLarge();
          }
          const document = await deps.db.complianceDocument
            .create({ data: { id, itemId: item.id, companyId, name: cleanFileName(part.filename), size, contentType, objectKey, uploadedBy: companyId } })
            .catch(async (error: unknown) => {
              // No object without its row.
              await deps.objectStore.remove(objectKey).catch(() => undefined);
              throw error;
            });
          // Ids, size and type only: never the name, the key or the contents.
          request.log.info({ companyId, itemId: item.id, documentId: id, size, contentType }, 'compliance document uploaded');
          return reply.status(201).send(successEnvelope(toComplianceDocument(document), '문서를 올렸습니다.'));
        } finally {
          // Whatever was not read (a refused file) is drained, so the request ends and the answer goes out.
          source.resume();
        }
      },
    );
  });
}
