import { COMPANY_VISA_TYPES, REGULATION_LANGUAGES } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { CallError, Loading } from '../../components/CallError';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { LANGUAGE_OPTIONS, baseLanguage } from '../../i18n/languages';
import { day } from '../specialist/format';
import { useRegulationsQuery } from './company-endpoints';
import { isOneOf, SearchFilter, VisaTypeFilter } from './filters';
import { useVisaName } from './use-names';

/**
 * The rules an employer of foreigners follows (issue 21 §2), by visa type, in one of the four
 * languages (the interface's unless chosen), searched by words; each with its deadline and source.
 */
export default function RegulationsPage() {
  const { t, i18n } = useTranslation('company');
  const visaName = useVisaName();
  const [params, set] = useUrlFilters();
  const lng = i18n.resolvedLanguage;
  const visaType = params.get('visaType');
  const language = params.get('language');
  const search = params.get('search')?.trim() || undefined;
  const query = {
    visaType: isOneOf(COMPANY_VISA_TYPES, visaType) ? visaType : undefined,
    language: isOneOf(REGULATION_LANGUAGES, language) ? language : baseLanguage(lng),
    search,
  };
  const list = useRegulationsQuery(query);
  const data = list.isError ? undefined : list.data;

  return (
    <section data-testid="regulations-page">
      <h1>{t('regulations.title')}</h1>
      <p className="lead">{t('regulations.intro')}</p>
      <form className="filters" role="search" aria-label={t('regulations.filters')} onSubmit={(e) => e.preventDefault()}>
        <SearchFilter label={t('regulations.search')} value={search} onSearch={(words) => set({ search: words })} />
        <VisaTypeFilter value={query.visaType} onChange={(visaType) => set({ visaType })} />
        <label className="field">
          <span>{t('regulations.language')}</span>
          <select value={query.language} onChange={(e) => set({ language: e.target.value })} data-testid="filter-language">
            {REGULATION_LANGUAGES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LANGUAGE_OPTIONS.find((o) => o.code === l)?.nativeName ?? l}
              </option>
            ))}
          </select>
        </label>
      </form>
      {list.isLoading && <Loading ns="company" />}
      {list.isError && <CallError ns="company" error={list.error} fallbackKey="regulations.failed" />}
      {data && data.items.length === 0 && (
        <p className="empty-state" data-testid="regulations-empty">
          {t('regulations.none')}
        </p>
      )}
      {data && data.items.length > 0 && (
        <>
          <p className="muted" data-testid="regulations-total">
            {t('list.total', { count: data.total })}
          </p>
          <ul className="card-list" data-testid="regulation-list">
            {data.items.map((r) => (
              <li key={r.id} className="card regulation" data-testid="regulation">
                <h2 lang={r.language}>{r.title}</h2>
                <ul className="chips" aria-label={t('regulations.appliesTo')}>
                  {r.visaTypes.length === 0 ? (
                    <li className="chip">{t('regulations.allEmployers')}</li>
                  ) : (
                    r.visaTypes.map((v) => (
                      <li key={v} className="chip">
                        {visaName(v)}
                      </li>
                    ))
                  )}
                  {r.deadlineDays !== null && <li className="chip chip-deadline">{t('regulations.deadline', { count: r.deadlineDays })}</li>}
                </ul>
                <p className="pre-line" lang={r.summaryLanguage}>
                  {r.summary}
                </p>
                <p className="muted regulation-source">
                  {t('regulations.source')}{' '}
                  {r.source.url ? (
                    // A citation as the catalogue writes it (a Korean law's name with its English gloss): of no one language.
                    <a href={r.source.url} target="_blank" rel="noreferrer" lang="">
                      {r.source.name} {r.source.reference}
                    </a>
                  ) : (
                    <span lang="">
                      {r.source.name} {r.source.reference}
                    </span>
                  )}{' '}
                  · {t('regulations.recordedOn', { date: day(r.recordedOn, lng) })}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
