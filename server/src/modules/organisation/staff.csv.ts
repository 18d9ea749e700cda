import type { StaffUser } from '@srm/contract';
import { stringify } from 'csv-stringify/sync';

// The columns of the staff CSV, in the order the import (and a spreadsheet user) expects.
export const staffCsvColumns = ['first_name', 'last_name', 'email', 'permission_type', 'department', 'joined'] as const;

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is
// written with a leading apostrophe, so opening the file runs nothing (OWASP CSV injection).
export function defuseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function staffToCsv(staff: StaffUser[]) {
  const rows = staff.map((user) =>
    [
      user.first_name,
      user.last_name,
      user.email,
      user.permission_type,
      user.department_name ?? '',
      user.email_verified ? 'yes' : 'no',
    ].map(defuseFormula),
  );
  return stringify(rows, { header: true, columns: [...staffCsvColumns], bom: true });
}
