import { z } from 'zod';
import { emailAddress } from '../common/email.js';
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

export const mailboxSecurities = ['tls', 'starttls', 'none'] as const;
export type MailboxSecurity = (typeof mailboxSecurities)[number];

// The organisation's own mailbox as SRM shows it: never its password.
export const Mailbox = z
  .object({
    host: z.string(),
    port: z.number().int(),
    security: z.enum(mailboxSecurities),
    user: z.string(),
    // The address stakeholders write to, which our emails then ask replies at.
    address: z.string(),
    last_read_at: z.string().nullable(),
    // Why the latest read failed, until one succeeds.
    last_error: z.string().nullable(),
  })
  .meta({ id: 'Mailbox' });
export type Mailbox = z.infer<typeof Mailbox>;

// How an organisation takes email: its support address (its slug may be changed once), its own mailbox if it
// connected one, who tickets opened by email go to (a member, or the least busy member of a department, or
// nobody), and whether this server listens for mail at its own address at all (MAIL_IN_PORT).
export const MailSettings = z
  .object({
    support_address: z.string(),
    slug: z.string(),
    slug_changeable: z.boolean(),
    mailbox: Mailbox.nullable(),
    default_handler_id: z.uuid().nullable(),
    default_department_id: z.uuid().nullable(),
    listening: z.boolean(),
  })
  .meta({ id: 'MailSettings' });
export type MailSettings = z.infer<typeof MailSettings>;

const requiredField = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, messages.textTooLong);

// A mailbox to connect or test. The password may be left out to keep (or test with) the one already kept.
export const MailboxAccess = z
  .strictObject({
    host: requiredField(messages.mailboxHostRequired, 253),
    port: z
      .number({ error: messages.mailboxPortInvalid })
      .int(messages.mailboxPortInvalid)
      .min(1, messages.mailboxPortInvalid)
      .max(65535, messages.mailboxPortInvalid),
    security: z.enum(mailboxSecurities, { error: messages.chooseFromList }),
    user: requiredField(messages.mailboxUserRequired, 254),
    password: z.string().max(1000, messages.textTooLong).optional(),
    address: emailAddress({ required: messages.emailRequired }),
  })
  .meta({ id: 'MailboxAccess' });
export type MailboxAccess = z.input<typeof MailboxAccess>;

export const MailboxTestResult = z.object({ unread: z.number().int() }).meta({ id: 'MailboxTestResult' });
export type MailboxTestResult = z.infer<typeof MailboxTestResult>;

const mailSettingsFields = z.strictObject({
  slug: supportSlug.optional(),
  // null disconnects the mailbox.
  mailbox: MailboxAccess.nullable().optional(),
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
