import { Navigate } from 'react-router-dom';
import { dashboardPathFor } from '../features/auth/redirects';
import { useAppSelector } from '../store/hooks';

/** /dashboard: by role (spec 000 §6); no user goes to /login. */
export function DashboardRedirect() {
  const user = useAppSelector((s) => s.auth.user);
  const token = useAppSelector((s) => s.auth.token);
  return <Navigate to={dashboardPathFor(token ? user : null)} replace />;
}
