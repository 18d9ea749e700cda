import { type Feedback, type FeedbackDetail, type FeedbackMedia, type FeedbackPage, listPageSize } from '@srm/contract';
import { createdAt } from './ticket-fixtures';

let counter = 0;

// A feedback as the server lists it, sent through Acadaboo's form.
export function aFeedback(fields: Partial<Feedback> = {}): Feedback {
  counter += 1;
  const number = String(counter).padStart(6, '0');
  return {
    id: `00000000-0000-4000-9000-${String(counter).padStart(12, '0')}`,
    reference: `FBK-${number}`,
    subject: `Feedback ${number}`,
    message: 'The app logs me out',
    product: 'acadaboo',
    project_name: 'Acadaboo',
    status: 'open',
    stakeholder: { name: 'Grace Ope', email: 'grace@ope.ng', phone: null },
    attachment_count: 0,
    created_at: createdAt,
    ...fields,
  };
}

// An attached image, shown through a signed address.
export function anImage(fileName: string): FeedbackMedia {
  counter += 1;
  return {
    id: `00000000-0000-4000-a000-${String(counter).padStart(12, '0')}`,
    location: `https://files.example.com/signed/${fileName}?expires=1`,
    file_name: fileName,
    content_type: 'image/png',
    size: 2048,
  };
}

export const aFeedbackDetail = (feedback: Feedback, fields: Partial<FeedbackDetail> = {}): FeedbackDetail => ({
  ...feedback,
  feedback_media: [],
  ticket: null,
  stakeholder_record: null,
  ...fields,
});

// One page of `feedbacks` as the list endpoints answer, 15 to a page.
export function feedbackPageOf(feedbacks: Feedback[], page = 1, count = feedbacks.length): FeedbackPage {
  return { results: feedbacks, count, count_capped: false, page, page_size: listPageSize };
}
