import {
  LANGUAGES,
  REPORT_TYPES,
  ZReportExportJobSchema,
  reportColumns,
  reportExportFileName,
  reportExportObjectKey,
  type TReportExportJobInput,
  type TReportType,
} from '../src';

const job = (fields: Partial<TReportExportJobInput> = {}): TReportExportJobInput => ({
  exportId: '0b9f6c1e-4a57-4f2e-9d7a-2f9e1c3b5a70',
  owner: { service: 'company', ownerId: 'company-1' },
  requestedBy: 'user-1',
  reportType: 'employees',
  format: 'xlsx',
  source: { service: 'company', path: '/internal/reports/employees?companyId=company-1' },
  requestedAt: '2026-11-29T01:00:00.000Z',
  ...fields,
});

describe('report exports (decision 142)', () => {
  it.each(Object.keys(REPORT_TYPES) as TReportType[])('%s has distinct column keys and a header and title in every interface language', (type) => {
    const keys = REPORT_TYPES[type].columns.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const language of LANGUAGES) {
      expect(REPORT_TYPES[type].title[language]).toMatch(/\S/);
      for (const column of reportColumns(type, language)) expect(column.header).toMatch(/\S/);
    }
  });

  it('parses a job with Korean as the default language', () => {
    expect(ZReportExportJobSchema.parse(job())).toMatchObject({ language: 'ko', format: 'xlsx' });
  });

  it('refuses a report type its owner does not export, an export id BullMQ cannot take, a period backwards and a source that is not a path', () => {
    expect(ZReportExportJobSchema.safeParse(job({ reportType: 'users' })).success).toBe(false);
    expect(ZReportExportJobSchema.safeParse(job({ owner: { service: 'admin', ownerId: 'platform' }, reportType: 'users' })).success).toBe(true);
    expect(ZReportExportJobSchema.safeParse(job({ exportId: 'company:1:report' })).success).toBe(false);
    expect(ZReportExportJobSchema.safeParse(job({ period: { from: '2026-11-30', to: '2026-11-01' } })).success).toBe(false);
    expect(ZReportExportJobSchema.safeParse(job({ source: { service: 'company', path: 'http://evil.test/rows' } })).success).toBe(false);
  });

  it('keys the object by owner and export id, and names the file by title and period in the report language', () => {
    const parsed = ZReportExportJobSchema.parse(job({ language: 'ja', format: 'csv', period: { from: '2026-11-01', to: '2026-11-30' } }));
    expect(reportExportObjectKey(parsed.owner, parsed.exportId, parsed.format)).toBe('exports/company/company-1/0b9f6c1e-4a57-4f2e-9d7a-2f9e1c3b5a70.csv');
    expect(reportExportFileName(parsed)).toBe('従業員一覧-2026-11-01_2026-11-30.csv');
    expect(reportExportFileName(ZReportExportJobSchema.parse(job()))).toBe('직원 현황-2026-11-29.xlsx');
  });
});
