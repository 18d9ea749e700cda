import { type Feedback, type FeedbackDetail, productDisplayName } from '@srm/contract';
import type { FileUrls } from '../../platform/storage/signed-file-urls.js';
import type { FeedbackMediaRow, FeedbackWithTicket } from './feedback.queries.js';

export function toFeedback({ feedback, ticket, attachmentCount, productName }: FeedbackWithTicket): Feedback {
  return {
    id: feedback.id,
    reference: feedback.reference,
    subject: feedback.subject,
    message: feedback.message,
    product: feedback.product,
    // A renamed product's feedback reads its name as now; a form of no product, its address.
    project_name: productName ?? productDisplayName(feedback.product),
    // docs/product.md#feedback: open until the ticket made from it is resolved.
    status: ticket?.status === 'resolved' ? 'resolved' : 'open',
    stakeholder: {
      name: feedback.stakeholderName,
      email: feedback.stakeholderEmail,
      phone: feedback.stakeholderPhone,
    },
    attachment_count: attachmentCount,
    created_at: feedback.createdAt.toISOString(),
  };
}

export function toFeedbackDetail(
  row: FeedbackWithTicket,
  media: FeedbackMediaRow[],
  fileUrls: FileUrls,
  stakeholderRecord: FeedbackDetail['stakeholder_record'],
): FeedbackDetail {
  return {
    ...toFeedback(row),
    feedback_media: media.map((file) => ({
      id: file.id,
      location: fileUrls.urlFor(file.fileKey),
      file_name: file.fileName,
      content_type: file.contentType,
      size: file.sizeBytes,
    })),
    ticket: row.ticket,
    stakeholder_record: stakeholderRecord,
  };
}
