import {
  COMPANY_VISA_TYPES,
  EMPLOYMENT_STATUSES,
  NATIONALITIES,
  ZEmployeeInputSchema,
  ZEmployeeUpdateSchema,
  type TEmployeeDetail,
  type TEmployeeInput,
  type TEmployeeUpdate,
} from '@tov/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { CallError, Loading } from '../../components/CallError';
import { Field } from '../../components/Field';
import { StatusChip } from '../../components/StatusChip';
import { UserText } from '../../components/UserText';
import { day } from '../specialist/format';
import { useCreateEmployeeMutation, useEmployeeQuery, useUpdateEmployeeMutation } from './company-endpoints';
import { ExpiryNote } from './EmployeesPage';
import { contractError, contractErrors, invalidProps, useContractText, type ContractErrors } from './forms';
import { useNationalityName, useVisaName } from './use-names';

/** The form's text fields as typed (an empty optional field is "none"). */
interface EmployeeForm {
  name: string;
  nationality: string;
  position: string;
  department: string;
  startDate: string;
  occupationCode: string;
  visaType: string;
  visaIssueDate: string;
  visaExpiryDate: string;
  alienRegistrationNumber: string;
  employmentStatus: string;
  email: string;
}
type Name = keyof EmployeeForm;
const OPTIONAL: readonly Name[] = ['department', 'occupationCode', 'visaIssueDate', 'alienRegistrationNumber', 'email'];

function formOf(e: TEmployeeDetail | null): EmployeeForm {
  return {
    name: e?.name ?? '',
    nationality: e?.nationality ?? '',
    position: e?.position ?? '',
    department: e?.department ?? '',
    startDate: e?.startDate ?? '',
    occupationCode: e?.occupationCode ?? '',
    visaType: e?.visaType ?? '',
    visaIssueDate: e?.visaIssueDate ?? '',
    visaExpiryDate: e?.visaExpiryDate ?? '',
    // Never answered: the service keeps only its mask, shown beside the field.
    alienRegistrationNumber: '',
    employmentStatus: e?.employmentStatus ?? 'active',
    email: e?.email ?? '',
  };
}

/**
 * What the form sends, checked by the contracts' own schema (ZEmployeeInputSchema, or
 * ZEmployeeUpdateSchema when editing). Editing: an emptied optional field is cleared (`null`), and an
 * empty registration number keeps the one on record.
 */
export function readEmployeeForm(form: EmployeeForm, editing: boolean): { errors: ContractErrors; create?: TEmployeeInput; update?: TEmployeeUpdate } {
  const candidate: Record<string, string | null | undefined> = {};
  for (const [k, v] of Object.entries(form) as [Name, string][]) {
    const value = v.trim();
    if (value) candidate[k] = value;
    else if (editing && OPTIONAL.includes(k) && k !== 'alienRegistrationNumber') candidate[k] = null;
  }
  if (editing) {
    const result = ZEmployeeUpdateSchema.safeParse(candidate);
    const errors = contractErrors(result);
    // Required fields stay required when editing (the schema is partial: a missing one would be kept).
    for (const k of ['name', 'nationality', 'position', 'startDate', 'visaType', 'visaExpiryDate'] as const) {
      if (!form[k].trim() && !errors[k]) {
        const base = ZEmployeeInputSchema.safeParse({ ...candidate, [k]: undefined });
        const found = base.success ? undefined : base.error.issues.find((i) => i.path[0] === k);
        if (found) errors[k] = contractError(found.message);
      }
    }
    return { errors, update: result.success && Object.keys(errors).length === 0 ? result.data : undefined };
  }
  const result = ZEmployeeInputSchema.safeParse(candidate);
  return { errors: contractErrors(result), create: result.success ? result.data : undefined };
}

