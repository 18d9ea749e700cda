import { Stack, Text, Title } from '@mantine/core';
import type { Invoice } from '@srm/contract';

// docs/product.md#invoices, "How to pay": as the PDF prints it, while something is to be paid.
export function HowToPay({ howToPay }: { howToPay: Invoice['how_to_pay'] }) {
  const { bank_accounts: accounts, terms } = howToPay;
  if (accounts.length === 0 && !terms) return null;
  return (
    <Stack gap={4}>
      <Title order={2} size="h5" c="dimmed" tt="uppercase">
        How to pay
      </Title>
      {accounts.length > 0 && <Text size="sm">By bank transfer to:</Text>}
      {accounts.map((account, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the settings' order, which nothing here reorders
        <Text size="sm" key={index}>
          {account.bank_name}, {account.account_name}, account number {account.account_number}
        </Text>
      ))}
      {terms && (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {terms}
        </Text>
      )}
    </Stack>
  );
}
