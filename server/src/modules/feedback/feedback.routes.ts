import {
  FeedbackDetail,
  FeedbackForm,
  FeedbackPage,
  FeedbackProducts,
  FeedbackReceipt,
  FilterFeedbacksBody,
  PageQuery,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { readMultipart } from '../../platform/http/multipart-form.js';
import { createUploadSlots } from '../../platform/http/uploads.js';
import type { RateLimits } from '../../platform/rate-limit/rate-limits.js';
import type { createFeedbackService } from './feedback.service.js';
import { feedbackForm } from './feedback-upload.js';

const tags = ['feedback'];

// Each submission holds up to five 5 MB images in memory until they are stored.
const feedbackUploadsAtOnce = 8;
const security = [{ bearerAuth: [] }];

// A public form's address carries the organisation id. Anything that is not
// one of ours, well-formed or not, is the same 'form not found'.
const PublicFormParams = z.object({ organization_id: z.string() });
function organizationIdOf(params: { organization_id: string }) {
  if (!z.uuid().safeParse(params.organization_id).success) throw new AppError('NOT_FOUND');
  return params.organization_id;
}

export interface FeedbackRouteOptions {
  feedback: ReturnType<typeof createFeedbackService>;
  rateLimits: RateLimits;
}

// Registered under /api/ticket: the inbox and detail, plus the public form's
// check and submission and the products' counts (docs/product.md#feedback).
export const feedbackRoutes: FastifyPluginAsyncZod<FeedbackRouteOptions> = async (app, { feedback, rateLimits }) => {
  const uploadSlots = createUploadSlots(feedbackUploadsAtOnce);

  app.get(
    '/feedback-form/:organization_id/',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Whether a public feedback form's address is real, the organisation's name and the product's",
        params: PublicFormParams,
        querystring: z.object({ product: z.string().max(40).optional() }),
        response: { 200: FeedbackForm },
      },
    },
    async (request) =>
      feedback.getForm({ organizationId: organizationIdOf(request.params), product: request.query.product }),
  );

  app.post(
    '/create-feedback/:organization_id/',
    {
      // Bad input answers 400 with each field's message (docs/product.md#api-conventions).
      config: {
        access: access.public,
        invalidInput: { status: 400, message: 'validationFailed' },
        refusals: ['TOO_MANY_REQUESTS', 'TOO_MANY_ATTACHMENTS', 'ATTACHMENTS_TOO_LARGE'],
      },
      schema: {
        tags,
        summary: 'Send feedback through a product form (no sign-in); managers are emailed',
        description:
          'The phone is optional: a Nigerian number, its 10 digits bare or after 0, 234 or +234, spaces and ' +
          'dashes allowed; kept as the 10 digits. The whole request at most about 25 MB. Rate-limited per ' +
          'client address.',
        ...multipartBody(feedbackForm),
        params: PublicFormParams,
        response: { 201: FeedbackReceipt },
      },
    },
    async (request, reply) => {
      const organizationId = organizationIdOf(request.params);
      await rateLimits.consume('feedback', { ip: request.ip });
      // An unknown organisation is refused before its upload is read.
      await feedback.getForm({ organizationId });
      const receipt = await uploadSlots.hold(async () => {
        const { fields, files } = await readMultipart(request, feedbackForm);
        const attachments = files.attachments.map(({ fileName, ...image }) => ({ image, fileName }));
        return feedback.submitFeedback({ organizationId, submission: fields, attachments });
      });
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/get-feedbacks/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'All feedback, newest first; search by reference, subject, name or email',
        querystring: PageQuery,
        response: { 200: FeedbackPage },
      },
    },
    async (request) => feedback.listFeedback({ actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/filter-feedbacks/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "One product's feedback, newest first, paged and searchable",
        body: FilterFeedbacksBody,
        response: { 200: FeedbackPage },
      },
    },
    async (request) =>
      feedback.listFeedback({
        actor: actorOf(request),
        query: { ...request.body, product: request.body.project_name },
      }),
  );

  app.get(
    '/get-single-feedback/:id/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'One feedback with its images (expiring signed addresses) and the ticket made from it',
        params: z.object({ id: z.uuid() }),
        response: { 200: FeedbackDetail },
      },
    },
    async (request) => feedback.getFeedback({ actor: actorOf(request), feedbackId: request.params.id }),
  );

  app.get(
    '/feedback-products/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'The products with feedback forms and their response counts',
        response: { 200: FeedbackProducts },
      },
    },
    async (request) => feedback.listProducts({ actor: actorOf(request) }),
  );
};
