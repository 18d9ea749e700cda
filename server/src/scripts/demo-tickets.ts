import {
  deadlineFor,
  defaultSlaHours,
  dueSoonAt,
  type SlaCategory,
  slaCategories,
  type TicketPriority,
  type TicketType,
  ticketPriorities,
  ticketTypes,
} from '@srm/contract';
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { nextReference } from '../db/references.js';
import { ticketActivity, tickets, type UserRow } from '../db/schema/index.js';
import { statusByClock } from '../modules/tickets/ticket-status.js';
import { actorFrom } from '../platform/auth/actor.js';
import { actorCan } from '../platform/auth/permissions.js';

const hourMs = 60 * 60 * 1000;

const demoTitles = [
  'Invoice shows the wrong amount',
  'Delivery arrived two days late',
  'Cartons of juice damaged in transit',
  'Cannot log in to the distributor portal',
  'Request for a bulk order discount',
  'Driver did not call before delivery',
  'Refund not received for returned goods',
  'Wrong product variant delivered',
  'Change of delivery address for Ikeja branch',
  'Expired stock found on shelf',
  'Payment made but order still pending',
  'Request for updated price list',
  'Missing items in the last order',
  'Warehouse pickup slot unavailable',
  'Duplicate charge on debit card',
  'Sales rep has not visited in a month',
  'Question about VAT on invoice',
  'Packaging leaks on 5L palm oil',
  'Cold chain broken on frozen goods',
  'Request to add a new outlet to the account',
  'Promotional items not included',
  'Credit limit increase request',
  'Delivery truck blocked the entrance',
  'Order confirmation email never arrived',
  'Need a statement of account for Q1',
  'Product recall enquiry',
  'Complaint about rude customer service',
  'Wrong quantity billed on noodles order',
  'Request for halal certificate copies',
  'Partial delivery without notice',
  'Rebate for last quarter not applied',
  'Unable to download invoice PDF',
  'Trade show sample request',
  'Bottled water seals broken',
  'Account manager contact details needed',
  'Late fee charged in error',
  'Request to change payment terms',
  'Delivery to Kumasi depot delayed',
  'Barcode labels do not scan',
  'Feedback on the new spice range',
] as const;

const demoStakeholders = [
  ['Chidi Eze', 'chidi.eze@shoprite-ikeja.ng'],
  ['Amina Bello', 'amina@bellostores.ng'],
  ['Kofi Boateng', 'kofi.boateng@melcom.gh'],
  ['Funke Adeyemi', 'funke@adeyemisupermart.ng'],
  ['Emeka Obi', 'emeka.obi@justrite.ng'],
  ['Abena Owusu', 'abena.owusu@kumasimart.gh'],
  ['Ibrahim Musa', 'ibrahim@northernwholesale.ng'],
  ['Ngozi Nwankwo', 'ngozi@prince-ebeano.ng'],
  ['Yaw Mensah', 'yaw.mensah@accramall.gh'],
  ['Halima Sani', 'halima@kanotraders.ng'],
  ['Segun Oladipo', 'segun@spar-lekki.ng'],
  ['Esi Asare', 'esi.asare@chinatownaccra.gh'],
] as const;

const pick = <T>(list: readonly T[], index: number) => list[index % list.length]!;

// About forty tickets over the last ten days, as a desk would have them: some
// resolved, the rest where the SLA clock puts them, each with its history.
// The SLA clock agrees with every status, so nothing moves the moment it starts.
export async function seedDemoTickets(
  db: Database,
  { organizationId, staff, now }: { organizationId: string; staff: UserRow[]; now: Date },
) {
  const [existing] = await db.select({ n: count() }).from(tickets).where(eq(tickets.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return 0;
  const deciders = staff.filter((member) => actorCan(actorFrom(member), 'manage_tickets'));
  const creator = deciders[0]!;

  await db.transaction(async (tx) => {
    // Oldest first, so references grow with time.
    for (let age = demoTitles.length - 1; age >= 0; age -= 1) {
      const createdAt = new Date(now.getTime() - age * 5.5 * hourMs - 20 * 60_000);
      const slaCategory: SlaCategory = pick(slaCategories, age);
      const dueAt = deadlineFor(createdAt, defaultSlaHours[slaCategory]);
      const handler = pick(staff, age * 3);
      const actedOn = age % 2 === 1;
      // Most tickets older than a day are resolved; a few linger past their deadline.
      const resolved = age >= 5 && age % 4 !== 1 && age % 6 !== 2;
      const resolver = pick(deciders, age);
      const resolvedAt = resolved
        ? new Date(Math.min(createdAt.getTime() + (age % 5) * hourMs + hourMs, now.getTime() - 60_000))
        : null;
      const status = resolved ? 'resolved' : statusByClock({ startsAt: createdAt, dueAt, status: 'new', actedOn }, now);
      const { number, reference } = await nextReference(tx, organizationId, 'TCK');
      const [stakeholderName, stakeholderEmail] = pick(demoStakeholders, age * 5);
      const [ticket] = await tx
        .insert(tickets)
        .values({
          organizationId,
          number,
          reference,
          title: demoTitles[age]!,
          description: `${stakeholderName} wrote in: ${demoTitles[age]!.toLowerCase()}. Please look into it and update them.`,
          status,
          priority: pick<TicketPriority>(ticketPriorities, age * 7),
          slaCategory,
          type: pick<TicketType>(ticketTypes, age * 2),
          handlerId: handler.id,
          stakeholderName,
          stakeholderEmail,
          createdById: creator.id,
          dueAt,
          dueSoonAt: dueSoonAt({ startsAt: createdAt, dueAt }),
          resolvedAt,
          createdAt,
          updatedAt: resolvedAt ?? createdAt,
        })
        .returning({ id: tickets.id });
      const entry = { ticketId: ticket!.id, organizationId };
      const history: (typeof ticketActivity.$inferInsert)[] = [
        {
          ...entry,
          type: 'created',
          text: `${creator.firstName} ${creator.lastName} created the ticket and assigned it to ${handler.firstName} ${handler.lastName}.`,
          authorId: creator.id,
          createdAt,
        },
      ];
      if (actedOn) {
        const priority = pick<TicketPriority>(ticketPriorities, age * 7);
        const before = pick<TicketPriority>(ticketPriorities, age * 7 + 1);
        history.push({
          ...entry,
          type: 'edited',
          text: `${resolver.firstName} ${resolver.lastName} edited the priority.`,
          authorId: resolver.id,
          changes: { priority: { from: before, to: priority } },
          createdAt: new Date(createdAt.getTime() + 10 * 60_000),
        });
      }
      const clockMove = (from: string, to: string, at: Date) => ({
        ...entry,
        type: 'status_changed' as const,
        text: `Status changed from ${from} to ${to} by the SLA clock.`,
        authorId: null,
        changes: { status: { from: from.toLowerCase(), to: to.toLowerCase() } },
        createdAt: at,
      });
      if (status === 'due' || status === 'overdue') {
        history.push(clockMove(actedOn ? 'Open' : 'New', 'Due', dueSoonAt({ startsAt: createdAt, dueAt })));
      }
      if (status === 'overdue') history.push(clockMove('Due', 'Overdue', dueAt));
      if (resolvedAt) {
        history.push({
          ...entry,
          type: 'resolved',
          text: `${resolver.firstName} ${resolver.lastName} resolved the ticket.`,
          authorId: resolver.id,
          createdAt: resolvedAt,
        });
      }
      await tx.insert(ticketActivity).values(history);
    }
  });
  return demoTitles.length;
}
