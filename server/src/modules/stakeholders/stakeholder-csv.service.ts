import {
  CreateStakeholderBody,
  type CustomField,
  type CustomValues,
  keptValuesOf,
  messages,
  optionKeyOfText,
  optionLabel,
  optionValue,
  organizationOptionFields,
  type StakeholderImportReport,
  type StakeholderOptions,
  type StakeholderType,
  type StakeholderValues,
  sameValue,
  stakeholderChoiceFields,
  stakeholderProblems,
  stakeholderTypeLabels,
  stakeholderTypes,
  UpdateStakeholderFields,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Actor } from '../../platform/auth/actor.js';
import { actorCan } from '../../platform/auth/permissions.js';
import { seesUnder, visibilityOf } from '../../platform/auth/record-visibility.js';
import { listCustomFields } from '../../platform/custom-fields/custom-fields.queries.js';
import { customValuesFromCells } from '../../platform/custom-fields/custom-values.js';
import { AppError } from '../../platform/errors/app-error.js';
import { memberIdsByEmail } from '../../platform/staff/staff-directory.queries.js';
import { listOrganizationOptions } from '../../platform/stakeholder-options/stakeholder-options.queries.js';
import { changedFields, valuesOfRow } from './stakeholder-columns.js';
import { type StakeholderCsvRow, stakeholdersToCsv } from './stakeholder-csv.js';
import { exportBatchSize, findRecordsHoldingEmails, listExportBatch } from './stakeholder-csv.queries.js';
import type { StakeholderWritesService } from './stakeholder-writes.service.js';
import type { StakeholderRow } from './stakeholders.queries.js';

// A type by its API value or its label, in any letter case ('Digital Customer and Users').
const typeOfText = new Map<string, StakeholderType>(
  stakeholderTypes.flatMap((type) => [
    [type, type],
    [optionValue(stakeholderTypeLabels[type]), type],
  ]),
);

// An option may also be given by the label the screens show ('Both', 'Non-paying', 'NPO').
const choiceOfLabel = Object.entries(stakeholderChoiceFields).map(
  ([field, options]) =>
    [field, new Map(options.map((option) => [optionValue(optionLabel(option)), option as string]))] as const,
);

function withChoicesByLabel(cells: Record<string, string>) {
  for (const [field, byLabel] of choiceOfLabel) {
    const cell = cells[field];
    const option = cell === undefined ? undefined : byLabel.get(optionValue(cell));
    if (option !== undefined) cells[field] = option;
  }
  return cells;
}

// docs/stakeholder-csv.md: a group company, industry, kind of 'Others' or product is named by the
// organisation's label for it (as the export writes it), or by its key.
function withOptionsByLabel(cells: Record<string, string>, options: StakeholderOptions) {
  for (const field of organizationOptionFields) {
    const cell = cells[field];
    if (cell !== undefined) cells[field] = optionKeyOfText(options[field], cell);
  }
  return cells;
}

// An account manager may be named by their email instead of their id.
function managerEmailOf(cells: Record<string, string>) {
  const manager = cells.strategic_account_manager;
  return manager?.includes('@') ? manager : undefined;
}

type Outcome =
  | { kind: 'created' | 'updated' | 'unchanged'; id: string; reference: string }
  | { kind: 'skipped'; reason: string };

const skipped = (...texts: string[]): Outcome => ({ kind: 'skipped', reason: reasonOf(texts) });

// Several messages read as sentences, each once.
function reasonOf(texts: string[]) {
  const distinct = [...new Set(texts)];
  if (distinct.length === 1) return distinct[0]!;
  return distinct.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
}

// A value's own check ('Please choose one of the options offered') does not say
// which cell it is about, so the column is named; a rule of the record's type
// ('Please fill in the …', a refinement) names its field itself.
const issueText = (issue: z.core.$ZodIssue) =>
  issue.code === 'custom' || issue.path.length === 0 ? issue.message : `${String(issue.path[0])}: ${issue.message}`;

const errorReason = (error: AppError) => {
  const fields = Object.entries(error.fieldErrors);
  return fields.length > 0 ? skipped(...fields.map(([field, text]) => `${field}: ${text}`)) : skipped(error.message);
};

const definedValues = (values: StakeholderValues) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as StakeholderValues;

