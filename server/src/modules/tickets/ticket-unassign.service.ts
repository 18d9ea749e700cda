import type { Database } from '../../db/client.js';
import { insertActivity } from './ticket-activity.queries.js';
import { activityText } from './ticket-activity.text.js';
import { unassignTicketsOf } from './tickets.queries.js';

// A member's account is being deleted (in `tx`, before the row goes): their
// unresolved tickets stay, unassigned, each with a history entry saying why,
// until someone re-assigns them. Their resolved tickets simply lose the name.
// Returns the ids of the tickets it unassigned.
export async function unassignTicketsOfMember(
  tx: Database,
  {
    organizationId,
    member,
    actorId,
    now,
  }: {
    organizationId: string;
    member: { id: string; firstName: string; lastName: string };
    actorId: string;
    now: Date;
  },
) {
  const unassigned = await unassignTicketsOf(tx, { organizationId, userId: member.id, now });
  await insertActivity(
    tx,
    unassigned.map((ticket) => ({
      ticketId: ticket.id,
      organizationId,
      type: 'unassigned' as const,
      text: activityText.unassigned(member),
      authorId: actorId,
      changes: { handler_id: { from: member.id, to: null } },
      createdAt: now,
    })),
  );
  return unassigned.map((ticket) => ticket.id);
}
