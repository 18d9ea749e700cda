import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Invoice, isOwed } from '@srm/contract';
import type { ReactNode } from 'react';
import { formatDetailDate, formatDetailDay } from '../../../lib/dates';
import { HowToPay } from '../how-to-pay';
import { figuresOfInvoice } from '../invoice-figure-lines';
import { InvoiceFigures } from '../invoice-figures';

// A party's name, then whichever of its details are known.
function Party({ title, name, details }: { title: string; name: string; details: (string | null | false)[] }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h5" c="dimmed" tt="uppercase">
        {title}
      </Title>
      <Text fw={600}>{name}</Text>
      {details
        .filter((detail): detail is string => Boolean(detail))
        .map((detail) => (
          <Text key={detail} size="sm">
            {detail}
          </Text>
        ))}
    </Stack>
  );
}

function When({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Title order={2} size="h5" c="dimmed" tt="uppercase">
        {title}
      </Title>
      <Text>{children}</Text>
    </Stack>
  );
}

// The invoice as the customer receives it:
// From (the organisation, invoice settings' address and TIN), To (the
// stakeholder, else Unknown), Sent On (a draft has no sent date), Due On (else N/A), the lines and totals.
export function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const { from, stakeholder } = invoice;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Party
            title="From"
            name={from.name}
            details={[
              from.address,
              from.email,
              from.tax_id && `TIN: ${from.tax_id}`,
              from.registration_number && `RC/BN: ${from.registration_number}`,
            ]}
          />
          <Party
            title="To"
            name={stakeholder.name || 'Unknown'}
            details={[
              stakeholder.address,
              stakeholder.email,
              invoice.printed_customer_tax_id && `TIN: ${invoice.printed_customer_tax_id}`,
            ]}
          />
          {invoice.sent_date && <When title="Sent On">{formatDetailDate(invoice.sent_date)}</When>}
          <When title="Due On">{invoice.due_date ? formatDetailDay(invoice.due_date) : 'N/A'}</When>
        </SimpleGrid>
        <InvoiceFigures label="Invoice amounts" figures={figuresOfInvoice(invoice)} />
        {(invoice.payment_status === 'draft' || isOwed(invoice.payment_status)) && (
          <HowToPay howToPay={invoice.how_to_pay} />
        )}
      </Stack>
    </Paper>
  );
}
