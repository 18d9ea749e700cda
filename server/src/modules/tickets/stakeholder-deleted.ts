import type { StakeholderSensitivity } from '@srm/contract';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { recordStakeholderDeleted } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';

export interface DeletedRecord {
  reference: string;
  name: string;
  type: string;
  emails: string[];
  phones: string[];
  sensitivity: StakeholderSensitivity | null;
  accountManagerId: string | null;
}

// docs/product.md#stakeholders: deleting a record leaves an entry in the history of every live ticket of its
// emails, saying what the record was (seen only by those who could see the record). Call inside the deletion's
// transaction; answers the tickets written to, for their live update.
export function noteStakeholderDeleted(
  tx: Database,
  { actor, record, at }: { actor: Actor; record: DeletedRecord; at: Date },
) {
  return recordStakeholderDeleted(tx, {
    organizationId: actor.organizationId,
    emails: record.emails,
    sensitivity: record.sensitivity,
    accountManagerId: record.accountManagerId,
    authorId: actor.userId,
    text: activityText.stakeholderDeleted(actor, record.reference, record.name),
    changes: {
      reference: { from: record.reference, to: null },
      name: { from: record.name, to: null },
      type: { from: record.type, to: null },
      email: { from: record.emails.join(', ') || null, to: null },
      phone: { from: record.phones.join(', ') || null, to: null },
    },
    createdAt: at,
  });
}
