import type {
  FeedbackProductBody,
  ManagedFeedbackProduct,
  ManagedFeedbackProducts,
  UpdateFeedbackProductBody,
} from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfter } from '../../../lib/refresh';

// The organisation's products as Organization Settings manages them (docs/product.md#feedback).
export function useManagedProducts() {
  return useQuery({
    queryKey: [...queryKeys.feedback, 'managed-products'],
    queryFn: () => apiRequest<ManagedFeedbackProducts>('/profile/feedback-products/'),
  });
}

// A change shows at once on the cards, the inbox and the forms.
export function useAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FeedbackProductBody) =>
      apiRequest<ManagedFeedbackProduct>('/profile/feedback-products/', { method: 'POST', body }),
    onSuccess: () => void refreshAfter(queryClient, 'feedback'),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateFeedbackProductBody }) =>
      apiRequest<ManagedFeedbackProduct>(`/profile/feedback-products/${id}/`, { method: 'PUT', body }),
    onSuccess: () => void refreshAfter(queryClient, 'feedback'),
  });
}
