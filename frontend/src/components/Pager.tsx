import { useTranslation } from 'react-i18next';

/** How many pages a list of `total` items has at `limit` a page (at least one). */
export const pageCount = (total: number, limit: number) => Math.max(1, Math.ceil(total / Math.max(1, limit)));

/** Previous / next through the pages of a list, with where the reader is. Nothing when one page holds it all. */
export function Pager({ page, pages, onPage, small = false }: { page: number; pages: number; onPage: (page: number) => void; small?: boolean }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const button = `btn btn-secondary${small ? ' btn-small' : ''}`;
  return (
    <nav className="pager" aria-label={t('common.pager.pages')}>
      <button type="button" className={button} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.pager.prev')}
      </button>
      <span>{t('common.pager.page', { page, pages })}</span>
      <button type="button" className={button} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.pager.next')}
      </button>
    </nav>
  );
}
