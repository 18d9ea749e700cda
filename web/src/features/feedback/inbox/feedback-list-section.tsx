import { type Feedback, messages, pathTo } from '@srm/contract';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../api/client';
import { useListAddress } from '../../../lib/use-list-address';
import { PagedList } from '../../../ui/data-table/paged-list';
import { useFeedbackList } from '../api/get-feedbacks';
import { feedbackCardColumns, feedbackColumns } from './feedback-table';

// docs/product.md#messages: 'Failed to fetch feedbacks', unless the server names what
// was wrong with the question (an unknown product).
const loadErrorOf = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500
    ? error.detail
    : messages.feedbacksFailedToLoad;

const noFeedbacks = { title: messages.noFeedbacks, text: messages.shareFormLink };
const noMatch = (search: string) => ({
  title: messages.noSearchResults,
  text: `${messages.noFeedbackMatches} “${search}”.`,
});

interface FeedbackListSectionProps {
  // A product slug: only that product's feedbacks.
  product?: string;
  label: string;
}

// The search box and the feedback table, paged on the server; the page and
// the search live in the address like the ticket lists'.
export function FeedbackListSection({ product, label }: FeedbackListSectionProps) {
  const navigate = useNavigate();
  const address = useListAddress();
  const list = useFeedbackList({ product, page: address.page, search: address.search });

  return (
    <PagedList
      label={label}
      address={address}
      query={list}
      searchLabel="Search feedbacks"
      searchPlaceholder="Search ID, subject, name or email"
      error={list.isError && loadErrorOf(list.error)}
      columns={feedbackColumns}
      cardColumns={feedbackCardColumns}
      empty={noFeedbacks}
      noMatch={noMatch}
      onOpen={(feedback: Feedback) => void navigate(pathTo.feedback(feedback.id))}
    />
  );
}
