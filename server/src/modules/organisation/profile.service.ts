import type { ColorScheme, UpdateProfileFields } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { toProfile } from '../../platform/staff/profile.mapper.js';
import { newFileKey } from '../../platform/storage/file-storage.js';
import type { CheckedImage } from '../../platform/storage/images.js';
import { removeQuietly } from '../../platform/storage/remove-quietly.js';
import { createFileUrls } from '../../platform/storage/signed-file-urls.js';
import { findUser, updateColorScheme, updateProfileRow } from './profile.queries.js';

export function createProfileService({ database, storage, log, config, clock, realtime }: AppContext) {
  const { db } = database;
  const fileUrls = createFileUrls({ secretKey: config.SECRET_KEY, clock });

  return {
    async getProfile({ actor }: { actor: Actor }) {
      const row = await findUser(db, actor);
      if (!row) throw new AppError('NOT_SIGNED_IN');
      return toProfile(row, fileUrls);
    },

    // Editing the profile: a name sent empty keeps the current one; a
    // new image replaces the avatar (even with remove_image), remove_image alone clears it.
    async updateProfile({ actor, fields, image }: { actor: Actor; fields: UpdateProfileFields; image?: CheckedImage }) {
      // The new file is stored first and the row points to it only once it is
      // whole; if the row cannot be saved, the file goes again.
      const newKey = image
        ? newFileKey({ organizationId: actor.organizationId, kind: 'avatars', extension: image.extension })
        : undefined;
      if (image && newKey) await storage.save({ key: newKey, bytes: image.bytes, contentType: image.contentType });

      const { updated, previousKey } = await db
        .transaction(async (tx) => {
          const current = await findUser(tx, actor, { lock: true });
          if (!current) throw new AppError('NOT_SIGNED_IN');
          const row = await updateProfileRow(tx, actor, {
            firstName: fields.first_name || current.firstName,
            lastName: fields.last_name || current.lastName,
            imageKey: newKey ?? (fields.remove_image === 'true' ? null : current.imageKey),
          });
          return { updated: row, previousKey: current.imageKey };
        })
        .catch(async (error: unknown) => {
          if (newKey) await removeQuietly({ storage, log }, [newKey], 'an avatar whose profile was not saved');
          throw error;
        });

      // Only after the commit: until then the old avatar is still the one shown.
      if (previousKey && previousKey !== updated.imageKey)
        await removeQuietly({ storage, log }, [previousKey], 'a replaced avatar');
      // Staff lists and the user's other tabs show the new name and picture.
      realtime.toOrganization(updated.organizationId).emit('staff.changed', { ids: [updated.id] });
      return toProfile(updated, fileUrls);
    },

    // docs/product.md#appearance: a member sets only their own; no one else sees it.
    async setColorScheme({ actor, colorScheme }: { actor: Actor; colorScheme: ColorScheme }) {
      const row = await updateColorScheme(db, actor, colorScheme);
      if (!row) throw new AppError('NOT_SIGNED_IN');
      return toProfile(row, fileUrls);
    },
  };
}
