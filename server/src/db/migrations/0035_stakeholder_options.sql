CREATE TYPE "public"."option_list" AS ENUM('primary_entity_at_antigravity', 'industry_or_sector', 'stakeholderType');--> statement-breakpoint
CREATE TABLE "stakeholder_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"list" "option_list" NOT NULL,
	"key" text NOT NULL,
	"label" text NOT NULL,
	"position" integer NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stakeholder_options" ADD CONSTRAINT "stakeholder_options_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_options_key_unique" ON "stakeholder_options" USING btree ("organization_id","list","key");--> statement-breakpoint
CREATE UNIQUE INDEX "stakeholder_options_label_unique" ON "stakeholder_options" USING btree ("organization_id","list",lower("label"));--> statement-breakpoint
CREATE INDEX "stakeholder_options_order_idx" ON "stakeholder_options" USING btree ("organization_id","list","position");--> statement-breakpoint
-- docs/product.md#stakeholder-options: every organisation starts with the spec's values, so nothing changes
-- for one that never edits its lists. A trigger, as for the feedback products (0027), so no way of making an
-- organisation (sign-up, tests, scripts) can forget them. The values are contract/src/stakeholders/
-- options.ts's, labelled as the screens always showed them.
CREATE FUNCTION add_starting_stakeholder_options() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO stakeholder_options (organization_id, list, key, label, position)
  SELECT new_organizations.id, starting.list::option_list, starting.key, starting.label, starting.position
  FROM new_organizations
  CROSS JOIN (VALUES ('primary_entity_at_antigravity', 'antigravity_group_ltd', 'Antigravity Group Ltd', 0),
                   ('primary_entity_at_antigravity', 'antigravity_incubated_ltd', 'Antigravity Incubated Ltd', 1),
                   ('primary_entity_at_antigravity', 'antigravity_consulting_ltd', 'Antigravity Consulting Ltd', 2),
                   ('primary_entity_at_antigravity', 'antigravity_techhub_ltd', 'Antigravity TechHub Ltd', 3),
                   ('primary_entity_at_antigravity', 'antigravity_media_ltd', 'Antigravity Media Ltd', 4),
                   ('primary_entity_at_antigravity', 'iau_partners', 'IAU Partners', 5),
                   ('primary_entity_at_antigravity', 'nextgen_aspire_agro_partners_(ngaap)', 'NextGen Aspire Agro Partners (NGAAP)', 6),
                   ('industry_or_sector', 'technology', 'Technology', 0),
                   ('industry_or_sector', 'finance', 'Finance', 1),
                   ('industry_or_sector', 'healthcare', 'Healthcare', 2),
                   ('industry_or_sector', 'retail', 'Retail', 3),
                   ('industry_or_sector', 'other', 'Other', 4),
                   ('stakeholderType', 'type_1', 'Type 1', 0),
                   ('stakeholderType', 'type_2', 'Type 2', 1),
                   ('stakeholderType', 'type_3', 'Type 3', 2)) AS starting (list, key, label, position);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER organizations_starting_stakeholder_options
  AFTER INSERT ON organizations REFERENCING NEW TABLE AS new_organizations
  FOR EACH STATEMENT EXECUTE FUNCTION add_starting_stakeholder_options();--> statement-breakpoint
INSERT INTO stakeholder_options (organization_id, list, key, label, position)
SELECT organizations.id, starting.list::option_list, starting.key, starting.label, starting.position
FROM organizations
CROSS JOIN (VALUES ('primary_entity_at_antigravity', 'antigravity_group_ltd', 'Antigravity Group Ltd', 0),
                   ('primary_entity_at_antigravity', 'antigravity_incubated_ltd', 'Antigravity Incubated Ltd', 1),
                   ('primary_entity_at_antigravity', 'antigravity_consulting_ltd', 'Antigravity Consulting Ltd', 2),
                   ('primary_entity_at_antigravity', 'antigravity_techhub_ltd', 'Antigravity TechHub Ltd', 3),
                   ('primary_entity_at_antigravity', 'antigravity_media_ltd', 'Antigravity Media Ltd', 4),
                   ('primary_entity_at_antigravity', 'iau_partners', 'IAU Partners', 5),
                   ('primary_entity_at_antigravity', 'nextgen_aspire_agro_partners_(ngaap)', 'NextGen Aspire Agro Partners (NGAAP)', 6),
                   ('industry_or_sector', 'technology', 'Technology', 0),
                   ('industry_or_sector', 'finance', 'Finance', 1),
                   ('industry_or_sector', 'healthcare', 'Healthcare', 2),
                   ('industry_or_sector', 'retail', 'Retail', 3),
                   ('industry_or_sector', 'other', 'Other', 4),
                   ('stakeholderType', 'type_1', 'Type 1', 0),
                   ('stakeholderType', 'type_2', 'Type 2', 1),
                   ('stakeholderType', 'type_3', 'Type 3', 2)) AS starting (list, key, label, position);
