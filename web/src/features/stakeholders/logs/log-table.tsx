import { Anchor } from '@mantine/core';
import { type Log, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { CutText } from '../../../ui/data-table/cut-text';
import { channelLabel, staffNameOf } from './log-look';

const stopRowOpen = (event: React.MouseEvent) => event.stopPropagation();

// The row opens the log; the stakeholder's name opens its record.
export const logColumns: DataTableColumn<Log>[] = [
  { accessor: 'reference', title: 'ID', noWrap: true },
  {
    accessor: 'subject',
    title: 'Title',
    noWrap: true,
    render: ({ subject }) => <CutText text={subject} length={40} />,
  },
  { accessor: 'type', title: 'Channel', noWrap: true, render: ({ type }) => channelLabel(type) },
  {
    accessor: 'customer',
    title: 'Stakeholder',
    noWrap: true,
    render: ({ customer }) => (
      <Anchor component={Link} to={pathTo.stakeholder(customer.id)} size="sm" onClick={stopRowOpen}>
        <CutText text={customer.name} length={30} />
      </Anchor>
    ),
  },
  { accessor: 'staff', title: 'Staff', noWrap: true, render: staffNameOf },
  {
    accessor: 'created_at',
    title: 'Date',
    noWrap: true,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
];
