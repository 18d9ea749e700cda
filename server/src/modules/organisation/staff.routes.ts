import {
  AddStaffBody,
  DetailResponse,
  messages,
  PageQuery,
  ResendTokenBody,
  StaffUser,
  StaffUserPage,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { createStaffService } from './staff.service.js';

const tags = ['staff'];
const security = [{ bearerAuth: [] }];
// Spec part 1 §6: '+ Add a User' only for executive and manager.
const managers = access.roles('manager', 'executive');

// Registered under /api: the spec puts adding staff under /auth and lists under /profile.
export const staffRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const staff = createStaffService(context);

  app.post(
    '/auth/add-staff/',
    {
      config: { access: managers, invalidInput: { status: 400, message: 'enterDetailsCorrectly' } },
      schema: {
        tags,
        security,
        summary: 'Add a member of staff and email them an invitation link',
        body: AddStaffBody,
        response: { 200: StaffUser },
      },
    },
    async (request) => staff.addStaff({ actor: signedInUser(request), body: request.body }),
  );

  app.post(
    '/auth/resend-token/',
    {
      config: { access: managers },
      schema: {
        tags,
        security,
        summary: 'Email a new invitation link to staff who have not joined yet',
        body: ResendTokenBody,
        response: { 200: DetailResponse },
      },
    },
    async (request) => {
      await staff.resendInvitation({ actor: signedInUser(request), body: request.body });
      return { detail: messages.tokenResent };
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
    async (request) => staff.listStaff({ actor: signedInUser(request), query: request.query }),
  );
};
