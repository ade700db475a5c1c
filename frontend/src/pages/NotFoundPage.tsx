import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

/** Any other path (spec 000 §2): "404 - page not found" and a line saying the page does not exist. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="page not-found" data-testid="not-found">
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.description')}</p>
      <Link to="/" className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
