import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { dashboardPathFor, hasAnyRole } from '../features/auth/redirects';
import { selectIsAuthenticated, setReturnPath } from '../features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** A signed-in user without the page's role: told whose page it is, with the way to their own (no call is made). */
function RoleRequired({ roles }: { roles: readonly string[] }) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.auth.user);
  return (
    <section className="page" data-testid="role-required">
      <h1>{t('common.roleRequired.title', { roles: roles.map((r) => t(`roles.${r}`)).join(' · ') })}</h1>
      <p>{t('common.roleRequired.body')}</p>
      <Link className="btn btn-primary" to={dashboardPathFor(user)}>
        {t('common.roleRequired.toMine')}
      </Link>
    </section>
  );
}

/**
 * Unauthenticated users go to /login with the requested page remembered (state.from and the stored
 * returnPath); with `roles`, a signed-in user needs one of them (admin pages: admin or super_admin).
 */
export function ProtectedRoute({ children, roles }: { children: ReactNode; roles?: readonly string[] }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const user = useAppSelector((s) => s.auth.user);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const requested = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!authenticated) dispatch(setReturnPath(requested));
  }, [authenticated, dispatch, requested]);
  if (!authenticated) return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  if (roles && !hasAnyRole(user, roles)) return <RoleRequired roles={roles} />;
  return <>{children}</>;
}
