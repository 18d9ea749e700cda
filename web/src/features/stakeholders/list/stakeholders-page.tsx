import { Affix, Button, Select, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  messages,
  pathTo,
  type StakeholderSort,
  type StakeholderSummary,
  type StakeholderType,
  stakeholderSorts,
  stakeholderTypes,
} from '@srm/contract';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { useCan } from '../../../lib/use-can';
import { useListAddress } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { useStakeholderList } from '../api/get-stakeholders';
import { typeChoices } from '../stakeholder-look';
import { AddStakeholderDialog } from './add-stakeholder-dialog';
import { stakeholderColumns } from './stakeholder-table';

const noStakeholders = { title: messages.noStakeholders };
const noMatch = (search: string) => ({
  title: messages.noSearchResults,
  text: `${messages.noStakeholderMatches} “${search}”.`,
});

const sortChoices = [
  { value: 'created', label: 'Newest first' },
  { value: 'last_activity', label: 'Latest activity' },
] satisfies { value: StakeholderSort; label: string }[];

const oneOf = <Value extends string>(values: readonly Value[], text: string | null) =>
  values.find((value) => value === text);

// The type and order live in the address with the page and search, so a
// filtered list can be linked to (the older /getStakeholder-* routes are).
function useListFilters() {
  const [params, setParams] = useSearchParams();
  const set = (name: string, value: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (value) updated.set(name, value);
      else updated.delete(name);
      updated.delete('page');
      return updated;
    });
  return {
    type: oneOf(stakeholderTypes, params.get('type')),
    sort: oneOf(stakeholderSorts, params.get('sort')) ?? 'created',
    setType: (type: string | null) => set('type', type),
    setSort: (sort: string | null) => set('sort', sort === 'created' ? null : sort),
  };
}

// /stakeholders (spec part 2 §2.2): every record the user may see, searchable
// by name, reference, email or phone, by type, newest first or by latest activity.
export function StakeholdersPage() {
  const navigate = useNavigate();
  const address = useListAddress();
  const filters = useListFilters();
  const canAdd = useCan('add_stakeholders');
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const list = useStakeholderList({
    page: address.page,
    search: address.search,
    type: filters.type as StakeholderType | undefined,
    sort: filters.sort,
  });
  const failure = list.isError && `${messages.stakeholderSearchFailed} ${errorMessage(list.error)}`;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Stakeholder Master Data
        </Title>
        <Text c="dimmed">Clients, customers, digital customers and other stakeholders, with everything about them</Text>
      </Stack>
      <PagedList
        label="Stakeholders"
        address={address}
        query={list}
        searchLabel="Search stakeholders"
        searchPlaceholder="Search name, ID, email or phone"
        withSearchButton
        filters={
          <>
            <Select
              label="Filter by type"
              placeholder="All types"
              data={typeChoices}
              value={filters.type ?? null}
              onChange={filters.setType}
              clearable
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label="Order"
              data={sortChoices}
              value={filters.sort}
              onChange={filters.setSort}
              allowDeselect={false}
              w={{ base: '100%', xs: 180 }}
            />
          </>
        }
        error={failure}
        columns={stakeholderColumns}
        empty={noStakeholders}
        noMatch={noMatch}
        onOpen={(row: StakeholderSummary) => void navigate(pathTo.stakeholder(row.id))}
      />
      {canAdd && (
        <Affix position={{ bottom: 24, right: 24 }}>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd} size="md" radius="xl">
            Add a Stakeholder
          </Button>
        </Affix>
      )}
      <AddStakeholderDialog opened={adding} onClose={closeAdd} />
    </Stack>
  );
}
