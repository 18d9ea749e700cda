import { Organization, Profile, UpdateOrganizationBody } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { createOrganizationService } from './organization.service.js';
import { toProfile } from './profile.mapper.js';

const tags = ['profile'];

const security = [{ bearerAuth: [] }];

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const organizations = createOrganizationService(context);

  app.get(
    '/get-organization/',
    {
      config: { access: access.signedIn },
      schema: { tags, security, summary: "The signed-in user's organisation", response: { 200: Organization } },
    },
    async (request) => organizations.getOrganization({ actor: signedInUser(request) }),
  );

  app.put(
    '/update-organization/',
    {
      // Any signed-in user may ask; decision 004 says who is let through (403 otherwise).
      // Spec part 1 §8: a bad email answers 422 with its own message, other bad input 400.
      config: {
        access: access.signedIn,
        invalidInput: {
          status: 400,
          message: 'enterDataCorrectly',
          fields: { email: { status: 422, message: 'validEmail' } },
        },
      },
      schema: {
        tags,
        security,
        summary: 'Edit the organisation (account creator), or complete its setup (any manager or executive)',
        body: UpdateOrganizationBody,
        response: { 200: Organization },
      },
    },
    async (request) => organizations.updateOrganization({ actor: signedInUser(request), body: request.body }),
  );

  app.get(
    '/get-profile/',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: Profile } },
    },
    async (request) => toProfile(signedInUser(request).user),
  );
};
