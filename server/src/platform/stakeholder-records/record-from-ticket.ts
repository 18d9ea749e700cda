import { defaultSensitivity, type StakeholderLink, type StakeholderType, stakeholderTypeFields } from '@srm/contract';
import { and, arrayOverlaps, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { nextReference } from '../../db/references.js';
import { stakeholderChanges, stakeholders } from '../../db/schema/index.js';
import { searchTextOf } from './stakeholder-search-text.js';

// 'Also add as a stakeholder record' on a new ticket (docs/product.md#tickets): a record of the chosen type with
// what the ticket knows (its name and email, reached by email, `normal`), in the ticket's transaction; the ticket
// links to it by that email like any other. The details the type asks for are left for whoever next edits it: the
// record's page lists them. It lives here, not in the stakeholders module, because that module already uses the
// tickets module's front door and modules form no cycle (docs/decisions/021).
// No twin: when a live record of the organisation already holds the email, nothing is added.
export async function addRecordFromTicket(
  tx: Database,
  {
    organizationId,
    type,
    name,
    email,
    authorId,
    now,
  }: { organizationId: string; type: StakeholderType; name: string; email: string; authorId: string; now: Date },
): Promise<StakeholderLink | null> {
  const emails = [email.toLowerCase()];
  const [held] = await tx
    .select({ id: stakeholders.id })
    .from(stakeholders)
    .where(
      and(
        eq(stakeholders.organizationId, organizationId),
        isNull(stakeholders.deletedAt),
        arrayOverlaps(stakeholders.emails, emails),
      ),
    )
    .limit(1);
  if (held) return null;

  const sensitivity = (stakeholderTypeFields(type) as readonly string[]).includes('sensitivity')
    ? defaultSensitivity
    : null;
  const { number, reference } = await nextReference(tx, organizationId, 'STK');
  const [record] = await tx
    .insert(stakeholders)
    .values({
      organizationId,
      number,
      reference,
      type,
      name,
      sensitivity,
      contactPreference: 'email',
      emails,
      searchText: searchTextOf({ name, email: emails }, reference),
      lastActivityAt: now,
      createdById: authorId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: stakeholders.id, reference: stakeholders.reference, name: stakeholders.name });
  // Its history begins as every record's does: each field it was given, from nothing.
  const given = { name, sensitivity, contact_preference: 'email', email: emails };
  const changes = Object.fromEntries(
    Object.entries(given)
      .filter(([, value]) => value !== null)
      .map(([field, value]) => [field, { from: null, to: value }]),
  );
  await tx
    .insert(stakeholderChanges)
    .values({ organizationId, stakeholderId: record!.id, type: 'created', authorId, changes, createdAt: now });
  return record!;
}
