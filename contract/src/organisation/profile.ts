import { z } from 'zod';
import { messages } from '../common/messages.js';
import { colorSchemes, permissionTypes } from './options.js';

// The signed-in user as the login response and GET /api/profile/get-profile/
// return it. The browser keeps it under `srm_user`.
export const Profile = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
    permission_type: z.enum(permissionTypes),
    org_setup_complete: z.boolean(),
    org_origin: z.boolean(),
    // An expiring signed address of the avatar (docs/product.md#files).
    // Users stored by the browser before avatars existed have none: read as no photo.
    image_url: z.string().nullable().default(null),
    // docs/product.md#appearance. Users stored before the choice existed follow the system.
    color_scheme: z.enum(colorSchemes).default('system'),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;

// PUT /api/profile/update-data/ is multipart form data: these
// text fields, plus an optional `image` file part holding the new avatar.
// `remove_image` = 'true' clears the avatar. At least one name.
export const UpdateProfileFields = z
  .object({
    first_name: z.string().trim().max(100).optional(),
    last_name: z.string().trim().max(100).optional(),
    remove_image: z.enum(['true', 'false']).optional(),
  })
  .refine((fields) => Boolean(fields.first_name || fields.last_name), {
    message: messages.enterDetailsToEdit,
    path: ['first_name'],
  })
  .meta({ id: 'UpdateProfileFields' });
export type UpdateProfileFields = z.infer<typeof UpdateProfileFields>;

// PUT /api/profile/appearance/: the signed-in user's own colour scheme.
export const UpdateAppearanceBody = z
  .strictObject({ color_scheme: z.enum(colorSchemes, { error: messages.colorSchemeInvalid }) })
  .meta({ id: 'UpdateAppearanceBody' });
export type UpdateAppearanceBody = z.infer<typeof UpdateAppearanceBody>;
