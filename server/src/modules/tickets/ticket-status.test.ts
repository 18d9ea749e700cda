import { deadlineFor, ticketStatuses } from '@srm/contract';
import { describe, expect, it } from 'vitest';
import {
  answerReopens,
  clockMoves,
  isResolved,
  slaWindowOf,
  statusAfterAction,
  statusAfterReply,
  statusByClock,
  statusOnCreate,
  statusOnReopen,
  statusOnResolve,
} from './ticket-status.js';

const hour = 60 * 60 * 1000;
const createdAt = new Date('2026-03-02T09:00:00.000Z');
// A standard ticket: 24 hours, due at the 18th, overdue at the 24th.
const window = { startsAt: createdAt, dueAt: deadlineFor(createdAt, 24) };
const hoursIn = (hours: number) => new Date(createdAt.getTime() + hours * hour);

describe('a ticket created', () => {
  it('is new', () => {
    expect(statusOnCreate).toBe('new');
  });

  it('stays new while nobody acts on it, until its clock says due or overdue', () => {
    const untouched = { ...window, status: 'new' as const, actedOn: false };
    expect(statusByClock(untouched, hoursIn(1))).toBe('new');
    expect(statusByClock(untouched, new Date(hoursIn(18).getTime() - 1))).toBe('new');
    expect(statusByClock(untouched, hoursIn(18))).toBe('due');
    expect(statusByClock(untouched, new Date(hoursIn(24).getTime() - 1))).toBe('due');
    expect(statusByClock(untouched, hoursIn(24))).toBe('overdue');
  });
});

describe('someone acting on a ticket (an edit, a re-assignment)', () => {
  it('opens a new ticket, a move the action shows in its own history entry', () => {
    expect(statusAfterAction({ status: 'new' }, window, hoursIn(1))).toEqual({
      status: 'open',
      opened: { from: 'new', to: 'open' },
    });
  });

  it('keeps an open ticket open, moving nothing', () => {
    expect(statusAfterAction({ status: 'open' }, window, hoursIn(1))).toEqual({ status: 'open' });
  });

  it('takes a new ticket past its quarter mark to due, a move of its own, as the clock would', () => {
    expect(statusAfterAction({ status: 'new' }, window, hoursIn(20))).toEqual({
      status: 'due',
      moved: { from: 'new', to: 'due' },
    });
  });

  it('takes an open ticket past its deadline to overdue', () => {
    expect(statusAfterAction({ status: 'open' }, window, hoursIn(25))).toEqual({
      status: 'overdue',
      moved: { from: 'open', to: 'overdue' },
    });
  });

  it('opens an overdue ticket again once a longer SLA category moves its deadline ahead', () => {
    const longer = { startsAt: createdAt, dueAt: deadlineFor(createdAt, 72) };
    expect(statusAfterAction({ status: 'overdue' }, longer, hoursIn(25))).toEqual({
      status: 'open',
      moved: { from: 'overdue', to: 'open' },
    });
  });

  it('leaves a resolved ticket resolved, whatever its clock says', () => {
    expect(statusAfterAction({ status: 'resolved' }, window, hoursIn(30))).toEqual({ status: 'resolved' });
  });
});

describe('a reply to the stakeholder', () => {
  it('opens a new ticket answered by its handler', () => {
    expect(statusAfterReply({ status: 'new' }, window, hoursIn(1))).toEqual({ from: 'new', to: 'open' });
  });

  it('moves an open ticket nowhere', () => {
    expect(statusAfterReply({ status: 'open' }, window, hoursIn(1))).toBeUndefined();
  });

  it('leaves a new or open ticket whose clock says due or overdue for the SLA clock to move', () => {
    expect(statusAfterReply({ status: 'new' }, window, hoursIn(20))).toBeUndefined();
    expect(statusAfterReply({ status: 'open' }, window, hoursIn(20))).toBeUndefined();
    expect(statusAfterReply({ status: 'new' }, window, hoursIn(25))).toBeUndefined();
  });
});

describe('resolving and reopening', () => {
  it('resolves a ticket, which then counts as resolved', () => {
    expect(statusOnResolve).toBe('resolved');
    expect(isResolved({ status: statusOnResolve })).toBe(true);
    for (const status of ticketStatuses.filter((each) => each !== 'resolved')) {
      expect(isResolved({ status })).toBe(false);
    }
  });

  it('opens a reopened ticket, its SLA window starting at the reopen', () => {
    const reopenedAt = hoursIn(100);
    const reopened = { startsAt: reopenedAt, dueAt: deadlineFor(reopenedAt, 24) };
    expect(statusOnReopen(reopened, reopenedAt)).toBe('open');
    expect(slaWindowOf({ createdAt, reopenedAt, dueAt: reopened.dueAt })).toEqual(reopened);
    expect(slaWindowOf({ createdAt, reopenedAt: null, dueAt: window.dueAt })).toEqual(window);
  });

  it('reopens a resolved ticket the stakeholder answers from their link, and moves no other', () => {
    expect(answerReopens({ status: 'resolved' })).toBe(true);
    for (const status of ['new', 'open', 'due', 'overdue'] as const) expect(answerReopens({ status })).toBe(false);
  });
});

describe('the SLA clock', () => {
  it('moves new and open tickets to due at the quarter mark, and every unresolved one to overdue at the deadline', () => {
    expect(clockMoves.due).toEqual({ to: 'due', from: ['new', 'open'] });
    expect(clockMoves.overdue).toEqual({ to: 'overdue', from: ['new', 'open', 'due'] });
  });

  it('moves each ticket where the clock says it is at that moment', () => {
    for (const status of clockMoves.due.from) {
      expect(statusByClock({ ...window, status, actedOn: status !== 'new' }, hoursIn(18))).toBe('due');
    }
    for (const status of clockMoves.overdue.from) {
      expect(statusByClock({ ...window, status, actedOn: status !== 'new' }, hoursIn(24))).toBe('overdue');
    }
  });

  it('never moves a resolved ticket', () => {
    expect(statusByClock({ ...window, status: 'resolved', actedOn: true }, hoursIn(30))).toBe('resolved');
    expect(Object.values(clockMoves).some((move) => (move.from as readonly string[]).includes('resolved'))).toBe(false);
  });
});
