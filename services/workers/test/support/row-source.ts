import { REPORT_ROWS_CALLER, type TReportRow } from '@tov/contracts';
import { createLogger, createServiceApp, requireServiceCaller, sendReportRows } from '@tov/kit';

/** Employee `i` as the company service would stream it (a Korean and a Vietnamese name, dates, one formula-looking cell). */
export function employeeRow(i: number): TReportRow {
  return {
    employeeId: `E${String(i).padStart(6, '0')}`,
    name: i % 2 === 0 ? `김민준 ${i}` : `Nguyen Van ${i}`,
    nationality: i % 2 === 0 ? 'Korea' : 'Vietnam',
    visaType: i % 3 === 0 ? 'E-7' : 'E-9',
    visaExpiresAt: '2027-03-01',
    department: i === 3 ? '=HYPERLINK("http://evil.test")' : 'Production',
    position: 'Operator, line "B"',
    hiredAt: '2024-01-15',
    status: 'active',
  };
}

/** `count` employees, or the first `cutAfter` of them (a source that dies after announcing `count`). */
function* employees(count: number, cutAfter: number | null): Generator<TReportRow> {
  const last = cutAfter === null ? count : Math.min(count, cutAfter);
  for (let i = 1; i <= last; i++) yield employeeRow(i);
}

export interface RowSource {
  url: string;
  /** Every call: who called (the verified service identity) and the path asked. */
  calls: Array<{ userId: string; url: string }>;
  close(): Promise<void>;
}

/**
 * The owner's row stream as the company service will serve it (the kit's service app: the signed
 * identity checked by its first hook, then `requireServiceCaller`, then `sendReportRows`). `GET /rows?count=N[&cutAfter=K]`
 * streams N employees; `/rows-500` fails; `/rows-for-another` accepts only another caller (403).
 */
export async function startRowSource(secret: string): Promise<RowSource> {
  const service = createServiceApp({ name: 'row-source', logger: createLogger({ name: 'row-source', level: 'silent' }), checks: [] });
  service.verifyForwardedIdentity({ secret });
  const calls: RowSource['calls'] = [];
  const { app } = service;
  app.get('/rows', async (request, reply) => {
    const identity = requireServiceCaller(request, [REPORT_ROWS_CALLER]);
    calls.push({ userId: identity.userId, url: request.url });
    const query = request.query as { count?: string; cutAfter?: string };
    const count = Number(query.count ?? 0);
    return sendReportRows(reply, count, employees(count, query.cutAfter ? Number(query.cutAfter) : null));
  });
  app.get('/rows-500', async (request, reply) => {
    const identity = requireServiceCaller(request, [REPORT_ROWS_CALLER]);
    calls.push({ userId: identity.userId, url: request.url });
    return reply.code(500).send({ success: false });
  });
  app.get('/rows-for-another', async (request) => {
    requireServiceCaller(request, ['admin-exporter']);
    return {};
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, calls, close: () => app.close() };
}
