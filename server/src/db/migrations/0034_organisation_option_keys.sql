ALTER TABLE "stakeholders" ALTER COLUMN "industry_or_sector" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "stakeholders" ALTER COLUMN "primary_entity_at_antigravity" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "stakeholders" ALTER COLUMN "other_type" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "stakeholders" ALTER COLUMN "product_service_used" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."digital_product";--> statement-breakpoint
DROP TYPE "public"."industry";--> statement-breakpoint
DROP TYPE "public"."other_stakeholder_type";--> statement-breakpoint
DROP TYPE "public"."primary_entity";