import { Anchor, Stack, Text } from '@mantine/core';
import { type Feedback, feedbackSubjectCut, pathTo, ticketTableDateFormat } from '@srm/contract';
import dayjs from 'dayjs';
import { DataTable } from 'mantine-datatable';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { CutText } from '../../../ui/cut-text';
import { FeedbackStatusBadge } from '../feedback-status-badge';
import classes from './feedback-table.module.css';

export interface FeedbackPagination {
  page: number;
  pageSize: number;
  totalRecords: number;
  onPageChange: (page: number) => void;
}

interface FeedbackTableProps {
  records: Feedback[];
  fetching: boolean;
  // Shown when there are no records: a heading and a line under it.
  empty: { title: string; text: string };
  pagination: FeedbackPagination;
  label: string;
}

function EmptyFeedbacks({ title, text }: FeedbackTableProps['empty']) {
  return (
    <Stack gap={4} align="center" ta="center" px="md">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Stack>
  );
}

// Spec part 1 §2 "Feedback": Stakeholder, Date Submitted, Product Name, Status,
// ID and Subject; a click on a row, or its ID's link, opens the feedback.
// Cells do not wrap: at phone width the table scrolls sideways in its frame.
export function FeedbackTable({ records, fetching, empty, pagination, label }: FeedbackTableProps) {
  const navigate = useNavigate();
  const open = (feedback: Feedback) => void navigate(pathTo.feedback(feedback.id));
  const emptyState: ReactNode = fetching && records.length === 0 ? <span /> : <EmptyFeedbacks {...empty} />;

  return (
    <DataTable<Feedback>
      aria-label={label}
      withTableBorder
      borderRadius="md"
      minHeight={records.length === 0 ? 200 : undefined}
      highlightOnHover
      records={records}
      fetching={fetching}
      emptyState={emptyState}
      onRowClick={({ record }) => open(record)}
      rowClassName={classes.row}
      page={pagination.page}
      onPageChange={pagination.onPageChange}
      totalRecords={pagination.totalRecords}
      recordsPerPage={pagination.pageSize}
      paginationText={({ from, to, totalRecords }) => `${from}–${to} of ${totalRecords}`}
      columns={[
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
          // The row opens on a click anywhere; the link is the way in for
          // keyboards and screen readers, and opens in a new tab too.
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
      ]}
    />
  );
}
