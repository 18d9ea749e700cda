import { type LiveEventName, type PermissionType, permissionTypes, sensitivityViewers } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { RecordAccess } from '../../platform/auth/record-visibility.js';
import { listMembersByIds, listMembersWithRoles } from '../../platform/staff/staff-directory.queries.js';

type Announcer = Pick<AppContext, 'database' | 'realtime'>;

// A change to something about a record (the record, its invoices) is announced,
// after its commit, only to those who may see the record (docs/product.md#roles):
// the roles that see its level, and its account manager. The event carries ids,
// and even those, or the moment of a change, are not for those the record is
// hidden from. `roles` narrows it further (who is told a payment).
export async function announceToRecordViewers(
  { database, realtime }: Announcer,
  {
    organizationId,
    record,
    event,
    ids,
    roles = permissionTypes,
  }: {
    organizationId: string;
    record: RecordAccess;
    event: LiveEventName;
    ids: string[];
    roles?: readonly PermissionType[];
  },
) {
  const viewers: readonly PermissionType[] = record.sensitivity
    ? sensitivityViewers[record.sensitivity]
    : permissionTypes;
  const told = roles.filter((role) => viewers.includes(role));
  if (told.length === permissionTypes.length) {
    realtime.toOrganization(organizationId).emit(event, { ids });
    return;
  }
  const viewing = await listMembersWithRoles(database.db, { organizationId, roles: told, includingNotJoined: true });
  const userIds = new Set(viewing.map((member) => member.id));
  if (record.accountManagerId) {
    const managers = await listMembersByIds(database.db, { organizationId, ids: [record.accountManagerId] });
    for (const manager of managers) if (roles.includes(manager.role)) userIds.add(manager.id);
  }
  for (const userId of userIds) realtime.toUser(userId).emit(event, { ids });
}

// Each of `records` is the record as it was or now is: a change that hides it from some tells them it went.
export async function announceStakeholderChange(
  announcer: Announcer,
  {
    organizationId,
    stakeholderId,
    records,
  }: { organizationId: string; stakeholderId: string; records: RecordAccess[] },
) {
  const distinct = new Map(records.map((record) => [`${record.sensitivity}/${record.accountManagerId}`, record]));
  for (const record of distinct.values()) {
    await announceToRecordViewers(announcer, {
      organizationId,
      record,
      event: 'stakeholder.changed',
      ids: [stakeholderId],
    });
  }
}
