ALTER TABLE "tickets" ADD COLUMN "chat_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_chat_user_id_chat_users_id_fk" FOREIGN KEY ("chat_user_id") REFERENCES "public"."chat_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tickets_chat_user_id_idx" ON "tickets" USING btree ("chat_user_id") WHERE chat_user_id is not null;