import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openOwnTestDatabase } from '../test/test-database.js';
import type { DatabaseHandle } from './client.js';

// keep_counts() (migration 0012) keeps any counter table exact with one call,
// as it does ticket_counts and feedback_counts. Here on a table of its own,
// compared after each kind of change with a real count.

let database: DatabaseHandle;
beforeAll(async () => {
  // A database of its own: the tables made below must not reach the next file's.
  database = await openOwnTestDatabase();
  await database.db.execute(sql`create table notes (id serial primary key, team text not null, colour text not null,
    archived boolean not null default false)`);
  await database.db.execute(sql`insert into notes (team, colour) values ('a', 'red'), ('a', 'red'), ('b', 'blue')`);
  await database.db.execute(sql`create table note_counts (team text not null, colour text not null,
    count integer not null, primary key (team, colour))`);
  await database.db.execute(sql`select keep_counts('notes', 'note_counts', 'team, colour', 'not archived')`);
});
afterAll(() => database.close());

const rowsOf = async (query: ReturnType<typeof sql>) =>
  (await database.db.execute<{ team: string; colour: string; count: number }>(query)).rows
    .filter((row) => Number(row.count) !== 0)
    .map((row) => `${row.team} ${row.colour} ${row.count}`)
    .toSorted();

async function expectCountersExact() {
  const counters = await rowsOf(sql`select team, colour, count from note_counts`);
  const counted = await rowsOf(sql`select team, colour, count(*) from notes where not archived group by 1, 2`);
  expect(counters).toEqual(counted);
  return counters;
}

it('fills the counters from the rows already there', async () => {
  expect(await expectCountersExact()).toEqual(['a red 2', 'b blue 1']);
});

it('follows inserts, updates that move rows between keys or out of the count, and deletes', async () => {
  await database.db.execute(sql`insert into notes (team, colour) select 'c', 'green' from generate_series(1, 50)`);
  expect(await expectCountersExact()).toContain('c green 50');
  await database.db.execute(sql`update notes set colour = 'blue' where team = 'a'`);
  expect(await expectCountersExact()).toContain('a blue 2');
  await database.db.execute(
    sql`update notes set archived = true where id in (select id from notes where team = 'c' limit 10)`,
  );
  expect(await expectCountersExact()).toContain('c green 40');
  await database.db.execute(sql`delete from notes where team = 'b'`);
  expect(await expectCountersExact()).not.toContain('b blue 1');
});

it('counts rows whose key holds a null under one counter, and takes them off it when they are deleted', async () => {
  await database.db.execute(sql`create table labels (id serial primary key, team text not null, colour text)`);
  await database.db.execute(sql`create table label_counts (team text not null, colour text, count integer not null,
    unique nulls not distinct (team, colour))`);
  await database.db.execute(sql`select keep_counts('labels', 'label_counts', 'team, colour')`);
  await database.db.execute(sql`insert into labels (team, colour) values ('a', null), ('a', null), ('a', 'red')`);
  const counters = () => rowsOf(sql`select team, coalesce(colour, 'none') as colour, count from label_counts`);
  expect(await counters()).toEqual(['a none 2', 'a red 1']);
  await database.db.execute(sql`delete from labels where colour is null`);
  expect(await counters()).toEqual(['a red 1']);
});

it('empties the counters when the table is truncated', async () => {
  await database.db.execute(sql`truncate notes`);
  expect(await expectCountersExact()).toEqual([]);
});
