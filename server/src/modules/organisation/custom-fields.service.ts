import {
  type CreateCustomFieldBody,
  customFieldKeyOf,
  maxCustomFieldsPerTarget,
  messages,
  type ReorderCustomFieldsBody,
  type UpdateCustomFieldBody,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganizationSettings } from '../../db/organization-lock.js';
import type { Actor } from '../../platform/auth/actor.js';
import {
  insertCustomField,
  listCustomFields,
  updateCustomField,
} from '../../platform/custom-fields/custom-fields.queries.js';
import { AppError } from '../../platform/errors/app-error.js';

type ParsedCreate = z.output<typeof CreateCustomFieldBody>;

// Another field of the target with the same name (any letter case) is refused beside the name.
function refuseTakenLabel(error: unknown): never {
  if (isUniqueViolation(error, 'custom_fields_label_unique')) {
    throw new AppError('VALIDATION_FAILED', { label: messages.customFieldLabelTaken });
  }
  throw error;
}

// docs/product.md#custom-fields: the fields managers add to records and tickets. Each answer is every field.
export function createCustomFieldsService({ database, clock }: AppContext) {
  const { db } = database;
  const everyField = async (actor: Actor) => ({
    results: await listCustomFields(db, { organizationId: actor.organizationId }),
  });

  return {
    list: ({ actor }: { actor: Actor }) => everyField(actor),

    // Its key comes from its label, made unique among the target's fields, and then stays.
    async add({ actor, body }: { actor: Actor; body: ParsedCreate }) {
      const { organizationId } = actor;
      await db
        .transaction(async (tx) => {
          await lockOrganizationSettings(tx, organizationId);
          const fields = await listCustomFields(tx, { organizationId, target: body.target });
          if (fields.filter((field) => !field.retired).length >= maxCustomFieldsPerTarget) {
            throw new AppError('VALIDATION_FAILED', { label: messages.customFieldsFull });
          }
          const taken = new Set(fields.map((field) => field.key));
          const base = customFieldKeyOf(body.label);
          let key = base;
          for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}_${suffix}`;
          const now = clock.now();
          await insertCustomField(tx, {
            organizationId,
            target: body.target,
            key,
            label: body.label,
            type: body.type,
            required: body.required,
            // A stakeholder field is asked on a tab (Basic unless chosen); a ticket's with its details.
            tab: body.target === 'stakeholder' ? (body.tab ?? 'basic') : null,
            choices: body.type === 'choice' || body.type === 'multi_choice' ? body.choices : [],
            position: fields.length,
            createdAt: now,
            updatedAt: now,
          });
        })
        .catch(refuseTakenLabel);
      return everyField(actor);
    },

    async update({ actor, fieldId, body }: { actor: Actor; fieldId: string; body: UpdateCustomFieldBody }) {
      const { organizationId } = actor;
      const field = (await listCustomFields(db, { organizationId })).find((each) => each.id === fieldId);
      if (!field) throw new AppError('CUSTOM_FIELD_NOT_FOUND');
      const choosing = field.type === 'choice' || field.type === 'multi_choice';
      if (body.choices !== undefined && choosing && body.choices.length === 0) {
        throw new AppError('VALIDATION_FAILED', { choices: messages.customChoicesNeeded });
      }
      const now = clock.now();
      const changes = {
        ...(body.label !== undefined && { label: body.label }),
        ...(body.required !== undefined && { required: body.required }),
        ...(body.tab !== undefined && field.target === 'stakeholder' && { tab: body.tab }),
        ...(body.choices !== undefined && choosing && { choices: body.choices }),
        ...(body.retired !== undefined && { retiredAt: body.retired ? now : null }),
        updatedAt: now,
      };
      const found = await updateCustomField(db, { organizationId, fieldId }, changes).catch(refuseTakenLabel);
      if (!found) throw new AppError('CUSTOM_FIELD_NOT_FOUND');
      return everyField(actor);
    },

    // The new order names every field of the target once, retired ones too.
    async reorder({ actor, body }: { actor: Actor; body: ReorderCustomFieldsBody }) {
      const { organizationId } = actor;
      await db.transaction(async (tx) => {
        await lockOrganizationSettings(tx, organizationId);
        const ids = new Set(
          (await listCustomFields(tx, { organizationId, target: body.target })).map((field) => field.id),
        );
        const named = new Set(body.ids);
        if (named.size !== body.ids.length || named.size !== ids.size || body.ids.some((id) => !ids.has(id))) {
          throw new AppError('VALIDATION_FAILED', { ids: messages.customFieldOrderIncomplete });
        }
        const now = clock.now();
        for (const [position, fieldId] of body.ids.entries()) {
          await updateCustomField(tx, { organizationId, fieldId }, { position, updatedAt: now });
        }
      });
      return everyField(actor);
    },
  };
}

export type CustomFieldsService = ReturnType<typeof createCustomFieldsService>;
