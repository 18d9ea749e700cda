import { CreateTagBody, MergeTagBody, Tags, UpdateTagBody } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { TagsService } from './tags.service.js';

const tags = ['organisation'];
const security = [{ bearerAuth: [] }];
const managesTags = { access: access.can('manage_tags') };
const TagParams = z.object({ id: z.uuid() });

export interface TagsRouteOptions {
  organizationTags: TagsService;
}

// Registered under /api/profile (docs/product.md#tags). Every answer is every tag.
export const tagsRoutes: FastifyPluginAsyncZod<TagsRouteOptions> = async (app, { organizationTags }) => {
  app.get(
    '/tags/',
    {
      config: { access: access.signedIn },
      schema: { tags, security, summary: "The organisation's tags by name", response: { 200: Tags } },
    },
    async (request) => organizationTags.list({ actor: actorOf(request) }),
  );

  app.post(
    '/tags/',
    {
      config: managesTags,
      schema: { tags, security, summary: 'Add a tag', body: CreateTagBody, response: { 201: Tags } },
    },
    async (request, reply) =>
      reply.status(201).send(await organizationTags.add({ actor: actorOf(request), body: request.body })),
  );

  app.put(
    '/tags/:id/',
    {
      config: managesTags,
      schema: {
        tags,
        security,
        summary: 'Rename or recolour a tag: every record and ticket holding it shows the change',
        params: TagParams,
        body: UpdateTagBody,
        response: { 200: Tags },
      },
    },
    async (request) =>
      organizationTags.update({ actor: actorOf(request), tagId: request.params.id, body: request.body }),
  );

  app.post(
    '/tags/:id/merge/',
    {
      config: managesTags,
      schema: {
        tags,
        security,
        summary: 'Merge a tag into another: what held it holds the other, and the tag is gone',
        params: TagParams,
        body: MergeTagBody,
        response: { 200: Tags },
      },
    },
    async (request) =>
      organizationTags.merge({ actor: actorOf(request), tagId: request.params.id, body: request.body }),
  );
};
