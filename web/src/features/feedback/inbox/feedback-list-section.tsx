import { Stack } from '@mantine/core';
import { feedbackPageSize, messages } from '@srm/contract';
import { ApiError } from '../../../api/client';
import { useListAddress } from '../../../lib/use-list-address';
import { FormAlert } from '../../../ui/form/form-alert';
import { SearchInput } from '../../../ui/search-input';
import { useFeedbackList } from '../api/get-feedbacks';
import { FeedbackTable } from './feedback-table';

// Spec part 1 §8: 'Failed to fetch feedbacks', unless the server names what
// was wrong with the question (an unknown product).
const loadErrorOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.detail
    : messages.feedbacksFailedToLoad;

interface FeedbackListSectionProps {
  // A product slug: only that product's feedbacks.
  product?: string;
  label: string;
}

// The search box and the feedback table, paged on the server; the page and
// the search live in the address like the ticket lists'.
export function FeedbackListSection({ product, label }: FeedbackListSectionProps) {
  const { page, search, setPage, setSearch } = useListAddress();
  const list = useFeedbackList({ product, page, search });

  // The overlay shows while a page or search loads, not on a background refetch.
  const loading = list.isFetching && (list.isPending || list.isPlaceholderData);
  const empty = search
    ? { title: messages.noSearchResults, text: `No feedback matches “${search}”.` }
    : { title: messages.noFeedbacks, text: "Share a product's form link to collect feedback." };

  return (
    <Stack gap="md">
      <SearchInput
        label="Search feedbacks"
        placeholder="Search ID, subject, name or email"
        search={search}
        onSearch={setSearch}
      />
      <FormAlert kind="error">{list.isError && loadErrorOf(list.error)}</FormAlert>
      <FeedbackTable
        label={label}
        records={list.data?.results ?? []}
        fetching={loading}
        empty={empty}
        pagination={{ page, pageSize: feedbackPageSize, totalRecords: list.data?.count ?? 0, onPageChange: setPage }}
      />
    </Stack>
  );
}
