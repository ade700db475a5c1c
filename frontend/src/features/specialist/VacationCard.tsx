import type { TVacation } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify';
import { ConfirmButton } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { UserText } from '../../components/UserText';
import { day } from './format';
import { validateVacation, type FormErrors, type VacationForm } from './forms';
import { useSetVacationMutation } from './specialist-endpoints';
import { CallError, invalidProps, useFieldError } from './ui';

/**
 * The vacation: while away the expert is not offered by matching and no schedule may fall inside it.
 * Shows the current or next one with the way to end it, and the form to set one (dates inclusive).
 * A change refreshes the calendar, the profile and the dashboard.
 */
export function VacationCard({ vacation }: { vacation: TVacation | null }) {
  const { t, i18n } = useTranslation('specialist');
  const fieldError = useFieldError();
  const [form, setForm] = useState<VacationForm>({ from: '', to: '', reason: '' });
  const [errors, setErrors] = useState<FormErrors>({});
  const [setVacation, { isLoading: busy, error: failure }] = useSetVacationMutation();
  const lng = i18n.resolvedLanguage;

  const send = (ending: boolean) => {
    if (!ending) {
      const found = validateVacation(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setVacation(ending ? { from: null, to: null } : { from: form.from, to: form.to, reason: form.reason.trim() || null })
      .unwrap()
      .then(() => {
        notify.success(t(ending ? 'vacation.ended' : 'vacation.saved'));
        if (!ending) setForm({ from: '', to: '', reason: '' });
      })
      .catch(() => undefined); // said in the card
  };

  return (
    <article className="card vacation-card" data-testid="vacation-card">
      <h2>{t('vacation.title')}</h2>
      {vacation ? (
        <div className="alert alert-info" data-testid="vacation-current">
          <p>
            {t('vacation.current', { from: day(vacation.from, lng), to: day(vacation.to, lng) })}
            {vacation.reason && (
              <>
                {' '}
                · <UserText>{vacation.reason}</UserText>
              </>
            )}
          </p>
          <ConfirmButton
            className="btn btn-secondary btn-small"
            label={t('vacation.end')}
            disabled={busy}
            testId="end-vacation"
            confirm={{
              title: t('confirm.endVacationTitle'),
              message: t('confirm.endVacationText', { from: day(vacation.from, lng), to: day(vacation.to, lng) }),
              confirmLabel: t('confirm.endVacationYes'),
              cancelLabel: t('confirm.keep'),
            }}
            onConfirm={() => send(true)}
          />
        </div>
      ) : (
        <p className="muted" data-testid="vacation-none">
          {t('vacation.none')}
        </p>
      )}
      <form
        className="form"
        onSubmit={(e) => {
          e.preventDefault();
          send(false);
        }}
        noValidate
        data-testid="vacation-form"
      >
        <div className="field-pair">
          <Field name="vacationFrom" label={t('vacation.from')} error={fieldError(errors, 'from')} required>
            <input
              id="f-vacationFrom"
              type="date"
              value={form.from}
              onChange={(e) => setForm((f) => ({ ...f, from: e.target.value }))}
              {...(errors.from ? { 'aria-invalid': true, 'aria-describedby': 'f-vacationFrom-error' } : {})}
            />
          </Field>
          <Field name="vacationTo" label={t('vacation.to')} error={fieldError(errors, 'to')} required>
            <input
              id="f-vacationTo"
              type="date"
              min={form.from || undefined}
              value={form.to}
              onChange={(e) => setForm((f) => ({ ...f, to: e.target.value }))}
              {...(errors.to ? { 'aria-invalid': true, 'aria-describedby': 'f-vacationTo-error' } : {})}
            />
          </Field>
        </div>
        <Field name="reason" label={t('vacation.reason')} error={fieldError(errors, 'reason')}>
          <input
            id="f-reason"
            maxLength={200}
            value={form.reason}
            onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))}
            {...invalidProps(errors, 'reason')}
          />
        </Field>
        {failure && <CallError error={failure} fallbackKey="vacation.failed" conflictKey="vacation.conflict" testId="vacation-error" />}
        <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-vacation">
          {vacation ? t('vacation.replace') : t('vacation.set')}
        </button>
      </form>
    </article>
  );
}
