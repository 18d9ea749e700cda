-- One way to keep a per-organisation counter table exact, for any table (issue 11): counts_follow() is the
-- trigger, keep_counts() installs it on a table and fills the counters. A counter table holds the key columns,
-- an integer `count` and a unique key on exactly those columns. Migrations 0009 and 0011 each wrote their own
-- copy of this trigger; both counters now use these two functions, and a new counter is one keep_counts() call.
--
-- counts_follow(counter table, key columns separated by commas, which rows count): a statement trigger with
-- transition tables, so a bulk statement (the SLA clock, the bench seed) changes each counter once, not once per
-- row. Changes are grouped and applied in key order, so two statements never take the counters' row locks in
-- opposite orders. The arguments come from keep_counts() in a migration, never from users.
CREATE FUNCTION counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  counter text := quote_ident(TG_ARGV[0]);
  live text := TG_ARGV[2];
  keys text;
  same_keys text;
BEGIN
  SELECT string_agg(quote_ident(trim(name)), ', '), string_agg(format('c.%1$I = gone.%1$I', trim(name)), ' AND ')
    INTO keys, same_keys
    FROM unnest(string_to_array(TG_ARGV[1], ',')) AS name;
  IF TG_OP = 'TRUNCATE' THEN
    EXECUTE format('DELETE FROM %1$s', counter);
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO %1$s AS c (%2$s, count)
       SELECT %2$s, count(*) FROM new_rows WHERE %3$s GROUP BY %2$s ORDER BY %2$s
       ON CONFLICT (%2$s) DO UPDATE SET count = c.count + excluded.count',
      counter, keys, live);
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (a title, a handler) leave every counter as it was and write nothing.
    EXECUTE format(
      'INSERT INTO %1$s AS c (%2$s, count)
       SELECT %2$s, sum(delta) FROM (
         SELECT %2$s, 1 AS delta FROM new_rows WHERE %3$s
         UNION ALL
         SELECT %2$s, -1 FROM old_rows WHERE %3$s
       ) AS changes
       GROUP BY %2$s HAVING sum(delta) <> 0 ORDER BY %2$s
       ON CONFLICT (%2$s) DO UPDATE SET count = c.count + excluded.count',
      counter, keys, live);
  ELSE
    -- Decrements only: when an organisation is deleted, its counters may be gone already.
    EXECUTE format(
      'UPDATE %1$s AS c SET count = c.count - gone.count
       FROM (SELECT %2$s, count(*) AS count FROM old_rows WHERE %3$s GROUP BY %2$s) AS gone
       WHERE %4$s',
      counter, keys, live, same_keys);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- keep_counts(table, counter table, key columns, which rows count): the four triggers on the table, then the
-- counters filled from it. The triggers exist before the fill, and creating them locks the table against
-- writes until the migration commits: no row is counted twice or missed.
CREATE FUNCTION keep_counts(source regclass, counter text, keys text, live text DEFAULT 'true') RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  arguments text := format('%1$L, %2$L, %3$L', counter, keys, live);
  key_list text;
BEGIN
  SELECT string_agg(quote_ident(trim(name)), ', ') INTO key_list FROM unnest(string_to_array(keys, ',')) AS name;
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER INSERT ON %2$s REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION counts_follow(%3$s)',
    counter || '_after_insert', source, arguments);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER UPDATE ON %2$s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION counts_follow(%3$s)',
    counter || '_after_update', source, arguments);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER DELETE ON %2$s REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION counts_follow(%3$s)',
    counter || '_after_delete', source, arguments);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$s FOR EACH STATEMENT EXECUTE FUNCTION counts_follow(%3$s)',
    counter || '_after_truncate', source, arguments);
  EXECUTE format('DELETE FROM %1$I', counter);
  EXECUTE format(
    'INSERT INTO %1$I (%2$s, count) SELECT %2$s, count(*) FROM %3$s WHERE %4$s GROUP BY %2$s',
    counter, key_list, source, live);
END
$fn$;
--> statement-breakpoint
-- The hand-written triggers of 0009 and 0011 go with their functions (CASCADE drops the triggers).
DROP FUNCTION ticket_counts_follow() CASCADE;
--> statement-breakpoint
DROP FUNCTION feedback_counts_follow() CASCADE;
--> statement-breakpoint
SELECT keep_counts('tickets', 'ticket_counts', 'organization_id, status, priority', 'deleted_at IS NULL');
--> statement-breakpoint
SELECT keep_counts('feedback', 'feedback_counts', 'organization_id, product');
