import { z } from 'zod';
import { permissionTypes } from './options.js';

// A member of staff as lists show them (spec part 1 §3 "Staff user"). A user
// whose department was deleted has none: the screens read 'Missing Field'.
export const StaffUser = z
  .object({
    id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    permission_type: z.enum(permissionTypes),
    department_id: z.uuid().nullable(),
    department_name: z.string().nullable(),
    email_verified: z.boolean(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof StaffUser>;
