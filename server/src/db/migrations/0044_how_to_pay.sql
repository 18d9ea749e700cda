ALTER TABLE "invoice_settings" ADD COLUMN "registration_number" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD COLUMN "bank_accounts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD COLUMN "tax_id" text;