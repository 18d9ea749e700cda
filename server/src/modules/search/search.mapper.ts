import {
  formatKobo,
  formatNigerianPhone,
  pathTo,
  permissionTypeLabels,
  type SearchHit,
  type SearchKind,
} from '@srm/contract';
import type { searchFeedback } from '../feedback/index.js';
import type { searchInvoices } from '../invoices/index.js';
import type { searchStaff } from '../organisation/index.js';
import type { searchStakeholders } from '../stakeholders/index.js';
import type { searchTickets } from '../tickets/index.js';

type HitRow<Search extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<Search>>[number];
type Hit<Row> = (row: Row) => SearchHit;

const capitalised = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

const ranking = (kind: SearchKind, row: { match: SearchHit['match'] }) => ({ kind, match: row.match });

export const toTicketHit: Hit<HitRow<typeof searchTickets>> = (row) => ({
  ...ranking('ticket', row),
  id: row.id,
  reference: row.reference,
  title: row.title,
  detail: `${row.stakeholderName} · ${capitalised(row.status)}`,
  link: pathTo.ticket(row),
});

export const toStakeholderHit: Hit<HitRow<typeof searchStakeholders>> = (row) => {
  const phone = row.phones[0];
  return {
    ...ranking('stakeholder', row),
    id: row.id,
    reference: row.reference,
    title: row.name,
    detail: row.emails[0] ?? (phone ? formatNigerianPhone(phone) : ''),
    link: pathTo.stakeholder(row.id),
  };
};

export const toStaffHit: Hit<HitRow<typeof searchStaff>> = (row) => ({
  ...ranking('staff', row),
  id: row.id,
  reference: row.email,
  title: `${row.firstName} ${row.lastName}`,
  detail: permissionTypeLabels[row.role],
  link: pathTo.userTickets(row.id),
});

export const toFeedbackHit: Hit<HitRow<typeof searchFeedback>> = (row) => ({
  ...ranking('feedback', row),
  id: row.id,
  reference: row.reference,
  title: row.subject,
  detail: row.stakeholderName,
  link: pathTo.feedback(row.id),
});

export const toInvoiceHit: Hit<HitRow<typeof searchInvoices>> = (row) => ({
  ...ranking('invoice', row),
  id: row.id,
  reference: row.invoiceNumber ?? row.reference,
  title: row.stakeholderName,
  detail: `${capitalised(row.status)} · ${formatKobo(row.total)}`,
  link: pathTo.invoiceFor({ id: row.id, payment_status: row.status }),
});
