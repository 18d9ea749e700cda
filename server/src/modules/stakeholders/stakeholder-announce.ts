import {
  type LiveEventName,
  type PermissionType,
  permissionTypes,
  type StakeholderSensitivity,
  sensitivityViewers,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { listMembersWithRoles } from '../../platform/staff/staff-directory.queries.js';

type Announcer = Pick<AppContext, 'database' | 'realtime'>;

// A change to something about a record (the record, its invoices) is announced,
// after its commit, only to those who may see the record (docs/product.md#roles):
// the event carries ids, and even those, or the moment of a change, are not for
// those the record is hidden from. `roles` narrows it further (who is told a payment).
export async function announceToRecordViewers(
  { database, realtime }: Announcer,
  {
    organizationId,
    sensitivity,
    event,
    ids,
    roles = permissionTypes,
  }: {
    organizationId: string;
    sensitivity: StakeholderSensitivity | null;
    event: LiveEventName;
    ids: string[];
    roles?: readonly PermissionType[];
  },
) {
  const viewers: readonly PermissionType[] = sensitivity ? sensitivityViewers[sensitivity] : permissionTypes;
  const told = roles.filter((role) => viewers.includes(role));
  if (told.length === permissionTypes.length) {
    realtime.toOrganization(organizationId).emit(event, { ids });
    return;
  }
  const viewing = await listMembersWithRoles(database.db, { organizationId, roles: told, includingNotJoined: true });
  for (const member of viewing) realtime.toUser(member.id).emit(event, { ids });
}

export function announceStakeholderChange(
  announcer: Announcer,
  {
    organizationId,
    stakeholderId,
    sensitivity,
  }: { organizationId: string; stakeholderId: string; sensitivity: StakeholderSensitivity | null },
) {
  return announceToRecordViewers(announcer, {
    organizationId,
    sensitivity,
    event: 'stakeholder.changed',
    ids: [stakeholderId],
  });
}
