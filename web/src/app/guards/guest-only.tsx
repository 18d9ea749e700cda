import { paths } from '@srm/contract';
import { Navigate, Outlet } from 'react-router';
import { getAccessToken } from '../../api/session';

// The landing and sign-in pages send a signed-in visitor home.
export function GuestOnly() {
  return getAccessToken() ? <Navigate to={paths.home} replace /> : <Outlet />;
}
