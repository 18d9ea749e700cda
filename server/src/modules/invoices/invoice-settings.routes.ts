import {
  AssignInvoiceSettingsBody,
  DashboardBody,
  DashboardByPlan,
  DashboardGeneration,
  DashboardMoney,
  InvoiceSettings,
  InvoiceSettingsBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { createInvoiceDashboardsService } from './invoice-dashboards.service.js';
import type { createInvoiceSettingsService } from './invoice-settings.service.js';

const tags = ['invoices'];
const security = [{ bearerAuth: [] }];

export interface InvoiceSettingsRouteOptions {
  settings: ReturnType<typeof createInvoiceSettingsService>;
  dashboards: ReturnType<typeof createInvoiceDashboardsService>;
}

// Registered under /api/invoice: the settings and the dashboards.
export const invoiceSettingsRoutes: FastifyPluginAsyncZod<InvoiceSettingsRouteOptions> = async (
  app,
  { settings, dashboards },
) => {
  app.get(
    '/invoice-settings/',
    {
      config: { access: access.can('view_invoice') },
      schema: { tags, security, summary: "The organisation's invoice settings", response: { 200: InvoiceSettings } },
    },
    async (request) => settings.getSettings({ actor: actorOf(request) }),
  );

  app.post(
    '/invoice-settings/',
    {
      config: { access: access.can('manage_invoice_settings') },
      schema: {
        tags,
        security,
        summary: 'Change the invoice settings sent (managers)',
        body: InvoiceSettingsBody,
        response: { 200: InvoiceSettings },
      },
    },
    async (request) => settings.saveSettings({ actor: actorOf(request), body: request.body }),
  );

  app.put(
    '/assign-invoice-settings/:settingsId/:userId/',
    {
      config: { access: access.can('manage_invoice_settings') },
      schema: {
        tags,
        security,
        summary: "Set one executive's approval limit in NGN (null: the flat limit applies)",
        params: z.object({ settingsId: z.uuid(), userId: z.uuid() }),
        body: AssignInvoiceSettingsBody,
        response: { 200: InvoiceSettings },
      },
    },
    async (request) =>
      settings.assignApprovalLimit({
        actor: actorOf(request),
        settingsId: request.params.settingsId,
        userId: request.params.userId,
        approvalLimit: request.body.approval_limit,
      }),
  );

  for (const [path, summary, handler, response] of [
    [
      '/dashboard-generation/',
      'Invoices sent in a period: generated, paid, pending, overdue',
      dashboards.generation,
      DashboardGeneration,
    ],
    ['/dashboard-by-plan/', 'Invoices sent in a period by plan: amount and count', dashboards.byPlan, DashboardByPlan],
    [
      '/dashboard-money/',
      'Money collected in a period, and what is owed now, in all and by days past due',
      dashboards.money,
      DashboardMoney,
    ],
  ] as const) {
    app.post(
      path,
      {
        config: { access: access.can('view_dashboard') },
        schema: { tags, security, summary, body: DashboardBody, response: { 200: response } },
      },
      async (request) => handler({ actor: actorOf(request), body: request.body }),
    );
  }
};
