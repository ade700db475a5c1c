import type { TSchedule, TScheduleInput } from '@tov/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureOf } from '../../api/error-text';
import { notify } from '../../app/notify';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Field } from '../../components/Field';
import { dateTime } from './format';
import { useDeleteScheduleMutation, useSaveScheduleMutation, useServicesQuery } from './specialist-endpoints';
import { validateSchedule, type FormErrors, type ScheduleForm } from './forms';
import { CallError, invalidProps, useFieldError } from './ui';
import { browserTimeZone, dateKey, localMoment, timeOf } from './week';

const MODES = ['online', 'offline', 'phone'] as const;
type Mode = (typeof MODES)[number];

interface Form extends ScheduleForm {
  mode: Mode;
  serviceId: string;
  note: string;
}

function initialForm(schedule: TSchedule | null, day: string | null): Form {
  if (schedule) {
    return {
      title: schedule.title,
      date: dateKey(new Date(schedule.startsAt)),
      start: timeOf(schedule.startsAt),
      end: timeOf(schedule.endsAt),
      mode: schedule.mode,
      serviceId: schedule.serviceId ?? '',
      note: schedule.note ?? '',
    };
  }
  return { title: '', date: day ?? dateKey(new Date()), start: '10:00', end: '11:00', mode: 'online', serviceId: '', note: '' };
}

/**
 * Creates or edits a consultation (in the browser's time zone). An overlapping one, or one inside the
 * vacation, answers 409: said in the dialog, with what was typed kept. Saving or deleting refreshes the calendar.
 */
export function ScheduleEditor({
  schedule,
  day,
  onClose,
  onSaved,
}: {
  schedule: TSchedule | null;
  day: string | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation('specialist');
  const fieldError = useFieldError();
  const [form, setForm] = useState<Form>(() => initialForm(schedule, day));
  const [errors, setErrors] = useState<FormErrors>({});
  const [saveSchedule, saving] = useSaveScheduleMutation();
  const [deleteSchedule, deleting] = useDeleteScheduleMutation();
  const [lastCall, setLastCall] = useState<'save' | 'delete'>('save');
  const failure = failureOf(lastCall === 'save' ? saving.error : deleting.error);
  const busy = saving.isLoading || deleting.isLoading;
  const [confirmDelete, setConfirmDelete] = useState(false);
  const services = useServicesQuery({ limit: 100 });
  const first = useRef<HTMLInputElement>(null);
  const change = (patch: Partial<Form>) => setForm((f) => ({ ...f, ...patch }));

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    first.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const save = () => {
    const found = validateSchedule(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body: TScheduleInput = {
      title: form.title.trim(),
      startsAt: localMoment(form.date, form.start)!,
      endsAt: localMoment(form.date, form.end)!,
      timeZone: browserTimeZone(),
      mode: form.mode,
      serviceId: form.serviceId || null,
      note: form.note.trim() || null,
    };
    setLastCall('save');
    saveSchedule({ scheduleId: schedule?.scheduleId ?? null, body })
      .unwrap()
      .then(() => {
        notify.success(t(schedule ? 'schedules.updated' : 'schedules.created'));
        onSaved();
      })
      .catch(() => undefined); // said in the dialog
  };

  const remove = () => {
    if (!schedule) return;
    setConfirmDelete(false);
    setLastCall('delete');
    deleteSchedule(schedule.scheduleId)
      .unwrap()
      .then(() => {
        notify.success(t('schedules.deleted'));
        onSaved();
      })
      .catch(() => undefined); // said in the dialog
  };

  const serviceChoices = services.data?.items ?? [];
  return (
    <div className="modal-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal card" role="dialog" aria-modal="true" aria-labelledby="schedule-editor-title" data-testid="schedule-editor">
        <h2 id="schedule-editor-title">{schedule ? t('schedules.edit') : t('schedules.new')}</h2>
        <form
          className="form"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
          noValidate
        >
          <Field name="title" label={t('schedules.titleLabel')} error={fieldError(errors, 'title')} required>
            <input
              id="f-title"
              ref={first}
              maxLength={200}
              value={form.title}
              onChange={(e) => change({ title: e.target.value })}
              {...invalidProps(errors, 'title')}
            />
          </Field>
          <Field name="date" label={t('schedules.date')} error={fieldError(errors, 'date')} required>
            <input id="f-date" type="date" value={form.date} onChange={(e) => change({ date: e.target.value })} {...invalidProps(errors, 'date')} />
          </Field>
          <div className="field-pair">
            <Field name="start" label={t('schedules.start')} error={fieldError(errors, 'start')} required>
              <input
                id="f-start"
                type="time"
                step={300}
                value={form.start}
                onChange={(e) => change({ start: e.target.value })}
                {...invalidProps(errors, 'start')}
              />
            </Field>
            <Field name="end" label={t('schedules.end')} error={fieldError(errors, 'end')} required>
              <input id="f-end" type="time" step={300} value={form.end} onChange={(e) => change({ end: e.target.value })} {...invalidProps(errors, 'end')} />
            </Field>
          </div>
          <p className="hint">{t('schedules.timeZone', { zone: browserTimeZone() })}</p>
          <Field name="mode" label={t('schedules.mode')}>
            <select id="f-mode" value={form.mode} onChange={(e) => change({ mode: e.target.value as Mode })}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`modes.${m}`)}
                </option>
              ))}
            </select>
          </Field>
          {serviceChoices.length > 0 && (
            <Field name="serviceId" label={t('schedules.client')}>
              <select id="f-serviceId" value={form.serviceId} onChange={(e) => change({ serviceId: e.target.value })}>
                <option value="">{t('schedules.noClient')}</option>
                {serviceChoices.map((s) => (
                  <option key={s.serviceId} value={s.serviceId} lang="">
                    {s.clientName} · {s.visaType}
                  </option>
                ))}
              </select>
            </Field>
          )}
          <Field name="note" label={t('schedules.note')}>
            <textarea id="f-note" rows={2} maxLength={1000} value={form.note} onChange={(e) => change({ note: e.target.value })} />
          </Field>
          {failure && (
            <CallError
              error={failure}
              fallbackKey="schedules.failed"
              conflictKey="schedules.conflict"
              testId={failure.status === 409 ? 'schedule-conflict' : 'schedule-error'}
            />
          )}
          <div className="row-actions">
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="save-schedule">
              {busy ? t('common.saving') : t('common.save')}
            </button>
            {schedule && (
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => setConfirmDelete(true)}
                aria-haspopup="dialog"
                data-testid="delete-schedule"
              >
                {t('schedules.delete')}
              </button>
            )}
            <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="close-editor">
              {t('common.close')}
            </button>
          </div>
        </form>
        {schedule && (
          <ConfirmDialog
            open={confirmDelete}
            title={t('confirm.deleteScheduleTitle')}
            message={t('confirm.deleteScheduleText', { title: schedule.title, when: dateTime(schedule.startsAt, i18n.resolvedLanguage) })}
            confirmLabel={t('confirm.deleteScheduleYes')}
            cancelLabel={t('confirm.keep')}
            busy={busy}
            onConfirm={remove}
            onCancel={() => setConfirmDelete(false)}
          />
        )}
      </div>
    </div>
  );
}
