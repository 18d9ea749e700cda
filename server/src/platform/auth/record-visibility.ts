import { type PermissionHolder, type StakeholderSensitivity, visibleSensitivities } from '@srm/contract';

// Who reads a record: a role (and creator flag) for its levels, and a member of staff for the records
// they manage.
export type Reader = PermissionHolder & { userId: string };

// What decides whether a reader sees a record, or whatever was copied from it.
export interface RecordAccess {
  sensitivity: StakeholderSensitivity | null;
  accountManagerId: string | null;
}

// What a query of records is limited to: null for every record (managers); else the levels the reader's
// role sees, and the records whose account manager they are (docs/product.md#roles).
export type Visibility = null | { readonly levels: readonly StakeholderSensitivity[]; readonly managerId: string };

// docs/product.md#roles: managers see every record; the others never see the levels their role may not,
// except a record they manage, and such a record is as absent as another organisation's.
export function visibilityOf(reader: Reader): Visibility {
  return reader.role === 'manager' ? null : { levels: visibleSensitivities(reader), managerId: reader.userId };
}

export function seesUnder(visibility: Visibility, record: RecordAccess): boolean {
  return (
    visibility === null ||
    record.sensitivity === null ||
    visibility.levels.includes(record.sensitivity) ||
    record.accountManagerId === visibility.managerId
  );
}

// docs/product.md#stakeholders: whatever was copied from a stakeholder record (a deleted record's entry in its
// tickets' history, a notice, an email) is shown only to those who may see the record; for the others the
// record is not there at all.
export function seesRecordOf(reader: Reader, record: RecordAccess): boolean {
  if (visibleSensitivities(reader).length === 0) return false;
  return seesUnder(visibilityOf(reader), record);
}

// The levels a reader's role sees, whoever manages the record: the words offered as near spellings.
export function recordLevelsSeenBy(reader: PermissionHolder): StakeholderSensitivity[] {
  return visibleSensitivities(reader);
}
