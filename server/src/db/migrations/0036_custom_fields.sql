CREATE TYPE "public"."custom_field_tab" AS ENUM('basic', 'address', 'contract');--> statement-breakpoint
CREATE TYPE "public"."custom_field_target" AS ENUM('stakeholder', 'ticket');--> statement-breakpoint
CREATE TYPE "public"."custom_field_type" AS ENUM('text', 'long_text', 'number', 'date', 'choice', 'multi_choice', 'yes_no');--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"target" "custom_field_target" NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"type" "custom_field_type" NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"tab" "custom_field_tab",
	"choices" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stakeholders" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "custom_values" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "custom_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_key_unique" ON "custom_fields" USING btree ("organization_id","target","key");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_label_unique" ON "custom_fields" USING btree ("organization_id","target",lower("label"));--> statement-breakpoint
CREATE INDEX "tickets_custom_text_trgm_idx" ON "tickets" USING gin ("organization_id","custom_text" gin_trgm_ops) WHERE deleted_at is null and custom_text <> '';