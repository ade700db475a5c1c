import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { notify } from './notify';
import { logoutRequested, selectIsAuthenticated } from '../features/auth/auth-slice';
import { headerDashboardLink } from '../features/auth/redirects';
import { isSelectableLanguage } from '../i18n/languages';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { LanguageSwitcher } from './LanguageSwitcher';
import { ScrollLink } from './ScrollLink';

const NAV = [
  { to: '/', key: 'nav.home' },
  { to: '/services', key: 'nav.services' },
  { to: '/tovspark', key: 'nav.tovspark' },
  { to: '/tovplay', key: 'nav.tovplay' },
  { to: '/bridge', key: 'nav.bridge' },
] as const;

/** Header of the shared layout (spec 000 §2). */
export function Header() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAppSelector((s) => s.auth.user);
  const authenticated = useAppSelector(selectIsAuthenticated);
  const [menuOpen, setMenuOpen] = useState(false);
  const [userOpen, setUserOpen] = useState(false);
  const userRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setMenuOpen(false);
    setUserOpen(false);
  }, [location.pathname]);

  useEffect(() => {
    if (!userOpen) return undefined;
    const close = (e: MouseEvent) => {
      if (userRef.current && !userRef.current.contains(e.target as Node)) setUserOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [userOpen]);

  const logout = () => {
    setUserOpen(false);
    dispatch(logoutRequested());
    notify.info(t('auth.loggedOut'));
    navigate('/');
  };

  // The settings update loads with its chunk (the first page carries no RTK Query); it refreshes the settings and dashboards.
  const saveLanguage = (lng: string) => {
    if (authenticated && isSelectableLanguage(lng))
      void import('../features/dashboards/dashboard-endpoints')
        .then(({ dashboardEndpoints }) => dispatch(dashboardEndpoints.endpoints.updateSettings.initiate({ language: lng }, { track: false })))
        .catch(() => undefined);
  };

  return (
    <header className="site-header">
      <div className="container header-inner">
        <ScrollLink to="/" className="brand" aria-label={t('brand.home')}>
          <span className="brand-mark">TOV</span>
        </ScrollLink>
        <button
          type="button"
          className="btn btn-ghost menu-toggle"
          aria-expanded={menuOpen}
          aria-controls="main-nav"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          data-testid="menu-toggle"
          onClick={() => setMenuOpen((o) => !o)}
        >
          <span aria-hidden="true">{menuOpen ? '✕' : '☰'}</span>
        </button>
        <nav id="main-nav" className={`main-nav${menuOpen ? ' open' : ''}`} aria-label={t('nav.label')} data-testid="main-nav">
          <ul className="nav-links">
            {NAV.map((item) => (
              <li key={item.to}>
                <ScrollLink to={item.to} className={location.pathname === item.to ? 'active' : ''}>
                  {t(item.key)}
                </ScrollLink>
              </li>
            ))}
          </ul>
          <div className="nav-actions">
            <LanguageSwitcher onChanged={saveLanguage} />
            {authenticated && user ? (
              <>
                <ScrollLink to={headerDashboardLink(user)} className="btn btn-ghost" data-testid="dashboard-link">
                  {t('nav.dashboard')}
                </ScrollLink>
                <div className="user-menu" ref={userRef}>
                  <button
                    type="button"
                    className="btn btn-ghost"
                    aria-haspopup="menu"
                    aria-expanded={userOpen}
                    data-testid="user-menu"
                    onClick={() => setUserOpen((o) => !o)}
                  >
                    {user.name || t('header.user')} ▾
                  </button>
                  {userOpen && (
                    <div className="dropdown user-dropdown" role="menu">
                      <ScrollLink to="/profile" role="menuitem">
                        {t('header.myProfile')}
                      </ScrollLink>
                      <button type="button" role="menuitem" onClick={logout} data-testid="logout">
                        {t('header.logout')}
                      </button>
                    </div>
                  )}
                </div>
              </>
            ) : (
              <>
                <ScrollLink to="/login" className="btn btn-ghost" data-testid="header-login">
                  {t('header.login')}
                </ScrollLink>
                <ScrollLink to="/register" className="btn btn-primary" data-testid="header-signup">
                  {t('header.signup')}
                </ScrollLink>
              </>
            )}
          </div>
        </nav>
      </div>
    </header>
  );
}