export function createStakeholderCsvService(context: AppContext, writes: StakeholderWritesService) {
  const { db } = context.database;

  // docs/product.md#stakeholders, through the edit's own service: the row's
  // non-empty values replace the record's, one change entry holds exactly the
  // fields that changed, and a row that changes nothing writes nothing.
  async function updateFromRow(
    actor: Actor,
    record: StakeholderRow,
    fields: StakeholderValues,
    custom: CustomValues,
  ): Promise<Outcome> {
    const current = valuesOfRow(record);
    const merged = { ...current, ...definedValues(fields) };
    const problems = Object.values(stakeholderProblems(record.type, merged));
    if (problems.length > 0) return skipped(...problems);
    const found = { id: record.id, reference: record.reference };
    const held = record.customValues as CustomValues;
    const customChanged = Object.entries(custom).some(([key, value]) => !sameValue(value, held[key]));
    if (Object.keys(changedFields(current, keptValuesOf(record.type, merged))).length === 0 && !customChanged) {
      return { kind: 'unchanged', ...found };
    }
    await writes.updateStakeholder({
      actor,
      stakeholderId: record.id,
      fields: { ...fields, custom_fields: custom },
      evidence: [],
      kyc: [],
    });
    return { kind: 'updated', ...found };
  }

  // Checked exactly as the add form's request is, through the add's own service.
  async function createFromRow(
    actor: Actor,
    cells: Record<string, string>,
    type: StakeholderType,
    custom: CustomValues,
  ): Promise<Outcome> {
    const body = CreateStakeholderBody.safeParse({ ...cells, type, custom_fields: custom });
    if (!body.success) return skipped(...body.error.issues.map(issueText));
    const record = await writes.createStakeholder({ actor, input: body.data, kyc: [] });
    return { kind: 'created', id: record.id, reference: record.reference };
  }

  async function importRow(
    actor: Actor,
    {
      staff,
      options,
      customFields,
    }: { staff: Map<string, string>; options: StakeholderOptions; customFields: CustomField[] },
    { values, others }: Pick<StakeholderCsvRow, 'values' | 'others'>,
  ) {
    const custom = customValuesFromCells(customFields, others);
    const type = typeOfText.get(optionValue(values.type ?? ''));
    if (!type) return skipped(messages.stakeholderTypeRequired);
    const { type: _typeCell, ...sent } = values;
    const cells = withOptionsByLabel(withChoicesByLabel(sent), options);
    const managerEmail = managerEmailOf(cells);
    if (managerEmail) cells.strategic_account_manager = staff.get(managerEmail.toLowerCase()) ?? managerEmail;
    const fields = UpdateStakeholderFields.safeParse(cells);
    if (!fields.success) return skipped(...fields.error.issues.map(issueText));

    const emails = (fields.data.email ?? []).map((email) => email.toLowerCase());
    const holders = await findRecordsHoldingEmails(db, { organizationId: actor.organizationId, emails });
    if (holders.length === 0) return createFromRow(actor, cells, type, custom);
    const visibility = visibilityOf(actor);
    // One wording for a record of another type and one the importer may not see, so neither is revealed.
    if (holders.some((holder) => holder.type !== type || !seesUnder(visibility, holder))) {
      return skipped(messages.stakeholderImportEmailHeld);
    }
    if (holders.length > 1) return skipped(messages.stakeholderImportEmailsOfSeveral);
    if (!actorCan(actor, 'edit_stakeholders')) return skipped(messages.stakeholderImportManagersUpdate);
    return updateFromRow(actor, holders[0]!, fields.data, custom);
  }

  return {
    // The file is built in memory from batches of records (docs/stakeholder-csv.md).
    async exportStakeholders({ actor, type }: { actor: Actor; type?: StakeholderType | undefined }) {
      const visibility = visibilityOf(actor);
      const options = await listOrganizationOptions(db, actor.organizationId);
      const customFields = await listCustomFields(db, { organizationId: actor.organizationId, target: 'stakeholder' });
      const chunks: string[] = [];
      let afterId: string | undefined;
      for (;;) {
        const rows = await listExportBatch(db, { organizationId: actor.organizationId, visibility, type, afterId });
        chunks.push(stakeholdersToCsv(rows, { first: chunks.length === 0, options, customFields }));
        if (rows.length < exportBatchSize) break;
        afterId = rows.at(-1)!.stakeholder.id;
      }
      return chunks.join('');
    },

    // docs/stakeholder-csv.md: each row is written whole (one record added or
    // updated, with its change entry) or not at all, and reported by its line.
    async importStakeholders({
      actor,
      rows,
    }: {
      actor: Actor;
      rows: StakeholderCsvRow[];
    }): Promise<StakeholderImportReport> {
      const report: StakeholderImportReport = { created: [], updated: [], unchanged: [], skipped: [] };
      const emails = rows.flatMap(({ values }) => managerEmailOf(values) ?? []);
      const staff = await memberIdsByEmail(db, { organizationId: actor.organizationId, emails });
      const options = await listOrganizationOptions(db, actor.organizationId);
      const customFields = await listCustomFields(db, { organizationId: actor.organizationId, target: 'stakeholder' });
      for (const { line, values, others } of rows) {
        let outcome: Outcome;
        try {
          outcome = await importRow(actor, { staff, options, customFields }, { values, others });
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          outcome = errorReason(error);
        }
        if (outcome.kind === 'skipped') report.skipped.push({ line, reason: outcome.reason });
        else report[outcome.kind].push({ line, id: outcome.id, reference: outcome.reference });
      }
      return report;
    },
  };
}
