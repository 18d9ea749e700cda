import type {
  StaffReference,
  Stakeholder,
  StakeholderChange,
  StakeholderFile,
  StakeholderSummary,
} from '@srm/contract';
import type { FileUrls } from '../../platform/storage/signed-file-urls.js';
import type {
  ChangeWithAuthor,
  FileWithUploader,
  StaffName,
  StakeholderSummaryRow,
  StakeholderWithManager,
} from './stakeholders.queries.js';

export function toStaffReference(staff: StaffName | null): StaffReference | null {
  return staff ? { id: staff.id, first_name: staff.firstName, last_name: staff.lastName } : null;
}

export function toStakeholderFile({ file, uploader }: FileWithUploader, fileUrls: FileUrls): StakeholderFile {
  return {
    id: file.id,
    kind: file.kind,
    location: fileUrls.urlFor(file.fileKey),
    file_name: file.fileName,
    content_type: file.contentType,
    size: file.sizeBytes,
    sha256: file.sha256,
    uploaded_by: toStaffReference(uploader),
    created_at: file.createdAt.toISOString(),
  };
}

// The current KYC document of each kind: the newest (files come newest first).
function currentKycDocuments(files: FileWithUploader[]) {
  const seen = new Set<string>();
  return files.filter(({ file }) => {
    if (file.kind === 'evidence' || seen.has(file.kind)) return false;
    seen.add(file.kind);
    return true;
  });
}

export function toStakeholder(
  { stakeholder: row, manager }: StakeholderWithManager,
  files: FileWithUploader[],
  fileUrls: FileUrls,
): Stakeholder {
  return {
    id: row.id,
    type: row.type,
    reference: row.reference,
    name: row.name,
    legal_status: row.legalStatus,
    category: row.category,
    business_status: row.businessStatus,
    industry_or_sector: row.industryOrSector,
    form_of_commercial_business: row.formOfCommercialBusiness,
    nature_of_service: row.natureOfService,
    details: row.details,
    primary_entity_at_antigravity: row.primaryEntity,
    strategic_account_manager: toStaffReference(manager),
    sensitivity: row.sensitivity,
    relationship_details: row.relationshipDetails,
    stakeholderType: row.otherType,
    product_service_used: row.productServiceUsed,
    financial_type: row.financialType,
    address_type: row.addressType,
    address: row.address,
    contact_preference: row.contactPreference,
    email: row.emails,
    phone: row.phones,
    contact_person_name: row.contactPersonName,
    contact_person_title: row.contactPersonTitle,
    tax_id: row.taxId,
    contact_person_email: row.contactPersonEmail,
    contract_start_date: row.contractStartDate,
    contract_end_date: row.contractEndDate,
    contract_renewal_date: row.contractRenewalDate,
    contract_terms: row.contractTerms,
    contract_comments: row.contractComments,
    custom_fields: row.customValues as Stakeholder['custom_fields'],
    tag_ids: row.tagIds,
    kyc_documents: currentKycDocuments(files).map((file) => toStakeholderFile(file, fileUrls)),
    last_activity_at: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function toStakeholderSummary(row: StakeholderSummaryRow): StakeholderSummary {
  return {
    id: row.id,
    type: row.type,
    reference: row.reference,
    name: row.name,
    email: row.emails,
    phone: row.phones,
    sensitivity: row.sensitivity,
    tag_ids: row.tagIds,
    last_activity_at: row.lastActivityAt.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}

export function toStakeholderChange(
  { change, author }: ChangeWithAuthor,
  files: FileWithUploader[],
  fileUrls: FileUrls,
): StakeholderChange {
  return {
    id: change.id,
    type: change.type,
    author: toStaffReference(author),
    changes: change.changes,
    evidence: files
      .filter(({ file }) => file.kind === 'evidence' && file.changeId === change.id)
      .map((file) => toStakeholderFile(file, fileUrls)),
    created_at: change.createdAt.toISOString(),
  };
}
