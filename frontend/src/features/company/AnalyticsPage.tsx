import { ZAnalyticsQuerySchema, type TCompanyAnalytics } from '@tov/contracts';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CallError, Loading } from '../../components/CallError';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { useAnalyticsQuery } from './company-endpoints';
import { contractErrors, useContractText } from './forms';
import type { ChartPoint } from './CompanyCharts';
import { useNationalityName, useVisaName } from './use-names';

const CountChart = lazy(() => import('./CompanyCharts'));

/** One figure: its chart (decoration for assistive technology) and the same numbers as a table. */
function Figure({ id, title, data, head, rows }: { id: string; title: string; data: ChartPoint[]; head: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation('company');
  return (
    <article className="card" aria-labelledby={`fig-${id}`} data-testid={`figure-${id}`}>
      <h2 id={`fig-${id}`}>{title}</h2>
      {rows.length === 0 ? (
        <p className="muted">{t('analytics.none')}</p>
      ) : (
        <>
          <Suspense fallback={<Loading ns="company" />}>
            <CountChart data={data} testId={`chart-${id}`} />
          </Suspense>
          <div className="table-wrap" role="region" aria-label={t('analytics.tableOf', { title })} tabIndex={0}>
            <table data-testid={`table-${id}`}>
              <thead>
                <tr>
                  {head.map((h) => (
                    <th key={h} scope="col">
                      {h}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map(([first, ...rest], i) => (
                  <tr key={i}>
                    <th scope="row">{first}</th>
                    {rest.map((cell, j) => (
                      <td key={j}>{cell}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </article>
  );
}

const days = (v: number | null) => (v === null ? '—' : v);

/**
 * The company's analytics (issue 21 §2): the hiring funnel, time in each stage, where candidates
 * came from, the employees by visa type and nationality, and visa expiries by month; each chart
 * with its numbers as a table. The period (Asia/Seoul dates) bounds the hiring figures.
 */
export default function AnalyticsPage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const nationalityName = useNationalityName();
  const text = useContractText();
  const [params, set] = useUrlFilters();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const parsed = ZAnalyticsQuerySchema.safeParse({ from: from || undefined, to: to || undefined });
  const errors = contractErrors(parsed);
  const query = parsed.success ? parsed.data : {};
  const analytics = useAnalyticsQuery(query);
  const a: TCompanyAnalytics | undefined = analytics.isError ? undefined : analytics.data;
  const month = (m: string) =>
    new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${m}-01T00:00:00Z`));
  const stage = (s: string) => t(`hiringStage.${s}`);

  return (
    <section data-testid="analytics-page">
      <h1>{t('analytics.title')}</h1>
      <p className="lead">{t('analytics.intro')}</p>
      <form className="filters" role="search" aria-label={t('analytics.period')} onSubmit={(e) => e.preventDefault()}>
        <label className="field">
          <span>{t('analytics.from')}</span>
          <input type="date" value={from} max={to || undefined} onChange={(e) => set({ from: e.target.value })} data-testid="period-from" />
        </label>
        <label className="field">
          <span>{t('analytics.to')}</span>
          <input
            type="date"
            value={to}
            min={from || undefined}
            onChange={(e) => set({ to: e.target.value })}
            aria-invalid={errors.to ? true : undefined}
            aria-describedby={errors.to ? 'period-error' : undefined}
            data-testid="period-to"
          />
        </label>
        {(from || to) && (
          <button type="button" className="btn btn-secondary btn-small" onClick={() => set({ from: '', to: '' })} data-testid="period-clear">
            {t('analytics.allTime')}
          </button>
        )}
      </form>
      {errors.to && (
        <p className="field-error" id="period-error" role="alert" data-testid="period-error">
          {text(errors.to)}
        </p>
      )}
      {analytics.isLoading && <Loading ns="company" />}
      {analytics.isError && <CallError ns="company" error={analytics.error} fallbackKey="analytics.failed" />}
      {a && (
        <div className="analytics-grid">
          <Figure
            id="funnel"
            title={t('analytics.funnel')}
            data={a.funnel.map((f) => ({ label: stage(f.stage), value: f.candidates }))}
            head={[t('analytics.stage'), t('analytics.candidates')]}
            rows={a.funnel.map((f) => [stage(f.stage), f.candidates])}
          />
          <Figure
            id="timeInStage"
            title={t('analytics.timeInStage')}
            data={a.timeInStage.map((d) => ({ label: stage(d.stage), value: d.medianDays ?? 0 }))}
            head={[t('analytics.stage'), t('analytics.median'), t('analytics.mean'), t('analytics.samples')]}
            rows={a.timeInStage.map((d) => [stage(d.stage), days(d.medianDays), days(d.meanDays), d.samples])}
          />
          <p className="muted" data-testid="time-to-hire">
            {a.timeToHire.medianDays === null
              ? t('analytics.noHires')
              : t('analytics.timeToHire', { median: a.timeToHire.medianDays, count: a.timeToHire.samples })}
          </p>
          <Figure
            id="sources"
            title={t('analytics.sources')}
            data={a.sources.map((s) => ({ label: t(`analytics.source.${s.source}`), value: s.candidates }))}
            head={[t('analytics.sourceCol'), t('analytics.candidates'), t('analytics.hired')]}
            rows={a.sources.map((s) => [t(`analytics.source.${s.source}`), s.candidates, s.hired])}
          />
          <Figure
            id="byVisaType"
            title={t('analytics.byVisaType', { count: a.employees.total })}
            data={a.employees.byVisaType.map((v) => ({ label: v.visaType, value: v.count }))}
            head={[t('fields.visaType'), t('analytics.employees')]}
            rows={a.employees.byVisaType.map((v) => [visaName(v.visaType), v.count])}
          />
          <Figure
            id="byNationality"
            title={t('analytics.byNationality')}
            data={a.employees.byNationality.map((n) => ({ label: n.nationality, value: n.count }))}
            head={[t('fields.nationality'), t('analytics.employees')]}
            rows={a.employees.byNationality.map((n) => [nationalityName(n.nationality), n.count])}
          />
          <Figure
            id="expiries"
            title={t('analytics.expiries')}
            data={a.visaExpiriesByMonth.map((m) => ({ label: m.month.slice(5), value: m.count }))}
            head={[t('analytics.month'), t('analytics.visas')]}
            rows={a.visaExpiriesByMonth.map((m) => [month(m.month), m.count])}
          />
        </div>
      )}
    </section>
  );
}
