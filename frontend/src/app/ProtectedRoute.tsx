import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAuthenticated, setReturnPath } from '../features/auth/auth-slice';
import { useAppDispatch, useAppSelector } from '../store/hooks';

/** Unauthenticated users go to /login with the requested page remembered (state.from and the stored returnPath). */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const authenticated = useAppSelector(selectIsAuthenticated);
  const location = useLocation();
  const dispatch = useAppDispatch();
  const requested = `${location.pathname}${location.search}`;
  useEffect(() => {
    if (!authenticated) dispatch(setReturnPath(requested));
  }, [authenticated, dispatch, requested]);
  if (!authenticated) return <Navigate to="/login" replace state={{ from: { pathname: location.pathname, search: location.search } }} />;
  return <>{children}</>;
}
