import type { CreateStakeholderBody, KycDocumentType, Stakeholder } from '@srm/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { refreshAfter } from '../../../lib/refresh';

export interface NewStakeholder {
  body: CreateStakeholderBody;
  // KYC images by document type: sent as a multipart form with the fields.
  kyc?: Partial<Record<KycDocumentType, File>>;
}

// The record as JSON; with KYC images, a multipart form whose
// lists are one text each, entries separated by commas, and whose own fields' values are their JSON text.
export function createStakeholder({ body, kyc = {} }: NewStakeholder) {
  const images = Object.entries(kyc).filter((entry): entry is [string, File] => entry[1] !== undefined);
  if (images.length === 0) return apiRequest<Stakeholder>('/profile/create-stakeholder/', { method: 'POST', body });
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) form.append(field, value.join(', '));
    else form.append(field, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [type, image] of images) form.append(`kyc_${type}`, image);
  return apiRequest<Stakeholder>('/profile/create-stakeholder/', { method: 'POST', body: form });
}

export function useCreateStakeholder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStakeholder,
    onSuccess: () => refreshAfter(queryClient, 'stakeholder'),
  });
}
