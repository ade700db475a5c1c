import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { interfaceLanguage } from './text';
import { VisaNav } from './VisaNav';
import { useBookmarksQuery, useSetBookmarkMutation } from './visa-endpoints';

export default function BookmarksPage() {
  const { t, i18n } = useTranslation('visa');
  const bookmarks = useBookmarksQuery();
  const [setBookmark] = useSetBookmarkMutation();
  const lng = interfaceLanguage(i18n);
  const items = bookmarks.isError ? [] : (bookmarks.data ?? []);
  return (
    <section className="page" data-testid="visa-bookmarks">
      <h1>{t('visa.bookmarks.title')}</h1>
      <VisaNav />
      {bookmarks.isLoading && <p role="status">{t('common.loading')}</p>}
      {bookmarks.isError && <p className="empty-state">{t('common.serviceNotAvailable')}</p>}
      {bookmarks.isSuccess && items.length === 0 && <p className="empty-state">{t('visa.bookmarks.empty')}</p>}
      <ul className="card-list" data-testid="bookmark-list">
        {items.map((b) => (
          <li key={b.assessmentId} className="card row-between">
            <Link to={`/visa/result/${encodeURIComponent(b.assessmentId)}`}>
              <strong>{b.visaSubtype ?? b.visaType}</strong> · {b.eligible ? t('visa.result.eligible') : t('visa.result.ineligible')} ·{' '}
              {t('visa.result.scoreOf', { score: b.score })} · {new Date(b.evaluatedAt).toLocaleDateString(lng)}
            </Link>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => void setBookmark({ assessmentId: b.assessmentId, bookmarked: false })}>
              {t('visa.result.removeBookmark')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
