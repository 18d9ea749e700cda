import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

interface SearchInputProps {
  // The box's accessible name, e.g. 'Search tickets'.
  label: string;
  placeholder: string;
  search: string;
  onSearch: (search: string) => void;
}

// The search box of a list. Sends the search once typing pauses. The address
// holds the search, so when back or forward changes it the box follows.
export function SearchInput({ label, placeholder, search, onSearch }: SearchInputProps) {
  const [draft, setDraft] = useState(search);
  const sendSearch = useDebouncedCallback((text: string) => {
    if (text.trim() !== search) onSearch(text);
  }, 300);

  // Compared trimmed, so a space just typed is not taken back out of the box.
  useEffect(() => setDraft((current) => (current.trim() === search ? current : search)), [search]);

  return (
    <TextInput
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={draft}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        sendSearch(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 360 }}
    />
  );
}
