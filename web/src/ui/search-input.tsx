import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface SearchInputProps {
  // The box's accessible name, e.g. 'Search tickets'.
  label: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
  // A Search button beside the box, disabled while the box is empty.
  withButton?: boolean;
}

// The search box of a list. Sends the search once typing pauses, or at once
// on Enter or the button. The address holds the search, so when back or
// forward changes it the box follows.
export function SearchInput({ label, placeholder, search, onSearch, withButton = false }: SearchInputProps) {
  const [draft, setDraft] = useState(search);
  const sendSearch = useDebouncedCallback((text: string) => {
    if (text.trim() !== search) onSearch(text);
  }, 300);
  const sendNow = () => {
    sendSearch.cancel();
    if (draft.trim() !== search) onSearch(draft);
  };

  // Compared trimmed, so a space just typed is not taken back out of the box.
  useEffect(() => setDraft((current) => (current.trim() === search ? current : search)), [search]);

  const box = (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        sendSearch(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') sendNow();
      }}
      w={{ base: '100%', sm: 360 }}
    />
  );
  if (!withButton) return box;
  return (
    <Group gap="xs" wrap="nowrap" w={{ base: '100%', sm: 'auto' }}>
      {box}
      {/* The box gives up width, never the button's word ('Searc' at phone width). */}
      <Button variant="light" onClick={sendNow} disabled={draft.trim() === ''} style={{ flexShrink: 0 }}>
        Search
      </Button>
    </Group>
  );
}
