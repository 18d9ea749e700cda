import { FeedbackSubmission, maxFeedbackAttachments } from '@srm/contract';
import { defineMultipartForm } from '../../platform/http/multipart-form.js';

// docs/product.md#feedback: the public form's text fields, and up to five images under one
// name, each checked by its content (a PNG named .txt is a PNG; a text file
// named .png is refused). The whole request is at most five full images and
// the text: anything larger is refused before it is read (or, sent without a
// length, as soon as it passes that).
export const feedbackForm = defineMultipartForm({
  fields: FeedbackSubmission,
  files: { attachments: { kind: 'image', max: maxFeedbackAttachments, tooMany: 'TOO_MANY_ATTACHMENTS' } },
  tooLarge: 'ATTACHMENTS_TOO_LARGE',
});

export const maxFeedbackRequestBytes = feedbackForm.maxRequestBytes;
