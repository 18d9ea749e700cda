import { Paper, Stack, Text, TextInput, Title, UnstyledButton } from '@mantine/core';
import { messages } from '@srm/contract';
import { IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/error-message';
import { FormAlert } from '../../ui/form/form-alert';
import { useSearch } from './api/search-everything';
import { SearchHitSummary, searchHitLabel } from './search-hit-summary';

// The managers' search panel on the dashboard, the same search
// as the palette's (docs/product.md#search), its hits listed in place.
export function SearchPanel() {
  const [text, setText] = useState('');
  const search = useSearch(text);
  const { state } = search;
  const titleId = useId();

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }} miw={0}>
      <Title order={2} size="h4" id={titleId} mb="xs">
        Search
      </Title>
      <TextInput
        type="search"
        aria-label="Search tickets, stakeholders, staff, feedback and invoices"
        placeholder="Reference, name, title or email"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.currentTarget.value)}
        mb="xs"
      />
      {state === 'found' && (
        <Stack gap={2} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Search results">
          {search.hits.map((hit) => (
            <li key={`${hit.kind}:${hit.id}`}>
              <UnstyledButton
                component={Link}
                to={hit.link}
                aria-label={searchHitLabel(hit)}
                display="block"
                w="100%"
                px="xs"
                py={6}
                bdrs="sm"
              >
                <SearchHitSummary hit={hit} />
              </UnstyledButton>
            </li>
          ))}
        </Stack>
      )}
      {state === 'none' && (
        <Text c="dimmed" size="sm" role="status">
          {messages.noSearchResults}
        </Text>
      )}
      {state === 'failed' && (
        <FormAlert kind="error">{`${messages.searchFailed} ${errorMessage(search.error)}`}</FormAlert>
      )}
    </Paper>
  );
}
