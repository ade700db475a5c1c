import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPLIANCE_STATUSES, COMPLIANCE_TRANSITIONS } from '@tov/contracts';
import { companyApi } from '../../src/api/company-api';
import CompanySection from '../../src/features/company/CompanySection';
import { complianceItem, ITEM_ID, regulation, settings } from '../fixtures/company';
import { apiError } from '../fixtures/specialist';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/company/*', element: <CompanySection /> }], { path, lng });
const csv = (text: string, name = 'employees.csv') => new File([text], name, { type: 'text/csv' });

describe('the CSV import', () => {
  it('lists the columns the file needs, and says how many employees were added', async () => {
    const send = jest.spyOn(companyApi, 'importEmployees').mockResolvedValue({ imported: 3, employeeIds: ['a', 'b', 'c'] });
    workspace('/company/employees/import');
    expect(await screen.findByTestId('import-columns')).toHaveTextContent('visaExpiryDate 비자 만료일필수');
    await userEvent.upload(screen.getByLabelText(/^CSV 파일/), csv('name\n'));
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(await screen.findByTestId('import-done')).toHaveTextContent('직원 3명을 가져왔습니다.');
    expect(send).toHaveBeenCalledWith(expect.any(File), expect.any(Function));
  });

  it('reports every failing row with its line, column and problem, when the service saved none', async () => {
    jest.spyOn(companyApi, 'importEmployees').mockRejectedValue({
      ...apiError(400, 'VALIDATION_ERROR', '2개 행에 오류가 있어 아무 직원도 저장하지 않았습니다.'),
      details: [
        { field: 'row 4.visaType', message: '비자 유형은(는) E-1, E-2, E-3, E-4, E-5, E-6, E-7, E-8, E-9, E-10, D-10, F-2, F-6 중 하나여야 합니다.' },
        { field: 'row 2.visaExpiryDate', message: '비자 만료일은(는) YYYY-MM-DD 형식이어야 합니다.' },
        { field: 'row 2.alienRegistrationNumber', message: '외국인등록번호는 숫자 13자리(000000-0000000)로 입력해주세요.' },
      ],
    });
    workspace('/company/employees/import');
    await userEvent.upload(await screen.findByLabelText(/^CSV 파일/), csv('x'));
    await userEvent.click(screen.getByTestId('import-submit'));
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByTestId('import-summary')).toHaveTextContent('2개 행에 오류가 있어 아무 직원도 저장하지 않았습니다.');
    const lines = within(report).getAllByTestId('import-error');
    expect(lines.map((l) => l.textContent)).toEqual([
      '2번째 줄visaExpiryDate 비자 만료일비자 만료일은(는) YYYY-MM-DD 형식이어야 합니다.',
      '2번째 줄alienRegistrationNumber 외국인등록번호외국인등록번호는 숫자 13자리(000000-0000000)로 입력해주세요.',
      '4번째 줄visaType 비자 유형비자 유형은(는) E-1, E-2, E-3, E-4, E-5, E-6, E-7, E-8, E-9, E-10, D-10, F-2, F-6 중 하나여야 합니다.',
    ]);
  });

  it('words the report in Japanese, header problems included', async () => {
    jest.spyOn(companyApi, 'importEmployees').mockRejectedValue({
      ...apiError(400, 'VALIDATION_ERROR', 'CSV 첫 줄(열 이름)을 확인해주세요.'),
      details: [{ field: 'header.visaExpiryDate', message: "필수 열 'visaExpiryDate'이(가) 없습니다." }],
    });
    workspace('/company/employees/import', 'ja');
    await userEvent.upload(await screen.findByLabelText(/^CSV ファイル/), csv('x'));
    await userEvent.click(screen.getByTestId('import-submit'));
    const report = await screen.findByTestId('import-report');
    expect(within(report).getByTestId('import-summary')).toHaveTextContent('CSV の 1 行目（列名）を確認してください。');
    expect(within(report).getByTestId('import-error')).toHaveTextContent('1 行目（列名）visaExpiryDate ビザ満了日必須の列「visaExpiryDate」がありません。');
    expect(report.textContent).not.toMatch(/[\uAC00-\uD7AF]/);
  });

  it('refuses a file over the size limit before sending it', async () => {
    const send = jest.spyOn(companyApi, 'importEmployees');
    workspace('/company/employees/import');
    const big = csv('x'.repeat(1024 * 1024 + 1), 'big.csv');
    await userEvent.upload(await screen.findByLabelText(/^CSV 파일/), big);
    expect(screen.getByTestId('error-csv')).toHaveTextContent('big.csv 파일이 너무 큽니다. 1024KB까지 올릴 수 있습니다.');
    await userEvent.click(screen.getByTestId('import-submit'));
    expect(send).not.toHaveBeenCalled();
  });
});

describe('a compliance item', () => {
  it.each(COMPLIANCE_STATUSES.map((s) => [s, COMPLIANCE_TRANSITIONS[s]] as const))('from %s offers exactly the moves %j', async (status, next) => {
    jest.spyOn(companyApi, 'complianceItem').mockResolvedValue(complianceItem({ status }));
    workspace(`/company/compliance/${ITEM_ID}`);
    await screen.findByTestId('compliance-detail');
    for (const s of COMPLIANCE_STATUSES) {
      if (next.includes(s)) expect(screen.getByTestId(`to-${s}`)).toBeInTheDocument();
      else expect(screen.queryByTestId(`to-${s}`)).toBeNull();
    }
    if (next.length === 0) expect(screen.getByTestId('status-final')).toBeInTheDocument();
  });

  it('moves the item on with its note, then offers the next moves', async () => {
    jest
      .spyOn(companyApi, 'complianceItem')
      .mockResolvedValueOnce(complianceItem())
      .mockResolvedValue(complianceItem({ status: 'in_progress', notes: '연장 서류 준비' }));
    const move = jest.spyOn(companyApi, 'setComplianceStatus').mockResolvedValue(complianceItem({ status: 'in_progress' }));
    workspace(`/company/compliance/${ITEM_ID}`);
    await userEvent.type(await screen.findByLabelText('메모 (선택)'), '연장 서류 준비');
    await userEvent.click(screen.getByTestId('to-in_progress'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(ITEM_ID, { status: 'in_progress', notes: '연장 서류 준비' }));
    expect(await screen.findByTestId('to-resolved')).toBeInTheDocument();
    expect(screen.getByTestId('compliance-status')).toHaveTextContent('처리 중');
  });

  it('asks for the reason before dismissing, in a dialog that holds the focus', async () => {
    jest.spyOn(companyApi, 'complianceItem').mockResolvedValue(complianceItem());
    const move = jest.spyOn(companyApi, 'setComplianceStatus').mockResolvedValue(complianceItem({ status: 'dismissed' }));
    workspace(`/company/compliance/${ITEM_ID}`);
    await userEvent.click(await screen.findByTestId('to-dismissed'));
    const dialog = screen.getByRole('dialog', { name: '이 항목을 제외할까요?' });
    const reason = within(dialog).getByLabelText(/^제외 사유/);
    expect(reason).toHaveFocus();
    await userEvent.click(within(dialog).getByTestId('dismiss-yes'));
    expect(within(dialog).getByTestId('error-notes')).toHaveTextContent('제외하려면 사유(notes)를 입력해주세요.');
    expect(move).not.toHaveBeenCalled();
    await userEvent.type(reason, '퇴사 예정');
    await userEvent.click(within(dialog).getByTestId('dismiss-yes'));
    await waitFor(() => expect(move).toHaveBeenCalledWith(ITEM_ID, { status: 'dismissed', notes: '퇴사 예정' }));
  });

  it('closes the dismissal with Escape and gives the focus back', async () => {
    jest.spyOn(companyApi, 'complianceItem').mockResolvedValue(complianceItem());
    workspace(`/company/compliance/${ITEM_ID}`);
    const button = await screen.findByTestId('to-dismissed');
    await userEvent.click(button);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('says a refused move (409) and reads the current status on request', async () => {
    const load = jest
      .spyOn(companyApi, 'complianceItem')
      .mockResolvedValueOnce(complianceItem())
      .mockResolvedValue(complianceItem({ status: 'resolved', closedAt: '2026-11-29T02:00:00.000Z' }));
    jest.spyOn(companyApi, 'setComplianceStatus').mockRejectedValue(apiError(409, 'INVALID_TRANSITION', '현재 상태에서는 이 상태로 바꿀 수 없습니다.'));
    workspace(`/company/compliance/${ITEM_ID}`);
    await userEvent.click(await screen.findByTestId('to-in_progress'));
    const conflict = await screen.findByTestId('status-conflict');
    expect(conflict).toHaveTextContent('지금 상태에서는 이렇게 바꿀 수 없습니다.');
    await userEvent.click(within(conflict).getByTestId('reload-item'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    expect(await screen.findByTestId('status-final')).toBeInTheDocument();
  });

  it('shows the document limits, refuses a file over 10 MB or of another type, and uploads a PDF', async () => {
    jest
      .spyOn(companyApi, 'complianceItem')
      .mockResolvedValueOnce(complianceItem({ status: 'in_progress' }))
      .mockResolvedValue(
        complianceItem({
          status: 'in_progress',
          documents: [{ id: 'd-1', name: 'extension.pdf', size: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-29T02:00:00.000Z' }],
        }),
      );
    const upload = jest
      .spyOn(companyApi, 'uploadDocument')
      .mockResolvedValue({ id: 'd-1', name: 'extension.pdf', size: 2048, contentType: 'application/pdf', uploadedAt: '2026-11-29T02:00:00.000Z' });
    workspace(`/company/compliance/${ITEM_ID}`);
    expect(await screen.findByTestId('documents-limits')).toHaveTextContent('PDF, PNG, JPEG 파일, 최대 10MB까지 올릴 수 있습니다.');
    const input = screen.getByTestId('document-input');
    await userEvent.upload(input, new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    expect(screen.getByTestId('document-problem')).toHaveTextContent('scan.pdf 파일이 너무 큽니다. 10MB까지 올릴 수 있습니다.');
    await userEvent.upload(input, new File(['x'], 'notes.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }), {
      applyAccept: false,
    });
    expect(screen.getByTestId('document-problem')).toHaveTextContent('notes.docx 파일은 올릴 수 없는 형식입니다. PDF, PNG, JPEG 파일만 올릴 수 있습니다.');
    expect(upload).not.toHaveBeenCalled();
    await userEvent.upload(input, new File(['%PDF-1.4'], 'extension.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload).toHaveBeenCalledWith(ITEM_ID, expect.any(File), expect.any(Function)));
    expect(await screen.findByTestId('document')).toHaveTextContent('extension.pdf');
  });

  it('lists items by status, linking each to its page', async () => {
    const list = jest.spyOn(companyApi, 'compliance').mockResolvedValue({ items: [complianceItem()], page: 1, limit: 20, total: 1 });
    workspace('/company/compliance', 'zh');
    const row = await screen.findByTestId('compliance-row');
    expect(within(row).getByRole('link', { name: '签证到期 · Nguyen Van An' })).toHaveAttribute('href', `/company/compliance/${ITEM_ID}`);
    expect(row).toHaveTextContent('待处理');
    await userEvent.selectOptions(screen.getByTestId('filter-status'), 'in_progress');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'in_progress', page: 1 })));
  });
});

describe('notification settings', () => {
  it('saves the HR address, the switches, the language and the lead times that differ from the default', async () => {
    jest.spyOn(companyApi, 'settings').mockResolvedValue(settings());
    const save = jest.spyOn(companyApi, 'saveSettings').mockResolvedValue(settings({ hrEmail: 'hr@hanbit.kr' }));
    workspace('/company/settings');
    await userEvent.type(await screen.findByLabelText('인사 담당 이메일'), 'HR@hanbit.kr');
    await userEvent.click(screen.getByTestId('employeeEmails'));
    await userEvent.selectOptions(screen.getByLabelText('메일 언어'), 'en');
    await userEvent.clear(screen.getByTestId('lead-E-9'));
    await userEvent.type(screen.getByTestId('lead-E-9'), '120');
    await userEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        hrEmail: 'hr@hanbit.kr',
        complianceEmails: true,
        employeeEmails: true,
        language: 'en',
        leadTimes: { 'E-7': 60, 'E-9': 120 },
      }),
    );
  });

  it('refuses a lead time out of range with the contracts’ message', async () => {
    jest.spyOn(companyApi, 'settings').mockResolvedValue(settings());
    const save = jest.spyOn(companyApi, 'saveSettings');
    workspace('/company/settings');
    const field = await screen.findByTestId('lead-E-7');
    await userEvent.clear(field);
    await userEvent.type(field, '400');
    await userEvent.click(screen.getByTestId('settings-save'));
    expect(screen.getByTestId('error-leadTimes.E-7')).toHaveTextContent('알림 시점은 365일 이하여야 합니다.');
    expect(field).toHaveFocus();
    expect(save).not.toHaveBeenCalled();
  });
});

describe('regulations', () => {
  it('searches by visa type and language, the interface language first', async () => {
    const list = jest.spyOn(companyApi, 'regulations').mockResolvedValue({ items: [regulation()], total: 1 });
    workspace('/company/regulations', 'en');
    const item = await screen.findByTestId('regulation');
    expect(list).toHaveBeenCalledWith({ visaType: undefined, language: 'en', search: undefined });
    expect(item).toHaveTextContent('Every employer of foreigners');
    expect(item).toHaveTextContent('Deadline: 15 days');
    expect(within(item).getByRole('heading', { name: '고용 변동 신고' })).toHaveAttribute('lang', 'ko');
    await userEvent.selectOptions(screen.getByTestId('filter-visaType'), 'E-9');
    await userEvent.selectOptions(screen.getByTestId('filter-language'), 'ko');
    await userEvent.type(screen.getByTestId('filter-search'), '신고');
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ visaType: 'E-9', language: 'ko', search: '신고' }));
  });
});
