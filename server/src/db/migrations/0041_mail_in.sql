CREATE TYPE "public"."mail_direction" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TYPE "public"."mail_outcome" AS ENUM('opened', 'answered', 'noted', 'ignored', 'bounced');--> statement-breakpoint
CREATE TABLE "failing_mail_addresses" (
	"organization_id" uuid NOT NULL,
	"address" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "failing_mail_addresses_organization_id_address_pk" PRIMARY KEY("organization_id","address")
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"direction" "mail_direction" NOT NULL,
	"ticket_id" uuid,
	"from_address" text,
	"from_name" text,
	"subject" text,
	"outcome" "mail_outcome",
	"outcome_reason" text,
	"original_key" text,
	"sender_check" text,
	"refused_files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"slug_changed_at" timestamp with time zone,
	"default_handler_id" uuid,
	"default_department_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_settings_slug_lower" CHECK ("mail_settings"."slug" = lower("mail_settings"."slug"))
);
--> statement-breakpoint
CREATE TABLE "ticket_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"activity_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "threading" jsonb;--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD COLUMN "email_id" uuid;--> statement-breakpoint
ALTER TABLE "failing_mail_addresses" ADD CONSTRAINT "failing_mail_addresses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_default_handler_id_users_id_fk" FOREIGN KEY ("default_handler_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_settings" ADD CONSTRAINT "mail_settings_default_department_id_departments_id_fk" FOREIGN KEY ("default_department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_files" ADD CONSTRAINT "ticket_files_activity_id_ticket_activity_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."ticket_activity"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_unique" ON "mail_messages" USING btree ("organization_id","message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_ticket_idx" ON "mail_messages" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_messages_opened_by_sender_idx" ON "mail_messages" USING btree ("organization_id","from_address","created_at") WHERE outcome = 'opened';--> statement-breakpoint
CREATE UNIQUE INDEX "mail_settings_slug_unique" ON "mail_settings" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "mail_settings_default_handler_idx" ON "mail_settings" USING btree ("default_handler_id");--> statement-breakpoint
CREATE INDEX "mail_settings_default_department_idx" ON "mail_settings" USING btree ("default_department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_files_activity_position_unique" ON "ticket_files" USING btree ("activity_id","position");--> statement-breakpoint
CREATE INDEX "ticket_files_ticket_idx" ON "ticket_files" USING btree ("organization_id","ticket_id");--> statement-breakpoint
ALTER TABLE "ticket_activity" ADD CONSTRAINT "ticket_activity_email_id_mail_messages_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_activity_email_id_idx" ON "ticket_activity" USING btree ("email_id") WHERE email_id is not null;--> statement-breakpoint
-- Every organisation has a support address (docs/product.md#email-in): its name in lower case, runs of other
-- characters made one dash, numbered when taken or reserved (the same list as mail-in's support-address.ts), a
-- random tail after a few numbers. ON CONFLICT waits for a sign-up of the same name under way and then tries the
-- next, so a sign-up never fails over its address.
CREATE FUNCTION claim_support_slug(organization uuid, organization_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  reserved text[] := ARRAY['abuse', 'admin', 'bounce', 'bounces', 'hostmaster', 'mailer-daemon', 'no-reply',
    'noreply', 'postmaster', 'reply', 'root', 'srm', 'webmaster'];
  base text := trim(both '-' from left(trim(both '-' from regexp_replace(lower(organization_name), '[^a-z0-9]+', '-', 'g')), 40));
  candidate text;
  tries integer := 1;
BEGIN
  IF length(base) < 3 THEN base := trim(both '-' from 'org-' || base); END IF;
  candidate := base;
  LOOP
    IF candidate <> ALL (reserved) THEN
      INSERT INTO mail_settings (organization_id, slug) VALUES (organization, candidate) ON CONFLICT (slug) DO NOTHING;
      EXIT WHEN FOUND;
    END IF;
    tries := tries + 1;
    candidate := base || '-' || CASE WHEN tries <= 5 THEN tries::text ELSE substr(md5(random()::text), 1, 6) END;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION mail_settings_for_new_organization() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM claim_support_slug(NEW.id, NEW.name);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER organizations_mail_settings AFTER INSERT ON organizations
  FOR EACH ROW EXECUTE FUNCTION mail_settings_for_new_organization();
--> statement-breakpoint
SELECT claim_support_slug(id, name) FROM (SELECT id, name FROM organizations ORDER BY created_at, id) AS oldest_first;
