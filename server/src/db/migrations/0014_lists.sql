-- The search's trigram indexes lose their leading organisation column (decision 012): searches are counted up to
-- a cap, so a common word never reads its matches through them, and the organisation key made every search of a
-- large organisation walk through all of that organisation's entries.
DROP INDEX "feedback_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_title_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_reference_trgm_idx";--> statement-breakpoint
CREATE INDEX "feedback_search_trgm_idx" ON "feedback" USING gin (("reference" || ' ' || "subject" || ' ' || "stakeholder_name" || ' ' || "stakeholder_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("title" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_reference_trgm_idx" ON "tickets" USING gin ("reference" gin_trgm_ops) WHERE deleted_at is null;