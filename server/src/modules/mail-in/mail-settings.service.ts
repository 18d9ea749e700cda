import type { MailSettings, UpdateMailSettingsBody } from '@srm/contract';
import { messages } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  findMailSettings,
  isDepartmentOf,
  isMemberOf,
  lockMailSettings,
  updateMailSettings,
} from './mail-in.queries.js';
import { reservedSlugs, supportAddressOf } from './support-address.js';

// Organization Settings → Email (docs/product.md#email-in).
export function createMailSettingsService({ database, clock, config }: AppContext) {
  const { db } = database;

  async function get(organizationId: string): Promise<MailSettings> {
    const settings = await findMailSettings(db, organizationId);
    // Every organisation has its row from its first moment (migration 0041_mail_in).
    if (!settings) throw new AppError('NOT_FOUND');
    return {
      support_address: supportAddressOf(settings.slug, config.MAIL_IN_DOMAIN),
      slug: settings.slug,
      slug_changeable: settings.slugChangedAt === null,
      default_handler_id: settings.defaultHandlerId,
      default_department_id: settings.defaultDepartmentId,
      listening: config.MAIL_IN_PORT !== undefined,
    };
  }

  return {
    get: ({ actor }: { actor: Actor }) => get(actor.organizationId),

    async save({ actor, body }: { actor: Actor; body: UpdateMailSettingsBody }) {
      const { organizationId } = actor;
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
