CREATE TABLE "search_words" (
	"organization_id" uuid NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_organization_id_word_pk" PRIMARY KEY("organization_id","word")
);
--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- The words a text holds, as search_words keeps them and a search splits what was typed (decision 018): lower
-- case, split at spaces and punctuation (an email is its name, its domain and its ending), 3 to 40 characters,
-- no digit (numbers, phones and emails' numbered names are found as typed, never by a near spelling; in
-- bench:search's seed, 93 % of the words would have been such names: "okeke7499").
CREATE FUNCTION search_words_of(body text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(coalesce(body, '')), '[[:space:][:punct:]]+') AS word
  WHERE length(word) BETWEEN 3 AND 40 AND word !~ '[0-9]'
$$;
--> statement-breakpoint
-- search_words_follow(columns separated by commas): a statement trigger with transition tables (the pattern of
-- 0013_counters_by_one_function), so a bulk statement adds each new word once. An update adds the words only of
-- rows whose searched columns changed: the SLA clock's updates write nothing here. A statement adds its words in
-- order, so two statements adding the same new words do not wait on each other in opposite orders (a transaction
-- writing two of these tables adds two sorted batches, and could: PostgreSQL then ends one of them).
CREATE FUNCTION search_words_follow() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  new_text text;
  old_text text;
BEGIN
  SELECT format('concat_ws(%L, %s)', ' ', string_agg(format('n.%I', trim(name)), ', ')),
         format('concat_ws(%L, %s)', ' ', string_agg(format('o.%I', trim(name)), ', '))
    INTO new_text, old_text
    FROM unnest(string_to_array(TG_ARGV[0], ',')) AS name;
  IF TG_OP = 'INSERT' THEN
    EXECUTE format(
      'INSERT INTO search_words (organization_id, word)
       SELECT DISTINCT n.organization_id, word FROM new_rows AS n, search_words_of(%1$s) AS word
       ORDER BY 1, 2 ON CONFLICT DO NOTHING',
      new_text);
  ELSE
    EXECUTE format(
      'INSERT INTO search_words (organization_id, word)
       SELECT DISTINCT n.organization_id, word
       FROM new_rows AS n JOIN old_rows AS o ON o.id = n.id, search_words_of(%1$s) AS word
       WHERE %1$s IS DISTINCT FROM %2$s
       ORDER BY 1, 2 ON CONFLICT DO NOTHING',
      new_text, old_text);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
-- keep_search_words(table, searched columns): the two triggers on the table, then the words it already holds.
-- Creating the triggers locks the table against writes until the migration commits: no word is missed.
CREATE FUNCTION keep_search_words(source regclass, columns text) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  held text;
BEGIN
  SELECT format('concat_ws(%L, %s)', ' ', string_agg(quote_ident(trim(name)), ', ')) INTO held
    FROM unnest(string_to_array(columns, ',')) AS name;
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER INSERT ON %2$s REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow(%3$L)',
    source::text || '_search_words_after_insert', source, columns);
  EXECUTE format(
    'CREATE TRIGGER %1$I AFTER UPDATE ON %2$s REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION search_words_follow(%3$L)',
    source::text || '_search_words_after_update', source, columns);
  EXECUTE format(
    'INSERT INTO search_words (organization_id, word)
     SELECT DISTINCT organization_id, word FROM %1$s, search_words_of(%2$s) AS word
     ON CONFLICT DO NOTHING',
    source, held);
END
$fn$;
--> statement-breakpoint
-- All five at once, before any trigger is made: a server still running writes records, then their invoices or
-- tickets, and would otherwise meet the migration holding them in another order.
LOCK TABLE tickets, stakeholders, users, feedback, invoices IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
SELECT keep_search_words('tickets', 'title, stakeholder_name, stakeholder_email');
--> statement-breakpoint
SELECT keep_search_words('stakeholders', 'search_text');
--> statement-breakpoint
SELECT keep_search_words('users', 'first_name, last_name, email');
--> statement-breakpoint
SELECT keep_search_words('feedback', 'subject, stakeholder_name, stakeholder_email');
--> statement-breakpoint
SELECT keep_search_words('invoices', 'search_text');
--> statement-breakpoint
-- near_words(organisation, typed word, how many): the typed word if the organisation's texts hold it; otherwise
-- the closest of their words it may have meant. "Close" is how much of the typed word a word holds (pg_trgm's
-- word_similarity): its default floor, 0.6, misses the commonest typo, two letters swapped ("refnud" holds 0.43
-- of "refund", "recieve" 0.38 of "receive"); at 0.35 still few words are like a typed one. The floor is set for
-- this function alone, as the trigram index reads it. So is the trigram index itself: the planner prices
-- word_similarity as cheap as an equality and would compute it for every word (66 ms for 57,000 words in
-- bench:search) rather than for the few the index finds. (The whole-word `%` is not used: with btree_gin loaded
-- too, it breaks PGlite.)
CREATE FUNCTION near_words(organization uuid, typed text, how_many integer) RETURNS SETOF text
LANGUAGE sql STABLE
SET pg_trgm.word_similarity_threshold = 0.35
SET enable_seqscan = off
AS $$
  SELECT typed WHERE EXISTS (SELECT FROM search_words WHERE organization_id = organization AND word = typed)
  UNION ALL
  (SELECT word FROM search_words
   WHERE organization_id = organization AND typed <% word
     AND NOT EXISTS (SELECT FROM search_words WHERE organization_id = organization AND word = typed)
   ORDER BY word_similarity(typed, word) DESC, similarity(typed, word) DESC, word
   LIMIT how_many)
$$;
--> statement-breakpoint
-- The words were just written: the planner must know how many before the first search.
ANALYZE search_words;
