import { Loader, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { messages } from '@srm/contract';
import { useState } from 'react';
import { Select } from '../../../ui/form/select';
import { useCustomerSearch } from '../api/find-customers';

export interface CustomerChoice {
  id: string;
  email: string;
  name: string;
}

// Waits for a pause in typing before asking the server.
const searchDelayMs = 300;
const optionValue = ({ id, email }: CustomerChoice) => `${id} ${email}`;

// The customer is picked by email among the organisation's
// stakeholder records (one option per email of a record), searched on the server.
export function CustomerEmailSelect({
  picked,
  onPick,
}: {
  picked: CustomerChoice | null;
  onPick: (choice: CustomerChoice | null) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  const found = useCustomerSearch(debounced);
  const choices = new Map<string, CustomerChoice>();
  if (picked) choices.set(optionValue(picked), picked);
  for (const record of found.data ?? []) {
    for (const email of record.email) {
      const choice = { id: record.id, email, name: record.name };
      choices.set(optionValue(choice), choice);
    }
  }
  const nothingFound = debounced !== '' && found.isSuccess && !found.isPlaceholderData && found.data.length === 0;

  return (
    <Stack gap={4}>
      <Select
        label="Customer Email"
        placeholder="Search by email"
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        data={[...choices].map(([value, choice]) => ({ value, label: choice.email }))}
        // The server has searched already.
        filter={({ options }) => options}
        value={picked ? optionValue(picked) : null}
        onChange={(value) => onPick(value ? (choices.get(value) ?? null) : null)}
        rightSection={found.isFetching ? <Loader size="xs" aria-label="Searching" /> : undefined}
        withAsterisk
        data-autofocus
      />
      <Text size="sm" c={found.isError ? 'red' : 'dimmed'} role="status" mih="1.5em">
        {found.isError ? messages.stakeholderDataFailed : nothingFound ? messages.noStakeholderFound : null}
      </Text>
    </Stack>
  );
}
