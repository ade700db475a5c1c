import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCompanyAnalytics, TReportExportStatus } from '@tov/contracts';
import { companyApi } from '../../src/api/company-api';
import CompanySection from '../../src/features/company/CompanySection';
import { apiError } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/company/*', element: <CompanySection /> }], { path, lng });

const analytics = (): TCompanyAnalytics => ({
  period: { from: null, to: null },
  funnel: [
    { stage: 'sourced', candidates: 12 },
    { stage: 'interview', candidates: 5 },
    { stage: 'hired', candidates: 2 },
  ],
  timeInStage: [{ stage: 'screening', samples: 4, medianDays: 3.5, meanDays: 4.1 }],
  timeToHire: { samples: 2, medianDays: 21, meanDays: 22.5 },
  sources: [
    { source: 'talent', candidates: 8, hired: 1 },
    { source: 'challenge', candidates: 4, hired: 1 },
  ],
  employees: { total: 9, byVisaType: [{ visaType: 'E-7', count: 6 }], byNationality: [{ nationality: 'VN', count: 4 }] },
  visaExpiriesByMonth: [{ month: '2026-12', count: 3 }],
});

const EXPORT_ID = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
const exportStatus = (over: Partial<TReportExportStatus> = {}): TReportExportStatus => ({
  exportId: EXPORT_ID,
  reportType: 'employees',
  format: 'xlsx',
  status: 'queued',
  progress: null,
  file: null,
  error: null,
  requestedAt: '2026-11-29T02:00:00.000Z',
  completedAt: null,
  expiresAt: null,
  ...over,
});
const done = exportStatus({
  status: 'completed',
  progress: { phase: 'done', rows: 9, total: 9, percent: 100 },
  file: { fileName: '직원 현황-2026-11-29.xlsx', bytes: 4096, rows: 9, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
  completedAt: '2026-11-29T02:00:05.000Z',
  expiresAt: '2026-11-30T02:00:05.000Z',
});

describe('the analytics', () => {
  it('gives every chart its numbers as a table', async () => {
    jest.spyOn(companyApi, 'analytics').mockResolvedValue(analytics());
    workspace('/company/analytics');
    const funnel = await screen.findByTestId('table-funnel');
    expect(
      within(funnel)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['단계후보자', '발굴12', '면접5', '채용2']);
    expect(screen.getByTestId('table-timeInStage')).toHaveTextContent('서류 검토3.54.14');
    expect(screen.getByTestId('table-sources')).toHaveTextContent('챌린지41');
    expect(screen.getByTestId('table-byVisaType')).toHaveTextContent('6');
    expect(screen.getByTestId('table-byNationality')).toHaveTextContent('4');
    expect(screen.getByTestId('table-expiries')).toHaveTextContent('3');
    expect(screen.getByTestId('time-to-hire')).toHaveTextContent('21일');
    expect(screen.getByRole('region', { name: '채용 퍼널 표' })).toBeInTheDocument();
  });

  it('asks for the period chosen', async () => {
    const read = jest.spyOn(companyApi, 'analytics').mockResolvedValue(analytics());
    workspace('/company/analytics?from=2026-01-01&to=2026-06-30');
    await screen.findByTestId('table-funnel');
    expect(read).toHaveBeenCalledWith({ from: '2026-01-01', to: '2026-06-30' });
  });

  it('refuses a period that ends before it starts', async () => {
    const read = jest.spyOn(companyApi, 'analytics').mockResolvedValue(analytics());
    workspace('/company/analytics?from=2026-06-30&to=2026-01-01', 'en');
    expect(await screen.findByTestId('period-error')).toHaveTextContent('Please check this value.');
    await waitFor(() => expect(read).toHaveBeenCalledWith({}));
  });
});

describe('the report export', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:report'), revokeObjectURL: jest.fn() });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  });

  it('shows the progress while the export runs, then downloads the file with the session', async () => {
    const ask = jest.spyOn(companyApi, 'requestReport').mockResolvedValue(exportStatus());
    jest
      .spyOn(companyApi, 'reportStatus')
      .mockResolvedValueOnce(exportStatus({ status: 'running', progress: { phase: 'writing', rows: 4, total: 9, percent: 44 } }))
      .mockResolvedValue(done);
    const download = jest.spyOn(companyApi, 'downloadReport').mockResolvedValue(new Blob(['PK']));
    workspace('/company/reports');
    await userEvent.click(await screen.findByTestId('format-xlsx'));
    await userEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() => expect(ask).toHaveBeenCalledWith({ reportType: 'employees', format: 'xlsx', language: 'ko' }));
    const bar = await screen.findByRole('progressbar', { name: '보고서 만드는 중' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '44'));
    expect(screen.getByTestId('export-phase')).toHaveTextContent('만드는 중 · 4 / 9행');
    const button = await screen.findByTestId('export-download', {}, { timeout: 4000 });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('export-rows')).toHaveTextContent('9행');
    await userEvent.click(button);
    await waitFor(() => expect(download).toHaveBeenCalledWith(EXPORT_ID));
    await waitFor(() => expect(HTMLAnchorElement.prototype.click).toHaveBeenCalled());
    expect(URL.createObjectURL).toHaveBeenCalled();
  });

  it('sends the period and the interface language', async () => {
    const ask = jest.spyOn(companyApi, 'requestReport').mockResolvedValue(exportStatus());
    jest.spyOn(companyApi, 'reportStatus').mockResolvedValue(exportStatus());
    workspace('/company/reports', 'ja');
    await userEvent.selectOptions(await screen.findByTestId('report-type'), 'hiring');
    await userEvent.click(screen.getByTestId('format-csv'));
    await userEvent.type(screen.getByTestId('report-from'), '2026-01-01');
    await userEvent.click(screen.getByTestId('report-submit'));
    expect(screen.getByTestId('report-period-hint')).toHaveTextContent('期間の両方の日付を入力し');
    expect(ask).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('report-to'), '2026-06-30');
    await userEvent.click(screen.getByTestId('report-submit'));
    await waitFor(() =>
      expect(ask).toHaveBeenCalledWith({ reportType: 'hiring', format: 'csv', period: { from: '2026-01-01', to: '2026-06-30' }, language: 'ja' }),
    );
  });

  it('says when the export failed, with the reason given', async () => {
    jest.spyOn(companyApi, 'requestReport').mockResolvedValue(exportStatus());
    jest.spyOn(companyApi, 'reportStatus').mockResolvedValue(exportStatus({ status: 'failed', error: 'PDF는 5,000행까지 만들 수 있습니다.' }));
    workspace('/company/reports');
    await userEvent.click(await screen.findByTestId('report-submit'));
    const failed = await screen.findByTestId('export-failed', {}, { timeout: 3000 });
    expect(failed).toHaveTextContent('보고서를 만들지 못했습니다. 다시 요청해주세요.');
    expect(failed).toHaveTextContent('PDF는 5,000행까지');
    expect(screen.queryByTestId('export-download')).toBeNull();
  });

  it('says when the export has expired', async () => {
    jest.spyOn(companyApi, 'requestReport').mockResolvedValue(exportStatus());
    jest.spyOn(companyApi, 'reportStatus').mockResolvedValue(exportStatus({ status: 'expired' }));
    workspace('/company/reports', 'en');
    await userEvent.click(await screen.findByTestId('report-submit'));
    expect(await screen.findByTestId('export-expired', {}, { timeout: 3000 })).toHaveTextContent(
      'The report file has expired (after 24 hours). Please request a new one.',
    );
  });

  it('explains a download refused as expired (410)', async () => {
    jest.spyOn(companyApi, 'requestReport').mockResolvedValue(exportStatus());
    jest.spyOn(companyApi, 'reportStatus').mockResolvedValue(done);
    jest.spyOn(companyApi, 'downloadReport').mockRejectedValue(apiError(410, 'REPORT_EXPIRED', '보고서가 만료되었습니다.'));
    workspace('/company/reports');
    await userEvent.click(await screen.findByTestId('report-submit'));
    await userEvent.click(await screen.findByTestId('export-download', {}, { timeout: 3000 }));
    expect(await screen.findByTestId('export-download-error')).toHaveTextContent('보고서 파일이 만료되었습니다');
  });
});
