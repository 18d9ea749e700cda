-- Invoices (decision 015): who may see each one and what its search finds follow its stakeholder, and live
-- invoices are counted per organisation, status and that stakeholder's sensitivity.
--
-- counts_follow() compared the key columns of a deleted row with `=`, so a counter keyed by null (a record
-- without a sensitivity) was never decremented on a real DELETE. The organisation, the first key of every
-- counter, stays `=` so the counter's unique key still finds the row; the other keys treat nulls as equal.
CREATE OR REPLACE FUNCTION counts_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  counter text := quote_ident(TG_ARGV[0]);
  live text := TG_ARGV[2];
  keys text;
  same_keys text;
BEGIN
  SELECT string_agg(quote_ident(trim(name)), ', ' ORDER BY position),
         string_agg(
           CASE WHEN position = 1 THEN format('c.%1$I = gone.%1$I', trim(name))
                ELSE format('c.%1$I IS NOT DISTINCT FROM gone.%1$I', trim(name)) END,
           ' AND ' ORDER BY position)
    INTO keys, same_keys
    FROM unnest(string_to_array(TG_ARGV[1], ',')) WITH ORDINALITY AS key(name, position);
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
-- An invoice's search text (its number, reference, stakeholder's name and emails) and its stakeholder's
-- sensitivity, set whenever the row is written.
CREATE FUNCTION invoices_follow_stakeholder() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  SELECT s.sensitivity,
         lower(concat_ws(' ', NEW.invoice_number, NEW.reference, s.name, array_to_string(s.emails, ' ')))
    INTO NEW.stakeholder_sensitivity, NEW.search_text
    FROM stakeholders AS s
   WHERE s.id = NEW.stakeholder_id;
  RETURN NEW;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER invoices_follow_stakeholder BEFORE INSERT OR UPDATE ON invoices
  FOR EACH ROW EXECUTE FUNCTION invoices_follow_stakeholder();
--> statement-breakpoint
-- A renamed record, new emails or another sensitivity rewrite its invoices (through the trigger above).
CREATE FUNCTION stakeholder_invoices_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE invoices SET search_text = search_text WHERE stakeholder_id = NEW.id;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER stakeholder_invoices_follow AFTER UPDATE OF name, emails, sensitivity ON stakeholders
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.emails IS DISTINCT FROM NEW.emails
        OR OLD.sensitivity IS DISTINCT FROM NEW.sensitivity)
  EXECUTE FUNCTION stakeholder_invoices_follow();
--> statement-breakpoint
SELECT keep_counts('invoices', 'invoice_counts', 'organization_id, status, stakeholder_sensitivity', 'deleted_at IS NULL');
--> statement-breakpoint
-- A duplicate names the invoice it copied, while that one exists.
ALTER TABLE invoices ADD CONSTRAINT invoices_duplicate_of_id_fk FOREIGN KEY (duplicate_of_id)
  REFERENCES invoices (id) ON DELETE SET NULL;
--> statement-breakpoint
-- The dashboards sum the invoices sent in a period from this index alone (an index-only scan): a year of a
-- large organisation is a range of it, not a read of its rows. drizzle-kit cannot declare INCLUDE.
CREATE INDEX invoices_sent_idx ON invoices (organization_id, sent_at) INCLUDE (status, due_date, total, plan)
  WHERE deleted_at IS NULL AND sent_at IS NOT NULL;
