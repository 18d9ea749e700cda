import {
  AddStaffBody,
  DetailResponse,
  messages,
  PageQuery,
  ResendTokenBody,
  StaffImportReport,
  StaffUser,
  StaffUserDetail,
  StaffUserPage,
  UpdateStaffBody,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import type { Clock } from '../../platform/clock/clock.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { defineMultipartForm, readMultipart } from '../../platform/http/multipart-form.js';
import { parseStaffCsv } from './staff.csv.js';
import type { createStaffService } from './staff.service.js';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];
// docs/product.md#roles: '+ Add a User' only for executive and manager.
const addsStaff = access.can('add_staff');

// The import's one CSV file, under `file` as the web client sends it.
const importForm = defineMultipartForm({
  fields: z.object({}),
  files: { file: { kind: 'csv', max: 1, missing: 'IMPORT_NEEDS_CSV' } },
});

export interface StaffRouteOptions {
  staff: ReturnType<typeof createStaffService>;
  clock: Clock;
}

// Registered under /api: adding staff lives under /auth and the lists under /profile, as clients expect.
export const staffRoutes: FastifyPluginAsyncZod<StaffRouteOptions> = async (app, { staff, clock }) => {
  app.post(
    '/auth/add-staff/',
    {
      // User create is among the forms whose bad input is 400 (docs/product.md#api-conventions)
      // (over the catalogue's 422); a taken email is 400 with its own message.
      config: {
        access: addsStaff,
        invalidInput: { status: 400, message: 'enterDetailsCorrectly' },
        refusals: ['ROLE_ABOVE_OWN'],
      },
      schema: {
        tags,
        security,
        summary: 'Add a member of staff and email them an invitation link',
        body: AddStaffBody,
        response: { 200: StaffUser },
      },
    },
    async (request) => staff.addStaff({ actor: actorOf(request), body: request.body }),
  );

  app.post(
    '/auth/import-staff/',
    {
      config: { access: addsStaff },
      schema: {
        tags,
        security,
        summary: 'Add staff from a CSV file: first_name, last_name, email, permission_type, department',
        ...multipartBody(importForm),
        response: { 200: StaffImportReport },
      },
    },
    async (request) => {
      const { files } = await readMultipart(request, importForm);
      const rows = parseStaffCsv(files.file[0].bytes);
      return staff.importStaff({ actor: actorOf(request), rows });
    },
  );

  app.post(
    '/auth/resend-token/',
    {
      config: { access: addsStaff, refusals: ['NOT_FOUND', 'ROLE_ABOVE_OWN'] },
      schema: {
        tags,
        security,
        summary: 'Email a new invitation link to staff who have not joined yet',
        body: ResendTokenBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await staff.resendInvitation({ actor: actorOf(request), body: request.body });
      return { detail: messages.tokenResent };
    },
  );

  const StaffParams = z.object({ id: z.uuid() });

  app.get(
    '/profile/get-user/:id/',
    {
      // The user detail panel of Organization Settings, which support users do not see.
      config: { access: access.can('view_staff_details') },
      schema: {
        tags,
        security,
        summary: 'A member of staff with the counts of the tickets they handle',
        params: StaffParams,
        response: { 200: StaffUserDetail },
      },
    },
    async (request) => staff.getStaff({ actor: actorOf(request), userId: request.params.id }),
  );

  app.put(
    '/profile/update-staff/:id/',
    {
      // Only the super admin; anyone else gets 403 'Sorry only super admins…'.
      config: {
        access: access.can('manage_staff'),
        invalidInput: { status: 422, message: 'enterDetailsCorrectly' },
        refusals: ['ROLE_ABOVE_OWN'],
      },
      schema: {
        tags,
        security,
        summary: 'Edit a member of staff (super admin only)',
        params: StaffParams,
        body: UpdateStaffBody,
        response: { 200: StaffUser },
      },
    },
    async (request) => staff.updateStaff({ actor: actorOf(request), userId: request.params.id, body: request.body }),
  );

  app.delete(
    '/profile/delete-staff/:id/',
    {
      config: { access: access.can('manage_staff') },
      schema: {
        tags,
        security,
        summary: 'Delete a member of staff; their sessions end (super admin only)',
        params: StaffParams,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await staff.deleteStaff({ actor: actorOf(request), userId: request.params.id });
      return { detail: messages.staffDeleted };
    },
  );

  app.get(
    '/profile/export-users/',
    {
      config: { access: access.can('view_staff_details') },
      schema: {
        tags,
        security,
        summary: 'The staff as a CSV file for spreadsheets',
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const csv = await staff.exportStaff({ actor: actorOf(request) });
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="srm-staff-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.get(
    '/profile/all-users/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: 'The staff of the organisation',
        querystring: PageQuery,
        response: { 200: StaffUserPage },
      },
    },
    async (request) => staff.listStaff({ actor: actorOf(request), query: request.query }),
  );
};
