import { paths } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet } from 'react-router';
import { clearSession, hasSession, subscribeToSession } from '../../api/session';

// A protected page needs both a stored user and a stored token; with either
// missing, what is left is cleared and the visitor logs in. The guard follows the
// session as it changes (a logout here or in another tab, Back to a page the
// browser kept), so no page stays on screen once it has ended.
export function RequireSession() {
  const signedIn = useSyncExternalStore(subscribeToSession, hasSession);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (signedIn) return;
    clearSession();
    // What the ended session fetched is shown to nobody: not by Back, not to the next person to log in.
    queryClient.clear();
  }, [signedIn, queryClient]);
  return signedIn ? <Outlet /> : <Navigate to={paths.login} replace />;
}
