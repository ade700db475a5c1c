import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { dashboardPathFor } from '../features/auth/redirects';
import { selectIsAuthenticated } from '../features/auth/auth-slice';
import { useAppSelector } from '../store/hooks';
import { TRACKS } from './tracks';

/**
 * Landing hero (spec 000 §2): start (register) and login for a visitor; a signed-in user is offered
 * their own dashboard (by role) and the visa assessment instead (issue 24 item 15). The session and
 * the words are already in the entry chunk, so this costs the first page almost nothing.
 */
export default function LandingPage() {
  const { t } = useTranslation();
  const authenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector((s) => s.auth.user);
  return (
    <div className="page landing">
      <section className="hero">
        <h1>{t('landing.title')}</h1>
        <p className="lead">{t('landing.subtitle')}</p>
        <div className="link-row">
          {authenticated && user ? (
            <>
              <Link to={dashboardPathFor(user)} className="btn btn-primary btn-large" data-testid="hero-dashboard">
                {t('common.roleRequired.toMine')}
              </Link>
              <Link to="/visa/step1" className="btn btn-secondary btn-large" data-testid="hero-visa">
                {t('landing.startVisa')}
              </Link>
            </>
          ) : (
            <>
              <Link to="/register" className="btn btn-primary btn-large" data-testid="hero-start">
                {t('landing.start')}
              </Link>
              <Link to="/login" className="btn btn-secondary btn-large" data-testid="hero-login">
                {t('landing.login')}
              </Link>
            </>
          )}
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
