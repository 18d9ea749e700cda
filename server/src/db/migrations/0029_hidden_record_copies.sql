-- Before anything else, as 0024 did: a server still running writes records, then their invoices, tickets,
-- their history and words, and would otherwise meet this migration holding them in another order.
LOCK TABLE tickets, stakeholders, users, feedback, invoices, ticket_activity, search_words IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
ALTER TABLE "search_words" DROP CONSTRAINT "search_words_organization_id_word_pk";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "sensitivity" "stakeholder_sensitivity";--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "stakeholder_sensitivity" "stakeholder_sensitivity";--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_key" UNIQUE NULLS NOT DISTINCT("organization_id","word","sensitivity");--> statement-breakpoint
-- What is copied from a stakeholder record carries the record's sensitivity, so that only those who may see
-- it read the copy (docs/product.md#stakeholders). A deleted record's entry in its tickets' history (its type
-- read as text: the migrations of a new database run in one transaction, with this enum value just added):
UPDATE ticket_activity AS a SET stakeholder_sensitivity = s.sensitivity
  FROM stakeholders AS s
 WHERE a.type::text = 'stakeholder_deleted' AND s.organization_id = a.organization_id
   AND s.reference = a.changes -> 'reference' ->> 'from';
--> statement-breakpoint
-- A record's words (and its invoices', which hold its name and emails) are offered as near spellings only to
-- those who may see it. search_words_follow takes a second, optional argument: the column holding the
-- sensitivity of the row's record. A change of sensitivity adds the row's words at the new level.
CREATE OR REPLACE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  new_text text;
  old_text text;
  new_level text := 'NULL::stakeholder_sensitivity';
  old_level text := 'NULL::stakeholder_sensitivity';
BEGIN
  SELECT format('concat_ws(%L, %s)', ' ', string_agg(format('n.%I', trim(name)), ', ')),
         format('concat_ws(%L, %s)', ' ', string_agg(format('o.%I', trim(name)), ', '))
    INTO new_text, old_text
    FROM unnest(string_to_array(TG_ARGV[0], ',')) AS name;
  IF TG_NARGS > 1 THEN
    new_level := format('n.%I', TG_ARGV[1]);
    old_level := format('o.%I', TG_ARGV[1]);
  END IF;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO search_words (organization_id, word, sensitivity)
       SELECT DISTINCT n.organization_id, word, %2$s FROM new_rows AS n, search_words_of(%1$s) AS word
       ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING',
      new_text, new_level);
  ELSE
    EXECUTE format(
      'INSERT INTO search_words (organization_id, word, sensitivity)
       SELECT DISTINCT n.organization_id, word, %3$s
       FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id, search_words_of(%1$s) AS word
       WHERE %1$s IS DISTINCT FROM %2$s OR %3$s IS DISTINCT FROM %4$s
       ORDER BY 1, 2, 3 ON CONFLICT DO NOTHING',
      new_text, old_text, new_level, old_level);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
DROP TRIGGER stakeholders_search_words_after_insert ON stakeholders;
--> statement-breakpoint
DROP TRIGGER stakeholders_search_words_after_update ON stakeholders;
--> statement-breakpoint
DROP TRIGGER invoices_search_words_after_insert ON invoices;
--> statement-breakpoint
DROP TRIGGER invoices_search_words_after_update ON invoices;
--> statement-breakpoint
CREATE TRIGGER stakeholders_search_words_after_insert AFTER INSERT ON stakeholders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow('search_text', 'sensitivity');
--> statement-breakpoint
CREATE TRIGGER stakeholders_search_words_after_update AFTER UPDATE ON stakeholders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow('search_text', 'sensitivity');
--> statement-breakpoint
CREATE TRIGGER invoices_search_words_after_insert AFTER INSERT ON invoices REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow('search_text', 'stakeholder_sensitivity');
--> statement-breakpoint
CREATE TRIGGER invoices_search_words_after_update AFTER UPDATE ON invoices
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow('search_text', 'stakeholder_sensitivity');
--> statement-breakpoint
-- The words written so far are everyone's: written again, each with the sensitivity of the text it came from.
TRUNCATE search_words;
--> statement-breakpoint
INSERT INTO search_words (organization_id, word, sensitivity)
SELECT organization_id, word, NULL::stakeholder_sensitivity
  FROM tickets, search_words_of(concat_ws(' ', title, stakeholder_name, stakeholder_email)) AS word
UNION
SELECT organization_id, word, NULL FROM users, search_words_of(concat_ws(' ', first_name, last_name, email)) AS word
UNION
SELECT organization_id, word, NULL
  FROM feedback, search_words_of(concat_ws(' ', subject, stakeholder_name, stakeholder_email)) AS word
UNION
SELECT organization_id, word, sensitivity FROM stakeholders, search_words_of(search_text) AS word
UNION
SELECT organization_id, word, stakeholder_sensitivity FROM invoices, search_words_of(search_text) AS word;
--> statement-breakpoint
-- near_words(organisation, typed word, how many, the reader's levels): as before (0024), among the words of
-- the texts the reader may see: everyone's, and those of records at one of their levels.
DROP FUNCTION near_words(uuid, text, integer);
--> statement-breakpoint
CREATE FUNCTION near_words(organization uuid, typed text, how_many integer, levels stakeholder_sensitivity[])
RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.35
SET enable_seqscan = off
AS $$
  SELECT typed WHERE EXISTS (
    SELECT FROM search_words
    WHERE organization_id = organization AND word = typed AND (sensitivity IS NULL OR sensitivity = ANY (levels)))
  UNION ALL
  (SELECT word FROM search_words
   WHERE organization_id = organization AND typed <% word AND (sensitivity IS NULL OR sensitivity = ANY (levels))
     AND NOT EXISTS (
       SELECT FROM search_words
       WHERE organization_id = organization AND word = typed AND (sensitivity IS NULL OR sensitivity = ANY (levels)))
   GROUP BY word
   ORDER BY word_similarity(typed, word) DESC, similarity(typed, word) DESC, word
   LIMIT how_many)
$$;
--> statement-breakpoint
ANALYZE search_words;
