-- Stakeholder records (decision 014): their counters, their append-only change history, and the latest activity
-- that tickets and feedback bring to the record whose emails they were sent from.
--
-- Live records per organisation, type and sensitivity: the totals of unsearched lists.
SELECT keep_counts('stakeholders', 'stakeholder_counts', 'organization_id, type, sensitivity', 'deleted_at IS NULL');
--> statement-breakpoint
-- A change, once written, is evidence: it is never updated, and deleted only with its organisation (a cascade
-- runs below the statement that deletes the organisation, so its trigger depth is above one).
CREATE FUNCTION stakeholder_changes_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'stakeholder_changes is append-only' USING ERRCODE = 'insufficient_privilege';
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER stakeholder_changes_append_only BEFORE UPDATE OR DELETE ON stakeholder_changes
  FOR EACH ROW EXECUTE FUNCTION stakeholder_changes_append_only();
--> statement-breakpoint
-- A new ticket or feedback is the latest activity of the live records that hold its email. One statement per
-- inserting statement (a bench seed inserts thousands at once), each email looked up through the emails index.
CREATE FUNCTION stakeholders_follow_activity() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  UPDATE stakeholders AS s
     SET last_activity_at = activity.at
    FROM (
      SELECT organization_id, stakeholder_email AS email, max(created_at) AS at
        FROM new_rows GROUP BY organization_id, stakeholder_email
    ) AS activity
   WHERE s.emails @> ARRAY[activity.email]
     AND s.organization_id = activity.organization_id
     AND s.deleted_at IS NULL
     AND s.last_activity_at < activity.at;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER tickets_stakeholder_activity AFTER INSERT ON tickets REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stakeholders_follow_activity();
--> statement-breakpoint
CREATE TRIGGER feedback_stakeholder_activity AFTER INSERT ON feedback REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stakeholders_follow_activity();
