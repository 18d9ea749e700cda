CREATE TYPE "public"."discount_type" AS ENUM('percentage', 'flat');--> statement-breakpoint
CREATE TYPE "public"."invoice_plan" AS ENUM('elevate', 'prime_wave', 'pinnacle', 'waiver');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('draft', 'pending', 'paid', 'cancelled');--> statement-breakpoint
CREATE TABLE "invoice_counts" (
	"organization_id" uuid NOT NULL,
	"status" "invoice_status" NOT NULL,
	"stakeholder_sensitivity" "stakeholder_sensitivity",
	"count" integer NOT NULL,
	CONSTRAINT "invoice_counts_key" UNIQUE NULLS NOT DISTINCT("organization_id","status","stakeholder_sensitivity")
);
--> statement-breakpoint
CREATE TABLE "invoice_emails" (
	"invoice_id" uuid NOT NULL,
	"email_number" integer NOT NULL,
	"kind" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_emails_invoice_id_email_number_pk" PRIMARY KEY("invoice_id","email_number")
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number_prefix" text NOT NULL,
	"number_suffix" text NOT NULL,
	"number_start" integer NOT NULL,
	"number_digits" integer NOT NULL,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"approval_enabled" boolean NOT NULL,
	"approval_limit_flat" bigint,
	"cancelling_allowed" boolean NOT NULL,
	"reminders_enabled" boolean NOT NULL,
	"reminder_days_before_due" integer,
	"remind_on_due_date" boolean NOT NULL,
	"reminder_every_days" integer,
	"reminder_max" integer NOT NULL,
	"business_address" text,
	"tax_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_organization_id_unique" UNIQUE("organization_id")
);
--> statement-breakpoint
CREATE TABLE "invoice_staff_settings" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"approval_limit" bigint,
	"may_cancel" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_staff_settings_organization_id_user_id_pk" PRIMARY KEY("organization_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"invoice_number" text,
	"status" "invoice_status" DEFAULT 'draft' NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"customer_tax_id" text,
	"plan" "invoice_plan" NOT NULL,
	"months" integer NOT NULL,
	"employees" integer NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"discount_hundredths" bigint NOT NULL,
	"tax_basis_points" integer NOT NULL,
	"due_date" date NOT NULL,
	"extra_employees" integer NOT NULL,
	"fixed_amount" bigint NOT NULL,
	"employee_amount" bigint NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint NOT NULL,
	"before_tax" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"sent_at" timestamp with time zone,
	"sent_by_id" uuid,
	"approval_limit" bigint,
	"paid_at" timestamp with time zone,
	"paid_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by_id" uuid,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"next_reminder_at" timestamp with time zone,
	"emails_requested" integer DEFAULT 0 NOT NULL,
	"duplicate_of_id" uuid,
	"search_text" text DEFAULT '' NOT NULL,
	"stakeholder_sensitivity" "stakeholder_sensitivity",
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_counts" ADD CONSTRAINT "invoice_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_emails" ADD CONSTRAINT "invoice_emails_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_staff_settings" ADD CONSTRAINT "invoice_staff_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_staff_settings" ADD CONSTRAINT "invoice_staff_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancelled_by_id_users_id_fk" FOREIGN KEY ("cancelled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox_attachments" ADD CONSTRAINT "outbox_attachments_message_id_outbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_organization_number_unique" ON "invoices" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_invoice_number_unique" ON "invoices" USING btree ("organization_id","invoice_number");--> statement-breakpoint
CREATE INDEX "invoices_list_idx" ON "invoices" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_status_list_idx" ON "invoices" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_search_trgm_idx" ON "invoices" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_pending_due_idx" ON "invoices" USING btree ("organization_id","due_date") WHERE deleted_at is null and status = 'pending';--> statement-breakpoint
CREATE INDEX "invoices_reminders_due_idx" ON "invoices" USING btree ("next_reminder_at") WHERE deleted_at is null and status = 'pending' and next_reminder_at is not null;--> statement-breakpoint
CREATE INDEX "invoices_stakeholder_id_idx" ON "invoices" USING btree ("stakeholder_id");--> statement-breakpoint
CREATE INDEX "invoices_duplicate_of_id_idx" ON "invoices" USING btree ("duplicate_of_id");--> statement-breakpoint
CREATE INDEX "outbox_attachments_message_id_idx" ON "outbox_attachments" USING btree ("message_id");