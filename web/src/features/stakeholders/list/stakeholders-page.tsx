import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  isUuid,
  messages,
  pathTo,
  type StakeholderOption,
  type StakeholderSort,
  type StakeholderSummary,
  type StakeholderType,
  stakeholderSorts,
  stakeholderTypes,
} from '@srm/contract';
import { IconDownload, IconPlus, IconUpload } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../api/error-message';
import { tagChoices, useTags } from '../../../lib/tags';
import { useCan } from '../../../lib/use-can';
import { useListAddress, useListChoices } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { FloatingAction } from '../../../ui/floating-action';
import { FormAlert } from '../../../ui/form/form-alert';
import { Select } from '../../../ui/form/select';
import { useExportStakeholders } from '../api/export-stakeholders';
import { useStakeholderOptions } from '../api/get-stakeholder-options';
import { useStakeholderList } from '../api/get-stakeholders';
import { typeChoices } from '../stakeholder-look';
import { AddStakeholderDialog } from './add-stakeholder-dialog';
import { ImportStakeholdersModal } from './import-stakeholders-modal';
import { useStakeholderColumns } from './stakeholder-table';

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

const filterNames = ['type', 'group_company', 'industry', 'tag', 'sort'] as const;

// The type, group company, industry and order live in the address with the page and search, so a
// filtered list can be linked to (the older /getStakeholder-* routes are).
function useListFilters() {
  const { values, choose } = useListChoices(filterNames);
  return {
    type: oneOf(stakeholderTypes, values.type ?? null),
    groupCompany: values.group_company || undefined,
    industry: values.industry || undefined,
    tag: values.tag && isUuid(values.tag) ? values.tag : undefined,
    sort: oneOf(stakeholderSorts, values.sort ?? null) ?? 'created',
    setType: (type: string | null) => choose('type', type ?? undefined),
    setGroupCompany: (key: string | null) => choose('group_company', key ?? undefined),
    setIndustry: (key: string | null) => choose('industry', key ?? undefined),
    setTag: (id: string | null) => choose('tag', id ?? undefined),
    setSort: (sort: string | null) => choose('sort', sort && sort !== 'created' ? sort : undefined),
  };
}

// The organisation's own list as a filter's choices: every option, a retired one marked (records keep it).
const optionChoices = (options: readonly StakeholderOption[] | undefined) =>
  (options ?? []).map((option) => ({
    value: option.key,
    label: option.retired ? `${option.label} (retired)` : option.label,
  }));

const views = {
  all: {
    title: 'Stakeholder Master Data',
    text: 'Clients, customers, digital customers and other stakeholders, with everything about them',
  },
  sentFeedback: {
    title: 'Stakeholders who sent feedback',
    text: 'The stakeholder records from one of whose emails feedback arrived',
  },
} as const;

// /stakeholders: every record the user may see (docs/product.md#roles), searchable
// by name, reference, email or phone, by type, newest first or by latest
// activity. /feedbacks-stakeholders: the same for those who sent feedback.
export function StakeholdersPage({ view = 'all' }: { view?: keyof typeof views }) {
  const navigate = useNavigate();
  const columns = useStakeholderColumns();
  const address = useListAddress();
  const filters = useListFilters();
  const canAdd = useCan('add_stakeholders');
  const [adding, { open: openAdd, close: closeAdd }] = useDisclosure(false);
  const [importing, { open: openImport, close: closeImport }] = useDisclosure(false);
  const exporting = useExportStakeholders();
  const options = useStakeholderOptions().data;
  const tags = useTags().data?.results;
  const list = useStakeholderList({
    page: address.page,
    search: address.search,
    type: filters.type as StakeholderType | undefined,
    primaryEntity: filters.groupCompany,
    industry: filters.industry,
    tag: filters.tag,
    sort: filters.sort,
    sentFeedback: view === 'sentFeedback',
  });
  const failure = list.isError && `${messages.searchFailed} ${errorMessage(list.error)}`;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} size="h2">
            {views[view].title}
          </Title>
          <Text c="dimmed">{views[view].text}</Text>
        </Stack>
        {view === 'all' && (
          <Group gap="sm">
            {canAdd && (
              <Button variant="default" leftSection={<IconUpload size={16} aria-hidden />} onClick={openImport}>
                Import
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              loading={exporting.isPending}
              onClick={() => exporting.mutate(filters.type)}
            >
              Export
            </Button>
          </Group>
        )}
      </Group>
      <FormAlert kind="error">{exporting.isError && errorMessage(exporting.error)}</FormAlert>
      <PagedList
        label="Stakeholders"
        address={address}
        query={list}
        searchLabel="Search stakeholders"
        searchPlaceholder="Name, ID, email, phone"
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
              label="Filter by group company"
              placeholder="All group companies"
              data={optionChoices(options?.primary_entity_at_antigravity)}
              value={filters.groupCompany ?? null}
              onChange={filters.setGroupCompany}
              clearable
              searchable
              w={{ base: '100%', xs: 240 }}
            />
            <Select
              label="Filter by industry"
              placeholder="All industries"
              data={optionChoices(options?.industry_or_sector)}
              value={filters.industry ?? null}
              onChange={filters.setIndustry}
              clearable
              searchable
              w={{ base: '100%', xs: 200 }}
            />
            <Select
              label="Filter by tag"
              placeholder="All tags"
              data={tagChoices(tags)}
              value={filters.tag ?? null}
              onChange={filters.setTag}
              clearable
              searchable
              w={{ base: '100%', xs: 180 }}
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
        columns={columns}
        empty={noStakeholders}
        noMatch={noMatch}
        onOpen={(row: StakeholderSummary) => void navigate(pathTo.stakeholder(row.id))}
      />
      {canAdd && view === 'all' && (
        <FloatingAction>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={openAdd} size="md" radius="xl">
            Add a Stakeholder
          </Button>
        </FloatingAction>
      )}
      <AddStakeholderDialog opened={adding} onClose={closeAdd} />
      <ImportStakeholdersModal opened={importing} onClose={closeImport} />
    </Stack>
  );
}
