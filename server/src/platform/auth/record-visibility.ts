import {
  canViewStakeholder,
  type PermissionHolder,
  type StakeholderSensitivity,
  visibleSensitivities,
} from '@srm/contract';

type Reader = PermissionHolder;

// docs/product.md#stakeholders: whatever was copied from a stakeholder record (a deleted record's entry in its
// tickets' history, a notice, an email, a word offered as a near spelling) is shown only to those who may see
// the record's sensitivity; for the others the record is not there at all.
export function seesRecordOf(reader: Reader, sensitivity: StakeholderSensitivity | null): boolean {
  return canViewStakeholder(reader, sensitivity);
}

// The same rule for a query: the sensitivities of the records whose copies the reader may see.
export function recordLevelsSeenBy(reader: Reader): StakeholderSensitivity[] {
  return visibleSensitivities(reader);
}

// What a query of records is limited to: null for every level (managers), else the levels the reader may see.
export type Visibility = readonly StakeholderSensitivity[] | null;

// docs/product.md#roles: managers see every record; the others never see the levels their role may not, and
// such a record is as absent as another organisation's.
export function visibilityOf(reader: Reader): Visibility {
  return reader.role === 'manager' ? null : recordLevelsSeenBy(reader);
}
