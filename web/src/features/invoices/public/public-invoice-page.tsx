import { Anchor, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatNaira, isOwed, type PublicInvoice, paymentMethodPhrases, publicMessages } from '@srm/contract';
import { IconDownload } from '@tabler/icons-react';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { formatDetailDay } from '../../../lib/dates';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StakeholderPageFrame } from '../../../ui/stakeholder-page-frame';
import { HowToPay } from '../how-to-pay';
import { figuresOfInvoice } from '../invoice-figure-lines';
import { InvoiceStatusBadge } from '../invoice-status-badge';
import { PayNow, usePaystackReturn } from './pay-online';
import { PlainInvoiceFigures } from './plain-invoice-figures';
import { usePublicInvoice } from './public-invoice-api';

// What is owed and by when, or that nothing is: the first thing a customer looks for.
function Owed({ invoice }: { invoice: PublicInvoice }) {
  if (invoice.payment_status === 'paid') {
    // The day the last payment was made, as its payer dated it; an invoice of nothing has none.
    const lastPaid = invoice.payments.at(-1)?.date;
    return <Text fw={600}>Paid{lastPaid ? ` on ${formatDetailDay(lastPaid)}` : ''}. Thank you.</Text>;
  }
  if (invoice.payment_status === 'cancelled') return <Text fw={600}>This invoice was cancelled: nothing is owed.</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {invoice.balance < invoice.amount ? 'Left to pay' : 'To pay'} by {formatDetailDay(invoice.due_date)}
      </Text>
      <Text fz={28} fw={700}>
        {formatNaira(invoice.balance)}
      </Text>
    </Stack>
  );
}

// docs/product.md#payments: each payment that stands, with its receipt's number.
function PaymentsReceived({ payments }: { payments: PublicInvoice['payments'] }) {
  if (payments.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        Payments received
      </Title>
      {payments.map((payment) => (
        <Text key={payment.receipt_number} size="sm">
          {[`${formatDetailDay(payment.date)}: ${formatNaira(payment.amount)}`, paymentMethodPhrases[payment.method]]
            .filter(Boolean)
            .join(' ')}
          , receipt {payment.receipt_number}
        </Text>
      ))}
    </Stack>
  );
}

// docs/product.md#payments: what the organisation no longer asks for, and why.
function CreditNotes({ notes }: { notes: PublicInvoice['credit_notes'] }) {
  if (notes.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5">
        Credit notes
      </Title>
      {notes.map((note) => (
        <Text key={note.credit_note_number} size="sm">
          {note.credit_note_number}: {formatNaira(note.amount)} credited. {note.reason}
        </Text>
      ))}
    </Stack>
  );
}

function InvoiceShown({ invoice, token }: { invoice: PublicInvoice; token: string }) {
  const { from } = invoice;
  return (
    <Stack gap="lg" p="md">
      <Stack gap={6}>
        <Group gap="xs">
          <Title order={1} size="h3">
            Invoice {invoice.invoice_number}
          </Title>
          <InvoiceStatusBadge invoice={invoice} />
        </Group>
        <Owed invoice={invoice} />
      </Stack>
      {invoice.pay_online && <PayNow token={token} />}
      <Anchor href={invoice.pdf_url} download w="fit-content">
        <Group gap={6} component="span" wrap="nowrap">
          <IconDownload size={18} aria-hidden />
          Download the PDF
        </Group>
      </Anchor>
      {isOwed(invoice.payment_status) && <HowToPay howToPay={invoice.how_to_pay} />}
      <PaymentsReceived payments={invoice.payments} />
      <CreditNotes notes={invoice.credit_notes} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap={2}>
          <Title order={2} size="h5" c="dimmed" tt="uppercase">
            From
          </Title>
          <Text fw={600}>{from.name}</Text>
          {[
            from.address,
            from.email,
            from.tax_id && `TIN: ${from.tax_id}`,
            from.registration_number && `RC/BN: ${from.registration_number}`,
          ]
            .filter((detail): detail is string => Boolean(detail))
            .map((detail) => (
              <Text key={detail} size="sm">
                {detail}
              </Text>
            ))}
        </Stack>
        <Stack gap={2}>
          <Title order={2} size="h5" c="dimmed" tt="uppercase">
            To
          </Title>
          <Text fw={600}>{invoice.stakeholder_name}</Text>
          {invoice.printed_customer_tax_id && <Text size="sm">TIN: {invoice.printed_customer_tax_id}</Text>}
        </Stack>
      </SimpleGrid>
      <PlainInvoiceFigures label="Invoice amounts" figures={figuresOfInvoice(invoice)} />
    </Stack>
  );
}

// /your-invoice/{token}: a customer opens the invoice we emailed them, usually on a phone, without signing in
// (docs/product.md#invoices). The link is the permission: it shows that one invoice, what is left to pay and how,
// and its PDF.
export function PublicInvoicePage({ token }: { token: string }) {
  const invoice = usePublicInvoice(token);
  const data = invoice.data;
  const returned = usePaystackReturn(token, invoice.setData);
  useDocumentTitle(data ? `Invoice ${data.invoice_number} · ${data.from.name}` : 'Your invoice');
  const status = invoice.error instanceof ApiError ? invoice.error.status : undefined;

  return (
    <StakeholderPageFrame bar={data ? `${data.from.name} · Your invoice` : 'Your invoice'}>
      {invoice.isPending && (
        <Center py="xl">
          <Loader aria-label="Loading your invoice" />
        </Center>
      )}
      {invoice.isError && (
        <Stack gap="xs" ta="center" p="lg">
          <Title order={1} size="h3">
            {status === 410 ? 'Link expired' : status === 404 ? 'Invoice not found' : 'The invoice could not be shown'}
          </Title>
          <Text c="dimmed">
            {status === 410
              ? publicMessages.invoiceLinkExpired
              : status === 404
                ? publicMessages.invoiceLinkInvalid
                : errorMessage(invoice.error)}
          </Text>
        </Stack>
      )}
      {returned?.message && (
        <Text role="status" fw={600} px="md" pt="md" c={returned.outcome === 'refused' ? 'red.8' : undefined}>
          {returned.message}
        </Text>
      )}
      {invoice.isSuccess && data && <InvoiceShown invoice={data} token={token} />}
    </StakeholderPageFrame>
  );
}
