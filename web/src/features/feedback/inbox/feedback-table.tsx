import { Anchor } from '@mantine/core';
import { type Feedback, feedbackSubjectCut, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { CutText } from '../../../ui/data-table/cut-text';
import { FeedbackStatusBadge } from '../feedback-status-badge';

// Feedback: Stakeholder, Date Submitted, Product Name, Status,
// ID and Subject. The row opens the feedback; the ID is also a link, which can
// open it in a new tab.
export const feedbackColumns: DataTableColumn<Feedback>[] = [
  { accessor: 'stakeholder.name', title: 'Stakeholder', noWrap: true },
  {
    accessor: 'created_at',
    title: 'Date Submitted',
    noWrap: true,
    render: ({ created_at }) => dayjs(created_at).format(ticketTableDateFormat),
  },
  { accessor: 'project_name', title: 'Product Name', noWrap: true },
  {
    accessor: 'status',
    title: 'Status',
    noWrap: true,
    render: ({ status }) => <FeedbackStatusBadge status={status} />,
  },
  {
    accessor: 'reference',
    title: 'ID',
    noWrap: true,
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
