import { stringify } from 'csv-stringify/sync';

// A cell a spreadsheet would run as a formula (=, +, -, @, tab, return) is written with a leading apostrophe,
// so opening an exported file runs nothing (CSV injection).
export function defuseFormula(value: string) {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

// Rows of an export as CSV text, every cell defused. The first part of a file carries the byte-order mark (so
// spreadsheets read accents right) and the header row; a file written in batches passes `first: false` after.
export function toCsv(
  columns: readonly string[],
  rows: readonly (readonly string[])[],
  { first = true }: { first?: boolean } = {},
) {
  return stringify(
    rows.map((cells) => cells.map(defuseFormula)),
    { header: first, bom: first, columns: [...columns] },
  );
}
