import { type Action, paths } from '@srm/contract';
import { Navigate, Outlet } from 'react-router';
import { useCan } from '../../lib/use-can';

// Pages some users may not open even by typing the address (docs/product.md#roles):
// they are sent to their dashboard. The server refuses them too.
export function RequirePermission({ action }: { action: Action }) {
  return useCan(action) ? <Outlet /> : <Navigate to={paths.home} replace />;
}
