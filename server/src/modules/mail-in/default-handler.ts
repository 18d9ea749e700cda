import type { Database } from '../../db/client.js';
import { findMailSettings, isMemberOf, leastBusyMemberOf } from './mail-in.queries.js';

// Who handles a ticket no one assigned by hand (docs/product.md#email-in): the email settings' handler while
// still a member, else the least busy member of their department, else no one.
export async function defaultHandlerFor(tx: Database, organizationId: string) {
  const settings = await findMailSettings(tx, organizationId);
  if (settings?.defaultHandlerId && (await isMemberOf(tx, { organizationId, userId: settings.defaultHandlerId }))) {
    return settings.defaultHandlerId;
  }
  if (settings?.defaultDepartmentId) {
    return (await leastBusyMemberOf(tx, { organizationId, departmentId: settings.defaultDepartmentId })) ?? null;
  }
  return null;
}
