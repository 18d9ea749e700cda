import type { MailboxAccess, MailboxTestResult, MailSettings, UpdateMailSettingsBody } from '@srm/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { queryKeys } from '../../../lib/query-keys';

// docs/product.md#email-in: the support address, and where tickets opened by email go.
export function useMailSettings() {
  return useQuery({
    queryKey: queryKeys.mailSettings,
    queryFn: () => apiRequest<MailSettings>('/profile/mail-settings/'),
  });
}

export function useSaveMailSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateMailSettingsBody) =>
      apiRequest<MailSettings>('/profile/mail-settings/', { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(queryKeys.mailSettings, saved),
  });
}

// 'Test connection': whether the mailbox can be read as given, before it is connected.
export function useTestMailbox() {
  return useMutation({
    mutationFn: (body: MailboxAccess) =>
      apiRequest<MailboxTestResult>('/profile/mail-settings/test-mailbox/', { method: 'POST', body }),
  });
}
