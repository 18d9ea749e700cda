import { z } from 'zod';
import { emailAddress } from '../common/email.js';
import { messages } from '../common/messages.js';
import { pageBodyFields, pageOf } from '../common/paging.js';
import { optionalNigerianPhoneField } from '../common/phone-fields.js';
import { requiredText } from '../common/text.js';
import { StakeholderLink } from '../stakeholders/stakeholder-records.js';
import { ticketStatuses } from '../tickets/options.js';
import { feedbackStatuses, productSlugPattern } from './options.js';

// A product slug in any case ('Acadaboo' as older clients send it), kept lower-case.
export const ProductSlug = z
  .string({ error: messages.feedbackProductUnknown })
  .trim()
  .toLowerCase()
  .regex(productSlugPattern, messages.feedbackProductUnknown);

// The text fields of the public form (docs/product.md#feedback). The
// images come as file parts named `attachments` beside them.
export const FeedbackSubmission = z
  .object({
    name: requiredText(messages.nameRequired, 200),
    email: emailAddress({ required: messages.emailRequired, invalid: messages.invalidEmail }),
    // Optional; kept as the 10-digit national number (docs/product.md#phones).
    phone: optionalNigerianPhoneField,
    subject: requiredText(messages.subjectRequired, 200),
    message: requiredText(messages.messageRequired, 5000),
    project_name: ProductSlug,
  })
  .meta({ id: 'FeedbackSubmission' });
export type FeedbackSubmission = z.input<typeof FeedbackSubmission>;
export type ParsedFeedbackSubmission = z.output<typeof FeedbackSubmission>;

// What the stakeholder's browser gets back: the reference to quote, nothing else.
export const FeedbackReceipt = z.object({ reference: z.string() }).meta({ id: 'FeedbackReceipt' });
export type FeedbackReceipt = z.infer<typeof FeedbackReceipt>;

// GET /api/ticket/feedback-form/{organization_id}/: whether a public form's
// address is real, and whose it is.
// The public form's organisation, and its product if the address names one of the
// organisation's (retired ones too: links already sent keep working).
export const FeedbackForm = z
  .object({
    organization_name: z.string(),
    product: z.object({ name: z.string(), short_code: z.string(), colour: z.string() }).nullable(),
  })
  .meta({ id: 'FeedbackForm' });
export type FeedbackForm = z.infer<typeof FeedbackForm>;

export const FeedbackStakeholder = z
  .object({ name: z.string(), email: z.string(), phone: z.string().nullable() })
  .meta({ id: 'FeedbackStakeholder' });
export type FeedbackStakeholder = z.infer<typeof FeedbackStakeholder>;

// A feedback. `project_name` is the product's display name and
// `product` its slug (the form's and the product page's address).
export const Feedback = z
  .object({
    id: z.uuid(),
    reference: z.string(),
    subject: z.string(),
    message: z.string(),
    product: z.string(),
    project_name: z.string(),
    status: z.enum(feedbackStatuses),
    stakeholder: FeedbackStakeholder,
    attachment_count: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof Feedback>;

// One image, shown through an expiring signed address (docs/product.md#files).
export const FeedbackMedia = z
  .object({
    id: z.uuid(),
    location: z.string(),
    file_name: z.string(),
    content_type: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'FeedbackMedia' });
export type FeedbackMedia = z.infer<typeof FeedbackMedia>;

// The ticket made from a feedback, while it is not deleted.
export const FeedbackTicket = z
  .object({ id: z.uuid(), reference: z.string(), status: z.enum(ticketStatuses) })
  .meta({ id: 'FeedbackTicket' });
export type FeedbackTicket = z.infer<typeof FeedbackTicket>;

export const FeedbackDetail = Feedback.extend({
  feedback_media: z.array(FeedbackMedia),
  ticket: FeedbackTicket.nullable(),
  // The stakeholder record of its email, if the reader may see one (docs/product.md#stakeholders).
  stakeholder_record: StakeholderLink.nullable(),
}).meta({ id: 'FeedbackDetail' });
export type FeedbackDetail = z.infer<typeof FeedbackDetail>;

export const FeedbackPage = pageOf(Feedback).meta({ id: 'FeedbackPage' });
export type FeedbackPage = z.infer<typeof FeedbackPage>;

// POST /api/ticket/filter-feedbacks/: one product's feedbacks, paged and searchable.
export const FilterFeedbacksBody = z
  .object({
    project_name: ProductSlug,
    ...pageBodyFields,
  })
  .meta({ id: 'FilterFeedbacksBody' });
export type FilterFeedbacksBody = z.input<typeof FilterFeedbacksBody>;

// GET /api/ticket/feedback-products/: the cards of /feedback-forms. The
// organisation's products that are not retired, then any other product (a
// form address of no product, or a retired one) that has feedback.
// `short_code` and `colour` are the product's, or for others their initials
// and the brand's colour ('srm').
export const FeedbackProduct = z
  .object({
    product: z.string(),
    project_name: z.string(),
    short_code: z.string(),
    colour: z.string(),
    count: z.number().int(),
  })
  .meta({ id: 'FeedbackProduct' });
export type FeedbackProduct = z.infer<typeof FeedbackProduct>;
export const FeedbackProducts = z.object({ results: z.array(FeedbackProduct) }).meta({ id: 'FeedbackProducts' });
export type FeedbackProducts = z.infer<typeof FeedbackProducts>;
