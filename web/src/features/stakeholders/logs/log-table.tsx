import { Anchor } from '@mantine/core';
import { type Log, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/data-table/column-fit';
import { CutText } from '../../../ui/data-table/cut-text';
import { channelLabel, staffNameOf } from './log-look';

const stopRowOpen = (event: React.MouseEvent) => event.stopPropagation();

// The row opens the log; the stakeholder's name opens its record. Where the
// table is narrow, Staff gives way first, then Channel, ID, Date and
// Stakeholder, each shown under the title instead.
export const logDetailsUnder = 'subject';

export const logColumns: ListColumn<Log>[] = [
  { accessor: 'reference', title: 'ID', noWrap: true, givesWay: 3 },
  {
    accessor: 'subject',
    title: 'Title',
    noWrap: true,
    render: ({ subject }) => <CutText text={subject} length={40} />,
  },
  { accessor: 'type', title: 'Channel', noWrap: true, givesWay: 2, render: ({ type }) => channelLabel(type) },
  {
    accessor: 'customer',
    title: 'Stakeholder',
    noWrap: true,
    givesWay: 5,
    render: ({ customer }) => (
      <Anchor component={Link} to={pathTo.stakeholder(customer.id)} size="sm" onClick={stopRowOpen}>
        <CutText text={customer.name} length={30} />
      </Anchor>
    ),
  },
  { accessor: 'staff', title: 'Staff', noWrap: true, givesWay: 1, render: staffNameOf },
  {
    accessor: 'created_at',
    title: 'Date',
    noWrap: true,
    givesWay: 4,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
];
