import { z } from 'zod';
import { Feedback } from '../feedback/feedback.js';
import { Ticket } from '../tickets/tickets.js';
import { Log } from './logs.js';
import { Stakeholder, StakeholderChange } from './stakeholder-records.js';

// How many of each kind of a record's interactions its detail carries, newest
// first; the tabs page through the rest.
export const stakeholderDetailListSize = 15;

// GET /api/profile/get-stakeholders/{id}/: the record and one view of every
// interaction: tickets and feedback sent from any of its emails, its logs and
// its changes.
export const StakeholderDetail = Stakeholder.extend({
  tickets: z.array(Ticket),
  feedback: z.array(Feedback),
  logs: z.array(Log),
  changes: z.array(StakeholderChange),
}).meta({ id: 'StakeholderDetail' });
export type StakeholderDetail = z.infer<typeof StakeholderDetail>;
