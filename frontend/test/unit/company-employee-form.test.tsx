import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companyApi } from '../../src/api/company-api';
import CompanySection from '../../src/features/company/CompanySection';
import { employee, EMPLOYEE_ID } from '../fixtures/company';
import { renderRoutes } from '../utils';

afterEach(() => jest.restoreAllMocks());

const workspace = (path: string, lng = 'ko') => renderRoutes([{ path: '/company/*', element: <CompanySection /> }], { path, lng });

async function fillRequired(overrides: Partial<Record<string, string>> = {}) {
  const values = { name: 'Nguyen Van An', position: 'Engineer', startDate: '2025-03-02', visaExpiryDate: '2026-12-19', ...overrides };
  await userEvent.type(screen.getByLabelText(/^이름/), values.name);
  await userEvent.selectOptions(screen.getByLabelText(/^국적/), 'Vietnam');
  await userEvent.type(screen.getByLabelText(/^직위/), values.position);
  await userEvent.type(screen.getByLabelText(/^입사일/), values.startDate);
  await userEvent.selectOptions(screen.getByLabelText(/^비자 유형/), 'E-7');
  await userEvent.type(screen.getByLabelText(/^비자 만료일/), values.visaExpiryDate);
}

describe('adding an employee', () => {
  it('shows the contracts’ Korean messages under each missing field, and sends nothing', async () => {
    const create = jest.spyOn(companyApi, 'createEmployee');
    workspace('/company/employees/new');
    await userEvent.click(await screen.findByTestId('employee-save'));
    expect(screen.getByTestId('error-name')).toHaveTextContent('이름을(를) 입력해주세요.');
    expect(screen.getByTestId('error-nationality')).toHaveTextContent('국적을(를) 선택해주세요.');
    expect(screen.getByTestId('error-position')).toHaveTextContent('직위을(를) 입력해주세요.');
    expect(screen.getByTestId('error-startDate')).toHaveTextContent('입사일을(를) 입력해주세요.');
    expect(screen.getByTestId('error-visaType')).toHaveTextContent('비자 유형은(는) E-1, E-2');
    expect(screen.getByTestId('error-visaExpiryDate')).toHaveTextContent('비자 만료일을(를) 입력해주세요.');
    expect(screen.queryByTestId('error-department')).toBeNull();
    expect(screen.getByLabelText(/^이름/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^이름/)).toHaveFocus();
    expect(screen.getByTestId('form-errors')).toHaveTextContent('6개 항목');
    expect(create).not.toHaveBeenCalled();
  });

  it('checks the registration number, the e-mail and the issue date against the expiry as the contracts do', async () => {
    workspace('/company/employees/new');
    await screen.findByTestId('employee-form');
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^외국인등록번호/), '12345');
    await userEvent.type(screen.getByLabelText(/^이메일/), 'not-an-email');
    await userEvent.type(screen.getByLabelText(/^비자 발급일/), '2027-01-01');
    await userEvent.click(screen.getByTestId('employee-save'));
    expect(screen.getByTestId('error-alienRegistrationNumber')).toHaveTextContent('외국인등록번호는 숫자 13자리(000000-0000000)로 입력해주세요.');
    expect(screen.getByTestId('error-email')).toHaveTextContent('올바른 이메일 형식이 아닙니다.');
    expect(screen.getByTestId('error-visaIssueDate')).toHaveTextContent('비자 발급일은 만료일보다 늦을 수 없습니다.');
    // Editing a field clears its error.
    await userEvent.type(screen.getByLabelText(/^이메일/), '@x.kr');
    expect(screen.queryByTestId('error-email')).toBeNull();
  });

  it('words the same errors in English without Korean', async () => {
    workspace('/company/employees/new', 'en');
    await userEvent.click(await screen.findByTestId('employee-save'));
    expect(screen.getByTestId('error-name')).toHaveTextContent('This field is required.');
    expect(screen.getByTestId('error-visaType')).toHaveTextContent('Please choose one from the list.');
    expect(screen.getByTestId('employee-form').textContent).not.toMatch(/[\uAC00-\uD7AF]/);
  });

  it('sends the parsed employee, then shows it with the registration number masked', async () => {
    const create = jest.spyOn(companyApi, 'createEmployee').mockResolvedValue(employee());
    jest.spyOn(companyApi, 'employee').mockResolvedValue(employee());
    const { router } = workspace('/company/employees/new');
    await screen.findByTestId('employee-form');
    await fillRequired();
    await userEvent.type(screen.getByLabelText(/^외국인등록번호/), '900101-5234567');
    await userEvent.click(screen.getByTestId('employee-save'));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith({
        name: 'Nguyen Van An',
        nationality: 'Vietnam',
        position: 'Engineer',
        startDate: '2025-03-02',
        visaType: 'E-7',
        visaExpiryDate: '2026-12-19',
        alienRegistrationNumber: '9001015234567',
        employmentStatus: 'active',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/company/employees/${EMPLOYEE_ID}`));
    expect(await screen.findByTestId('employee-created')).toBeInTheDocument();
    expect(screen.getByTestId('arn-masked')).toHaveTextContent('******-***4567');
    expect(screen.getByLabelText(/^외국인등록번호/)).toHaveValue('');
    expect(screen.getByTestId('employee-page')).not.toHaveTextContent('5234567');
  });

  it('puts the service’s field errors under their fields', async () => {
    jest.spyOn(companyApi, 'createEmployee').mockRejectedValue({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: '입력값을 확인해주세요.',
      details: [{ field: 'occupationCode', message: '직업 코드는 영문·숫자 20자 이내로 입력해주세요.' }],
    });
    workspace('/company/employees/new');
    await screen.findByTestId('employee-form');
    await fillRequired();
    await userEvent.click(screen.getByTestId('employee-save'));
    expect(await screen.findByTestId('error-occupationCode')).toHaveTextContent('직업 코드는 영문·숫자 20자 이내로 입력해주세요.');
  });
});

describe('editing an employee', () => {
  it('sends the changes, clears an emptied optional field and keeps the registration number when left empty', async () => {
    jest.spyOn(companyApi, 'employee').mockResolvedValue(employee());
    const update = jest
      .spyOn(companyApi, 'updateEmployee')
      .mockResolvedValue(employee({ visaExpiryDate: '2028-12-19', updatedAt: '2026-11-29T02:00:00.000Z' }));
    workspace(`/company/employees/${EMPLOYEE_ID}`);
    const form = await screen.findByTestId('employee-form');
    expect(within(form).getByTestId('arn-masked')).toHaveTextContent('******-***4567');
    await userEvent.clear(screen.getByLabelText(/^부서/));
    await userEvent.clear(screen.getByLabelText(/^비자 만료일/));
    await userEvent.type(screen.getByLabelText(/^비자 만료일/), '2028-12-19');
    await userEvent.click(screen.getByTestId('employee-save'));
    await waitFor(() => expect(update).toHaveBeenCalled());
    const [id, body] = update.mock.calls[0]!;
    expect(id).toBe(EMPLOYEE_ID);
    expect(body).toEqual(expect.objectContaining({ department: null, visaExpiryDate: '2028-12-19', employmentStatus: 'active' }));
    expect(body).not.toHaveProperty('alienRegistrationNumber');
  });

  it('keeps required fields required when editing', async () => {
    jest.spyOn(companyApi, 'employee').mockResolvedValue(employee());
    const update = jest.spyOn(companyApi, 'updateEmployee');
    workspace(`/company/employees/${EMPLOYEE_ID}`);
    await screen.findByTestId('employee-form');
    await userEvent.clear(screen.getByLabelText(/^이름/));
    await userEvent.click(screen.getByTestId('employee-save'));
    expect(screen.getByTestId('error-name')).toHaveTextContent('이름을(를) 입력해주세요.');
    expect(update).not.toHaveBeenCalled();
  });
});