function EmployeeEditor({ employee }: { employee: TEmployeeDetail | null }) {
  const { t, i18n } = useTranslation('company');
  const text = useContractText();
  const visaName = useVisaName();
  const nationalityName = useNationalityName();
  const navigate = useNavigate();
  const [form, setForm] = useState<EmployeeForm>(() => formOf(employee));
  const [errors, setErrors] = useState<ContractErrors>({});
  const [create, creating] = useCreateEmployeeMutation();
  const [update, updating] = useUpdateEmployeeMutation();
  const busy = creating.isLoading || updating.isLoading;
  const failure = failureOf(creating.error ?? updating.error);
  const lng = i18n.resolvedLanguage;
  const editing = employee !== null;

  const change = (name: Name, value: string) => {
    setForm((f) => ({ ...f, [name]: value }));
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest);
  };

  /** The service's field errors (a 400 with details) under the same fields. */
  const serverErrors = (error: unknown): ContractErrors => {
    const f = failureOf(error);
    const out: ContractErrors = {};
    for (const d of f?.details ?? []) if (d.field in form && !out[d.field]) out[d.field] = contractError(d.message);
    return out;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readEmployeeForm(form, editing);
    setErrors(read.errors);
    if (Object.keys(read.errors).length > 0) {
      const first = Object.keys(read.errors)[0];
      document.getElementById(`f-${first}`)?.focus();
      return;
    }
    if (editing && read.update) {
      update({ id: employee.id, body: read.update })
        .unwrap()
        .then(() => {
          notify.success(t('employee.saved'));
          setForm((f) => ({ ...f, alienRegistrationNumber: '' }));
        })
        .catch((error: unknown) => setErrors(serverErrors(error)));
    } else if (read.create) {
      create(read.create)
        .unwrap()
        .then((saved) => {
          notify.success(t('employee.created'));
          navigate(`/company/employees/${encodeURIComponent(saved.id)}`, { state: { created: true } });
        })
        .catch((error: unknown) => setErrors(serverErrors(error)));
    }
  };

  const field = (name: Name, props: { type?: string; required?: boolean; hint?: string; autoComplete?: string; maxLength?: number } = {}) => (
    <Field name={name} label={t(`fields.${name}`)} required={props.required} hint={props.hint} error={text(errors[name])}>
      <input
        id={`f-${name}`}
        name={name}
        type={props.type ?? 'text'}
        value={form[name]}
        autoComplete={props.autoComplete ?? 'off'}
        maxLength={props.maxLength}
        aria-required={props.required || undefined}
        onChange={(e) => change(name, e.target.value)}
        {...invalidProps(errors, name)}
      />
    </Field>
  );
  const select = (name: Name, options: readonly string[], label: (v: string) => string, required = true) => (
    <Field name={name} label={t(`fields.${name}`)} required={required} error={text(errors[name])}>
      <select
        id={`f-${name}`}
        name={name}
        value={form[name]}
        aria-required={required || undefined}
        onChange={(e) => change(name, e.target.value)}
        {...invalidProps(errors, name)}
      >
        {name !== 'employmentStatus' && <option value="">{t('translation:common.choose')}</option>}
        {options.map((o) => (
          <option key={o} value={o}>
            {label(o)}
          </option>
        ))}
      </select>
    </Field>
  );

  return (
    <form className="card employee-form" noValidate onSubmit={submit} data-testid="employee-form">
      <fieldset>
        <legend>{t('employee.person')}</legend>
        <div className="form-grid">
          {field('name', { required: true, autoComplete: 'off', maxLength: 100 })}
          {select('nationality', NATIONALITIES, nationalityName)}
          {field('email', { type: 'email', hint: t('employee.emailHint') })}
          <div className="arn-field">
            {field('alienRegistrationNumber', {
              hint: employee?.alienRegistrationNumber ? t('employee.arnReplaceHint') : t('employee.arnHint'),
              maxLength: 14,
            })}
            {employee?.alienRegistrationNumber && (
              <p className="muted" data-testid="arn-masked">
                {t('employee.arnOnRecord')} <span className="masked">{employee.alienRegistrationNumber}</span>
              </p>
            )}
          </div>
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('employee.work')}</legend>
        <div className="form-grid">
          {field('position', { required: true, maxLength: 100 })}
          {field('department', { maxLength: 100 })}
          {field('startDate', { type: 'date', required: true })}
          {field('occupationCode', { hint: t('employee.occupationHint'), maxLength: 20 })}
          {select('employmentStatus', EMPLOYMENT_STATUSES, (s) => t(`employmentStatus.${s}`))}
        </div>
      </fieldset>
      <fieldset>
        <legend>{t('employee.visa')}</legend>
        <div className="form-grid">
          {select('visaType', COMPANY_VISA_TYPES, visaName)}
          {field('visaIssueDate', { type: 'date' })}
          {field('visaExpiryDate', { type: 'date', required: true, hint: editing ? t('employee.renewalHint') : undefined })}
        </div>
      </fieldset>
      {failure && !failure.details?.length && <CallError ns="company" error={failure} fallbackKey="employee.saveFailed" testId="save-error" />}
      {Object.keys(errors).length > 0 && (
        <p className="field-error" role="alert" data-testid="form-errors">
          {t('employee.fixErrors', { count: Object.keys(errors).length })}
        </p>
      )}
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy} data-testid="employee-save">
          {busy ? t('translation:common.saving') : editing ? t('employee.save') : t('employee.create')}
        </button>
        <Link to="/company/employees" className="btn btn-secondary">
          {t('translation:common.cancel')}
        </Link>
      </div>
      {employee && employee.visaRenewals.length > 0 && (
        <section className="renewals" data-testid="visa-renewals">
          <h2>{t('employee.renewals')}</h2>
          <ul className="plain-list">
            {employee.visaRenewals.map((r) => (
              <li key={r.recordedAt}>
                {t('employee.renewal', { visa: visaName(r.visaType), from: day(r.previousExpiryDate, lng), to: day(r.newExpiryDate, lng) })}
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  );
}

/** Adding an employee (`/company/employees/new`) or editing one (`/company/employees/:id`). */
export default function EmployeeFormPage() {
  const { t } = useTranslation('company');
  const { id } = useParams();
  const location = useLocation();
  const loaded = useEmployeeQuery(id ?? '', { skip: !id });
  const justCreated = Boolean((location.state as { created?: boolean } | null)?.created);

  if (!id) {
    return (
      <section data-testid="employee-page">
        <p>
          <Link to="/company/employees">{t('employee.back')}</Link>
        </p>
        <h1>{t('employee.newTitle')}</h1>
        <p className="lead">{t('employee.newIntro')}</p>
        <EmployeeEditor employee={null} />
      </section>
    );
  }
  if (loaded.isLoading) return <Loading ns="company" />;
  if (loaded.isError || !loaded.data) {
    return (
      <section>
        <h1>{t('employee.editTitle')}</h1>
        <CallError ns="company" error={loaded.error ?? {}} fallbackKey="employee.failed" />
        <Link to="/company/employees">{t('employee.back')}</Link>
      </section>
    );
  }
  const e = loaded.data;
  return (
    <section data-testid="employee-page">
      <p>
        <Link to="/company/employees">{t('employee.back')}</Link>
      </p>
      <div className="row-between">
        <h1>
          <UserText>{e.name}</UserText>
        </h1>
        <StatusChip ns="company" group="employmentStatus" status={e.employmentStatus} testId="employee-status" />
      </div>
      {justCreated && (
        <div className="alert alert-success" role="status" data-testid="employee-created">
          {t('employee.createdNotice')}
        </div>
      )}
      <p>
        <ExpiryNote employee={e} />{' '}
        <Link to={`/company/compliance?employeeId=${encodeURIComponent(e.id)}`} data-testid="to-employee-compliance">
          {t('employee.complianceItems')}
        </Link>
      </p>
      <EmployeeEditor key={e.updatedAt} employee={e} />
    </section>
  );
}
