import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyApi } from '../../src/api/company-api';
import CompanySection from '../../src/features/company/CompanySection';
import { complianceItem, employee, ITEM_ID, stats } from '../fixtures/company';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') =>
  renderRoutes(
    [
      { path: '/company-dashboard', element: <CompanySection /> },
      { path: '/company/*', element: <CompanySection /> },
    ],
    { path, lng },
  );

const page = (items = [employee()], over: { page?: number; total?: number } = {}) => ({
  items,
  page: over.page ?? 1,
  limit: 20,
  total: over.total ?? items.length,
});

describe('the employees table', () => {
  it('lists employees with their visa, its expiry highlighted and the days left in words', async () => {
    const list = jest
      .spyOn(companyApi, 'employees')
      .mockResolvedValue(
        page([employee(), employee({ id: 'e-2', name: 'Maria Santos', visaType: 'E-9', daysUntilExpiry: 200, visaExpiryDate: '2027-06-17' })]),
      );
    workspace('/company/employees');
    const rows = await screen.findAllByTestId('employee-row');
    expect(list).toHaveBeenCalledWith({
      page: 1,
      limit: 20,
      sort: 'visaExpiryDate',
      visaType: undefined,
      status: undefined,
      expiringWithinDays: undefined,
      search: undefined,
    });
    expect(rows[0]).toHaveClass('expiry-row-d30');
    expect(within(rows[0]!).getByTestId('expiry-note')).toHaveTextContent('20일 남음');
    expect(within(rows[0]!).getByTestId('expiry-note')).toHaveClass('expiry-d30');
    expect(rows[0]).toHaveTextContent('E-7');
    expect(rows[0]).toHaveTextContent('베트남');
    expect(rows[0]).toHaveTextContent('재직');
    expect(within(rows[0]!).getByRole('link', { name: 'Nguyen Van An' })).toHaveAttribute('href', '/company/employees/7d2f3b10-5c4e-4a8b-9f61-0a1b2c3d4e5f');
    expect(rows[1]).toHaveClass('expiry-row-later');
    expect(screen.getByTestId('employees-total')).toHaveTextContent('총 2건');
  });

  it('says an expired visa and one expiring today in words', async () => {
    jest.spyOn(companyApi, 'employees').mockResolvedValue(page([employee({ daysUntilExpiry: -3 }), employee({ id: 'e-2', daysUntilExpiry: 0 })]));
    workspace('/company/employees', 'en');
    const notes = await screen.findAllByTestId('expiry-note');
    expect(notes[0]).toHaveTextContent('Expired 3 days ago');
    expect(notes[0]).toHaveClass('expiry-expired');
    expect(notes[1]).toHaveTextContent('Expires today');
  });

  it('filters by visa type, expiry window and status, and searches on submit', async () => {
    const list = jest.spyOn(companyApi, 'employees').mockResolvedValue(page());
    const { router } = workspace('/company/employees');
    await screen.findAllByTestId('employee-row');
    await userEvent.selectOptions(screen.getByTestId('filter-visaType'), 'E-7');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ visaType: 'E-7', page: 1 })));
    await userEvent.selectOptions(screen.getByTestId('filter-expiring'), '30');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ visaType: 'E-7', expiringWithinDays: 30 })));
    await userEvent.selectOptions(screen.getByTestId('filter-status'), 'on_leave');
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ status: 'on_leave' })));
    await userEvent.type(screen.getByTestId('filter-search'), 'Nguyen');
    expect(list).not.toHaveBeenCalledWith(expect.objectContaining({ search: 'N' }));
    await userEvent.click(screen.getByTestId('search-submit'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ search: 'Nguyen', status: 'on_leave', expiringWithinDays: 30 })));
    // Every filter is in the address, so a reload or a shared link shows the same list.
    expect(router.state.location.search).toBe('?visaType=E-7&expiringWithinDays=30&status=on_leave&search=Nguyen');
  });

  it('keeps an expiry window the dashboard linked to that the select does not offer', async () => {
    const list = jest.spyOn(companyApi, 'employees').mockResolvedValue(page());
    workspace('/company/employees?expiringWithinDays=45');
    await screen.findAllByTestId('employee-row');
    expect(list).toHaveBeenCalledWith(expect.objectContaining({ expiringWithinDays: 45 }));
    expect(screen.getByTestId('filter-expiring')).toHaveDisplayValue('45일 이내');
  });

  it('sorts by a column header, saying the order in aria-sort', async () => {
    const list = jest.spyOn(companyApi, 'employees').mockResolvedValue(page());
    workspace('/company/employees');
    await screen.findAllByTestId('employee-row');
    const expiry = screen.getByRole('columnheader', { name: /비자 만료일/ });
    expect(expiry).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(screen.getByTestId('sort-visaExpiryDate'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: '-visaExpiryDate' })));
    expect(screen.getByRole('columnheader', { name: /비자 만료일/ })).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(screen.getByRole('button', { name: '이름 오름차순으로 정렬' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ sort: 'name' })));
    expect(screen.getByRole('columnheader', { name: /이름/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByTestId('filter-sort')).toHaveValue('name');
  });

  it('pages through the list', async () => {
    const list = jest.spyOn(companyApi, 'employees').mockImplementation(async (q) => page([employee({ id: `e-${q.page}` })], { page: q.page, total: 45 }));
    workspace('/company/employees');
    await screen.findAllByTestId('employee-row');
    expect(screen.getByText('1 / 3 페이지')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '다음' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })));
    expect(await screen.findByText('2 / 3 페이지')).toBeInTheDocument();
  });

  it('says when no employee matches, and when there are none yet', async () => {
    jest.spyOn(companyApi, 'employees').mockResolvedValue(page([]));
    workspace('/company/employees?visaType=E-9');
    expect(await screen.findByTestId('employees-empty')).toHaveTextContent('조건에 맞는 직원이 없습니다.');
  });
});

