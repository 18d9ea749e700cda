import { Log, LogBody, LogListQuery, LogPage, LogPageParams } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createStakeholderLogsService } from './stakeholder-logs.service.js';

const tags = ['logs'];
const security = [{ bearerAuth: [] }];

export interface StakeholderLogsRouteOptions {
  logs: ReturnType<typeof createStakeholderLogsService>;
}

// Registered under /api/profile: the emails and calls logged with stakeholders.
export const stakeholderLogsRoutes: FastifyPluginAsyncZod<StakeholderLogsRouteOptions> = async (app, { logs }) => {
  app.post(
    '/create-log/:stakeholder_id/',
    {
      config: { access: access.can('add_logs') },
      schema: {
        tags,
        security,
        summary: 'Log an email or a call with a stakeholder',
        params: z.object({ stakeholder_id: z.uuid() }),
        body: LogBody,
        response: { 200: Log },
      },
    },
    async (request) =>
      logs.createLog({ actor: actorOf(request), stakeholderId: request.params.stakeholder_id, body: request.body }),
  );

  app.put(
    '/update-log/:id/',
    {
      config: { access: access.can('edit_logs') },
      schema: {
        tags,
        security,
        summary: 'Edit a log (managers)',
        params: z.object({ id: z.uuid() }),
        body: LogBody,
        response: { 200: Log },
      },
    },
    async (request) => logs.updateLog({ actor: actorOf(request), logId: request.params.id, body: request.body }),
  );

  app.get(
    '/get-log/:id/',
    {
      config: { access: access.can('view_stakeholders') },
      schema: { tags, security, summary: 'One log', params: z.object({ id: z.uuid() }), response: { 200: Log } },
    },
    async (request) => logs.getLog({ actor: actorOf(request), logId: request.params.id }),
  );

  app.get(
    '/get-logs/:page/',
    {
      config: { access: access.can('view_stakeholders') },
      schema: {
        tags,
        security,
        summary: "Logs newest first, 15 a page from page 0: one stakeholder's (customer_id) or the organisation's",
        params: LogPageParams,
        querystring: LogListQuery,
        response: { 200: LogPage },
      },
    },
    async (request) =>
      logs.listLogs({
        actor: actorOf(request),
        page: request.params.page,
        pageSize: request.query.page_size,
        stakeholderId: request.query.customer_id,
      }),
  );
};
