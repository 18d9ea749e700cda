import type { StakeholderLink, TicketStakeholderChoice } from '@srm/contract';
import type { Database } from '../../db/client.js';
import type { Actor } from '../auth/actor.js';
import { visibilityOf } from '../auth/record-visibility.js';
import {
  findRecordEmails,
  findRecordHoldingEmail,
  findRecordsHoldingEmails,
  searchRecordsWithEmails,
} from './stakeholder-records.queries.js';

// How the modules that link to stakeholder records (tickets, feedback, chat) reach them
// (docs/product.md#stakeholders): always as the acting user may see them, so a hidden
// record's link is simply absent.
export async function stakeholderLinkFor(
  db: Database,
  { actor, email }: { actor: Actor; email: string },
): Promise<StakeholderLink | null> {
  return findRecordHoldingEmail(db, { organizationId: actor.organizationId, email, visibility: visibilityOf(actor) });
}

// The emails of a record the acting user may see; undefined when they may not (or it is gone).
export async function stakeholderEmailsFor(
  db: Database,
  { actor, stakeholderId }: { actor: Actor; stakeholderId: string },
) {
  return findRecordEmails(db, { organizationId: actor.organizationId, stakeholderId, visibility: visibilityOf(actor) });
}

// The record each email links to (the oldest holding it), for many emails in one read.
export async function stakeholderLinksFor(
  db: Database,
  { actor, emails }: { actor: Actor; emails: string[] },
): Promise<Map<string, StakeholderLink>> {
  const wanted = [...new Set(emails.map((email) => email.toLowerCase()))];
  const records = await findRecordsHoldingEmails(db, {
    organizationId: actor.organizationId,
    emails: wanted,
    visibility: visibilityOf(actor),
  });
  const links = new Map<string, StakeholderLink>();
  for (const { emails: held, ...link } of records) {
    for (const email of held) if (wanted.includes(email) && !links.has(email)) links.set(email, link);
  }
  return links;
}

// One choice per email of each matching record, most recently active first.
export async function stakeholderChoicesFor(
  db: Database,
  { actor, search, limit }: { actor: Actor; search: string; limit: number },
): Promise<TicketStakeholderChoice[]> {
  const records = await searchRecordsWithEmails(db, {
    organizationId: actor.organizationId,
    visibility: visibilityOf(actor),
    search,
    limit,
  });
  return records
    .flatMap((record) =>
      record.emails.map((email) => ({
        name: record.name,
        email,
        stakeholder_id: record.id,
        reference: record.reference,
      })),
    )
    .slice(0, limit);
}
