ALTER TABLE "invoices" ADD COLUMN "invoice_sequence" integer;--> statement-breakpoint
-- Invoices sent before: the sequence read back from the number. The digits between the settings' prefix and
-- suffix when the number still has them, else its last run of digits (the numbering was changed since).
UPDATE "invoices" AS i SET "invoice_sequence" = coalesce(
  (
    SELECT substr(i.invoice_number, length(s.number_prefix) + 1,
      length(i.invoice_number) - length(s.number_prefix) - length(s.number_suffix))::bigint::integer
    FROM "invoice_settings" AS s
    WHERE s.organization_id = i.organization_id
      AND starts_with(i.invoice_number, s.number_prefix)
      AND right(i.invoice_number, length(s.number_suffix)) = s.number_suffix
      AND substr(i.invoice_number, length(s.number_prefix) + 1,
        length(i.invoice_number) - length(s.number_prefix) - length(s.number_suffix)) ~ '^0*[0-9]{1,9}$'
  ),
  substring(i.invoice_number from '([0-9]{1,9})[^0-9]*$')::integer
)
WHERE i.invoice_number IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_number_list_idx" ON "invoices" USING btree ("organization_id","invoice_sequence" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_number_asc_list_idx" ON "invoices" USING btree ("organization_id","invoice_sequence","id") WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_due_list_idx" ON "invoices" USING btree ("organization_id","due_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;--> statement-breakpoint
CREATE INDEX "invoices_amount_list_idx" ON "invoices" USING btree ("organization_id","total" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted_at is null;