import type {
  Mailbox,
  MailboxAccess as MailboxAccessBody,
  MailboxTestResult,
  MailSettings,
  UpdateMailSettingsBody,
} from '@srm/contract';
import { messages } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { createSecretBox } from '../../platform/config/secret-box.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  findMailSettings,
  isDepartmentOf,
  isMemberOf,
  lockMailSettings,
  updateMailSettings,
} from './mail-in.queries.js';
import { type MailboxAccess, MailboxError, testMailbox } from './mailbox-reader.js';
import { reservedSlugs, supportAddressOf } from './support-address.js';

type SettingsRow = NonNullable<Awaited<ReturnType<typeof findMailSettings>>>;

const mailboxOf = (settings: SettingsRow): Mailbox | null =>
  settings.mailboxHost
    ? {
        host: settings.mailboxHost,
        port: settings.mailboxPort ?? 993,
        security: settings.mailboxSecurity ?? 'tls',
        user: settings.mailboxUser ?? '',
        address: settings.mailboxAddress ?? '',
        last_read_at: settings.mailboxReadAt?.toISOString() ?? null,
        last_error: settings.mailboxError,
      }
    : null;

const noMailbox = {
  mailboxHost: null,
  mailboxPort: null,
  mailboxSecurity: null,
  mailboxUser: null,
  mailboxPassword: null,
  mailboxAddress: null,
  mailboxReadAt: null,
  mailboxError: null,
};

// Organization Settings → Email (docs/product.md#email-in).
export function createMailSettingsService({ database, clock, config }: AppContext) {
  const { db } = database;
  const secrets = createSecretBox(config.SECRET_KEY);

  async function get(organizationId: string): Promise<MailSettings> {
    const settings = await findMailSettings(db, organizationId);
    // Every organisation has its row from its first moment (migration 0041_mail_in).
    if (!settings) throw new AppError('NOT_FOUND');
    return {
      support_address: supportAddressOf(settings.slug, config.MAIL_IN_DOMAIN),
      slug: settings.slug,
      slug_changeable: settings.slugChangedAt === null,
      mailbox: mailboxOf(settings),
      default_handler_id: settings.defaultHandlerId,
      default_department_id: settings.defaultDepartmentId,
      listening: config.MAIL_IN_PORT !== undefined,
    };
  }

  // The mailbox as given, its password the one given or else the one kept; refused unless it can be read.
  async function reachableMailbox(
    organizationId: string,
    given: MailboxAccessBody,
  ): Promise<MailboxAccess & { unread: number }> {
    // The password kept goes only where it went before: the same server, port, user and security. Otherwise a
    // manager could send it, in the clear, to a host of their own.
    const settings = given.password ? undefined : await findMailSettings(db, organizationId);
    const sameMailbox =
      settings?.mailboxHost === given.host &&
      settings.mailboxPort === given.port &&
      settings.mailboxUser === given.user &&
      settings.mailboxSecurity === given.security;
    const kept = sameMailbox ? settings.mailboxPassword : null;
    const password = given.password || (kept ? secrets.open(kept) : undefined);
    if (!password) throw new AppError('VALIDATION_FAILED', { 'mailbox.password': messages.mailboxPasswordRequired });
    const access = { host: given.host, port: given.port, security: given.security, user: given.user, password };
    try {
      return { ...access, unread: await testMailbox(access, { allowPrivate: !config.isProduction }) };
    } catch (error) {
      if (error instanceof MailboxError) throw new AppError('MAILBOX_UNREACHABLE', { mailbox: error.message });
      throw error;
    }
  }

  return {
    get: ({ actor }: { actor: Actor }) => get(actor.organizationId),

    // 'Test connection': whether the mailbox can be read as given, before it is saved.
    async testMailbox({ actor, mailbox }: { actor: Actor; mailbox: MailboxAccessBody }): Promise<MailboxTestResult> {
      const { unread } = await reachableMailbox(actor.organizationId, mailbox);
      return { unread };
    },

    async save({ actor, body }: { actor: Actor; body: UpdateMailSettingsBody }) {
      const { organizationId } = actor;
      // Tried before anything is saved: a mailbox is connected only once it can be read.
      const mailbox = body.mailbox ? await reachableMailbox(organizationId, body.mailbox) : body.mailbox;
      await db
        .transaction(async (tx) => {
          const settings = await lockMailSettings(tx, organizationId);
          if (!settings) throw new AppError('NOT_FOUND');
          const now = clock.now();
          const slugChanges = body.slug !== undefined && body.slug !== settings.slug;
          if (slugChanges && settings.slugChangedAt) {
            throw new AppError('SUPPORT_SLUG_CHANGED', { slug: messages.supportSlugChangedOnce });
          }
          if (slugChanges && reservedSlugs.has(body.slug!)) {
            throw new AppError('SUPPORT_SLUG_RESERVED', { slug: messages.supportSlugReserved });
          }
          const handlerId = body.default_handler_id;
          if (handlerId && !(await isMemberOf(tx, { organizationId, userId: handlerId }))) {
            throw new AppError('VALIDATION_FAILED', { default_handler_id: messages.handlerNotInOrganization });
          }
          const departmentId = body.default_department_id;
          if (departmentId && !(await isDepartmentOf(tx, { organizationId, departmentId }))) {
            throw new AppError('VALIDATION_FAILED', { default_department_id: messages.departmentRequired });
          }
          await updateMailSettings(tx, organizationId, {
            ...(slugChanges && { slug: body.slug, slugChangedAt: now }),
            ...(mailbox === null && noMailbox),
            ...(mailbox && {
              mailboxHost: mailbox.host,
              mailboxPort: mailbox.port,
              mailboxSecurity: mailbox.security,
              mailboxUser: mailbox.user,
              mailboxPassword: secrets.seal(mailbox.password),
              mailboxAddress: body.mailbox!.address,
              mailboxError: null,
            }),
            // Choosing one of the two clears the other: new tickets go to a member or to a department.
            ...(handlerId !== undefined && {
              defaultHandlerId: handlerId,
              ...(handlerId && { defaultDepartmentId: null }),
            }),
            ...(departmentId !== undefined && {
              defaultDepartmentId: departmentId,
              ...(departmentId && { defaultHandlerId: null }),
            }),
            updatedAt: now,
          });
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error, 'mail_settings_slug_unique')) {
            throw new AppError('SUPPORT_SLUG_TAKEN', { slug: messages.supportSlugTaken });
          }
          throw error;
        });
      return get(organizationId);
    },
  };
}

export type MailSettingsService = ReturnType<typeof createMailSettingsService>;
