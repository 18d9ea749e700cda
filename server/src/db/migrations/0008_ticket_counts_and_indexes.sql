CREATE TABLE "ticket_counts" (
	"organization_id" uuid NOT NULL,
	"status" "ticket_status" NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_counts_organization_id_status_priority_pk" PRIMARY KEY("organization_id","status","priority")
);
--> statement-breakpoint
DROP INDEX "tickets_title_trgm_idx";--> statement-breakpoint
DROP INDEX "tickets_reference_trgm_idx";--> statement-breakpoint
ALTER TABLE "ticket_counts" ADD CONSTRAINT "ticket_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activity_author_id_idx" ON "ticket_activity" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "tickets_handler_id_idx" ON "tickets" USING btree ("handler_id");--> statement-breakpoint
CREATE INDEX "tickets_created_by_id_idx" ON "tickets" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("organization_id","title" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_reference_trgm_idx" ON "tickets" USING gin ("organization_id","reference" gin_trgm_ops) WHERE deleted_at is null;