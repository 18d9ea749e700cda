-- ticket_counts follows every change to tickets in the same transaction, so it is always exact.
-- Statement triggers with transition tables: a bulk statement (the SLA clock, the bench seed)
-- changes each counter once, not once per ticket. Changes are grouped and applied in key order,
-- so two statements never take the counters' row locks in opposite orders.
CREATE FUNCTION ticket_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM ticket_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO ticket_counts AS c (organization_id, status, priority, count)
    SELECT organization_id, status, priority, count(*)
    FROM new_rows WHERE deleted_at IS NULL
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, priority) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Most updates (a title, a handler) leave every counter as it was and write nothing.
    INSERT INTO ticket_counts AS c (organization_id, status, priority, count)
    SELECT organization_id, status, priority, sum(delta)
    FROM (
      SELECT organization_id, status, priority, 1 AS delta FROM new_rows WHERE deleted_at IS NULL
      UNION ALL
      SELECT organization_id, status, priority, -1 FROM old_rows WHERE deleted_at IS NULL
    ) AS changes
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (organization_id, status, priority) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    -- Decrements only: when an organisation is deleted, its counters may be gone already.
    UPDATE ticket_counts AS c SET count = c.count - gone.count
    FROM (
      SELECT organization_id, status, priority, count(*) AS count
      FROM old_rows WHERE deleted_at IS NULL GROUP BY 1, 2, 3
    ) AS gone
    WHERE c.organization_id = gone.organization_id AND c.status = gone.status AND c.priority = gone.priority;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ticket_counts_after_insert AFTER INSERT ON tickets
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_follow();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_after_update AFTER UPDATE ON tickets
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_follow();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_after_delete AFTER DELETE ON tickets
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_follow();
--> statement-breakpoint
CREATE TRIGGER ticket_counts_after_truncate AFTER TRUNCATE ON tickets
  FOR EACH STATEMENT EXECUTE FUNCTION ticket_counts_follow();
--> statement-breakpoint
-- The triggers exist before the backfill, and creating them locks tickets against writes
-- until the migration commits: no ticket is counted twice or missed.
INSERT INTO ticket_counts (organization_id, status, priority, count)
SELECT organization_id, status, priority, count(*) FROM tickets WHERE deleted_at IS NULL GROUP BY 1, 2, 3;
