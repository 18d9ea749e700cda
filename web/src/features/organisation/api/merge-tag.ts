import type { Tags } from '@srm/contract';
import { apiRequest } from '../../../api/client';

// Merges a tag into another; the answer is every tag left (docs/product.md#tags).
export const mergeTag = (tagId: string, into: string) =>
  apiRequest<Tags>(`/profile/tags/${tagId}/merge/`, { method: 'POST', body: { into } });
