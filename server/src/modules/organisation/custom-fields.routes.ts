import { CreateCustomFieldBody, CustomFields, ReorderCustomFieldsBody, UpdateCustomFieldBody } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { CustomFieldsService } from './custom-fields.service.js';

const tags = ['organisation'];
const security = [{ bearerAuth: [] }];
const managesFields = { access: access.can('manage_custom_fields') };

export interface CustomFieldsRouteOptions {
  fields: CustomFieldsService;
}

// Registered under /api/profile (docs/product.md#custom-fields). Every answer is every field.
export const customFieldsRoutes: FastifyPluginAsyncZod<CustomFieldsRouteOptions> = async (app, { fields }) => {
  app.get(
    '/custom-fields/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "The organisation's own fields of stakeholder records and tickets, in order, retired ones too",
        response: { 200: CustomFields },
      },
    },
    async (request) => fields.list({ actor: actorOf(request) }),
  );

  app.post(
    '/custom-fields/',
    {
      config: managesFields,
      schema: {
        tags,
        security,
        summary: 'Add a field at the end of its target’s: its key comes from its name, and its key and type stay',
        body: CreateCustomFieldBody,
        response: { 201: CustomFields },
      },
    },
    async (request, reply) => reply.status(201).send(await fields.add({ actor: actorOf(request), body: request.body })),
  );

  app.put(
    '/custom-fields/',
    {
      config: managesFields,
      schema: {
        tags,
        security,
        summary: 'Put the fields of a target in a new order, naming every one of them once',
        body: ReorderCustomFieldsBody,
        response: { 200: CustomFields },
      },
    },
    async (request) => fields.reorder({ actor: actorOf(request), body: request.body }),
  );

  app.put(
    '/custom-fields/:id/',
    {
      config: managesFields,
      schema: {
        tags,
        security,
        summary: 'Rename a field, make it required or not, move it to another tab, change its choices, retire it',
        params: z.object({ id: z.uuid() }),
        body: UpdateCustomFieldBody,
        response: { 200: CustomFields },
      },
    },
    async (request) => fields.update({ actor: actorOf(request), fieldId: request.params.id, body: request.body }),
  );
};
