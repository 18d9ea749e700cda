import { Anchor, Group, Loader, Stack, Title } from '@mantine/core';
import { type Invoice, isOwed, messages, paths, pathTo } from '@srm/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useInvoice } from '../api/get-invoice';
import { invoiceNumberOf } from '../invoice-look';
import { InvoiceStatusBadge } from '../invoice-status-badge';
import { InvoiceActions } from './invoice-actions';
import { InvoiceDocument } from './invoice-document';
import { InvoiceHistoryNotes } from './invoice-history-notes';
import { CreditNotesPanel, PaymentsPanel } from './payments-panel';
import { RemindersPanel } from './reminders-panel';

// An invoice opened at the view of another status (an old link to its draft)
// moves to its own view; /invoices/{id} stays, as it shows any status. Checked
// once per invoice: later changes (mark paid) move the page themselves.
function useViewOfItsStatus(invoice: Invoice | undefined) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const checked = useRef<string | null>(null);
  useEffect(() => {
    if (!invoice || checked.current === invoice.id) return;
    checked.current = invoice.id;
    const own = pathTo.invoiceFor(invoice);
    if (pathname !== own && pathname !== pathTo.invoice(invoice.id)) void navigate(own, { replace: true });
  }, [invoice, pathname, navigate]);
}

// /invoices/{id}, /invoices/draft/{id}, /invoices/pending/{id}, /invoices/paid/{id}:
// one page for every status, its buttons by status and permission (docs/product.md#invoices).
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  useViewOfItsStatus(invoice.data);

  if (invoice.isPending) return <Loader aria-label="Loading the invoice" />;
  if (invoice.isError) {
    return (
      <Stack gap="sm" align="flex-start">
        <FormAlert kind="error">{errorMessage(invoice.error, { 500: messages.invoiceFetchFailed })}</FormAlert>
        <Anchor component={Link} to={paths.invoiceHistory}>
          Back to Invoice History
        </Anchor>
      </Stack>
    );
  }
  const data = invoice.data;
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Anchor component={Link} to={paths.invoiceHistory} size="sm">
          Invoice History
        </Anchor>
        <Group gap="sm" align="center">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            Invoice {invoiceNumberOf(data)}
          </Title>
          <InvoiceStatusBadge invoice={data} />
        </Group>
        <InvoiceActions invoice={data} />
      </Stack>
      {isOwed(data.payment_status) && <RemindersPanel invoice={data} />}
      <InvoiceDocument invoice={data} />
      {data.payments.length > 0 && <PaymentsPanel invoice={data} />}
      {data.credit_notes.length > 0 && <CreditNotesPanel invoice={data} />}
      <InvoiceHistoryNotes invoice={data} />
    </Stack>
  );
}