describe('the company dashboard', () => {
  it('shows the figures of the stats call, employees by visa type and the expiries in 30/60/90 days, each linking to its list', async () => {
    jest.spyOn(companyApi, 'stats').mockResolvedValue(stats());
    const soonest = jest.spyOn(companyApi, 'employees').mockResolvedValue(page());
    const due = jest.spyOn(companyApi, 'compliance').mockResolvedValue({ items: [complianceItem()], page: 1, limit: 5, total: 1 });
    workspace('/company-dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: '기업 대시보드' })).toBeInTheDocument();
    expect(await screen.findByTestId('stat-employees')).toHaveTextContent('4');
    expect(screen.getByTestId('stat-employees')).toHaveTextContent('등록된 직원 5명 중');
    expect(screen.getByTestId('stat-expiring30')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-openCompliance')).toHaveTextContent('2');
    const byVisa = screen.getByTestId('section-byVisaType');
    expect(within(byVisa).getByRole('link', { name: 'E-7 특정활동' })).toHaveAttribute('href', '/company/employees?visaType=E-7');
    expect(byVisa).toHaveTextContent('3명');
    expect(byVisa).not.toHaveTextContent('F-2');
    expect(screen.getByTestId('expiring-60')).toHaveTextContent('60일 이내2명');
    expect(within(screen.getByTestId('expiring-90')).getByRole('link')).toHaveAttribute('href', '/company/employees?expiringWithinDays=90');
    expect(screen.getByTestId('company-name')).toHaveTextContent('Hanbit Tech');
    // The soonest expiries and the open items, from the lists' own calls.
    expect(soonest).toHaveBeenCalledWith({ page: 1, limit: 5, status: 'active', expiringWithinDays: 90, sort: 'visaExpiryDate' });
    expect(due).toHaveBeenCalledWith({ page: 1, limit: 5, status: 'open' });
    expect(await screen.findByTestId('soonest-expiries')).toHaveTextContent('Nguyen Van An');
    expect(screen.getByTestId('soonest-expiries')).toHaveTextContent('20일 남음');
    expect(within(screen.getByTestId('due-items')).getByRole('link', { name: '비자 만료 · Nguyen Van An' })).toHaveAttribute(
      'href',
      `/company/compliance/${ITEM_ID}`,
    );
  });

  it('links the workspace, the talent search and the challenge management from its menu', async () => {
    jest.spyOn(companyApi, 'stats').mockResolvedValue(stats());
    workspace('/company-dashboard', 'en');
    const nav = await screen.findByTestId('company-nav');
    expect(within(nav).getByRole('link', { name: 'Employees' })).toHaveAttribute('href', '/company/employees');
    expect(within(nav).getByRole('link', { name: 'Talent search' })).toHaveAttribute('href', '/tovspark/talents');
    expect(within(nav).getByRole('link', { name: 'Manage challenges' })).toHaveAttribute('href', '/tovspark/my-challenges');
    expect(within(nav).getByRole('link', { name: 'Hiring board' })).toHaveAttribute('href', '/company/hiring');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/company/analytics');
    expect(within(nav).getByRole('link', { name: 'Report export' })).toHaveAttribute('href', '/company/reports');
  });

  it('says when the figures could not be read', async () => {
    jest
      .spyOn(companyApi, 'stats')
      .mockRejectedValue({ status: 503, code: 'SERVICE_UNAVAILABLE', message: '서비스를 일시적으로 사용할 수 없습니다.', details: [] });
    workspace('/company-dashboard');
    expect(await screen.findByTestId('call-error')).toHaveTextContent('서비스를 일시적으로 사용할 수 없습니다.');
  });
});
