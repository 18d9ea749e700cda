import { z } from 'zod';
import { messages } from '../common/messages.js';

// docs/product.md#email-in: the local part of an organisation's support address, `<slug>@MAIL_IN_DOMAIN`.
export const supportSlugPattern = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;
export const supportSlug = z
  .string({ error: messages.supportSlugInvalid })
  .trim()
  .toLowerCase()
  .min(3, messages.supportSlugInvalid)
  .max(40, messages.supportSlugInvalid)
  .regex(supportSlugPattern, messages.supportSlugInvalid);

// How an organisation takes email: its support address (its slug may be changed once), who tickets opened by email
// go to (a member, or the least busy member of a department, or nobody), and whether this server listens for mail
// at its own address at all (MAIL_IN_PORT).
export const MailSettings = z
  .object({
    support_address: z.string(),
    slug: z.string(),
    slug_changeable: z.boolean(),
    default_handler_id: z.uuid().nullable(),
    default_department_id: z.uuid().nullable(),
    listening: z.boolean(),
  })
  .meta({ id: 'MailSettings' });
export type MailSettings = z.infer<typeof MailSettings>;

const mailSettingsFields = z.strictObject({
  slug: supportSlug.optional(),
  default_handler_id: z.uuid({ error: messages.handlerNotInOrganization }).nullable().optional(),
  default_department_id: z.uuid({ error: messages.departmentRequired }).nullable().optional(),
});

// The form that chooses another support address.
export const SupportSlugChoice = mailSettingsFields.pick({ slug: true }).required();

// Fields left out keep their values; a member and a department are never both chosen.
export const UpdateMailSettingsBody = mailSettingsFields
  .refine((body) => !(body.default_handler_id && body.default_department_id), {
    error: messages.mailDefaultEitherOr,
    path: ['default_department_id'],
  })
  .meta({ id: 'UpdateMailSettingsBody' });
export type UpdateMailSettingsBody = z.input<typeof UpdateMailSettingsBody>;
