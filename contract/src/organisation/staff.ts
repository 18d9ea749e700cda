import { z } from 'zod';
import { emailAddress, emailField } from '../common/email.js';
import { messages } from '../common/messages.js';
import { pageOf } from '../common/paging.js';
import { requiredText } from '../common/text.js';
import { permissionTypes } from './options.js';

// A member of staff as lists show them. A user
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
    image_url: z.string().nullable(),
    // The account's creator (docs/product.md#roles): they need no department.
    org_origin: z.boolean(),
  })
  .meta({ id: 'StaffUser' });
export type StaffUser = z.infer<typeof StaffUser>;

// The user detail panel's four counters (docs/product.md#organisation-staff-and-departments: the
// third counts the member's open tickets, not a fixed zero).
export const StaffTicketCounts = z
  .object({ overdue: z.number().int(), due: z.number().int(), open: z.number().int(), resolved: z.number().int() })
  .meta({ id: 'StaffTicketCounts' });
export type StaffTicketCounts = z.infer<typeof StaffTicketCounts>;

// GET /api/profile/get-user/{id}/
export const StaffUserDetail = StaffUser.extend({ tickets: StaffTicketCounts }).meta({ id: 'StaffUserDetail' });
export type StaffUserDetail = z.infer<typeof StaffUserDetail>;

export const StaffUserPage = pageOf(StaffUser).meta({ id: 'StaffUserPage' });
export type StaffUserPage = z.infer<typeof StaffUserPage>;

// Adding a member (docs/product.md#organisation-staff-and-departments).
export const AddStaffBody = z
  .object({
    first_name: requiredText(messages.firstNameRequired, 100),
    last_name: requiredText(messages.lastNameRequired, 100),
    email: emailAddress({ required: messages.emailAddressRequired }),
    permission_type: z.enum(permissionTypes, { error: messages.permissionTypeRequired }),
    department_id: z.uuid({ error: messages.departmentRequired }).nullable().optional(),
  })
  .meta({ id: 'AddStaffBody' });
export type AddStaffBody = z.infer<typeof AddStaffBody>;

export const ResendTokenBody = z
  .object({ email: emailField, resend_type: z.literal('add_staff').default('add_staff') })
  .meta({ id: 'ResendTokenBody' });
export type ResendTokenBody = z.input<typeof ResendTokenBody>;

// Update: {first_name, last_name, permission_type, email, user_id}; the
// path names the user, so user_id is accepted and ignored.
export const UpdateStaffBody = AddStaffBody.extend({ user_id: z.string().optional() }).meta({ id: 'UpdateStaffBody' });
export type UpdateStaffBody = z.infer<typeof UpdateStaffBody>;

// POST /api/auth/import-staff/ (multipart, one CSV file). Each row stands alone:
// it is created whole, with its invitation, or skipped with the reason.
export const staffImportColumns = ['first_name', 'last_name', 'email', 'permission_type', 'department'] as const;
export const maxStaffImportRows = 1000;

export const StaffImportReport = z
  .object({
    created: z.array(z.object({ line: z.number().int(), email: z.string() })),
    skipped: z.array(z.object({ line: z.number().int(), email: z.string(), reason: z.string() })),
  })
  .meta({ id: 'StaffImportReport' });
export type StaffImportReport = z.infer<typeof StaffImportReport>;
