import { paths } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import type { JobContext, JobRunner } from '../../../platform/jobs/job-runner.js';
import { appLink } from '../../../platform/mail/app-link.js';
import { listMembersByOrganizationAndId } from '../../../platform/staff/staff-directory.queries.js';
import { timeZoneOf } from '../../../platform/time-zone/time-zone.js';
import { listOrganizationTimeZones } from '../../../platform/time-zone/time-zone.queries.js';
import { createNotifier, type NoticeBatch } from '../../notifications/index.js';
import { activityText } from '../ticket-activity.text.js';
import { dueNotice, overdueNotice, ticketLink } from '../ticket-notices.js';
import { ticketDueSoonEmail, ticketOverdueEmail } from './sla-clock.emails.js';
import { insertStatusChanges, type MovedTicket, moveTickets, type SlaMove, slaMoves } from './sla-clock.queries.js';

// docs/product.md#tickets: moves at most a minute late. A tick every 15 s leaves room for a
// slow tick and a restart; each batch is one short transaction.
export const slaTickMs = 15_000;
export const slaBatchSize = 500;
export const slaClockJob = 'sla-clock';

export interface SlaClockOptions
  extends Pick<AppContext, 'database' | 'clock' | 'log' | 'mailer' | 'config' | 'realtime'> {
  batchSize?: number;
}

export interface SlaTickResult {
  due: number;
  overdue: number;
}

// The handlers of moved tickets, each asked for in their ticket's organisation. A deleted
// member is no handler any more (`on delete set null`).
function handlerKeysOf(moved: MovedTicket[]) {
  const keys = new Map<string, { organizationId: string; userId: string }>();
  for (const { organizationId, handlerId } of moved) {
    if (handlerId) keys.set(`${organizationId}:${handlerId}`, { organizationId, userId: handlerId });
  }
  return [...keys.values()];
}

// The scheduler of docs/product.md#tickets (decisions 005, 009): moves new/open tickets to `due` at the
// quarter mark and unresolved ones to `overdue` at the deadline, records each
// move in the ticket's history and tells the handler of both moves (by email
// as they choose: by default on overdue only, the move that asks for action).
// Several server copies may tick at once: a ticket moves, and its notice is made, exactly once
// (see moveTickets). It catches up by itself: every tick takes all tickets
// whose time has come, however long ago. The job runner ticks it
// (scheduleSlaClock); tests call `tick()` with the fake clock.
export function createSlaClock({
  database,
  clock,
  log,
  mailer,
  config,
  realtime,
  batchSize = slaBatchSize,
}: SlaClockOptions) {
  const notifier = createNotifier({ clock, mailer, realtime });

  async function tellHandlers(tx: Database, told: NoticeBatch, move: SlaMove, moved: MovedTicket[]) {
    const found = await listMembersByOrganizationAndId(tx, handlerKeysOf(moved));
    const handlers = new Map(found.map((handler) => [handler.id, handler]));
    const timeZones = await listOrganizationTimeZones(tx, {
      organizationIds: moved.map((ticket) => ticket.organizationId),
    });
    const notices = moved.flatMap((ticket) => {
      const handler = ticket.handlerId ? handlers.get(ticket.handlerId) : undefined;
      if (!handler || handler.organizationId !== ticket.organizationId) return [];
      const { organizationId } = ticket;
      const timeZone = timeZones.get(organizationId) ?? timeZoneOf(null);
      if (move.to === 'overdue') {
        const email = ticketOverdueEmail({
          ...ticket,
          firstName: handler.firstName,
          timeZone,
          url: appLink(config, paths.overdueTickets),
        });
        return [overdueNotice({ organizationId, handler, ticket, email })];
      }
      const email = ticketDueSoonEmail({
        ...ticket,
        firstName: handler.firstName,
        timeZone,
        url: appLink(config, ticketLink(ticket)),
      });
      return [dueNotice({ organizationId, handler, ticket, email })];
    });
    await told.add(tx, notices);
  }

  // After a batch commits: one event per organisation names its moved tickets.
  function announceMoves(moved: MovedTicket[]) {
    const byOrganization = new Map<string, string[]>();
    for (const ticket of moved) {
      byOrganization.set(ticket.organizationId, [...(byOrganization.get(ticket.organizationId) ?? []), ticket.id]);
    }
    for (const [organizationId, ids] of byOrganization) {
      realtime.toOrganization(organizationId).emit('ticket.changed', { ids });
    }
  }

  // One batch in one transaction: the moves, their history and their emails
  // commit together, for exactly the rows this copy moved.
  async function moveBatch(move: SlaMove, now: Date) {
    const told = notifier.batch();
    const moved = await database.db.transaction(async (tx) => {
      const moved = await moveTickets(tx, { move, now, limit: batchSize });
      await insertStatusChanges(
        tx,
        moved.map((ticket) => ({
          ticketId: ticket.id,
          organizationId: ticket.organizationId,
          from: ticket.previousStatus,
          to: move.to,
          text: activityText.statusChangedByClock(ticket.previousStatus, move.to),
          now,
        })),
      );
      await tellHandlers(tx, told, move, moved);
      return moved;
    });
    told.announce();
    announceMoves(moved);
    return moved.length;
  }

  async function moveAll(move: SlaMove, now: Date, signal?: AbortSignal) {
    let total = 0;
    for (;;) {
      const moved = await moveBatch(move, now);
      total += moved;
      // A short batch means nothing is left, or another copy holds the rest;
      // a stopping server ends after the batch it is in (the rest waits for the next tick).
      if (moved < batchSize || signal?.aborted) return total;
    }
  }

  // Overdue first, so a ticket past both marks is moved once, straight to overdue.
  async function tick({ signal }: Partial<JobContext> = {}): Promise<SlaTickResult> {
    const now = clock.now();
    const overdue = await moveAll(slaMoves.overdue, now, signal);
    const due = signal?.aborted ? 0 : await moveAll(slaMoves.due, now, signal);
    if (overdue + due > 0) log.info({ due, overdue }, 'SLA clock moved tickets');
    return { due, overdue };
  }

  return { tick };
}

export type SlaClock = ReturnType<typeof createSlaClock>;

// Every copy registers the clock; the runner ticks it once per 15 s across them all.
export function scheduleSlaClock(jobs: JobRunner, slaClock: SlaClock) {
  jobs.every(slaClockJob, { intervalMs: slaTickMs }, (context) => slaClock.tick(context));
}
