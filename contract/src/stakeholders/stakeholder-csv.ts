import { z } from 'zod';
import {
  type StakeholderField,
  stakeholderAddressFields,
  stakeholderContractFields,
  stakeholderTypes,
} from './options.js';

// docs/stakeholder-csv.md: the fields of a record after its reference, type, name,
// emails and phones, in the order of the add form's tabs (Basic, Address,
// Contract), each type's own basic fields side by side.
const stakeholderCsvFieldsAfterContacts = [
  'legal_status',
  'category',
  'industry_or_sector',
  'business_status',
  'form_of_commercial_business',
  'nature_of_service',
  'details',
  'primary_entity_at_antigravity',
  'strategic_account_manager',
  'sensitivity',
  'relationship_details',
  'stakeholderType',
  'product_service_used',
  'financial_type',
  ...stakeholderAddressFields.filter((field) => field !== 'email' && field !== 'phone'),
  ...stakeholderContractFields,
] as const satisfies readonly StakeholderField[];

// Every field of a record, in the export's order: what an import's columns may name.
export const stakeholderCsvFields = [
  'name',
  'email',
  'phone',
  ...stakeholderCsvFieldsAfterContacts,
] as const satisfies readonly StakeholderField[];

// GET /api/profile/export-stakeholders/: the header row of the file.
export const stakeholderExportColumns = [
  'reference',
  'type',
  ...stakeholderCsvFields,
  'created_at',
  'last_activity_at',
] as const;

// GET /api/profile/export-stakeholders/?type= (a querystring is described
// inline: no `meta` id, which OpenAPI parameters cannot refer to).
export const StakeholderExportQuery = z.object({ type: z.enum(stakeholderTypes).optional() });
export type StakeholderExportQuery = z.input<typeof StakeholderExportQuery>;

// POST /api/profile/import-stakeholders/ (multipart, one CSV file): the columns
// the header row must name, and how many rows one file may hold.
export const stakeholderImportRequiredColumns = ['type', 'name'] as const;
export const maxStakeholderImportRows = 1000;

// A row written, by its line in the file (the header is line 1).
const ImportedRow = z.object({
  line: z.number().int(),
  id: z.uuid(),
  reference: z.string(),
});

// Each row stands alone: a new record, an update of the record of the same
// type holding one of its emails, no change, or skipped with the reason.
export const StakeholderImportReport = z
  .object({
    created: z.array(ImportedRow),
    updated: z.array(ImportedRow.extend({ id: z.uuid(), reference: z.string() })),
    unchanged: z.array(ImportedRow.extend({ id: z.uuid(), reference: z.string() })),
    skipped: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  })
  .meta({ id: 'StakeholderImportReport' });
export type StakeholderImportReport = z.infer<typeof StakeholderImportReport>;
