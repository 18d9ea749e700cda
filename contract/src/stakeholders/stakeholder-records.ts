import { z } from 'zod';
import { CustomValue } from '../common/custom-fields.js';
import { messages } from '../common/messages.js';
import { correctedSearch, PageQuery, pageBodyFields } from '../common/paging.js';
import { tagFilter } from '../common/tags.js';
import {
  addressTypes,
  businessStatuses,
  contactPreferences,
  financialTypes,
  formsOfCommercialBusiness,
  kycDocumentTypes,
  legalStatuses,
  stakeholderCategories,
  stakeholderSensitivities,
  stakeholderTypes,
} from './options.js';
import { optionKeyPattern } from './stakeholder-options.js';
import { stakeholderFieldsShape } from './stakeholders.js';

// A ticket's or feedback's record, found by its email (docs/product.md#stakeholders).
export const StakeholderLink = z
  .object({ id: z.uuid(), reference: z.string(), name: z.string() })
  .meta({ id: 'StakeholderLink' });
export type StakeholderLink = z.infer<typeof StakeholderLink>;

// A member of staff as a record names them: an account manager, an author.
export const StaffReference = z
  .object({ id: z.uuid(), first_name: z.string(), last_name: z.string() })
  .meta({ id: 'StaffReference' });
export type StaffReference = z.infer<typeof StaffReference>;

// An image kept with a record: a KYC document, or evidence of a change
// (docs/product.md#files), shown through an expiring signed address.
export const stakeholderFileKinds = [...kycDocumentTypes, 'evidence'] as const;
export type StakeholderFileKind = (typeof stakeholderFileKinds)[number];
export const StakeholderFile = z
  .object({
    id: z.uuid(),
    kind: z.enum(stakeholderFileKinds),
    location: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
    // The SHA-256 of the bytes, in hex: evidence that the file is the one uploaded.
    sha256: z.string(),
    uploaded_by: StaffReference.nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'StakeholderFile' });
export type StakeholderFile = z.infer<typeof StakeholderFile>;

const choice = <const Options extends readonly [string, ...string[]]>(options: Options) => z.enum(options).nullable();

