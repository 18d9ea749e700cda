import {
  type CustomField,
  type CustomValues,
  customValueText,
  maxStakeholderImportRows,
  optionLabelIn,
  optionValue,
  organizationOptionFields,
  type StakeholderOptions,
  stakeholderCsvFields,
  stakeholderExportColumns,
  stakeholderImportRequiredColumns,
} from '@srm/contract';
import { parse } from 'csv-parse/sync';
import type { StakeholderRow } from '../../db/schema/index.js';
import { toCsv } from '../../platform/csv/csv-export.js';
import { AppError } from '../../platform/errors/app-error.js';
import { valuesOfRow } from './stakeholder-columns.js';

// The file format is docs/stakeholder-csv.md.

export interface StakeholderExportRow {
  stakeholder: StakeholderRow;
  // The account manager as a person reads and an import takes them back: by email.
  managerEmail: string | null;
}

// A list in one cell, split again on import.
const cellOf = (value: string | string[] | undefined) => (Array.isArray(value) ? value.join('; ') : (value ?? ''));

// What the file is written with besides the records: the organisation's names for its lists' values, and its
// own fields (docs/product.md#custom-fields), one column each after the built-in ones, headed by the label.
export interface StakeholderCsvTerms {
  options: StakeholderOptions;
  customFields: readonly CustomField[];
}

function cellsOf({ stakeholder, managerEmail }: StakeholderExportRow, { options, customFields }: StakeholderCsvTerms) {
  const values: Record<string, string | string[] | undefined> = {
    ...valuesOfRow(stakeholder),
    strategic_account_manager: managerEmail ?? undefined,
  };
  // The organisation's own words for its lists' values, as its screens show them; an import reads them back.
  for (const field of organizationOptionFields) {
    const key = values[field];
    if (typeof key === 'string') values[field] = optionLabelIn(options[field], key);
  }
  return [
    stakeholder.reference,
    stakeholder.type,
    ...stakeholderCsvFields.map((field) => cellOf(values[field])),
    stakeholder.createdAt.toISOString(),
    stakeholder.lastActivityAt.toISOString(),
    ...customFields.map((field) => customValueText(field, (stakeholder.customValues as CustomValues)[field.key])),
  ];
}

// One batch of the file; the first carries the header row.
export function stakeholdersToCsv(
  rows: StakeholderExportRow[],
  { first, ...terms }: StakeholderCsvTerms & { first: boolean },
) {
  return toCsv(
    [...stakeholderExportColumns, ...terms.customFields.map((field) => field.label)],
    rows.map((row) => cellsOf(row, terms)),
    { first },
  );
}

export interface StakeholderCsvRow {
  // The row's number as a spreadsheet shows it, the header being 1, for the report.
  line: number;
  // The cells of the columns the import reads, by field name ('type' among them).
  values: Record<string, string>;
  // The cells of the other columns, by their header as written: the organisation's own fields are among them.
  others: Record<string, string>;
}

// A header names a column in any letter case, with spaces for underscores
// ('Legal Status'); `stakeholderType` keeps the API's spelling.
const columnOfHeader = new Map(
  [...stakeholderImportRequiredColumns, ...stakeholderCsvFields].map((column) => [optionValue(column), column]),
);

// Reads an uploaded file: a header row naming at least type and name, then one
// record per row. Columns it does not know (the export's reference and times)
// are ignored, so an exported file can be imported again.
export function parseStakeholderCsv(content: Buffer): StakeholderCsvRow[] {
  let records: string[][];
  try {
    // Empty lines are kept as rows so each row's number is the one a spreadsheet shows.
    records = parse(content, { bom: true, trim: true, relax_column_count: true });
  } catch {
    throw new AppError('STAKEHOLDER_IMPORT_NEEDS_CSV');
  }
  const [header, ...rows] = records;
  const columns = (header ?? []).map((name) => columnOfHeader.get(optionValue(name)));
  if (!stakeholderImportRequiredColumns.every((column) => columns.includes(column))) {
    throw new AppError('STAKEHOLDER_IMPORT_NEEDS_CSV');
  }
  const filled = rows
    .map((cells, index) => ({ cells, line: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (filled.length > maxStakeholderImportRows) throw new AppError('STAKEHOLDER_IMPORT_TOO_MANY_ROWS');
  return filled.map(({ cells, line }) => {
    const values: Record<string, string> = {};
    const others: Record<string, string> = {};
    columns.forEach((column, position) => {
      // A column named twice is read where it is first named.
      if (column && !(column in values)) values[column] = cells[position] ?? '';
      const name = header?.[position]?.trim();
      if (!column && name && !(name in others)) others[name] = cells[position] ?? '';
    });
    return { line, values, others };
  });
}
