import { Profile } from '@srm/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { toProfile } from './profile.mapper.js';

const tags = ['profile'];

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app) => {
  app.get(
    '/get-profile/',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: 'The signed-in user', security: [{ bearerAuth: [] }], response: { 200: Profile } },
    },
    async (request) => toProfile(signedInUser(request).user),
  );
};
