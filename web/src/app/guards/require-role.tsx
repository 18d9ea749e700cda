import type { PermissionType } from '@srm/contract';
import { Navigate, Outlet } from 'react-router';
import { getStoredUser } from '../../api/session';
import { paths } from '../paths';

// Pages some roles may not open even by typing the address (spec part 1 §6):
// others are sent to their dashboard. The server refuses them too.
export function RequireRole({ roles }: { roles: readonly PermissionType[] }) {
  const role = getStoredUser()?.permission_type;
  return role && roles.includes(role) ? <Outlet /> : <Navigate to={paths.home} replace />;
}
