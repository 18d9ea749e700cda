import { CreateStakeholderBody, type KycDocumentType, UpdateStakeholderFields } from '@srm/contract';
import { defineMultipartForm, type UploadedFile } from '../../platform/http/multipart-form.js';

// docs/product.md#files: the KYC documents, one image of each kind, under
// `kyc_<kind>`; a new one replaces the current one, which stays in the history.
const kycFiles = {
  kyc_bvn: { kind: 'image', max: 1 },
  kyc_nin: { kind: 'image', max: 1 },
  kyc_id_type: { kind: 'image', max: 1 },
  kyc_utility_bill: { kind: 'image', max: 1 },
} as const;

// The add form sends the record as JSON; with KYC images it is a multipart form.
export const createStakeholderForm = defineMultipartForm({
  fields: CreateStakeholderBody,
  files: kycFiles,
  json: true,
});

// The changed fields and optional evidence images (several; docs/product.md#stakeholders).
export const maxEvidenceImages = 10;
export const updateStakeholderForm = defineMultipartForm({
  fields: UpdateStakeholderFields,
  files: { evidence: { kind: 'image', max: maxEvidenceImages, tooMany: 'TOO_MANY_EVIDENCE_IMAGES' }, ...kycFiles },
  json: true,
});

export interface KycUpload {
  type: KycDocumentType;
  image: UploadedFile<'image'>;
}

// The KYC images of a form, by document type.
export function kycUploadsOf(files: Record<keyof typeof kycFiles, UploadedFile<'image'>[]>): KycUpload[] {
  return [
    ...files.kyc_bvn.map((image) => ({ type: 'bvn' as const, image })),
    ...files.kyc_nin.map((image) => ({ type: 'nin' as const, image })),
    ...files.kyc_id_type.map((image) => ({ type: 'id_type' as const, image })),
    ...files.kyc_utility_bill.map((image) => ({ type: 'utility_bill' as const, image })),
  ];
}
