import { permissionTypes, type StakeholderSensitivity, sensitivityViewers } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { listMemberIdsWithRoles } from './stakeholders.queries.js';

// A change is announced, after its commit, only to those who may see the
// record (docs/product.md#roles): the event carries its id, and even that,
// or the moment of a change, is not for those a record is hidden from.
export async function announceStakeholderChange(
  { database, realtime }: Pick<AppContext, 'database' | 'realtime'>,
  {
    organizationId,
    stakeholderId,
    sensitivity,
  }: {
    organizationId: string;
    stakeholderId: string;
    sensitivity: StakeholderSensitivity | null;
  },
) {
  const payload = { ids: [stakeholderId] };
  const roles = sensitivity ? sensitivityViewers[sensitivity] : permissionTypes;
  if (roles.length === permissionTypes.length) {
    realtime.toOrganization(organizationId).emit('stakeholder.changed', payload);
    return;
  }
  for (const userId of await listMemberIdsWithRoles(database.db, { organizationId, roles })) {
    realtime.toUser(userId).emit('stakeholder.changed', payload);
  }
}
