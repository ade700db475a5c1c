import {
  EMPLOYEE_IMPORT_FIELD,
  EMPLOYEE_IMPORT_MAX_ROWS,
  ZEmployeeImportResultSchema,
  ZSuccessEnvelopeSchema,
  successEnvelope,
  type TEmployeeInput,
  type TFieldError,
} from '@tov/contracts';
import { AppError, looksLikeText, multipartScope, peekHead, SNIFF_BYTES, withTransactionRetry, type RouteApp } from '@tov/kit';
import { CsvError, parse } from 'csv-parse';
import type { CompanyDeps } from '../deps';
import { headerProblems, parseEmployeeRow } from '../domain/employee-csv';
import { insertEmployee } from '../store/employees';
import { EMPLOYEES_PATH, writeContext } from './employees';

/** The most row errors one answer lists (the count in the message covers them all). */
const ERRORS_LISTED_MAX = 200;

/**
 * `POST /api/company/employees/import`: a CSV of employees (multipart field `file`, a header line of
 * the contract's columns), parsed as it streams in. Every row is checked first; a file with any bad
 * row saves nothing and answers 400 with each error as `row N.column`; otherwise every row is saved in
 * one transaction (services/company/README.md, Rules).
 */
export function employeeImportRoutes(app: RouteApp, deps: CompanyDeps): void {
  const maxBytes = deps.limits.importMaxBytes;
  multipartScope(app, maxBytes, (scope) => {
    scope.post(
      `${EMPLOYEES_PATH}/import`,
      {
        schema: {
          summary: `Import employees from a CSV (multipart field \`${EMPLOYEE_IMPORT_FIELD}\`): all rows saved in one transaction, or none with each row's errors`,
          consumes: ['multipart/form-data'],
          response: { 201: ZSuccessEnvelopeSchema(ZEmployeeImportResultSchema) },
        },
      },
      async (request, reply) => {
        const ctx = writeContext(request, deps);
        if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'multipart/form-data로 CSV 파일을 보내주세요.');
        const part = await request.file();
        if (!part || part.fieldname !== EMPLOYEE_IMPORT_FIELD) {
          part?.file.resume();
          throw new AppError('FILE_MISSING', `올릴 파일이 없습니다. ${EMPLOYEE_IMPORT_FIELD} 필드에 CSV 파일 하나를 담아 보내주세요.`);
        }
        const source = part.file;
        const tooLarge = () => new AppError('FILE_TOO_LARGE', `CSV 파일이 너무 큽니다. ${Math.max(1, Math.floor(maxBytes / 1024))}KB까지 올릴 수 있습니다.`);
        try {
          const { head, ended, body } = await peekHead(source, SNIFF_BYTES);
          if (head.length === 0) throw new AppError('FILE_MISSING', '빈 파일은 가져올 수 없습니다.');
          // The type is read from the bytes: a CSV is UTF-8 text, whatever its name says.
          if (!looksLikeText(head, ended)) throw new AppError('FILE_TYPE_NOT_ALLOWED', 'CSV(UTF-8 텍스트) 파일만 가져올 수 있습니다.');

          const rows: TEmployeeInput[] = [];
          const errors: TFieldError[] = [];
          let failedRows = 0;
          let header: string[] | null = null;
          const parser = body.pipe(
            parse({
              bom: true,
              trim: true,
              skip_empty_lines: true,
              max_record_size: 10_000,
              info: true,
              columns: (names: string[]) => {
                header = names.map((n) => n.trim());
                const problems = headerProblems(header);
                if (problems.length > 0) throw new AppError('VALIDATION_ERROR', 'CSV 첫 줄(열 이름)을 확인해주세요.', { details: problems });
                return header;
              },
            }),
          );
          for await (const { record, info } of parser as AsyncIterable<{ record: Record<string, string>; info: { lines: number } }>) {
            if (rows.length + failedRows >= EMPLOYEE_IMPORT_MAX_ROWS) {
              throw new AppError('VALIDATION_ERROR', `한 번에 ${EMPLOYEE_IMPORT_MAX_ROWS.toLocaleString('en-US')}명까지 가져올 수 있습니다.`);
            }
            const row = parseEmployeeRow(record, info.lines);
            if (row.ok) rows.push(row.value);
            else {
              failedRows += 1;
              errors.push(...row.errors);
            }
          }
          if (source.truncated) throw tooLarge();
          if (header === null || rows.length + failedRows === 0)
            throw new AppError('VALIDATION_ERROR', 'CSV에 가져올 직원이 없습니다. 첫 줄은 열 이름, 그다음 줄부터 한 명씩 적어주세요.');
          if (failedRows > 0) {
            throw new AppError('VALIDATION_ERROR', `${failedRows}개 행에 오류가 있어 아무 직원도 저장하지 않았습니다.`, {
              details: errors.slice(0, ERRORS_LISTED_MAX),
            });
          }

          const written = await withTransactionRetry(deps.db, async (tx) => {
            const all = [];
            for (const input of rows) all.push(await insertEmployee(tx, input, ctx));
            return all;
          });
          await deps.notifier.notify(
            written.flatMap((w) => w.openedItemIds),
            ctx.at,
          );
          request.log.info({ companyId: ctx.companyId, imported: written.length }, 'employees imported');
          const employeeIds = written.map((w) => w.employee.id);
          return reply.status(201).send(successEnvelope({ imported: employeeIds.length, employeeIds }, `직원 ${employeeIds.length}명을 가져왔습니다.`));
        } catch (error) {
          if (source.truncated) throw tooLarge();
          if (error instanceof CsvError) {
            const line = (error as CsvError & { lines?: number }).lines;
            throw new AppError('VALIDATION_ERROR', 'CSV 형식이 올바르지 않습니다.', {
              details: [{ field: line ? `row ${line}` : 'file', message: `CSV를 읽을 수 없습니다 (${error.code}).` }],
            });
          }
          throw error;
        } finally {
          // Whatever was not read (a refused file) is drained, so the request ends and the answer goes out.
          source.resume();
        }
      },
    );
  });
}
