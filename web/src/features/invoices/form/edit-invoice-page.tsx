import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CreateInvoiceBody, type Invoice, messages, pathTo } from '@srm/contract';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';
import { useEditInvoice } from '../api/edit-invoice';
import { useInvoice } from '../api/get-invoice';
import { invoiceNumberOf } from '../invoice-look';
import { useNavigateLater } from '../use-navigate-later';
import { InvoiceForm, type SaveButton } from './invoice-form';
import { valuesOfInvoice } from './invoice-form-values';

function EditInvoiceForm({ invoice }: { invoice: Invoice }) {
  const edit = useEditInvoice();
  const canSend = useCan('send_invoice');
  const { navigateLater, leaving } = useNavigateLater();
  // Filled once: a live refresh of the invoice must not overwrite what is being typed.
  const [initialValues] = useState(() => valuesOfInvoice(invoice));
  // A draft stays a draft unless sent; a pending invoice stays sent, repriced.
  const buttons: [SaveButton, ...SaveButton[]] =
    invoice.payment_status === 'draft'
      ? [{ label: 'Save', sendStatus: 'draft' }]
      : [{ label: 'Save', sendStatus: 'save_and_send' }];
  if (invoice.payment_status === 'draft' && canSend)
    buttons.push({ label: 'Save and send', sendStatus: 'save_and_send' });

  const save = (body: CreateInvoiceBody) =>
    edit.mutate(
      { invoiceId: invoice.id, body },
      {
        onSuccess: (updated) => {
          notifications.show({ color: 'green', message: messages.invoiceUpdated });
          // To the invoice's page, showing its new figures, rather than to /home as the old front end did.
          navigateLater(pathTo.invoiceFor(updated));
        },
      },
    );

  const attempted = edit.variables?.body.send_status ?? buttons[0].sendStatus;
  return (
    <InvoiceForm
      initialValues={initialValues}
      customer={{ name: invoice.stakeholder.name, email: invoice.stakeholder.email }}
      buttons={buttons}
      saving={edit.isPending || leaving ? attempted : null}
      failure={edit.error}
      failedMessage={messages.invoiceUpdateFailed}
      onSave={save}
    />
  );
}

// /invoices/{id}/edit: a draft's or a pending invoice's lines (once paid in part, it stays as it was sent).
export function EditInvoicePage() {
  const { invoiceId = '' } = useParams();
  const invoice = useInvoice(invoiceId);
  if (invoice.isPending) return <Loader aria-label="Loading the invoice" />;
  if (invoice.isError) {
    return <FormAlert kind="error">{errorMessage(invoice.error, { 500: messages.invoiceFetchFailed })}</FormAlert>;
  }
  const open =
    invoice.data.payment_status === 'draft' ||
    (invoice.data.payment_status === 'pending' && invoice.data.amount_credited === 0);
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Edit Invoice {invoiceNumberOf(invoice.data)}
        </Title>
        <Text c="dimmed">Change the plan, the period or the terms; the amounts follow</Text>
      </Stack>
      {open ? (
        <EditInvoiceForm key={invoice.data.id} invoice={invoice.data} />
      ) : (
        <FormAlert kind="warning">
          {invoice.data.payment_status === 'partially_paid' || invoice.data.amount_credited > 0
            ? messages.invoiceHasPayments
            : messages.invoiceNotOpen}
        </FormAlert>
      )}
      <Anchor component={Link} to={pathTo.invoiceFor(invoice.data)}>
        Back to the invoice
      </Anchor>
    </Stack>
  );
}
