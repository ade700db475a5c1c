import { CHALLENGE_CATEGORIES, TEMPLATE_LANGUAGES, TEMPLATE_SORTS, type TChallengeCategory, type TTemplateLanguage, type TTemplateSort } from '@tov/contracts';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { Pager, pageCount } from '../../components/Pager';
import { useUrlFilters } from '../../hooks/use-url-filters';
import { TemplateCard } from './TemplateCard';
import { useTemplateCategoriesQuery, useTemplateGalleryQuery, useTemplatesQuery } from './tovspark-endpoints';
import './templates.css';

const PAGE_SIZE = 24;
const pick = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The templates' language shown first: Korean for a Korean interface, English otherwise (templates are written in ko or en). */
export function defaultTemplateLanguage(uiLanguage: string): TTemplateLanguage {
  return uiLanguage.startsWith('ko') ? 'ko' : 'en';
}

/**
 * /tovspark/templates: the curated gallery's featured templates, then every template the caller may
 * see, by category (chips with counts), language and sort, kept in the address.
 */
export default function TemplatesPage() {
  const { t, i18n } = useTranslation('tovspark');
  const [params, set] = useUrlFilters();
  const languageParam = params.get('language');
  const language: TTemplateLanguage | undefined =
    languageParam === 'all' ? undefined : (pick(TEMPLATE_LANGUAGES, languageParam) ?? defaultTemplateLanguage(i18n.language));
  const category = pick<TChallengeCategory>(CHALLENGE_CATEGORIES, params.get('category'));
  const sort = pick<TTemplateSort>(TEMPLATE_SORTS, params.get('sort')) ?? 'popular';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const counts = useTemplateCategoriesQuery(language).data;
  // The featured templates head the first page of all categories only.
  const gallery = useTemplateGalleryQuery(language, { skip: Boolean(category) || page > 1 });
  const list = useTemplatesQuery({ category, language, sort, page, limit: PAGE_SIZE });
  const data = list.isError ? undefined : list.data;

  const countOf = (c: TChallengeCategory) => counts?.categories.find((x) => x.category === c)?.count;
  const pages = data ? pageCount(data.total, data.limit) : 1;
  const featured = (!category && page <= 1 && gallery.data?.featured) || [];

  return (
    <section className="templates-page" data-testid="templates-page">
      <h1>{t('templates.title')}</h1>
      <p className="lead">{t('templates.lead')}</p>
      <div className="filters template-filters">
        <label className="field">
          <span>{t('templates.languageLabel')}</span>
          <select value={language ?? 'all'} onChange={(e) => set({ language: e.target.value })} data-testid="template-language">
            <option value="all">{t('templates.allLanguages')}</option>
            {TEMPLATE_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`templates.language.${l}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>{t('list.sortLabel')}</span>
          <select value={sort} onChange={(e) => set({ sort: e.target.value })} data-testid="template-sort">
            {TEMPLATE_SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`templates.sort.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="category-chips" role="group" aria-label={t('list.filter.category')}>
        <button type="button" className="chip-button" aria-pressed={!category} onClick={() => set({ category: '' })} data-testid="category-all">
          {t('list.all')}
          {counts && <span className="chip-count">{counts.total}</span>}
        </button>
        {CHALLENGE_CATEGORIES.map((c) => (
          <button
            key={c}
            type="button"
            className="chip-button"
            aria-pressed={category === c}
            onClick={() => set({ category: category === c ? '' : c })}
            data-testid={`category-${c}`}
          >
            {t(`category.${c}`)}
            {countOf(c) !== undefined && <span className="chip-count">{countOf(c)}</span>}
          </button>
        ))}
      </div>

      {featured.length > 0 && (
        <section aria-labelledby="featured-templates" data-testid="featured-templates">
          <h2 id="featured-templates">{t('templates.featured')}</h2>
          <ul className="card-grid template-grid">
            {featured.map((tpl) => (
              <TemplateCard key={tpl.id} template={tpl} />
            ))}
          </ul>
        </section>
      )}

      <section aria-labelledby="all-templates">
        <h2 id="all-templates">{category ? t(`category.${category}`) : t('templates.all')}</h2>
        {list.isLoading && <p role="status">{t('common.loading')}</p>}
        {list.isError && (
          <div className="alert alert-error" role="alert">
            {errorText(i18n, list.error ?? {}, 'tovspark:templates.failed')}
          </div>
        )}
        {data && data.items.length === 0 && <p className="empty-state">{t('templates.empty')}</p>}
        {data && data.items.length > 0 && (
          <>
            <p className="muted" data-testid="template-total">
              {t('templates.total', { count: data.total })}
            </p>
            <ul className="card-grid template-grid" data-testid="template-list">
              {data.items.map((tpl) => (
                <TemplateCard key={tpl.id} template={tpl} />
              ))}
            </ul>
            <Pager page={page} pages={pages} onPage={(p) => set({ page: String(p) })} />
          </>
        )}
      </section>
    </section>
  );
}
