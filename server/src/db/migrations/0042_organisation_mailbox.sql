ALTER TABLE "mail_settings" ADD COLUMN "mailbox_host" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_port" integer;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_security" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_user" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_password" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_address" text;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD COLUMN "mailbox_error" text;--> statement-breakpoint
CREATE INDEX "mail_settings_mailbox_idx" ON "mail_settings" USING btree ("organization_id") WHERE mailbox_host is not null;