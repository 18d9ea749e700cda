import type { TicketStatus } from '@srm/contract';

// The history's sentences (docs/product.md#tickets: every ticket change is an entry).
// The author is stored beside the entry too; the text reads on its own.
interface Person {
  firstName: string;
  lastName: string;
}

const nameOf = (person: Person) => `${person.firstName} ${person.lastName}`;
const statusLabel = (status: TicketStatus) => status.charAt(0).toUpperCase() + status.slice(1);

// An edit's fields as people call them (the keys are UpdateTicketBody's).
const fieldLabels: Record<string, string> = {
  title: 'title',
  description: 'description',
  priority: 'priority',
  sla_category: 'SLA category',
  type: 'type',
  name: "stakeholder's name",
  email: "stakeholder's email",
  tags: 'tags',
};

function listOf(words: string[]) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

export const activityText = {
  // `source` names where it came from: 'feedback FBK-000001', 'the chat with ada@example.ng'.
  created: (actor: Person, handler: Person, source?: string) =>
    `${nameOf(actor)} created the ticket${source ? ` from ${source}` : ''} and assigned it to ${nameOf(handler)}.`,
  // `customLabels` names the organisation's own fields, keyed as the changes are (`custom_fields.<key>`).
  edited: (actor: Person, fields: string[], customLabels: Record<string, string> = {}) =>
    `${nameOf(actor)} edited the ${listOf(fields.flatMap((field) => fieldLabels[field] ?? customLabels[field] ?? []))}.`,
  reassigned: (actor: Person, from: Person | null, to: Person) =>
    `${nameOf(actor)} re-assigned the ticket from ${from ? nameOf(from) : 'nobody'} to ${nameOf(to)}.`,
  unassigned: (member: Person) => `${nameOf(member)} no longer handles the ticket: their account was deleted.`,
  resolved: (actor: Person) => `${nameOf(actor)} resolved the ticket.`,
  // The thread (docs/product.md#tickets).
  replied: (actor: Person) => `${nameOf(actor)} replied to the stakeholder.`,
  noted: (actor: Person) => `${nameOf(actor)} added an internal note.`,
  answered: (stakeholderName: string) => `${stakeholderName} (the stakeholder) wrote on their ticket page.`,
  // Email in (docs/product.md#email-in).
  answeredByEmail: (stakeholderName: string) => `${stakeholderName} (the stakeholder) wrote by email.`,
  createdByEmail: (sender: string, handler: Person | undefined) =>
    `Opened by an email from ${sender}${handler ? ` and assigned to ${nameOf(handler)}` : ', unassigned'}.`,
  notedFromEmail: (sender: string) => `An email from ${sender}, who is not the stakeholder, kept as an internal note.`,
  // Chat by email (docs/product.md#chat-by-email).
  createdFromChat: (stakeholderName: string, handler: Person | undefined) =>
    `No one was online: opened from the chat with ${stakeholderName}${handler ? ` and assigned to ${nameOf(handler)}` : ', unassigned'}.`,
  answeredInChat: (stakeholderName: string) => `${stakeholderName} (the stakeholder) wrote in the chat.`,
  repliedInChat: (staffName: string) => `${staffName} replied in the chat.`,
  reopened: (actor: Person) => `${nameOf(actor)} reopened the ticket; its SLA time starts again.`,
  reopenedByAnswer: (stakeholderName: string) => `Reopened by ${stakeholderName}'s message; its SLA time starts again.`,
  // A move that comes with an action (a new SLA category, or a clock a moment behind).
  statusChanged: (from: TicketStatus, to: TicketStatus) =>
    `Status changed from ${statusLabel(from)} to ${statusLabel(to)} with this change.`,
  // The SLA clock's own moves (sla/sla-clock.ts).
  statusChangedByClock: (from: TicketStatus, to: TicketStatus) =>
    `Status changed from ${statusLabel(from)} to ${statusLabel(to)} by the SLA clock.`,
  deleted: (actor: Person) => `${nameOf(actor)} deleted the ticket.`,
  // Decision 014: the entry's changes hold what the record said.
  stakeholderDeleted: (actor: Person, reference: string, name: string) =>
    `${nameOf(actor)} deleted the stakeholder record ${reference} (${name}) of this ticket's email.`,
  // The same entry for a reader who may not see that record (docs/product.md#stakeholders): only that it went.
  hiddenStakeholderDeleted: () => "A stakeholder record of this ticket's email was removed.",
};
