import { randomUUID } from 'node:crypto';
import {
  ANALYTICS_BASE,
  REPORT_EXPORT_JOB,
  REPORT_ROWS_CALLER,
  ZCompanyReportRequestSchema,
  ZExportIdParamsSchema,
  ZExportIdSchema,
  ZReportExportStatusSchema,
  ZReportRowsParamsSchema,
  ZSuccessEnvelopeSchema,
  companyReportRowsPath,
  successEnvelope,
  type TCompanyReportType,
  type TReportExportJob,
} from '@tov/contracts';
import {
  AppError,
  addReportExportJob,
  idempotencyKeyOf,
  reportExportStatus,
  requireServiceCaller,
  sendReportExport,
  sendReportRows,
  validationError,
  type RouteApp,
} from '@tov/kit';
import { z } from 'zod';
import type { CompanyDeps } from '../deps';
import { companyReportRows } from '../store/report-rows';
import { companyIdOf, requireCompany } from './access';

const ownerOf = (companyId: string) => ({ service: 'company', ownerId: companyId }) as const;

/** An `Idempotency-Key` is the export id (a double click adds nothing); it must be one a BullMQ job id can be. */
function exportIdOf(key: string | undefined): string {
  if (key === undefined) return randomUUID();
  if (!ZExportIdSchema.safeParse(key).success)
    throw validationError([{ field: 'Idempotency-Key', message: 'Idempotency-Key는 영문, 숫자, _, - 8~100자여야 합니다.' }]);
  return key;
}

/**
 * The company's report exports (decision 142): ask for one (202, the workers' `report-export` queue
 * writes it), read its status, download it (the owner only, 24 h); and the row stream the workers
 * read, under `/internal` (the gateway routes no such prefix), for the workers' signed identity only.
 */
export function reportExportRoutes(app: RouteApp, deps: CompanyDeps): void {
  const now = () => deps.now().getTime();
  const statusOf = async (exportId: string, companyId: string) => {
    const status = await reportExportStatus(deps.reportQueue, exportId, ownerOf(companyId), { now });
    if (!status) throw new AppError('REPORT_NOT_FOUND');
    return status;
  };

  app.post(
    `${ANALYTICS_BASE}/report`,
    {
      schema: {
        summary: 'Export a report (employees, hiring, compliance) as csv, xlsx or pdf: 202 with its status; the Idempotency-Key, when given, is the export id',
        body: ZCompanyReportRequestSchema,
        response: { 202: ZSuccessEnvelopeSchema(ZReportExportStatusSchema) },
      },
    },
    async (request, reply) => {
      const identity = requireCompany(request);
      const exportId = exportIdOf(idempotencyKeyOf(request));
      const companyId = identity.userId;
      await addReportExportJob(deps.reportQueue, {
        exportId,
        owner: ownerOf(companyId),
        requestedBy: identity.userId,
        reportType: request.body.reportType,
        format: request.body.format,
        ...(request.body.period ? { period: request.body.period } : {}),
        language: request.body.language,
        source: { service: 'company', path: companyReportRowsPath(companyId, exportId) },
        requestedAt: deps.now().toISOString(),
      });
      return reply.code(202).send(successEnvelope(await statusOf(exportId, companyId)));
    },
  );

  app.get(
    `${ANALYTICS_BASE}/report/:exportId`,
    {
      schema: {
        summary: "An export's status and progress (another company's export: 404)",
        params: ZExportIdParamsSchema,
        response: { 200: ZSuccessEnvelopeSchema(ZReportExportStatusSchema) },
      },
    },
    async (request) => successEnvelope(await statusOf(request.params.exportId, companyIdOf(request))),
  );

  app.get(
    `${ANALYTICS_BASE}/report/:exportId/download`,
    {
      schema: {
        summary: 'The finished export (owner only): 409 REPORT_NOT_READY before, 410 REPORT_EXPIRED 24 h after it completed',
        params: ZExportIdParamsSchema,
        produces: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'application/pdf'],
        response: { 200: z.any().describe("the export's file, as an attachment with its name") },
      },
    },
    async (request, reply) =>
      sendReportExport(reply, {
        queue: deps.reportQueue,
        store: deps.exportStore,
        exportId: request.params.exportId,
        owner: ownerOf(companyIdOf(request)),
        now,
      }),
  );

  app.get(
    companyReportRowsPath(':companyId', ':exportId'),
    {
      schema: {
        summary: "The workers' row stream of an export (NDJSON; the workers' service identity only; not routed by the gateway)",
        params: ZReportRowsParamsSchema,
        produces: ['application/x-ndjson'],
        response: { 200: z.any().describe('`{ "total": n }`, then one JSON object per row (decision 142)') },
      },
    },
    async (request, reply) => {
      requireServiceCaller(request, [REPORT_ROWS_CALLER]);
      const { companyId, exportId } = request.params;
      const job = await deps.reportQueue.getJob(exportId);
      const data = job?.name === REPORT_EXPORT_JOB ? (job.data as TReportExportJob) : undefined;
      if (!data || data.owner.service !== 'company' || data.owner.ownerId !== companyId) throw new AppError('REPORT_NOT_FOUND');
      const source = companyReportRows(deps.db, companyId, data.reportType as TCompanyReportType, data.period);
      return sendReportRows(reply, await source.total(), source.rows());
    },
  );
}
