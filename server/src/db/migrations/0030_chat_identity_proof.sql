CREATE TABLE "chat_identity_secrets" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"sealed_secret" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "chat_users_organization_email_unique";--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "code_hash" text;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "code_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_sessions" ADD COLUMN "code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_users" ADD COLUMN "verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_users" ADD COLUMN "earlier_chat_user_id" uuid;--> statement-breakpoint
ALTER TABLE "chat_identity_secrets" ADD CONSTRAINT "chat_identity_secrets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_users" ADD CONSTRAINT "chat_users_earlier_chat_user_id_chat_users_id_fk" FOREIGN KEY ("earlier_chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_users_earlier_idx" ON "chat_users" USING btree ("earlier_chat_user_id") WHERE earlier_chat_user_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_users_organization_email_unique" ON "chat_users" USING btree ("organization_id","email") WHERE earlier_chat_user_id is null;