import { Button, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { TicketStakeholder } from '@srm/contract';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../api/error-message';
import { FormAlert } from '../../../ui/form/form-alert';
import { useKnownStakeholders } from '../api/get-known-stakeholders';

// Waits for a pause in typing before asking the server.
const searchDelayMs = 300;

// The 'Existing Stakeholder' step: the organisation's stakeholder records the
// user may see, found by name, reference, email or phone, one choice per email.
export function StakeholderPicker({ onPick }: { onPick: (stakeholder: TicketStakeholder) => void }) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), searchDelayMs);
  // The server answers a search, not a full list: nothing is asked while the box is empty.
  const known = useKnownStakeholders(debounced, debounced !== '');
  const results = debounced ? (known.data?.results ?? []) : [];

  return (
    <Stack gap="sm">
      <TextInput
        label="Search stakeholders"
        placeholder="Search by name, ID, email or phone"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={known.isFetching ? <Loader size="xs" aria-label="Searching" /> : null}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        data-autofocus
      />
      <FormAlert kind="error">{known.isError && errorMessage(known.error)}</FormAlert>
      {!debounced && (
        <Text c="dimmed" size="sm">
          Type a name, ID, email or phone to find a stakeholder record.
        </Text>
      )}
      {debounced && known.isSuccess && !known.isPlaceholderData && results.length === 0 && (
        <Text c="dimmed" ta="center" py="md">
          No stakeholders found matching "{debounced}"
        </Text>
      )}
      <Stack gap="xs" role="group" aria-label="Stakeholders">
        {results.map((stakeholder) => (
          <Button
            key={`${stakeholder.stakeholder_id} ${stakeholder.email}`}
            variant="default"
            h="auto"
            py="xs"
            justify="flex-start"
            fullWidth
            onClick={() => onPick(stakeholder)}
          >
            <Stack gap={0} align="flex-start">
              <Text fw={600} size="sm">
                {stakeholder.name}
              </Text>
              <Text c="dimmed" size="xs">
                {stakeholder.email} · {stakeholder.reference}
              </Text>
            </Stack>
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
