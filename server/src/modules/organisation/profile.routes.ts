import {
  Organization,
  Profile,
  UpdateAppearanceBody,
  UpdateOrganizationBody,
  UpdateProfileFields,
} from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access.js';
import { actorOf } from '../../platform/auth/actor.js';
import { multipartBody } from '../../platform/http/multipart-body.js';
import { defineMultipartForm, readMultipart } from '../../platform/http/multipart-form.js';
import type { createOrganizationService } from './organization.service.js';
import type { createProfileService } from './profile.service.js';

const tags = ['profile'];

const security = [{ bearerAuth: [] }];

// PUT /api/profile/update-data/: the names, and the avatar as an `image` file part.
// At least one name, else 400 'Please Enter details to edit to Proceed.'.
const profileForm = defineMultipartForm({
  fields: UpdateProfileFields,
  files: { image: { kind: 'image', max: 1 } },
  json: true,
});

export interface ProfileRouteOptions {
  organizations: ReturnType<typeof createOrganizationService>;
  profiles: ReturnType<typeof createProfileService>;
}

export const profileRoutes: FastifyPluginAsyncZod<ProfileRouteOptions> = async (app, { organizations, profiles }) => {
  app.get(
    '/get-organization/',
    {
      config: { access: access.signedIn },
      schema: { tags, security, summary: "The signed-in user's organisation", response: { 200: Organization } },
    },
    async (request) => organizations.getOrganization({ actor: actorOf(request) }),
  );

  app.put(
    '/update-organization/',
    {
      // Any signed-in user may ask; decision 004 says who is let through (403 otherwise).
      // docs/product.md#api-conventions: a bad email answers 422 with its own message, other bad input 400.
      config: {
        access: access.signedIn,
        invalidInput: {
          status: 400,
          message: 'enterDataCorrectly',
          fields: { email: { status: 422, message: 'validEmail' } },
        },
        refusals: ['NOT_ACCOUNT_CREATOR', 'FORBIDDEN'],
      },
      schema: {
        tags,
        security,
        summary: 'Edit the organisation (account creator), or complete its setup (any manager or executive)',
        body: UpdateOrganizationBody,
        response: { 200: Organization },
      },
    },
    async (request) => organizations.updateOrganization({ actor: actorOf(request), body: request.body }),
  );

  app.get(
    '/get-profile/',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: 'The signed-in user', security, response: { 200: Profile } },
    },
    async (request) => profiles.getProfile({ actor: actorOf(request) }),
  );

  app.put(
    '/update-data/',
    {
      config: { access: access.signedIn, invalidInput: { status: 400, message: 'enterDetailsToEdit' } },
      schema: {
        tags,
        security,
        summary: "Edit the signed-in user's name and avatar",
        description: '`remove_image` = "true" clears the avatar. A JSON body with the text fields also works.',
        ...multipartBody(profileForm),
        response: { 200: Profile },
      },
    },
    async (request) => {
      const { fields, files } = await readMultipart(request, profileForm);
      return profiles.updateProfile({ actor: actorOf(request), fields, image: files.image[0] });
    },
  );

  app.put(
    '/appearance/',
    {
      // The caller's own row only: there is no user id to name.
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "Choose the signed-in user's colour scheme: system, light or dark",
        body: UpdateAppearanceBody,
        response: { 200: Profile },
      },
    },
    async (request) => profiles.setColorScheme({ actor: actorOf(request), colorScheme: request.body.color_scheme }),
  );
};
