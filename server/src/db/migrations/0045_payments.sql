CREATE TYPE "public"."payment_method" AS ENUM('bank_transfer', 'cash', 'pos', 'cheque', 'paystack', 'other');--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" "payment_method" NOT NULL,
	"reference" text,
	"receipt_sequence" integer NOT NULL,
	"receipt_number" text NOT NULL,
	"recorded_by_id" uuid,
	"recorded_at" timestamp with time zone NOT NULL,
	"balance_after" bigint NOT NULL,
	"receipt_queued_at" timestamp with time zone,
	CONSTRAINT "invoice_payments_amount_positive" CHECK (amount > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"payment_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"reversed_by_id" uuid,
	"reversed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "invoices_pending_due_idx";--> statement-breakpoint
DROP INDEX "invoices_reminders_due_idx";--> statement-breakpoint
-- A value added to an enum cannot be used in the transaction that adds it, and every pending migration runs in
-- one: the type is made anew with partially_paid, which a type made in this transaction may use at once.
ALTER TYPE "public"."invoice_status" RENAME TO "invoice_status_before_payments";--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'pending', 'partially_paid', 'paid', 'cancelled');--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" TYPE "public"."invoice_status" USING "status"::text::"public"."invoice_status";--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "status" SET DEFAULT 'draft';--> statement-breakpoint
ALTER TABLE "invoice_counts" ALTER COLUMN "status" TYPE "public"."invoice_status" USING "status"::text::"public"."invoice_status";--> statement-breakpoint
DROP TYPE "public"."invoice_status_before_payments";--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "receipt_prefix" text DEFAULT 'RCT-' NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "last_receipt_sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "amount_paid" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "balance" bigint GENERATED ALWAYS AS (total - amount_paid) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_reversed_by_id_users_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_receipt_unique" ON "invoice_payments" USING btree ("organization_id","receipt_sequence");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id","recorded_at");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("organization_id","paid_on");--> statement-breakpoint
CREATE INDEX "invoices_owed_due_idx" ON "invoices" USING btree ("organization_id","due_date") WHERE deleted_at is null and status in ('pending', 'partially_paid');--> statement-breakpoint
CREATE INDEX "invoices_reminders_due_idx" ON "invoices" USING btree ("next_reminder_at") WHERE deleted_at is null and status in ('pending', 'partially_paid') and next_reminder_at is not null;--> statement-breakpoint
-- Invoices marked paid before the ledger existed get the payment that says so, numbered in the order they were
-- paid, dated the day they were marked (Lagos), so that every amount paid is the sum of its ledger; no receipt
-- is emailed for them now.
WITH paid AS (
	SELECT i.id, i.organization_id, i.total, i.paid_at, i.paid_by_id,
		row_number() OVER (PARTITION BY i.organization_id ORDER BY i.paid_at, i.id) AS sequence
	FROM "invoices" i
	WHERE i.status = 'paid' AND i.total > 0
)
INSERT INTO "invoice_payments" ("organization_id", "invoice_id", "amount", "paid_on", "method", "reference",
	"receipt_sequence", "receipt_number", "recorded_by_id", "recorded_at", "balance_after", "receipt_queued_at")
SELECT organization_id, id, total, (coalesce(paid_at, now()) AT TIME ZONE 'Africa/Lagos')::date, 'other', NULL,
	sequence, 'RCT-' || lpad(sequence::text, 6, '0'), paid_by_id, coalesce(paid_at, now()), 0, coalesce(paid_at, now())
FROM paid;--> statement-breakpoint
-- A paid invoice of nothing (the Waiver plan) has no payment: nothing was paid, nothing is left.
UPDATE "invoices" SET "amount_paid" = "total" WHERE "status" = 'paid';--> statement-breakpoint
INSERT INTO "invoice_settings" ("organization_id", "number_prefix", "number_suffix", "number_start", "number_digits",
	"approval_enabled", "cancelling_allowed", "reminders_enabled", "reminder_days_before_due", "remind_on_due_date",
	"reminder_every_days", "reminder_max")
SELECT DISTINCT p.organization_id, 'INV-', '', 1, 6, false, true, true, 3, true, 7, 5
FROM "invoice_payments" p
-- The defaults of defaultInvoiceSettings, for the rare organisation whose invoices were paid without settings.
ON CONFLICT ("organization_id") DO NOTHING;--> statement-breakpoint
UPDATE "invoice_settings" s SET "last_receipt_sequence" = counted.last
FROM (SELECT organization_id, max(receipt_sequence) AS last FROM "invoice_payments" GROUP BY organization_id) counted
WHERE counted.organization_id = s.organization_id;
