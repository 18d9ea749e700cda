CREATE TYPE "public"."address_type" AS ENUM('street', 'landmark', 'city', 'state', 'country');--> statement-breakpoint
CREATE TYPE "public"."business_status" AS ENUM('active', 'inactive', 'prospective');--> statement-breakpoint
CREATE TYPE "public"."contact_preference" AS ENUM('email', 'phone', 'email_and_phone');--> statement-breakpoint
CREATE TYPE "public"."digital_product" AS ENUM('acadaboo', 'neo', 'oberon');--> statement-breakpoint
CREATE TYPE "public"."financial_type" AS ENUM('paying', 'non_paying');--> statement-breakpoint
CREATE TYPE "public"."form_of_commercial_business" AS ENUM('investment', 'service', 'product', 'other');--> statement-breakpoint
CREATE TYPE "public"."industry" AS ENUM('technology', 'finance', 'healthcare', 'retail', 'other');--> statement-breakpoint
CREATE TYPE "public"."legal_status" AS ENUM('individual_name', 'business_name', 'company', 'government_agency', 'npo');--> statement-breakpoint
CREATE TYPE "public"."log_type" AS ENUM('email', 'call');--> statement-breakpoint
CREATE TYPE "public"."other_stakeholder_type" AS ENUM('type_1', 'type_2', 'type_3');--> statement-breakpoint
CREATE TYPE "public"."primary_entity" AS ENUM('antigravity_group_ltd', 'antigravity_incubated_ltd', 'antigravity_consulting_ltd', 'antigravity_techhub_ltd', 'antigravity_media_ltd', 'iau_partners', 'nextgen_aspire_agro_partners_(ngaap)');--> statement-breakpoint
CREATE TYPE "public"."stakeholder_category" AS ENUM('vip', 'regular');--> statement-breakpoint
CREATE TYPE "public"."stakeholder_change_type" AS ENUM('created', 'edited', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."stakeholder_file_kind" AS ENUM('bvn', 'nin', 'id_type', 'utility_bill', 'evidence');--> statement-breakpoint
CREATE TYPE "public"."stakeholder_sensitivity" AS ENUM('most_confidential', 'confidential', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."stakeholder_type" AS ENUM('new_client', 'new_customer', 'new_digital_customer_and_users', 'others');--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_type" ADD VALUE 'stakeholder_deleted';--> statement-breakpoint
CREATE TABLE "logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"type" "log_type" NOT NULL,
	"subject" text NOT NULL,
	"summary" text,
	"message" text NOT NULL,
	"project_name" text,
	"staff_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholder_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"type" "stakeholder_change_type" NOT NULL,
	"author_id" uuid,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholder_counts" (
	"organization_id" uuid NOT NULL,
	"type" "stakeholder_type" NOT NULL,
	"sensitivity" "stakeholder_sensitivity",
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stakeholder_counts_key" UNIQUE NULLS NOT DISTINCT("organization_id","type","sensitivity")
);
--> statement-breakpoint
CREATE TABLE "stakeholder_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"stakeholder_id" uuid NOT NULL,
	"change_id" uuid,
	"kind" "stakeholder_file_kind" NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stakeholders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"type" "stakeholder_type" NOT NULL,
	"name" text NOT NULL,
	"legal_status" "legal_status",
	"category" "stakeholder_category",
	"business_status" "business_status",
	"industry_or_sector" "industry",
	"form_of_commercial_business" "form_of_commercial_business",
	"nature_of_service" text,
	"details" text,
	"primary_entity_at_antigravity" "primary_entity",
	"account_manager_id" uuid,
	"sensitivity" "stakeholder_sensitivity",
	"relationship_details" text,
	"other_type" "other_stakeholder_type",
	"product_service_used" "digital_product",
	"financial_type" "financial_type",
	"address_type" "address_type",
	"address" text,
	"contact_preference" "contact_preference",
	"emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_person_name" text,
	"contact_person_title" text,
	"contact_person_email" text,
	"contract_start_date" date,
	"contract_end_date" date,
	"contract_renewal_date" date,
	"contract_terms" text,
	"contract_comments" text,
	"search_text" text NOT NULL,
	"last_activity_at" timestamp with time zone NOT NULL,
	"created_by_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logs" ADD CONSTRAINT "logs_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_changes" ADD CONSTRAINT "stakeholder_changes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_changes" ADD CONSTRAINT "stakeholder_changes_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_changes" ADD CONSTRAINT "stakeholder_changes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_counts" ADD CONSTRAINT "stakeholder_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_files" ADD CONSTRAINT "stakeholder_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_files" ADD CONSTRAINT "stakeholder_files_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_files" ADD CONSTRAINT "stakeholder_files_change_id_stakeholder_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."stakeholder_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholder_files" ADD CONSTRAINT "stakeholder_files_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_account_manager_id_users_id_fk" FOREIGN KEY ("account_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stakeholders" ADD CONSTRAINT "stakeholders_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "logs_organization_number_unique" ON "logs" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "logs_list_idx" ON "logs" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_stakeholder_list_idx" ON "logs" USING btree ("stakeholder_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "logs_staff_id_idx" ON "logs" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "stakeholder_changes_stakeholder_idx" ON "stakeholder_changes" USING btree ("stakeholder_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stakeholder_changes_author_id_idx" ON "stakeholder_changes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "stakeholder_files_stakeholder_idx" ON "stakeholder_files" USING btree ("stakeholder_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stakeholder_files_change_idx" ON "stakeholder_files" USING btree ("change_id");--> statement-breakpoint
CREATE INDEX "stakeholder_files_uploaded_by_id_idx" ON "stakeholder_files" USING btree ("uploaded_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholders_organization_number_unique" ON "stakeholders" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "stakeholders_list_idx" ON "stakeholders" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_type_list_idx" ON "stakeholders" USING btree ("organization_id","type","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_activity_list_idx" ON "stakeholders" USING btree ("organization_id","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_type_activity_list_idx" ON "stakeholders" USING btree ("organization_id","type","last_activity_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_emails_idx" ON "stakeholders" USING gin ("emails") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_phones_idx" ON "stakeholders" USING gin ("phones") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_search_trgm_idx" ON "stakeholders" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "stakeholders_account_manager_id_idx" ON "stakeholders" USING btree ("account_manager_id");--> statement-breakpoint
CREATE INDEX "stakeholders_created_by_id_idx" ON "stakeholders" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "feedback_stakeholder_email_idx" ON "feedback" USING btree ("organization_id","stakeholder_email");