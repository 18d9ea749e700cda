import { pathTo } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { type RecordAccess, seesRecordOf } from '../../platform/auth/record-visibility.js';
import { appLink } from '../../platform/mail/app-link.js';
import { renderEmail } from '../../platform/mail/email-layout.js';
import { listMembersByIds } from '../../platform/staff/staff-directory.queries.js';
import type { NoticeBatch } from '../notifications/index.js';

// docs/product.md#notifications: a record's client relationship manager hears
// when someone else changes it, if they may still see it: one it was taken from
// may not, unless their role sees its level.
export async function tellAccountManagers(
  tx: Database,
  told: NoticeBatch,
  { config }: Pick<AppContext, 'config'>,
  {
    actor,
    record,
    managerIds,
  }: {
    actor: Actor;
    record: RecordAccess & { id: string; name: string; reference: string };
    managerIds: (string | null)[];
  },
) {
  const ids = [...new Set(managerIds.filter((id): id is string => id !== null && id !== actor.userId))];
  const members = await listMembersByIds(tx, { organizationId: actor.organizationId, ids });
  const link = pathTo.stakeholder(record.id);
  const editor = `${actor.firstName} ${actor.lastName}`;
  await told.add(
    tx,
    members
      .filter((member) => seesRecordOf({ role: member.role, isAccountCreator: false, userId: member.id }, record))
      .map((member) => ({
        organizationId: actor.organizationId,
        recipient: member,
        kind: 'stakeholder_changed' as const,
        title: `${record.name} was changed`,
        body: `${editor} edited ${record.reference}, a stakeholder you manage.`,
        link,
        subjectId: record.id,
        email: renderEmail({
          subject: `${record.name} (${record.reference}) was changed`,
          heading: `${record.name} was changed`,
          paragraphs: [`Hello ${member.firstName},`, `${editor} edited ${record.reference}, a stakeholder you manage.`],
          action: { label: 'See what changed', url: appLink(config, link) },
        }),
      })),
  );
}
