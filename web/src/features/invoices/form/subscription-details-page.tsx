import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type CreateInvoiceBody, messages, paths, pathTo, type SendStatus } from '@srm/contract';
import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useCan } from '../../../lib/use-can';
import { FormAlert } from '../../../ui/form/form-alert';
import { useCreateInvoice } from '../api/create-invoice';
import { InvoiceForm, type SaveButton } from './invoice-form';
import { newInvoiceValues } from './invoice-form-values';

const failedTo: Record<SendStatus, string> = {
  draft: messages.draftSaveFailed,
  save_and_send: messages.invoiceSendFailed,
};

function NewInvoiceForm({ customer }: { customer: { id: string; name: string; email: string } }) {
  const navigate = useNavigate();
  const create = useCreateInvoice();
  const canSend = useCan('send_invoice');
  const initialValues = useMemo(() => newInvoiceValues(customer.id), [customer.id]);
  const buttons: [SaveButton, ...SaveButton[]] = [{ label: 'Save draft', sendStatus: 'draft' }];
  if (canSend) buttons.push({ label: 'Send', sendStatus: 'save_and_send' });
  const attempted = create.variables?.send_status ?? 'draft';

  const save = (body: CreateInvoiceBody) =>
    create.mutate(body, {
      onSuccess: (invoice) => {
        const sent = body.send_status === 'save_and_send';
        notifications.show({
          color: 'green',
          message: sent ? messages.invoiceSent : `${messages.draftSaved} ${invoice.reference}`,
        });
        void navigate(pathTo.invoiceFor(invoice));
      },
    });

  return (
    <InvoiceForm
      initialValues={initialValues}
      customer={customer}
      buttons={buttons}
      saving={create.isPending ? attempted : null}
      failure={create.error}
      failedMessage={failedTo[attempted]}
      onSave={save}
    />
  );
}

// /subscription-details?customerId&customerEmail&customerName:
// the invoice for the customer chosen in the Request Payment modal.
export function SubscriptionDetailsPage() {
  const [params] = useSearchParams();
  const customer = {
    id: params.get('customerId') ?? '',
    email: params.get('customerEmail') ?? '',
    name: params.get('customerName') ?? '',
  };
  const known = z.uuid().safeParse(customer.id).success;
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Subscription Details
        </Title>
        <Text c="dimmed">The plan, the period and the terms of the invoice</Text>
      </Stack>
      {known ? (
        <NewInvoiceForm customer={customer} />
      ) : (
        <Stack gap="sm" align="flex-start">
          <FormAlert kind="error">{messages.invoiceStakeholderRequired}</FormAlert>
          <Anchor component={Link} to={paths.invoiceModal}>
            Choose a customer
          </Anchor>
        </Stack>
      )}
    </Stack>
  );
}
