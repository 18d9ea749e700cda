ALTER TYPE "public"."stakeholder_sensitivity" ADD VALUE 'normal' BEFORE 'most_confidential';--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "stakeholder_account_manager_id" uuid;