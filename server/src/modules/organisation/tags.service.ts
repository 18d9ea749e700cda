import {
  type CreateTagBody,
  type MergeTagBody,
  maxTagsPerOrganization,
  messages,
  type UpdateTagBody,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganizationSettings } from '../../db/organization-lock.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { insertTag, listTags, mergeTag, tagsOfOrganization, updateTag } from '../../platform/tags/tags.queries.js';

// Another tag of the same name (any letter case) is refused beside the name.
function refuseTakenName(error: unknown): never {
  if (isUniqueViolation(error, 'tags_name_unique'))
    throw new AppError('VALIDATION_FAILED', { name: messages.tagNameTaken });
  throw error;
}

// docs/product.md#tags: the organisation's tags, managed by managers and executives. Each answer is every tag.
export function createTagsService({ database, clock }: AppContext) {
  const { db } = database;
  const everyTag = async (actor: Actor) => ({ results: await listTags(db, actor.organizationId) });

  return {
    list: ({ actor }: { actor: Actor }) => everyTag(actor),

    async add({ actor, body }: { actor: Actor; body: z.output<typeof CreateTagBody> }) {
      const { organizationId } = actor;
      await db
        .transaction(async (tx) => {
          await lockOrganizationSettings(tx, organizationId);
          if ((await listTags(tx, organizationId)).length >= maxTagsPerOrganization) {
            throw new AppError('VALIDATION_FAILED', { name: messages.tagsFull });
          }
          const now = clock.now();
          await insertTag(tx, { organizationId, name: body.name, colour: body.colour, createdAt: now, updatedAt: now });
        })
        .catch(refuseTakenName);
      return everyTag(actor);
    },

    // Renaming changes the name every record and ticket shows: they hold the tag's id.
    async update({ actor, tagId, body }: { actor: Actor; tagId: string; body: UpdateTagBody }) {
      const changes = { ...body, updatedAt: clock.now() };
      const found = await updateTag(db, { organizationId: actor.organizationId, tagId }, changes).catch(
        refuseTakenName,
      );
      if (!found) throw new AppError('TAG_NOT_FOUND');
      return everyTag(actor);
    },

    async merge({ actor, tagId, body }: { actor: Actor; tagId: string; body: MergeTagBody }) {
      const { organizationId } = actor;
      if (body.into === tagId) throw new AppError('VALIDATION_FAILED', { into: messages.tagMergeIntoItself });
      await db.transaction(async (tx) => {
        await lockOrganizationSettings(tx, organizationId);
        const found = await tagsOfOrganization(tx, organizationId, [tagId, body.into]);
        if (!found.some((tag) => tag.id === tagId)) throw new AppError('TAG_NOT_FOUND');
        if (!found.some((tag) => tag.id === body.into)) {
          throw new AppError('VALIDATION_FAILED', { into: messages.tagUnknown });
        }
        await mergeTag(tx, { organizationId, from: tagId, into: body.into });
      });
      return everyTag(actor);
    },
  };
}

export type TagsService = ReturnType<typeof createTagsService>;
