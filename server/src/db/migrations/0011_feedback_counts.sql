-- feedback_counts follows every change to feedback in the same transaction, so it is always
-- exact (the pattern of 0009_ticket_counts): statement triggers with transition tables, changes
-- grouped and applied in key order.
CREATE FUNCTION feedback_counts_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM feedback_counts;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO feedback_counts AS c (organization_id, product, count)
    SELECT organization_id, product, count(*) FROM new_rows
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (organization_id, product) DO UPDATE SET count = c.count + excluded.count;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO feedback_counts AS c (organization_id, product, count)
    SELECT organization_id, product, sum(delta)
    FROM (
      SELECT organization_id, product, 1 AS delta FROM new_rows
      UNION ALL
      SELECT organization_id, product, -1 FROM old_rows
    ) AS changes
    GROUP BY 1, 2 HAVING sum(delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (organization_id, product) DO UPDATE SET count = c.count + excluded.count;
  ELSE
    -- Decrements only: when an organisation is deleted, its counters may be gone already.
    UPDATE feedback_counts AS c SET count = c.count - gone.count
    FROM (SELECT organization_id, product, count(*) AS count FROM old_rows GROUP BY 1, 2) AS gone
    WHERE c.organization_id = gone.organization_id AND c.product = gone.product;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER feedback_counts_after_insert AFTER INSERT ON feedback
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_counts_follow();
--> statement-breakpoint
CREATE TRIGGER feedback_counts_after_update AFTER UPDATE ON feedback
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_counts_follow();
--> statement-breakpoint
CREATE TRIGGER feedback_counts_after_delete AFTER DELETE ON feedback
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION feedback_counts_follow();
--> statement-breakpoint
CREATE TRIGGER feedback_counts_after_truncate AFTER TRUNCATE ON feedback
  FOR EACH STATEMENT EXECUTE FUNCTION feedback_counts_follow();
--> statement-breakpoint
-- The triggers exist before the backfill, so no feedback is counted twice or missed.
INSERT INTO feedback_counts (organization_id, product, count)
SELECT organization_id, product, count(*) FROM feedback GROUP BY 1, 2;
