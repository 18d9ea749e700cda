import { Paper, Stack, Text, Title } from '@mantine/core';
import { priceInvoice } from '@srm/contract';
import { figuresOfPrice } from '../invoice-figure-lines';
import { InvoiceFigures } from '../invoice-figures';
import { type InvoiceFormValues, pricingInputOf } from './invoice-form-values';

// The form's preview, priced as the server will price it
// (the contract's priceInvoice), updated at each keystroke.
export function InvoicePreview({ values }: { values: InvoiceFormValues }) {
  const input = pricingInputOf(values);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invoice-preview-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="invoice-preview-title">
          Preview
        </Title>
        {input ? (
          <InvoiceFigures label="Invoice preview" figures={figuresOfPrice(input, priceInvoice(input))} />
        ) : (
          <Text c="dimmed" size="sm">
            Choose a plan to see the amounts.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
