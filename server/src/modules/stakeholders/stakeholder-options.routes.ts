import {
  AddStakeholderOptionBody,
  OptionListParams,
  OptionParams,
  ReorderStakeholderOptionsBody,
  StakeholderOptions,
  UpdateStakeholderOptionBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { StakeholderOptionsService } from './stakeholder-options.service.js';

const tags = ['stakeholders'];
const security = [{ bearerAuth: [] }];
const managesOptions = { access: access.can('manage_stakeholder_options') };

export interface StakeholderOptionsRouteOptions {
  options: StakeholderOptionsService;
}

// Registered under /api/profile (docs/product.md#stakeholder-options). Every answer is every list.
export const stakeholderOptionsRoutes: FastifyPluginAsyncZod<StakeholderOptionsRouteOptions> = async (
  app,
  { options },
) => {
  app.get(
    '/stakeholder-options/',
    {
      config: { access: access.can('view_stakeholders') },
      schema: {
        tags,
        security,
        summary: "The organisation's group companies, industries, kinds of 'Others' and digital products",
        description:
          'Each list in its order, retired options too (marked): a record keeps a retired value and shows its label. ' +
          'The digital products are the feedback products, managed under /api/profile/feedback-products/.',
        response: { 200: StakeholderOptions },
      },
    },
    async (request) => options.list({ actor: actorOf(request) }),
  );

  app.post(
    '/stakeholder-options/:list/',
    {
      config: managesOptions,
      schema: {
        tags,
        security,
        summary: 'Add an option at the end of a list: its key comes from its name and never changes',
        params: OptionListParams,
        body: AddStakeholderOptionBody,
        response: { 201: StakeholderOptions },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await options.add({ actor: actorOf(request), list: request.params.list, body: request.body })),
  );

  app.put(
    '/stakeholder-options/:list/',
    {
      config: managesOptions,
      schema: {
        tags,
        security,
        summary: 'Put the options of a list in a new order, naming every one of them once',
        params: OptionListParams,
        body: ReorderStakeholderOptionsBody,
        response: { 200: StakeholderOptions },
      },
    },
    async (request) => options.reorder({ actor: actorOf(request), list: request.params.list, body: request.body }),
  );

  app.put(
    '/stakeholder-options/:list/:key/',
    {
      config: managesOptions,
      schema: {
        tags,
        security,
        summary: 'Rename an option (every record shows the new name), retire it or bring it back',
        params: OptionParams,
        body: UpdateStakeholderOptionBody,
        response: { 200: StakeholderOptions },
      },
    },
    async (request) =>
      options.update({
        actor: actorOf(request),
        list: request.params.list,
        key: request.params.key,
        body: request.body,
      }),
  );
};
