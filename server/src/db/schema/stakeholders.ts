import {
  addressTypes,
  businessStatuses,
  contactPreferences,
  financialTypes,
  formsOfCommercialBusiness,
  legalStatuses,
  logTypes,
  stakeholderCategories,
  stakeholderChangeTypes,
  stakeholderFileKinds,
  stakeholderSensitivities,
  stakeholderTypes,
} from '@srm/contract';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns.js';
import { organizations, users } from './organisation.js';

export const stakeholderType = pgEnum('stakeholder_type', stakeholderTypes);
export const stakeholderSensitivity = pgEnum('stakeholder_sensitivity', stakeholderSensitivities);
export const legalStatus = pgEnum('legal_status', legalStatuses);
export const stakeholderCategory = pgEnum('stakeholder_category', stakeholderCategories);
export const businessStatus = pgEnum('business_status', businessStatuses);
export const formOfCommercialBusiness = pgEnum('form_of_commercial_business', formsOfCommercialBusiness);
export const contactPreference = pgEnum('contact_preference', contactPreferences);
export const financialType = pgEnum('financial_type', financialTypes);
export const addressType = pgEnum('address_type', addressTypes);
export const stakeholderFileKind = pgEnum('stakeholder_file_kind', stakeholderFileKinds);
export const stakeholderChangeType = pgEnum('stakeholder_change_type', stakeholderChangeTypes);
export const logType = pgEnum('log_type', logTypes);

const live = sql`deleted_at is null`;

// docs/product.md#stakeholders: one table for the four types; a field a type
// does not have is null. Deleting marks the row (decision 014): its logs,
// changes and files stay, and every read skips it.
export const stakeholders = pgTable(
  'stakeholders',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    type: stakeholderType('type').notNull(),
    name: text('name').notNull(),
    legalStatus: legalStatus('legal_status'),
    category: stakeholderCategory('category'),
    businessStatus: businessStatus('business_status'),
    // Keys of the organisation's own lists (stakeholder-options.ts); the digital product is a feedback
    // product's slug.
    industryOrSector: text('industry_or_sector'),
    formOfCommercialBusiness: formOfCommercialBusiness('form_of_commercial_business'),
    natureOfService: text('nature_of_service'),
    details: text('details'),
    primaryEntity: text('primary_entity_at_antigravity'),
    // The strategic account (client relationship) manager: a member of staff.
    accountManagerId: uuid('account_manager_id').references(() => users.id, { onDelete: 'set null' }),
    sensitivity: stakeholderSensitivity('sensitivity'),
    relationshipDetails: text('relationship_details'),
    otherType: text('other_type'),
    productServiceUsed: text('product_service_used'),
    financialType: financialType('financial_type'),
    addressType: addressType('address_type'),
    address: text('address'),
    contactPreference: contactPreference('contact_preference'),
    // Lower-cased emails and 10-digit national phones (docs/product.md#phones).
    emails: text('emails').array().notNull().default(sql`'{}'::text[]`),
    phones: text('phones').array().notNull().default(sql`'{}'::text[]`),
    contactPersonName: text('contact_person_name'),
    contactPersonTitle: text('contact_person_title'),
    // Printed on the record's invoices (docs/product.md#invoices).
    taxId: text('tax_id'),
    contactPersonEmail: text('contact_person_email'),
    contractStartDate: date('contract_start_date'),
    contractEndDate: date('contract_end_date'),
    contractRenewalDate: date('contract_renewal_date'),
    contractTerms: text('contract_terms'),
    contractComments: text('contract_comments'),
    // The organisation's tags on the record (docs/product.md#tags).
    tagIds: uuid('tag_ids').array().notNull().default(sql`'{}'::uuid[]`),
    // The organisation's own fields' values by key (docs/product.md#custom-fields).
    customValues: jsonb('custom_values').$type<Record<string, unknown>>().notNull().default({}),
    // Name, reference, emails, phones and custom text values in one text for the trigram search,
    // written with the record (stakeholders.queries.ts): an index expression
    // cannot join arrays.
    searchText: text('search_text').notNull(),
    // The latest ticket, feedback, log or change; tickets and feedback move it
    // by trigger (migration 0016_stakeholder_activity).
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('stakeholders_organization_number_unique').on(table.organizationId, table.number),
    // The list, newest first or by latest activity, all types or one.
    index('stakeholders_list_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()).where(live),
    index('stakeholders_type_list_idx')
      .on(table.organizationId, table.type, table.createdAt.desc(), table.id.desc())
      .where(live),
    index('stakeholders_activity_list_idx')
      .on(table.organizationId, table.lastActivityAt.desc(), table.id.desc())
      .where(live),
    index('stakeholders_type_activity_list_idx')
      .on(table.organizationId, table.type, table.lastActivityAt.desc(), table.id.desc())
      .where(live),
    // A ticket's or feedback's email finds its record; duplicates are found by email or phone.
    index('stakeholders_emails_idx').using('gin', table.emails).where(live),
    index('stakeholders_phones_idx').using('gin', table.phones).where(live),
    // Led by the organisation, as the tickets' (decision 020).
    index('stakeholders_search_trgm_idx')
      .using('gin', table.organizationId, sql`${table.searchText} gin_trgm_ops`)
      .where(live),
    // A list of one group company or industry (docs/product.md#stakeholder-options), newest first, however
    // few records hold it.
    index('stakeholders_primary_entity_list_idx')
      .on(table.organizationId, table.primaryEntity, table.createdAt.desc(), table.id.desc())
      .where(live),
    index('stakeholders_industry_list_idx')
      .on(table.organizationId, table.industryOrSector, table.createdAt.desc(), table.id.desc())
      .where(live),
    // A list by tag (`?tag=`), led by the organisation (btree_gin), as the search is.
    index('stakeholders_tags_idx').using('gin', table.organizationId, table.tagIds).where(live),
    // Deleting a member sets these to null: without an index each deletion would scan every record.
    index('stakeholders_account_manager_id_idx').on(table.accountManagerId),
    index('stakeholders_created_by_id_idx').on(table.createdById),
  ],
);

