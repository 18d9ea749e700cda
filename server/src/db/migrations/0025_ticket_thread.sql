ALTER TYPE "public"."ticket_activity_type" ADD VALUE 'replied';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_type" ADD VALUE 'noted';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_type" ADD VALUE 'answered';--> statement-breakpoint
ALTER TYPE "public"."ticket_activity_type" ADD VALUE 'reopened';--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "email_stakeholders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reopened_at" timestamp with time zone;