import {
  EmailPreferences,
  EmailPreferencesBody,
  MarkNotificationsReadBody,
  NotificationListQuery,
  NotificationPage,
  NotificationsRead,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createNotificationsService } from './notifications.service.js';

const tags = ['notifications'];
const security = [{ bearerAuth: [] }];

export interface NotificationsRouteOptions {
  notifications: ReturnType<typeof createNotificationsService>;
}

// Registered under /api/notifications (docs/product.md#notifications): every
// member's own notices and email choices; the organisation's defaults for managers.
export const notificationsRoutes: FastifyPluginAsyncZod<NotificationsRouteOptions> = async (app, { notifications }) => {
  app.get(
    '/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "The signed-in member's notifications, newest first, with the unread count",
        querystring: NotificationListQuery,
        response: { 200: NotificationPage },
      },
    },
    async (request) => notifications.list({ actor: actorOf(request), query: request.query }),
  );

  app.post(
    '/read/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Mark some of their notifications read (ids), or all of them (all: true)',
        body: MarkNotificationsReadBody,
        response: { 200: NotificationsRead },
      },
    },
    async (request) => notifications.markRead({ actor: actorOf(request), body: request.body }),
  );

  app.get(
    '/preferences/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Which kinds of notification also come to the member by email',
        response: { 200: EmailPreferences },
      },
    },
    async (request) => notifications.ownPreferences(actorOf(request)),
  );

  app.put(
    '/preferences/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'Choose which kinds also come by email (kinds left out keep their choice)',
        body: EmailPreferencesBody,
        response: { 200: EmailPreferences },
      },
    },
    async (request) => notifications.saveOwnPreferences({ actor: actorOf(request), body: request.body }),
  );

  app.get(
    '/defaults/',
    {
      config: { access: access.can('manage_notification_defaults') },
      schema: {
        tags,
        security,
        summary: "The organisation's defaults: what a member who has not chosen gets by email",
        response: { 200: EmailPreferences },
      },
    },
    async (request) => notifications.organizationDefaults(actorOf(request)),
  );

  app.put(
    '/defaults/',
    {
      config: { access: access.can('manage_notification_defaults') },
      schema: {
        tags,
        security,
        summary: "Change the organisation's defaults (members' own choices stay)",
        body: EmailPreferencesBody,
        response: { 200: EmailPreferences },
      },
    },
    async (request) => notifications.saveOrganizationDefaults({ actor: actorOf(request), body: request.body }),
  );
};
