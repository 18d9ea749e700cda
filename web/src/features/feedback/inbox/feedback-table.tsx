import { Anchor } from '@mantine/core';
import { type Feedback, feedbackSubjectCut, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { ListColumn } from '../../../ui/data-table/column-fit';
import { CutText } from '../../../ui/data-table/cut-text';
import { FeedbackStatusBadge } from '../feedback-status-badge';

// Feedback: Stakeholder, Date Submitted, Product Name, Status,
// ID and Subject. The row opens the feedback; the ID is also a link, which can
// open it in a new tab. Where the table is narrow, Date Submitted gives way
// first, then Product Name, ID and Status, each shown under the stakeholder.
export const feedbackColumns: ListColumn<Feedback>[] = [
  { accessor: 'stakeholder.name', title: 'Stakeholder', noWrap: true },
  {
    accessor: 'created_at',
    title: 'Date Submitted',
    noWrap: true,
    givesWay: 1,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
  { accessor: 'project_name', title: 'Product Name', noWrap: true, givesWay: 2 },
  {
    accessor: 'status',
    title: 'Status',
    noWrap: true,
    givesWay: 4,
    render: ({ status }) => <FeedbackStatusBadge status={status} />,
  },
  {
    accessor: 'reference',
    title: 'ID',
    noWrap: true,
    givesWay: 3,
    render: ({ id, reference }) => (
      <Anchor
        component={Link}
        to={pathTo.feedback(id)}
        size="sm"
        aria-label={`Open feedback ${reference}`}
        onClick={(event) => event.stopPropagation()}
      >
        {reference}
      </Anchor>
    ),
  },
  {
    accessor: 'subject',
    title: 'Subject',
    noWrap: true,
    render: ({ subject }) => <CutText text={subject} length={feedbackSubjectCut} />,
  },
];

// At phone width each feedback is a card of these (ui/data-table/list-table.tsx).
export const feedbackCardColumns = ['subject', 'reference', 'status', 'project_name', 'stakeholder.name', 'created_at'];
