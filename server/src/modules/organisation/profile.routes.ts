import { Organization, Profile, UpdateOrganizationBody, UpdateProfileFields } from '@srm/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { access, signedInUser } from '../../platform/auth/access.js';
import { AppError } from '../../platform/errors/app-error.js';
import { asUploadError } from '../../platform/http/uploads.js';
import { refuseNulCharacters } from '../../platform/input/nul-characters.js';
import { type CheckedImage, checkImage, imageTooLarge, isFileTooLargeError } from '../../platform/storage/images.js';
import { createOrganizationService } from './organization.service.js';
import { createProfileService } from './profile.service.js';

const tags = ['profile'];

const security = [{ bearerAuth: [] }];

// The avatar's file part in PUT /api/profile/update-data/.
const imageField = 'image';

// The form's text fields and its image, read as they arrive. A plain JSON body
// with the same fields is read too (no image then).
async function readProfileForm(request: FastifyRequest): Promise<{ fields: unknown; image?: Buffer }> {
  if (!request.isMultipart()) return { fields: request.body ?? {} };
  const fields: Record<string, string> = {};
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname === imageField && image === undefined) {
        const bytes = await part.toBuffer();
        // A form whose file input was left empty sends an empty, nameless part.
        if (bytes.length > 0 || part.filename) image = bytes;
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    if (isFileTooLargeError(error)) throw imageTooLarge(imageField);
    throw asUploadError(error);
  }
  refuseNulCharacters({ body: fields });
  return { fields, image };
}

// Spec part 1 §5: at least one name ('Please Enter details to edit to Proceed.'), with 400.
function parseProfileFields(raw: unknown): UpdateProfileFields {
  const parsed = UpdateProfileFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  throw new AppError('PROFILE_DETAILS_MISSING', errors);
}

export const profileRoutes: FastifyPluginAsyncZod<AppContext> = async (app, context) => {
  const organizations = createOrganizationService(context);
  const profiles = createProfileService(context);

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
      schema: { tags, summary: 'The signed-in user', security, response: { 200: Profile } },
    },
    async (request) => profiles.getProfile({ actor: signedInUser(request) }),
  );

  app.put(
    '/update-data/',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        security,
        summary: "Edit the signed-in user's name and avatar",
        description:
          'Multipart form data: first_name, last_name, remove_image ("true" clears the avatar) and an optional ' +
          'file part `image` (PNG, JPEG, WebP or GIF, at most 5 MB). A JSON body with the text fields also works.',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: Profile },
      },
    },
    async (request) => {
      const form = await readProfileForm(request);
      const fields = parseProfileFields(form.fields);
      const image: CheckedImage | undefined = form.image ? await checkImage(form.image, imageField) : undefined;
      return profiles.updateProfile({ actor: signedInUser(request), fields, image });
    },
  );
};
