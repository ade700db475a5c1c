import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRACKS } from './tracks';

/** Heading and four track cards, each with image, title, bullet list and details link (spec 000 §2). */
export default function ServicesPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <h1>{t('services.title')}</h1>
      <p className="lead">{t('services.subtitle')}</p>
      <ul className="card-grid">
        {TRACKS.map((track) => {
          const bullets = t(`tracks.${track.id}.bullets`, { returnObjects: true }) as unknown;
          return (
            <li key={track.id} className="card track-card" data-testid={`track-${track.id}`}>
              <div className="track-image" role="img" aria-label={t(`tracks.${track.id}.title`)} style={{ background: track.image }}>
                <span aria-hidden="true">{track.icon}</span>
              </div>
              <h2>{t(`tracks.${track.id}.title`)}</h2>
              <ul className="check-list">{Array.isArray(bullets) && bullets.map((b) => <li key={String(b)}>{String(b)}</li>)}</ul>
              <Link to={track.to} className="btn btn-secondary">
                {t('services.details')}
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
