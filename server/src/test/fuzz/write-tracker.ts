import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

// Which tables a request changed, as committed: a row trigger on every table
// notes the table's name in fuzz.writes, inside the writing transaction, so a
// write that was rolled back leaves no note. A request refused with a 4xx must
// leave none (bar the few refusals that are themselves recorded, fuzz-oracle.ts).
// Test databases only: the fuzz's own database is thrown away after the run.
//
// Not noted: when staff were last online, which their sockets write as they come and go (platform/realtime/
// staff-presence.ts), whatever requests run meanwhile.
const writtenBySockets = new Set(['staff_presence']);

export async function trackWrites(db: Database) {
  await db.execute(sql.raw('create schema if not exists fuzz'));
  await db.execute(
    sql.raw('create table if not exists fuzz.writes (id bigserial primary key, table_name text not null)'),
  );
  await db.execute(
    sql.raw(`create or replace function fuzz.note_write() returns trigger language plpgsql as $$
      begin insert into fuzz.writes (table_name) values (tg_table_name); return null; end $$`),
  );
  const tables = await db.execute<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  for (const { name } of tables.rows.filter((table) => !writtenBySockets.has(table.name))) {
    await db.execute(
      sql.raw(
        `create trigger fuzz_note_write after insert or update or delete on public.${name} ` +
          'for each row execute function fuzz.note_write()',
      ),
    );
  }

  const lastNote = async () => {
    const result = await db.execute<{ last: string }>(sql`select coalesce(max(id), 0)::text as last from fuzz.writes`);
    return result.rows[0]?.last ?? '0';
  };
  return {
    lastNote,
    // The tables written since that note, and the new last note.
    async writtenSince(note: string) {
      const result = await db.execute<{ table_name: string; last: string }>(
        sql`select table_name, max(id)::text as last from fuzz.writes where id > ${note}::bigint group by table_name`,
      );
      const last = result.rows.reduce((max, row) => (BigInt(row.last) > BigInt(max) ? row.last : max), note);
      return { tables: result.rows.map((row) => row.table_name).sort(), last };
    },
  };
}

export type WriteTracker = Awaited<ReturnType<typeof trackWrites>>;
