-- The trigram indexes are led by the organisation again (btree_gin, 0007): a search gathers only its own
-- organisation's matches, never every organisation's (docs/decisions/020-search-without-sequential-scans.md).
DROP INDEX "feedback_search_trgm_idx";--> statement-breakpoint
DROP INDEX "invoices_search_trgm_idx";--> statement-breakpoint
DROP INDEX "stakeholders_search_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_title_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_reference_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_stakeholder_trgm_idx";--> statement-breakpoint
CREATE INDEX "feedback_search_trgm_idx" ON "feedback" USING gin ("organization_id",("reference" || ' ' || "subject" || ' ' || "stakeholder_name" || ' ' || "stakeholder_email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("organization_id","search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_search_trgm_idx" ON "stakeholders" USING gin ("organization_id","search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("organization_id","title" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_reference_trgm_idx" ON "tickets" USING gin ("organization_id","reference" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_stakeholder_trgm_idx" ON "tickets" USING gin ("organization_id",("stakeholder_name" || ' ' || "stakeholder_email") gin_trgm_ops) WHERE deleted_at is null;