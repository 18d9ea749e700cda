import {
  type AddStakeholderOptionBody,
  type ManagedOptionList,
  maxOptionsPerList,
  messages,
  optionKeyOf,
  type ReorderStakeholderOptionsBody,
  type UpdateStakeholderOptionBody,
} from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import { isUniqueViolation } from '../../db/errors.js';
import { lockOrganizationSettings } from '../../db/organization-lock.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import {
  insertOption,
  listOrganizationOptions,
  listRows,
  updateOption,
} from '../../platform/stakeholder-options/stakeholder-options.queries.js';

// Another option of the same name (any letter case) is refused beside the name.
function refuseTakenLabel(error: unknown): never {
  if (isUniqueViolation(error, 'stakeholder_options_label_unique')) {
    throw new AppError('VALIDATION_FAILED', { label: messages.optionLabelTaken });
  }
  throw error;
}

// docs/product.md#stakeholder-options: the organisation's group companies, industries and kinds of
// 'Others', managed in Organization Settings. Each answer is every list, as the settings page shows them.
export function createStakeholderOptionsService({ database, clock }: AppContext) {
  const { db } = database;
  const listsOf = (actor: Actor) => listOrganizationOptions(db, actor.organizationId);

  return {
    list: ({ actor }: { actor: Actor }) => listsOf(actor),

    // The key comes from the label, made unique in the list ('solar_ltd_2'), and then stays whatever
    // the option is renamed: records keep the key.
    async add({ actor, list, body }: { actor: Actor; list: ManagedOptionList; body: AddStakeholderOptionBody }) {
      const { organizationId } = actor;
      await db
        .transaction(async (tx) => {
          await lockOrganizationSettings(tx, organizationId);
          const rows = await listRows(tx, { organizationId, list });
          if (rows.length >= maxOptionsPerList)
            throw new AppError('VALIDATION_FAILED', { label: messages.optionListFull });
          const taken = new Set(rows.map((row) => row.key));
          const base = optionKeyOf(body.label);
          let key = base;
          for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}_${suffix}`;
          const now = clock.now();
          const position = Math.max(-1, ...rows.map((row) => row.position)) + 1;
          await insertOption(tx, {
            organizationId,
            list,
            key,
            label: body.label,
            position,
            createdAt: now,
            updatedAt: now,
          });
        })
        .catch(refuseTakenLabel);
      return listsOf(actor);
    },

    // Renaming changes the label every record shows; retiring takes it out of the choices only.
    async update({
      actor,
      list,
      key,
      body,
    }: {
      actor: Actor;
      list: ManagedOptionList;
      key: string;
      body: UpdateStakeholderOptionBody;
    }) {
      const now = clock.now();
      const changes = {
        ...(body.label !== undefined && { label: body.label }),
        ...(body.retired !== undefined && { retiredAt: body.retired ? now : null }),
        updatedAt: now,
      };
      const found = await updateOption(db, { organizationId: actor.organizationId, list, key }, changes).catch(
        refuseTakenLabel,
      );
      if (!found) throw new AppError('STAKEHOLDER_OPTION_NOT_FOUND');
      return listsOf(actor);
    },

    // The new order names every option of the list once, retired ones too.
    async reorder({
      actor,
      list,
      body,
    }: {
      actor: Actor;
      list: ManagedOptionList;
      body: ReorderStakeholderOptionsBody;
    }) {
      const { organizationId } = actor;
      await db.transaction(async (tx) => {
        await lockOrganizationSettings(tx, organizationId);
        const keys = new Set((await listRows(tx, { organizationId, list })).map((row) => row.key));
        const named = new Set(body.keys);
        if (named.size !== body.keys.length || named.size !== keys.size || body.keys.some((key) => !keys.has(key))) {
          throw new AppError('VALIDATION_FAILED', { keys: messages.optionOrderIncomplete });
        }
        const now = clock.now();
        for (const [position, key] of body.keys.entries()) {
          await updateOption(tx, { organizationId, list, key }, { position, updatedAt: now });
        }
      });
      return listsOf(actor);
    },
  };
}

export type StakeholderOptionsService = ReturnType<typeof createStakeholderOptionsService>;
