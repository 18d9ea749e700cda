import {
  FeedbackProductBody,
  ManagedFeedbackProduct,
  ManagedFeedbackProducts,
  UpdateFeedbackProductBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createFeedbackProductsService } from './feedback-products.service.js';

const tags = ['feedback'];
const security = [{ bearerAuth: [] }];
const managesProducts = access.can('manage_feedback_products');

export interface FeedbackProductsRouteOptions {
  products: ReturnType<typeof createFeedbackProductsService>;
}

// Registered under /api/profile (docs/product.md#feedback): the organisation's
// products as Organization Settings manages them, retired ones included.
export const feedbackProductsRoutes: FastifyPluginAsyncZod<FeedbackProductsRouteOptions> = async (
  app,
  { products },
) => {
  app.get(
    '/feedback-products/',
    {
      config: { access: managesProducts },
      schema: {
        tags,
        security,
        summary: "The organisation's feedback products, retired ones too, with their feedback counts",
        response: { 200: ManagedFeedbackProducts },
      },
    },
    async (request) => products.list({ actor: actorOf(request) }),
  );

  app.post(
    '/feedback-products/',
    {
      config: { access: managesProducts },
      schema: {
        tags,
        security,
        summary: 'Add a product: its form address comes from its name and never changes',
        body: FeedbackProductBody,
        response: { 201: ManagedFeedbackProduct },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await products.add({ actor: actorOf(request), body: request.body })),
  );

  app.put(
    '/feedback-products/:id/',
    {
      config: { access: managesProducts },
      schema: {
        tags,
        security,
        summary: 'Rename a product, change its code or colour, retire it or bring it back; its links keep working',
        params: z.object({ id: z.uuid() }),
        body: UpdateFeedbackProductBody,
        response: { 200: ManagedFeedbackProduct },
      },
    },
    async (request) => products.update({ actor: actorOf(request), productId: request.params.id, body: request.body }),
  );
};
