CREATE TABLE "feedback_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"short_code" text NOT NULL,
	"colour" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_products" ADD CONSTRAINT "feedback_products_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_products_slug_unique" ON "feedback_products" USING btree ("organization_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_products_name_unique" ON "feedback_products" USING btree ("organization_id",lower("name"));--> statement-breakpoint
-- docs/product.md#feedback: every organisation starts with the spec's three products,
-- so the form links and colours it has always had keep working. A trigger, so
-- no way of making an organisation (sign-up, tests, scripts) can forget them.
CREATE FUNCTION add_starting_feedback_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO feedback_products (organization_id, slug, name, short_code, colour)
  SELECT new_organizations.id, starting.slug, starting.name, starting.short_code, starting.colour
  FROM new_organizations
  CROSS JOIN (VALUES ('acadaboo', 'Acadaboo', 'AC', 'acadaboo'),
                     ('neo', 'Neo', 'NE', 'neo'),
                     ('oberon', 'Oberon', 'OB', 'oberon')) AS starting (slug, name, short_code, colour);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_starting_feedback_products
  AFTER INSERT ON organizations REFERENCING NEW TABLE AS new_organizations
  FOR EACH STATEMENT EXECUTE FUNCTION add_starting_feedback_products();--> statement-breakpoint
INSERT INTO feedback_products (organization_id, slug, name, short_code, colour)
SELECT organizations.id, starting.slug, starting.name, starting.short_code, starting.colour
FROM organizations
CROSS JOIN (VALUES ('acadaboo', 'Acadaboo', 'AC', 'acadaboo'),
                   ('neo', 'Neo', 'NE', 'neo'),
                   ('oberon', 'Oberon', 'OB', 'oberon')) AS starting (slug, name, short_code, colour);