export type StakeholderRow = typeof stakeholders.$inferSelect;
export type NewStakeholderRow = typeof stakeholders.$inferInsert;

// Live records per organisation, type and sensitivity, kept exact by
// keep_counts (migration 0016_stakeholder_activity): unsearched list totals read
// these, summed over the levels the reader may see.
export const stakeholderCounts = pgTable(
  'stakeholder_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    type: stakeholderType('type').notNull(),
    sensitivity: stakeholderSensitivity('sensitivity'),
    count: integer('count').notNull().default(0),
  },
  // A record without a sensitivity is counted under null: one counter, not one per row.
  (table) => [
    unique('stakeholder_counts_key').on(table.organizationId, table.type, table.sensitivity).nullsNotDistinct(),
  ],
);

// docs/product.md#stakeholders: every change of a record, never edited
// (migration 0016 refuses updates, and deletes other than the organisation's).
export const stakeholderChanges = pgTable(
  'stakeholder_changes',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stakeholderId: uuid('stakeholder_id')
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    type: stakeholderChangeType('type').notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes')
      .$type<Record<string, { from: string | string[] | null; to: string | string[] | null }>>()
      .notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stakeholder_changes_stakeholder_idx').on(table.stakeholderId, table.createdAt.desc(), table.id.desc()),
    index('stakeholder_changes_author_id_idx').on(table.authorId),
  ],
);

export type StakeholderChangeRow = typeof stakeholderChanges.$inferSelect;

// Images kept with a record: its KYC documents (the newest of a kind is the
// current one) and the evidence of a change. The file itself lives in the
// file storage under `fileKey`; `sha256` shows it is the one uploaded.
export const stakeholderFiles = pgTable(
  'stakeholder_files',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    stakeholderId: uuid('stakeholder_id')
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    changeId: uuid('change_id').references(() => stakeholderChanges.id, { onDelete: 'cascade' }),
    kind: stakeholderFileKind('kind').notNull(),
    fileKey: text('file_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedById: uuid('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('stakeholder_files_stakeholder_idx').on(table.stakeholderId, table.kind, table.createdAt.desc()),
    index('stakeholder_files_change_idx').on(table.changeId),
    index('stakeholder_files_uploaded_by_id_idx').on(table.uploadedById),
  ],
);

export type StakeholderFileRow = typeof stakeholderFiles.$inferSelect;

// docs/product.md#stakeholders: an email or a call with a stakeholder (LOG-000001).
export const logs = pgTable(
  'logs',
  {
    id: id(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    reference: text('reference').notNull(),
    stakeholderId: uuid('stakeholder_id')
      .notNull()
      .references(() => stakeholders.id, { onDelete: 'cascade' }),
    type: logType('type').notNull(),
    subject: text('subject').notNull(),
    summary: text('summary'),
    message: text('message').notNull(),
    projectName: text('project_name'),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('logs_organization_number_unique').on(table.organizationId, table.number),
    index('logs_list_idx').on(table.organizationId, table.createdAt.desc(), table.id.desc()),
    index('logs_stakeholder_list_idx').on(table.stakeholderId, table.createdAt.desc(), table.id.desc()),
    index('logs_staff_id_idx').on(table.staffId),
  ],
);

export type LogRow = typeof logs.$inferSelect;
