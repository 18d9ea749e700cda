import { maxStaffImportRows, type StaffUser, staffImportColumns } from '@srm/contract';
import { parse } from 'csv-parse/sync';
import { toCsv } from '../../platform/csv/csv-export.js';
import { AppError } from '../../platform/errors/app-error.js';

// The columns of the staff CSV, in the order the import (and a spreadsheet user) expects.
export const staffCsvColumns = ['first_name', 'last_name', 'email', 'permission_type', 'department', 'joined'] as const;

export function staffToCsv(staff: StaffUser[]) {
  const rows = staff.map((user) => [
    user.first_name,
    user.last_name,
    user.email,
    user.permission_type,
    user.department_name ?? '',
    user.email_verified ? 'yes' : 'no',
  ]);
  return toCsv(staffCsvColumns, rows);
}

export interface StaffCsvRow {
  // The row's line in the file, counting the header as line 1, for the report.
  line: number;
  values: Record<string, string>;
}

// Reads an uploaded staff file: a header row naming at least the required
// columns (any order, any letter case), then one member per row.
export function parseStaffCsv(content: Buffer): StaffCsvRow[] {
  let records: string[][];
  try {
    records = parse(content, { bom: true, trim: true, skip_empty_lines: true, relax_column_count: true });
  } catch {
    throw new AppError('IMPORT_NEEDS_CSV');
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const required = staffImportColumns.filter((column) => column !== 'department');
  if (!required.every((column) => columns.includes(column))) throw new AppError('IMPORT_NEEDS_CSV');
  if (rows.length > maxStaffImportRows) throw new AppError('IMPORT_TOO_MANY_ROWS');
  return rows.map((cells, index) => ({
    line: index + 2,
    values: Object.fromEntries(columns.map((column, position) => [column, cells[position] ?? ''])),
  }));
}
