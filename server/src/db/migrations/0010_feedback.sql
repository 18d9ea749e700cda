CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"reference" text NOT NULL,
	"product" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"stakeholder_name" text NOT NULL,
	"stakeholder_email" text NOT NULL,
	"stakeholder_phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_counts" (
	"organization_id" uuid NOT NULL,
	"product" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "feedback_counts_organization_id_product_pk" PRIMARY KEY("organization_id","product")
);
--> statement-breakpoint
CREATE TABLE "feedback_media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"feedback_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "feedback_id" uuid;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_counts" ADD CONSTRAINT "feedback_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_media" ADD CONSTRAINT "feedback_media_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_media" ADD CONSTRAINT "feedback_media_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_organization_number_unique" ON "feedback" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "feedback_list_idx" ON "feedback" USING btree ("organization_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_product_list_idx" ON "feedback" USING btree ("organization_id","product","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "feedback_search_trgm_idx" ON "feedback" USING gin ("organization_id",("reference" || ' ' || "subject" || ' ' || "stakeholder_name" || ' ' || "stakeholder_email") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_media_feedback_position_unique" ON "feedback_media" USING btree ("feedback_id","position");--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_feedback_id_feedback_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedback"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_feedback_unique" ON "tickets" USING btree ("feedback_id") WHERE deleted_at is null and feedback_id is not null;