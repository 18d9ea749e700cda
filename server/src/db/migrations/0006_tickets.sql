CREATE TYPE "public"."sla_category" AS ENUM('standard', 'medium', 'complex');--> statement-breakpoint
CREATE TYPE "public"."ticket_activity_type" AS ENUM('created', 'edited', 'reassigned', 'unassigned', 'resolved', 'status_changed', 'deleted');--> statement-breakpoint
CREATE TYPE "public"."ticket_priority" AS ENUM('low', 'medium', 'high');--> statement-breakpoint
CREATE TYPE "public"."ticket_status" AS ENUM('new', 'open', 'due', 'overdue', 'resolved');--> statement-breakpoint
CREATE TYPE "public"."ticket_type" AS ENUM('standard', 'medium', 'complex');--> statement-breakpoint
CREATE TABLE "reference_counters" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"last_value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_counters_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
CREATE TABLE "sla_targets" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"standard_hours" integer DEFAULT 24 NOT NULL,
	"medium_hours" integer DEFAULT 72 NOT NULL,
	"complex_hours" integer DEFAULT 168 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" "ticket_activity_type" NOT NULL,
	"text" text NOT NULL,
	"author_id" uuid,
	"changes" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"status" "ticket_status" DEFAULT 'new' NOT NULL,
	"priority" "ticket_priority" NOT NULL,
	"sla_category" "sla_category" NOT NULL,
	"type" "ticket_type" DEFAULT 'standard' NOT NULL,
	"handler_id" uuid,
	"stakeholder_name" text NOT NULL,
	"stakeholder_email" text NOT NULL,
	"created_by_id" uuid,
	"due_at" timestamp with time zone NOT NULL,
	"due_soon_at" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reference_counters" ADD CONSTRAINT "reference_counters_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sla_targets" ADD CONSTRAINT "sla_targets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_handler_id_users_id_fk" FOREIGN KEY ("handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activity_ticket_idx" ON "ticket_activity" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_organization_number_unique" ON "tickets" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "tickets_list_idx" ON "tickets" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_status_list_idx" ON "tickets" USING btree ("organization_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_priority_list_idx" ON "tickets" USING btree ("organization_id","priority","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_handler_list_idx" ON "tickets" USING btree ("organization_id","handler_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_stakeholder_email_idx" ON "tickets" USING btree ("organization_id","stakeholder_email") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_due_soon_idx" ON "tickets" USING btree ("due_soon_at") WHERE deleted_at is null and status in ('new', 'open');--> statement-breakpoint
CREATE INDEX "tickets_deadline_idx" ON "tickets" USING btree ("due_at") WHERE deleted_at is null and status in ('new', 'open', 'due');--> statement-breakpoint
CREATE INDEX "tickets_title_trgm_idx" ON "tickets" USING gin ("title" gin_trgm_ops) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "tickets_reference_trgm_idx" ON "tickets" USING gin ("reference" gin_trgm_ops) WHERE deleted_at is null;