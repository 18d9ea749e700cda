import { type SQL, sql } from 'drizzle-orm';

// Our own word lists as an SQL text array, written into the statement: both
// drivers then see the same plain SQL, whatever they do with array parameters.
export function textArray(values: readonly string[]): SQL {
  const literals = values.map((value) => `'${value.replaceAll("'", "''")}'`);
  return sql.raw(`array[${literals.join(', ')}]::text[]`);
}
