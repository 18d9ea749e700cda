import { paths } from '@srm/contract';
import type { AppContext } from '../../../app-context.js';
import type { Database } from '../../../db/client.js';
import { appLink } from '../../../platform/mail/app-link.js';
import { activityText } from '../ticket-activity.text.js';
import { ticketOverdueEmail } from './sla-clock.emails.js';
import {
  findHandlers,
  insertStatusChanges,
  type MovedTicket,
  moveTickets,
  type SlaMove,
  slaMoves,
} from './sla-clock.queries.js';

// Issue 5 §2: moves at most a minute late. A tick every 15 s leaves room for a
// slow tick and a restart; each batch is one short transaction.
export const slaTickMs = 15_000;
export const slaBatchSize = 500;

export interface SlaClockOptions extends Pick<AppContext, 'database' | 'clock' | 'log' | 'mailer' | 'config'> {
  tickMs?: number;
  batchSize?: number;
}

export interface SlaTickResult {
  due: number;
  overdue: number;
}

// The scheduler of ARCHITECTURE §4: moves new/open tickets to `due` at the
// quarter mark and unresolved ones to `overdue` at the deadline, records each
// move in the ticket's history and emails the handler on overdue (not on due:
// the overdue email is the one that asks for action). Several server copies
// may run one each: a ticket moves, and its email is queued, exactly once
// (see moveTickets). It catches up by itself: every tick takes all tickets
// whose time has come, however long ago.
export function createSlaClock({
  database,
  clock,
  log,
  mailer,
  config,
  tickMs = slaTickMs,
  batchSize = slaBatchSize,
}: SlaClockOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let started = false;
  let stopping = false;

  async function queueOverdueEmails(tx: Database, moved: MovedTicket[]) {
    const handlerIds = [...new Set(moved.flatMap((ticket) => (ticket.handlerId ? [ticket.handlerId] : [])))];
    const handlers = new Map((await findHandlers(tx, handlerIds)).map((handler) => [handler.id, handler]));
    for (const ticket of moved) {
      const handler = ticket.handlerId ? handlers.get(ticket.handlerId) : undefined;
      if (!handler || handler.organizationId !== ticket.organizationId) continue;
      const email = ticketOverdueEmail({
        ...ticket,
        firstName: handler.firstName,
        url: appLink(config, paths.overdueTickets),
      });
      await mailer.queue(tx, { organizationId: ticket.organizationId, to: handler.email, ...email });
    }
  }

  // One batch in one transaction: the moves, their history and their emails
  // commit together, for exactly the rows this copy moved.
  function moveBatch(move: SlaMove, now: Date) {
    return database.db.transaction(async (tx) => {
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
      if (move.to === 'overdue') await queueOverdueEmails(tx, moved);
      return moved.length;
    });
  }

  async function moveAll(move: SlaMove, now: Date) {
    let total = 0;
    for (;;) {
      const moved = await moveBatch(move, now);
      total += moved;
      // A short batch means nothing is left, or another copy holds the rest.
      if (moved < batchSize || stopping) return total;
    }
  }

  // Overdue first, so a ticket past both marks is moved once, straight to overdue.
  async function tick(): Promise<SlaTickResult> {
    const now = clock.now();
    const overdue = await moveAll(slaMoves.overdue, now);
    const due = await moveAll(slaMoves.due, now);
    if (overdue > 0) mailer.nudge();
    if (overdue + due > 0) log.info({ due, overdue }, 'SLA clock moved tickets');
    return { due, overdue };
  }

  function schedule() {
    if (!started) return;
    timer = setTimeout(run, tickMs);
    // A forgotten clock must not keep the process alive.
    timer.unref();
  }

  function run() {
    running = tick()
      .catch((error: unknown) => log.error({ err: error }, 'SLA clock tick failed; trying again next tick'))
      .finally(() => {
        running = undefined;
        schedule();
      });
  }

  return {
    tick,
    // Ticks at once (catching up after downtime), then every `tickMs`.
    start() {
      if (started) return;
      started = true;
      stopping = false;
      run();
    },
    // Clears the timer and waits for a tick under way, which ends after its current batch.
    async stop() {
      started = false;
      stopping = true;
      clearTimeout(timer);
      await running;
      stopping = false;
    },
  };
}

export type SlaClock = ReturnType<typeof createSlaClock>;
