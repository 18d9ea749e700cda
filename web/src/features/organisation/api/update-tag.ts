import type { Tags, UpdateTagBody } from '@srm/contract';
import { apiRequest } from '../../../api/client';

// Renames or recolours a tag; the answer is every tag (docs/product.md#tags).
export const updateTag = (tagId: string, body: UpdateTagBody) =>
  apiRequest<Tags>(`/profile/tags/${tagId}/`, { method: 'PUT', body });
