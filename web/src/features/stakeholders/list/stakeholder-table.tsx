import { Anchor, Badge, Stack } from '@mantine/core';
import type { Tag } from '@srm/contract';
import { pathTo, type StakeholderSummary, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { TagBadges, useTagList } from '../../../lib/tags';
import type { ListColumn } from '../../../ui/data-table/column-fit';
import { CutText } from '../../../ui/data-table/cut-text';
import { readableTextOf } from '../../../ui/status-badge';
import { typeLook } from '../stakeholder-look';

const stopRowOpen = (event: React.MouseEvent) => event.stopPropagation();

// Columns: Stakeholder, Date Submitted, ID, Stakeholder Type,
// Actions; plus the latest activity. The row opens the record; the ID and
// View are links too, which can open it in a new tab. Where the table is
// narrow, Date Submitted gives way first, then Last Activity, ID and Type.
const stakeholderColumns = (tags: readonly Tag[] | undefined): ListColumn<StakeholderSummary>[] => [
  {
    accessor: 'name',
    title: 'Stakeholder',
    noWrap: true,
    // The record's tags under its name (docs/product.md#tags).
    render: ({ name, tag_ids }) => (
      <Stack gap={2}>
        <CutText text={name} length={30} />
        <TagBadges ids={tag_ids} tags={tags} />
      </Stack>
    ),
  },
  {
    accessor: 'created_at',
    title: 'Date Submitted',
    noWrap: true,
    givesWay: 1,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
  {
    accessor: 'reference',
    title: 'ID',
    noWrap: true,
    givesWay: 3,
    render: ({ id, reference }) => (
      <Anchor component={Link} to={pathTo.stakeholder(id)} size="sm" onClick={stopRowOpen}>
        {reference}
      </Anchor>
    ),
  },
  {
    accessor: 'type',
    title: 'Stakeholder Type',
    noWrap: true,
    givesWay: 4,
    render: ({ type }) => {
      const look = typeLook(type);
      return (
        <Badge color={look.colour} variant="light" c={readableTextOf(look.colour)} miw="max-content">
          {look.label}
        </Badge>
      );
    },
  },
  {
    accessor: 'last_activity_at',
    title: 'Last Activity',
    noWrap: true,
    givesWay: 2,
    render: ({ last_activity_at }) => dayjs(last_activity_at).format(ticketTableDateFormat),
  },
  {
    accessor: 'actions',
    title: 'Actions',
    noWrap: true,
    render: ({ id, name }) => (
      <Anchor component={Link} to={pathTo.stakeholder(id)} size="sm" onClick={stopRowOpen} aria-label={`View ${name}`}>
        View
      </Anchor>
    ),
  },
];

// The columns with the organisation's tags, read once for every row.
export const useStakeholderColumns = () => stakeholderColumns(useTagList());
