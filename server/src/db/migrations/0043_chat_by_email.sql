CREATE TABLE "staff_presence" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"last_online_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "chat_sequence" integer;--> statement-breakpoint
ALTER TABLE "staff_presence" ADD CONSTRAINT "staff_presence_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;