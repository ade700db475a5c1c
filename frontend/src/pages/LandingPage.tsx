import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TRACKS } from './tracks';

/** Landing hero: start (register) and login buttons, four service-track links (spec 000 §2). */
export default function LandingPage() {
  const { t } = useTranslation();
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{t('landing.title')}</h1>
        <p className="lead">{t('landing.subtitle')}</p>
        <div className="link-row">
          <Link to="/register" className="btn btn-primary btn-large" data-testid="hero-start">
            {t('landing.start')}
          </Link>
          <Link to="/login" className="btn btn-secondary btn-large" data-testid="hero-login">
            {t('landing.login')}
          </Link>
        </div>
        <p className="muted">{t('landing.visaCount')}</p>
      </section>
      <section aria-labelledby="tracks-heading">
        <h2 id="tracks-heading">{t('landing.tracksTitle')}</h2>
        <ul className="card-grid">
          {TRACKS.map((track) => (
            <li key={track.id} className="card">
              <span className="card-icon" aria-hidden="true">
                {track.icon}
              </span>
              <h3>{t(`tracks.${track.id}.title`)}</h3>
              <p>{t(`tracks.${track.id}.summary`)}</p>
              <Link to={track.to}>{t('landing.learnMore')}</Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
