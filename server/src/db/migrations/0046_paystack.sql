CREATE TYPE "public"."paystack_attempt_state" AS ENUM('started', 'paid', 'refused');--> statement-breakpoint
CREATE TABLE "paystack_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"state" "paystack_attempt_state" DEFAULT 'started' NOT NULL,
	"payment_id" uuid,
	"refusal" text,
	"started_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "paystack_connections" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret_key" text NOT NULL,
	"mode" text NOT NULL,
	"key_ending" text NOT NULL,
	"connected_by_id" uuid,
	"connected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paystack_attempts" ADD CONSTRAINT "paystack_attempts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_attempts" ADD CONSTRAINT "paystack_attempts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_attempts" ADD CONSTRAINT "paystack_attempts_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_connections" ADD CONSTRAINT "paystack_connections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paystack_connections" ADD CONSTRAINT "paystack_connections_connected_by_id_users_id_fk" FOREIGN KEY ("connected_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paystack_attempts_invoice_idx" ON "paystack_attempts" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "paystack_attempts_payment_unique" ON "paystack_attempts" USING btree ("payment_id") WHERE payment_id is not null;