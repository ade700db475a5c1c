import type { TSchedule } from '@tov/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../components/UserText';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { ScheduleEditor } from './ScheduleEditor';
import { useSchedulesQuery } from './specialist-endpoints';
import { CallError, Loading } from './ui';
import { VacationCard } from './VacationCard';
import { addDays, byDay, dateKey, inVacation, parseDateKey, startOfWeek, timeOf, weekDays, weekRange } from './week';

type Editing = { schedule: TSchedule | null; day: string | null } | null;

/**
 * The week calendar (Monday to Sunday, in the browser's time zone; the week in the address as
 * `?week=YYYY-MM-DD`): each day's consultations, vacation days shaded, a new one from any day, an
 * existing one opened to edit or delete; the vacation form under it.
 */
export default function SchedulesPage() {
  const { t, i18n } = useTranslation('specialist');
  const [params, set] = useUrlFilters();
  const monday = startOfWeek(parseDateKey(params.get('week')) ?? new Date());
  const list = useSchedulesQuery(weekRange(monday));
  const data = list.isError ? undefined : list.data;
  const [editing, setEditing] = useState<Editing>(null);
  const lng = i18n.resolvedLanguage;
  const days = weekDays(monday);
  const today = dateKey(new Date());
  const goTo = (d: Date) => set({ week: dateKey(startOfWeek(d)) });
  const vacation = data?.vacation ?? null;
  const perDay = byDay(data?.items ?? [], days);
  const range = `${monday.toLocaleDateString(lng, { month: 'short', day: 'numeric' })} – ${addDays(monday, 6).toLocaleDateString(lng, { year: 'numeric', month: 'short', day: 'numeric' })}`;

  return (
    <section data-testid="schedules-page">
      <div className="row-between">
        <h1>{t('schedules.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ schedule: null, day: null })} data-testid="new-schedule">
          {t('schedules.new')}
        </button>
      </div>
      <div className="week-nav">
        <button type="button" className="btn btn-secondary btn-small" onClick={() => goTo(addDays(monday, -7))} data-testid="prev-week">
          {t('schedules.prevWeek')}
        </button>
        <button type="button" className="btn btn-ghost btn-small" onClick={() => goTo(new Date())} data-testid="this-week">
          {t('schedules.thisWeek')}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={() => goTo(addDays(monday, 7))} data-testid="next-week">
          {t('schedules.nextWeek')}
        </button>
        <strong className="week-range" data-testid="week-range">
          {range}
        </strong>
      </div>
      {list.isLoading && <Loading />}
      {list.isError && <CallError error={list.error} fallbackKey="schedules.loadFailed" />}
      <ol className="week-grid" aria-label={t('schedules.week')} data-testid="week-grid">
        {days.map((d) => {
          const key = dateKey(d);
          const away = inVacation(key, vacation);
          const items = perDay.get(key) ?? [];
          return (
            <li
              key={key}
              className={`week-day${away ? ' vacation-day' : ''}${key === today ? ' today' : ''}`}
              data-testid={`day-${key}`}
              data-vacation={away ? 'true' : undefined}
            >
              <div className="day-head">
                <span className="day-name">{d.toLocaleDateString(lng, { weekday: 'short' })}</span>
                <span className="day-date">{d.toLocaleDateString(lng, { month: 'numeric', day: 'numeric' })}</span>
                {away && <span className="chip chip-vacation">{t('schedules.onVacation')}</span>}
              </div>
              <ul className="day-items">
                {items.map((s) => (
                  <li key={s.scheduleId}>
                    <button
                      type="button"
                      className={`schedule-item mode-${s.mode}`}
                      onClick={() => setEditing({ schedule: s, day: key })}
                      data-testid="schedule-item"
                    >
                      <span className="schedule-time">
                        {timeOf(s.startsAt)}–{timeOf(s.endsAt)}
                      </span>
                      <UserText className="schedule-title">{s.title}</UserText>
                      {s.clientName && <UserText className="muted schedule-client">{s.clientName}</UserText>}
                      <span className="muted schedule-mode">{t(`modes.${s.mode}`)}</span>
                    </button>
                  </li>
                ))}
              </ul>
              {!away && (
                <button
                  type="button"
                  className="btn btn-ghost btn-small add-on-day"
                  onClick={() => setEditing({ schedule: null, day: key })}
                  aria-label={t('schedules.addOn', { day: d.toLocaleDateString(lng, { month: 'long', day: 'numeric', weekday: 'long' }) })}
                >
                  + {t('schedules.add')}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {data && data.items.length === 0 && (
        <p className="muted" data-testid="week-empty">
          {t('schedules.emptyWeek')}
        </p>
      )}
      <VacationCard vacation={vacation} />
      {editing && (
        <ScheduleEditor
          key={editing.schedule?.scheduleId ?? `new-${editing.day ?? ''}`}
          schedule={editing.schedule}
          day={editing.day}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </section>
  );
}
