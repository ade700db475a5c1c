import { useTranslation } from 'react-i18next';

/** Previous / next through the pages of a list, with where the reader is. Nothing when one page holds it all. */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('tovspark');
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={t('list.pages')}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.prev')}
      </button>
      <span>{t('list.page', { page, pages })}</span>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('list.next')}
      </button>
    </nav>
  );
}
