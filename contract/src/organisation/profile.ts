import { z } from 'zod';
import { permissionTypes } from './options.js';

// The signed-in user as the login response and GET /api/profile/get-profile/
// return it (spec part 1 §3 "Profile"). The browser keeps it under `srm_user`.
export const Profile = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.email(),
    permission_type: z.enum(permissionTypes),
    org_setup_complete: z.boolean(),
    org_origin: z.boolean(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof Profile>;
