import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { VisaNav } from './VisaNav';
import { bookmarkToggled, bookmarksRequested } from './visa-slice';

export default function BookmarksPage() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const bookmarks = useAppSelector((s) => s.visa.bookmarks);
  const lng = i18n.resolvedLanguage ?? 'ko';
  useEffect(() => {
    dispatch(bookmarksRequested());
  }, [dispatch]);
  return (
    <section className="page" data-testid="visa-bookmarks">
      <h1>{t('visa.bookmarks.title')}</h1>
      <VisaNav />
      {bookmarks.status === 'loading' && <p role="status">{t('common.loading')}</p>}
      {bookmarks.status === 'error' && <p className="empty-state">{t('common.serviceNotAvailable')}</p>}
      {bookmarks.status === 'ready' && bookmarks.items.length === 0 && <p className="empty-state">{t('visa.bookmarks.empty')}</p>}
      <ul className="plain-list">
        {bookmarks.items.map((a) => (
          <li key={a.assessmentId}>
            <Link to={`/visa/result/${encodeURIComponent(a.assessmentId)}`}>{a.visaType} · {a.score} · {new Date(a.evaluatedAt).toLocaleDateString(lng)}</Link>{' '}
            <button type="button" className="btn btn-ghost btn-small" onClick={() => dispatch(bookmarkToggled({ assessmentId: a.assessmentId, bookmarked: false }))}>
              {t('visa.result.removeBookmark')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
