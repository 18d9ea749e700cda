import { stakeholderSensitivities } from '@srm/contract';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { logs, stakeholderChanges, stakeholderFiles, stakeholders } from '../../db/schema/index.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { prepareFeedbackFromEmails } from '../feedback/index.js';
import { prepareTicketsFromEmails } from '../tickets/index.js';
import { logColumns, staff } from './stakeholder-logs.queries.js';
import { author, authorName, manager, managerName, uploader, uploaderName } from './stakeholders.queries.js';

// A level list for a prepared statement: a manager's is every level.
const levelsOf = (visibility: Visibility) => [...(visibility?.levels ?? stakeholderSensitivities)];
// A manager's reads name no account manager: the levels already let them see every record.
const managerOf = (visibility: Visibility) => visibility?.managerId ?? null;

// Lists go as text[]: PGlite serialises an array parameter only for the types
// it knows, and an enum's array is not one of them.
const visibleAt = sql`(${stakeholders.sensitivity} is null or ${stakeholders.sensitivity}::text = any(${sql.placeholder('levels')}::text[]) or ${stakeholders.accountManagerId} = ${sql.placeholder('managerId')}::uuid)`;

// The statements of a record's page, built once per database handle and
// prepared (decision 013): planning them anew on every request cost more than
// running them (bench/README.md, bench:stakeholders). Each reads what the
// matching function of stakeholders.queries.ts reads.
export function prepareStakeholderDetailQueries(db: Database) {
  const record = db
    .select({ stakeholder: stakeholders, manager: managerName })
    .from(stakeholders)
    .leftJoin(manager, eq(manager.id, stakeholders.accountManagerId))
    .where(
      and(
        eq(stakeholders.organizationId, sql.placeholder('organizationId')),
        eq(stakeholders.id, sql.placeholder('stakeholderId')),
        isNull(stakeholders.deletedAt),
        visibleAt,
      ),
    )
    .prepare('stakeholder_detail_record');

  const recordLogs = db
    .select(logColumns)
    .from(logs)
    .innerJoin(stakeholders, eq(stakeholders.id, logs.stakeholderId))
    .leftJoin(staff, eq(staff.id, logs.staffId))
    .where(
      and(
        eq(logs.organizationId, sql.placeholder('organizationId')),
        eq(logs.stakeholderId, sql.placeholder('stakeholderId')),
        isNull(stakeholders.deletedAt),
        visibleAt,
      ),
    )
    .orderBy(desc(logs.createdAt), desc(logs.id))
    .limit(sql.placeholder('limit'))
    .prepare('stakeholder_detail_logs');

  const changes = db
    .select({ change: stakeholderChanges, author: authorName })
    .from(stakeholderChanges)
    .leftJoin(author, eq(author.id, stakeholderChanges.authorId))
    .where(
      and(
        eq(stakeholderChanges.organizationId, sql.placeholder('organizationId')),
        eq(stakeholderChanges.stakeholderId, sql.placeholder('stakeholderId')),
      ),
    )
    .orderBy(desc(stakeholderChanges.createdAt), desc(stakeholderChanges.type), desc(stakeholderChanges.id))
    .limit(sql.placeholder('limit'))
    .prepare('stakeholder_detail_changes');

  const files = db
    .select({ file: stakeholderFiles, uploader: uploaderName })
    .from(stakeholderFiles)
    .leftJoin(uploader, eq(uploader.id, stakeholderFiles.uploadedById))
    .where(
      and(
        eq(stakeholderFiles.organizationId, sql.placeholder('organizationId')),
        eq(stakeholderFiles.stakeholderId, sql.placeholder('stakeholderId')),
        or(
          sql`${stakeholderFiles.kind} <> 'evidence'`,
          sql`${stakeholderFiles.changeId}::text = any(${sql.placeholder('changeIds')}::text[])`,
        ),
      ),
    )
    .orderBy(desc(stakeholderFiles.createdAt), stakeholderFiles.fileName)
    .prepare('stakeholder_detail_files');

  return {
    record: async (input: { organizationId: string; stakeholderId: string; visibility: Visibility }) =>
      (
        await record.execute({ ...input, levels: levelsOf(input.visibility), managerId: managerOf(input.visibility) })
      )[0],
    logs: (input: { organizationId: string; stakeholderId: string; visibility: Visibility; limit: number }) =>
      recordLogs.execute({ ...input, levels: levelsOf(input.visibility), managerId: managerOf(input.visibility) }),
    changes: (input: { organizationId: string; stakeholderId: string; limit: number }) => changes.execute(input),
    files: (input: { organizationId: string; stakeholderId: string; changeIds: string[] }) => files.execute(input),
    tickets: prepareTicketsFromEmails(db),
    feedback: prepareFeedbackFromEmails(db),
  };
}
