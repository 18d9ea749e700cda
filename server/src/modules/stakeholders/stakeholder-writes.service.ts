import { createHash } from 'node:crypto';
import {
  type CustomValues,
  keptValuesOf,
  messages,
  type ParsedCreateStakeholder,
  type Stakeholder,
  type StakeholderType,
  type StakeholderValues,
  stakeholderProblems,
  type UpdateStakeholderFields,
  unofferedOptions,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { nextReference } from '../../db/references.js';
import type { Actor } from '../../platform/auth/actor.js';
import { seesUnder, visibilityOf } from '../../platform/auth/record-visibility.js';
import { listCustomFields } from '../../platform/custom-fields/custom-fields.queries.js';
import {
  checkedCustomValues,
  customSearchText,
  customValueChanges,
} from '../../platform/custom-fields/custom-values.js';
import { AppError } from '../../platform/errors/app-error.js';
import type { UploadedFile } from '../../platform/http/multipart-form.js';
import { findMember } from '../../platform/staff/staff-directory.queries.js';
import { listOrganizationOptions } from '../../platform/stakeholder-options/stakeholder-options.queries.js';
import { withStoredFiles } from '../../platform/storage/stored-files.js';
import { tagsOfOrganization } from '../../platform/tags/tags.queries.js';
import { createNotifier } from '../notifications/index.js';
import { announceStakeholderChange } from './stakeholder-announce.js';
import { changedFields, rowValuesOf, searchTextOf, valuesOfRow } from './stakeholder-columns.js';
import { tellAccountManagers } from './stakeholder-notices.js';
import type { KycUpload } from './stakeholder-upload.js';
import {
  findStakeholder,
  insertChange,
  insertFiles,
  insertStakeholder,
  lockStakeholder,
  type StaffName,
  type StakeholderRow,
  updateStakeholderRow,
} from './stakeholders.queries.js';
import type { StakeholdersService } from './stakeholders.service.js';

type ChangeValue = string | string[] | null;
type Changes = Record<string, { from: ChangeValue; to: ChangeValue }>;
const customValuesOf = (row: StakeholderRow) => row.customValues as CustomValues;

// A history entry names tags as people read them, in the order held; a tag merged away since reads as its id.
async function tagNames(db: Database, organizationId: string, ids: string[]) {
  const known = new Map((await tagsOfOrganization(db, organizationId, ids)).map((tag) => [tag.id, tag.name]));
  return (held: readonly string[]) => (held.length > 0 ? held.map((id) => known.get(id) ?? id).join(', ') : null);
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const fullName = (staff: StaffName) => `${staff.firstName} ${staff.lastName}`;

// Adding and editing records (decision 014): the type's rules, one change
// entry per write with its evidence, files stored with their rows.
export function createStakeholderWritesService(context: AppContext, records: StakeholdersService) {
  const { database, clock } = context;
  const { db } = database;
  const notifier = createNotifier(context);
  const { getStakeholder } = records;

  // The account manager must be a member of the organisation; history shows their name.
  async function accountManagerName(organizationId: string, userId: string | undefined) {
    if (userId === undefined) return undefined;
    const staff = await findMember(db, { organizationId, userId });
    if (!staff) {
      throw new AppError('VALIDATION_FAILED', { strategic_account_manager: messages.accountManagerNotInOrganization });
    }
    return fullName(staff);
  }

  function assertValid(type: StakeholderType, values: StakeholderValues) {
    const problems = stakeholderProblems(type, values);
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems as Record<string, string>);
  }

  // docs/product.md#stakeholder-options: a group company, industry, kind of 'Others' or product is one the
  // organisation offers now, or the one the record already holds.
  async function assertOffered(organizationId: string, values: StakeholderValues, held: StakeholderValues = {}) {
    const problems = unofferedOptions(await listOrganizationOptions(db, organizationId), values, held);
    if (Object.keys(problems).length > 0) throw new AppError('VALIDATION_FAILED', problems as Record<string, string>);
  }

  // A change entry shows the account manager by name: an id says nothing to a reader.
  function readableChanges(changes: Changes, managerNames: Map<string, string>): Changes {
    const manager = changes.strategic_account_manager;
    if (!manager) return changes;
    const nameOf = (id: ChangeValue) => (typeof id === 'string' ? (managerNames.get(id) ?? id) : id);
    return { ...changes, strategic_account_manager: { from: nameOf(manager.from), to: nameOf(manager.to) } };
  }

  // Stores the images, then runs `write` with a function that lists their rows
  // for a change (docs/product.md#files: content hash, size, uploader).
  function withStoredImages<Result>(
    actor: Actor,
    images: { kind: 'evidence' | KycUpload['type']; image: UploadedFile<'image'> }[],
    write: (
      tx: Database,
      rowsFor: (stakeholderId: string, changeId: string) => Parameters<typeof insertFiles>[1],
    ) => Promise<Result>,
  ) {
    const files = {
      organizationId: actor.organizationId,
      kind: 'stakeholders',
      files: images.map(({ image }) => image),
      what: 'an image of a stakeholder change that was not saved',
    };
    return withStoredFiles(context, files, (tx, keys) =>
      write(tx, (stakeholderId, changeId) =>
        images.map(({ kind, image }, index) => ({
          organizationId: actor.organizationId,
          stakeholderId,
          changeId,
          kind,
          fileKey: keys[index]!,
          fileName: image.fileName,
          contentType: image.contentType,
          sizeBytes: image.bytes.length,
          sha256: sha256Of(image.bytes),
          uploadedById: actor.userId,
          createdAt: clock.now(),
        })),
      ),
    );
  }

  return {
    async createStakeholder({
      actor,
      input: { type, values, custom: sentCustom },
      kyc,
    }: {
      actor: Actor;
      input: ParsedCreateStakeholder;
      kyc: KycUpload[];
    }): Promise<Stakeholder> {
      // A record its author could not see would vanish from under them (docs/product.md#roles).
      const visibility = visibilityOf(actor);
      if (values.sensitivity && visibility !== null && !visibility.levels.includes(values.sensitivity)) {
        throw new AppError('VALIDATION_FAILED', { sensitivity: messages.sensitivityAboveYours });
      }
      await assertOffered(actor.organizationId, values);
      const customFields = await listCustomFields(db, { organizationId: actor.organizationId, target: 'stakeholder' });
      const custom = checkedCustomValues(customFields, sentCustom);
      const managerName = await accountManagerName(actor.organizationId, values.strategic_account_manager);
      const managerNames = new Map(
        values.strategic_account_manager ? [[values.strategic_account_manager, managerName!]] : [],
      );
      const images = kyc.map(({ type: kind, image }) => ({ kind, image }));
      const stakeholderId = await withStoredImages(actor, images, async (tx, fileRowsFor) => {
        const now = clock.now();
        const { number, reference } = await nextReference(tx, actor.organizationId, 'STK');
        const stakeholderId = await insertStakeholder(tx, {
          ...rowValuesOf(values),
          organizationId: actor.organizationId,
          number,
          reference,
          type,
          name: values.name ?? '',
          customValues: custom,
          searchText: searchTextOf(values, reference, customSearchText(customFields, custom)),
          lastActivityAt: now,
          createdById: actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        const changes: Changes = {
          ...changedFields({} as StakeholderValues, values),
          ...customValueChanges(customFields, {}, custom),
        };
        for (const { type: kind, image } of kyc) changes[`kyc_${kind}`] = { from: null, to: image.fileName };
        const changeId = await insertChange(tx, {
          organizationId: actor.organizationId,
          stakeholderId,
          type: 'created',
          authorId: actor.userId,
          changes: readableChanges(changes, managerNames),
          createdAt: now,
        });
        await insertFiles(tx, fileRowsFor(stakeholderId, changeId));
        return stakeholderId;
      });
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId,
        records: [
          { sensitivity: values.sensitivity ?? null, accountManagerId: values.strategic_account_manager ?? null },
        ],
      });
      return getStakeholder({ actor, stakeholderId });
    },

    // Decision 014: the fields sent replace the record's,
    // the result must still be a valid record of its type, and one change entry
    // holds exactly the fields that changed (with the evidence). An edit that
    // changes nothing writes nothing.
    async updateStakeholder({
      actor,
      stakeholderId,
      fields,
      evidence,
      kyc,
    }: {
      actor: Actor;
      stakeholderId: string;
      fields: z.output<typeof UpdateStakeholderFields>;
      evidence: UploadedFile<'image'>[];
      kyc: KycUpload[];
    }): Promise<Stakeholder> {
      const current = await findStakeholder(db, {
        organizationId: actor.organizationId,
        stakeholderId,
        visibility: null,
      });
      if (!current) throw new AppError('NOT_FOUND');
      const { custom_fields: sentCustom, ...standardFields } = fields;
      const sent = Object.fromEntries(Object.entries(standardFields).filter(([, value]) => value !== undefined));
      const merged = { ...valuesOfRow(current.stakeholder), ...sent } as StakeholderValues;
      assertValid(current.stakeholder.type, merged);
      const values = keptValuesOf(current.stakeholder.type, merged);
      await assertOffered(actor.organizationId, values, valuesOfRow(current.stakeholder));
      const customFields = await listCustomFields(db, { organizationId: actor.organizationId, target: 'stakeholder' });
      const custom = checkedCustomValues(customFields, sentCustom, customValuesOf(current.stakeholder));
      const newManagerName = await accountManagerName(actor.organizationId, values.strategic_account_manager);
      const managerNames = new Map<string, string>();
      if (current.manager) managerNames.set(current.manager.id, fullName(current.manager));
      if (values.strategic_account_manager) managerNames.set(values.strategic_account_manager, newManagerName!);

      const images = [
        ...evidence.map((image) => ({ kind: 'evidence' as const, image })),
        ...kyc.map(({ type: kind, image }) => ({ kind, image })),
      ];
      const changesFrom = (row: StakeholderRow): Changes => {
        const changes: Changes = {
          ...changedFields(valuesOfRow(row), values),
          ...customValueChanges(customFields, customValuesOf(row), custom),
        };
        for (const { type: kind, image } of kyc) changes[`kyc_${kind}`] = { from: null, to: image.fileName };
        return changes;
      };
      // Nothing to change: no file is stored, no row written.
      if (Object.keys(changesFrom(current.stakeholder)).length === 0) return getStakeholder({ actor, stakeholderId });

      const told = notifier.batch();
      // Read inside the transaction: a delete committed just after cannot turn this edit into a 404.
      const answer = await withStoredImages(actor, images, async (tx, fileRowsFor) => {
        // Compared again under the row's lock, so the entry's "before" is what the record really was.
        const locked = await lockStakeholder(tx, { organizationId: actor.organizationId, stakeholderId });
        if (!locked) throw new AppError('NOT_FOUND');
        const changes = changesFrom(locked);
        if (Object.keys(changes).length === 0) return getStakeholder({ actor, stakeholderId }, tx);
        const now = clock.now();
        await updateStakeholderRow(
          tx,
          { organizationId: actor.organizationId, stakeholderId },
          {
            ...rowValuesOf(values),
            customValues: custom,
            searchText: searchTextOf(values, locked.reference, customSearchText(customFields, custom)),
            lastActivityAt: now,
            updatedAt: now,
          },
        );
        const changeId = await insertChange(tx, {
          organizationId: actor.organizationId,
          stakeholderId,
          type: 'edited',
          authorId: actor.userId,
          changes: readableChanges(changes, managerNames),
          createdAt: now,
        });
        await insertFiles(tx, fileRowsFor(stakeholderId, changeId));
        await tellAccountManagers(tx, told, context, {
          actor,
          record: {
            id: stakeholderId,
            name: values.name ?? locked.name,
            reference: locked.reference,
            sensitivity: values.sensitivity ?? null,
            accountManagerId: values.strategic_account_manager ?? null,
          },
          managerIds: [locked.accountManagerId, values.strategic_account_manager ?? null],
        });
        return getStakeholder({ actor, stakeholderId }, tx);
      });
      told.announce();
      // Announced to whoever may see it before or after: a record made restricted leaves their lists.
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId,
        records: [
          current.stakeholder,
          { sensitivity: values.sensitivity ?? null, accountManagerId: values.strategic_account_manager ?? null },
        ],
      });
      return answer;
    },

    // docs/product.md#tags: the record's tags, replaced whole, by whoever manages tags and sees the record; one
    // change entry names the tags before and after.
    async setStakeholderTags({
      actor,
      stakeholderId,
      tagIds,
    }: {
      actor: Actor;
      stakeholderId: string;
      tagIds: string[];
    }): Promise<Stakeholder> {
      const wanted = [...new Set(tagIds)];
      const visibility = visibilityOf(actor);
      const record = await db.transaction(async (tx) => {
        const locked = await lockStakeholder(tx, { organizationId: actor.organizationId, stakeholderId });
        if (!locked || !seesUnder(visibility, locked)) throw new AppError('NOT_FOUND');
        // Asked after the record, so another organisation's record is not found whatever the tags sent.
        const known = await tagsOfOrganization(tx, actor.organizationId, wanted);
        if (known.length !== wanted.length) throw new AppError('VALIDATION_FAILED', { tag_ids: messages.tagUnknown });
        const before = new Set(locked.tagIds);
        if (before.size === wanted.length && wanted.every((id) => before.has(id))) return locked;
        const names = await tagNames(tx, actor.organizationId, [...locked.tagIds, ...wanted]);
        const now = clock.now();
        await updateStakeholderRow(
          tx,
          { organizationId: actor.organizationId, stakeholderId },
          { tagIds: wanted, lastActivityAt: now, updatedAt: now },
        );
        await insertChange(tx, {
          organizationId: actor.organizationId,
          stakeholderId,
          type: 'edited',
          authorId: actor.userId,
          changes: { tags: { from: names(locked.tagIds), to: names(wanted) } },
          createdAt: now,
        });
        return locked;
      });
      await announceStakeholderChange(context, {
        organizationId: actor.organizationId,
        stakeholderId,
        records: [record],
      });
      return getStakeholder({ actor, stakeholderId });
    },
  };
}

export type StakeholderWritesService = ReturnType<typeof createStakeholderWritesService>;
