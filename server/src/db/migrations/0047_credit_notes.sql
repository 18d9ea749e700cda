CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"sequence" integer NOT NULL,
	"number" text NOT NULL,
	"issued_by_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"balance_after" bigint NOT NULL,
	"email_queued_at" timestamp with time zone,
	CONSTRAINT "credit_notes_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
-- The balance takes credit notes off too: a generated column is made anew with its new expression.
ALTER TABLE "invoices" ADD COLUMN "amount_credited" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" drop column "balance";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance" bigint GENERATED ALWAYS AS (total - amount_paid - amount_credited) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "credit_note_prefix" text DEFAULT 'CRN-' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "last_credit_note_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_sequence_unique" ON "credit_notes" USING btree ("organization_id","sequence");--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_idx" ON "credit_notes" USING btree ("invoice_id","issued_at");