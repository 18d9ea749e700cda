import { FeedbackDetailPage } from '../../features/feedback/detail/feedback-detail-page';
import { FeedbackTicketPanel } from '../../features/tickets/from-feedback/feedback-ticket-panel';

// A feedback's page shows its ticket, or offers to make one from it: feedback
// and tickets each stand alone, and meet here.
export function FeedbackDetailRoute() {
  return <FeedbackDetailPage ticketPanel={(feedback) => <FeedbackTicketPanel feedback={feedback} />} />;
}