// The full record (docs/product.md#stakeholders). A field its type does not
// have is null (or an empty list).
export const Stakeholder = z
  .object({
    id: z.uuid(),
    type: z.enum(stakeholderTypes),
    reference: z.string(),
    name: z.string(),
    legal_status: choice(legalStatuses),
    category: choice(stakeholderCategories),
    business_status: choice(businessStatuses),
    // The organisation's own lists (stakeholder-options.ts): the option's key.
    industry_or_sector: z.string().nullable(),
    form_of_commercial_business: choice(formsOfCommercialBusiness),
    nature_of_service: z.string().nullable(),
    details: z.string().nullable(),
    primary_entity_at_antigravity: z.string().nullable(),
    strategic_account_manager: StaffReference.nullable(),
    sensitivity: choice(stakeholderSensitivities),
    relationship_details: z.string().nullable(),
    stakeholderType: z.string().nullable(),
    product_service_used: z.string().nullable(),
    financial_type: choice(financialTypes),
    address_type: choice(addressTypes),
    address: z.string().nullable(),
    contact_preference: choice(contactPreferences),
    email: z.array(z.string()),
    phone: z.array(z.string()),
    contact_person_name: z.string().nullable(),
    contact_person_title: z.string().nullable(),
    contact_person_email: z.string().nullable(),
    tax_id: z.string().nullable(),
    // Dates as YYYY-MM-DD.
    contract_start_date: z.string().nullable(),
    contract_end_date: z.string().nullable(),
    contract_renewal_date: z.string().nullable(),
    contract_terms: z.string().nullable(),
    contract_comments: z.string().nullable(),
    // The organisation's own fields' values by key (docs/product.md#custom-fields).
    custom_fields: z.record(z.string(), CustomValue),
    // The organisation's tags on it (docs/product.md#tags), named by GET /api/profile/tags/.
    tag_ids: z.array(z.uuid()),
    kyc_documents: z.array(StakeholderFile),
    // The latest ticket, feedback, log or change of the record.
    last_activity_at: z.string(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'Stakeholder' });
export type Stakeholder = z.infer<typeof Stakeholder>;

// A value before or after a change, as the record's field holds it.
const ChangedValue = z.union([z.string(), z.array(z.string()), z.null()]);

export const stakeholderChangeTypes = ['created', 'edited', 'deleted'] as const;
export type StakeholderChangeType = (typeof stakeholderChangeTypes)[number];

// docs/product.md#stakeholders: who changed what and when, each changed
// field's old and new value, and the images given as evidence. Never edited.
export const StakeholderChange = z
  .object({
    id: z.uuid(),
    type: z.enum(stakeholderChangeTypes),
    author: StaffReference.nullable(),
    changes: z.record(z.string(), z.object({ from: ChangedValue, to: ChangedValue })),
    evidence: z.array(StakeholderFile),
    created_at: z.string(),
  })
  .meta({ id: 'StakeholderChange' });
export type StakeholderChange = z.infer<typeof StakeholderChange>;

// A row of the list.
export const StakeholderSummary = z
  .object({
    id: z.uuid(),
    type: z.enum(stakeholderTypes),
    reference: z.string(),
    name: z.string(),
    email: z.array(z.string()),
    phone: z.array(z.string()),
    sensitivity: choice(stakeholderSensitivities),
    tag_ids: z.array(z.uuid()),
    last_activity_at: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'StakeholderSummary' });
export type StakeholderSummary = z.infer<typeof StakeholderSummary>;

export const stakeholderSorts = ['created', 'last_activity'] as const;
export type StakeholderSort = (typeof stakeholderSorts)[number];

// GET /api/profile/get-stakeholders/?page=&search=&type=&sort= (a querystring
// is described inline: no `meta` id, which OpenAPI parameters cannot refer to).
export const StakeholderListQuery = PageQuery.extend({
  type: z.enum(stakeholderTypes).optional(),
  tag: tagFilter,
  // docs/product.md#stakeholder-options: the records of one group company or industry (an option's key).
  primary_entity_at_antigravity: z.string().regex(optionKeyPattern, messages.chooseFromList).optional(),
  industry_or_sector: z.string().regex(optionKeyPattern, messages.chooseFromList).optional(),
  sort: z.enum(stakeholderSorts).default('created'),
});
export type StakeholderListQuery = z.input<typeof StakeholderListQuery>;

// The list under the key the product's clients have always read, paged from 1.
export const StakeholderPage = z
  .object({
    stakeholder_data: z.array(StakeholderSummary),
    count: z.number().int(),
    count_capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
    corrected_search: correctedSearch,
  })
  .meta({ id: 'StakeholderPage' });
export type StakeholderPage = z.infer<typeof StakeholderPage>;

// POST /api/profile/search-stakeholder/ { text }.
export const SearchStakeholderBody = z
  .object({
    text: z.string().trim().max(200),
    page: pageBodyFields.page,
    page_size: pageBodyFields.page_size,
  })
  .meta({ id: 'SearchStakeholderBody' });
export type SearchStakeholderBody = z.input<typeof SearchStakeholderBody>;

// GET /api/stakeholders/{id}: the name and first email.
export const StakeholderContact = z
  .object({ id: z.uuid(), name: z.string(), email: z.string().nullable() })
  .meta({ id: 'StakeholderContact' });
export type StakeholderContact = z.infer<typeof StakeholderContact>;

export const StakeholderHistoryPage = z
  .object({
    results: z.array(StakeholderChange),
    count: z.number().int(),
    count_capped: z.boolean(),
    page: z.number().int(),
    page_size: z.number().int(),
  })
  .meta({ id: 'StakeholderHistoryPage' });
export type StakeholderHistoryPage = z.infer<typeof StakeholderHistoryPage>;

// POST /api/profile/stakeholder-duplicates/: before a record is added or
// edited, the others of the organisation that already hold one of its emails
// or phones (docs/product.md#stakeholders: a warning, never a refusal).
export const FindDuplicatesBody = z
  .object({
    email: stakeholderFieldsShape.email,
    phone: stakeholderFieldsShape.phone,
    // The record being edited, which holds its own contacts.
    except_id: z.uuid().optional(),
  })
  .meta({ id: 'FindDuplicatesBody' });
export type FindDuplicatesBody = z.input<typeof FindDuplicatesBody>;

export const StakeholderDuplicate = StakeholderSummary.extend({
  // The emails and phones it shares with the record being written.
  shared: z.array(z.string()),
}).meta({ id: 'StakeholderDuplicate' });
export type StakeholderDuplicate = z.infer<typeof StakeholderDuplicate>;

export const StakeholderDuplicates = z
  .object({ results: z.array(StakeholderDuplicate) })
  .meta({ id: 'StakeholderDuplicates' });
export type StakeholderDuplicates = z.infer<typeof StakeholderDuplicates>;
