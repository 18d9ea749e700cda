import { paths } from '@srm/contract';
import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router';
import { clearSession, getAccessToken, getStoredUser } from '../../api/session';

// A protected page needs both a stored user and a stored
// token; with either missing, what is left is cleared and the visitor logs in.
export function RequireSession() {
  const signedIn = getAccessToken() !== null && getStoredUser() !== null;
  useEffect(() => {
    if (!signedIn) clearSession();
  }, [signedIn]);
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}
