import { paths } from '@srm/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { clearSession, subscribeToSession } from '../../api/session';
import { hasSession } from '../../api/stored-user';

// A protected page needs both a stored user and a stored token; with either
// missing, what is left is cleared and the visitor logs in. The guard follows the
// session as it changes (a logout here or in another tab, Back to a page the
// browser kept), so no page stays on screen once it has ended.
export function RequireSession() {
  const signedIn = useSyncExternalStore(subscribeToSession, hasSession);
  const queryClient = useQueryClient();
  const location = useLocation();
  useEffect(() => {
    if (signedIn) return;
    clearSession();
    // What the ended session fetched is shown to nobody: not by Back, not to the next person to log in.
    queryClient.clear();
  }, [signedIn, queryClient]);
  // A <Navigate> navigates once, when it mounts. If the visitor moves on before the login page has
  // loaded (a link, Back), that navigation is overtaken and the guard stays mounted; keyed by the
  // location, it starts again for every page the ended session reaches.
  return signedIn ? <Outlet /> : <Navigate key={location.key} to={paths.login} replace />;
}
