import { useCan, useSignedInUser } from '../../../lib/use-can';
import { useInvoiceSettings } from '../api/get-invoice-settings';

// Whether to offer Cancel invoice: while the invoice settings allow cancelling,
// to those whose role may (cancel_invoice) and to the staff the settings list.
// The server checks the same (decision 015).
export function useMayCancel(enabled: boolean) {
  const user = useSignedInUser();
  const mayByRole = useCan('cancel_invoice');
  const settings = useInvoiceSettings(enabled).data;
  if (!enabled || !settings?.cancel_invoice || !user) return false;
  return mayByRole || settings.invoice_cancellation_users.includes(user.id);
}
