import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';

export function VisaNav() {
  const { t } = useTranslation('visa');
  return (
    <nav className="link-row" aria-label={t('visa.title')}>
      <NavLink to="/visa/step1" className="btn btn-ghost btn-small">
        {t('visa.nav.new')}
      </NavLink>
      <NavLink to="/visa/history" className="btn btn-ghost btn-small">
        {t('visa.nav.history')}
      </NavLink>
      <NavLink to="/visa/compare" className="btn btn-ghost btn-small">
        {t('visa.nav.compare')}
      </NavLink>
      <NavLink to="/visa/bookmarks" className="btn btn-ghost btn-small">
        {t('visa.nav.bookmarks')}
      </NavLink>
      <NavLink to="/visa/services" className="btn btn-ghost btn-small" data-testid="nav-services">
        {t('visa.nav.services')}
      </NavLink>
    </nav>
  );
}
