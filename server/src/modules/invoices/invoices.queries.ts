import { type InvoiceSort, type InvoiceStatusFilter, owedInvoiceStatuses } from '@srm/contract';
import { and, eq, ilike, inArray, isNull, lt, lte, notInArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type ListedTable, type OrderKey, orderTerms, pagedList } from '../../db/paged-list.js';
import {
  invoiceCounts,
  invoiceEmails,
  invoiceSettings,
  invoices,
  type NewInvoiceRow,
  organizations,
  stakeholders,
  users,
} from '../../db/schema/index.js';
import { containsPattern } from '../../db/search.js';
import type { Visibility } from '../../platform/auth/record-visibility.js';
import { recordsManagedBy } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import { listCreditNotesOf } from './payments/credit-notes.queries.js';
import { listPaymentsOf } from './payments/payments.queries.js';

export type { InvoiceRow, InvoiceSettingsRow, StoredBankAccount } from '../../db/schema/index.js';

// docs/product.md#roles: an invoice is seen by whoever sees its stakeholder: by its level, or as the
// record's account manager.
function visibleUnder(visibility: Visibility): SQL | undefined {
  if (visibility === null) return undefined;
  return or(
    isNull(invoices.stakeholderSensitivity),
    inArray(invoices.stakeholderSensitivity, [...visibility.levels]),
    inArray(invoices.stakeholderId, recordsManagedBy(visibility)),
  );
}

// Sent and not yet fully paid nor cancelled.
export const isOwedRow = () => inArray(invoices.status, [...owedInvoiceStatuses]);

export const liveIn = (organizationId: string, visibility: Visibility) =>
  and(eq(invoices.organizationId, organizationId), isNull(invoices.deletedAt), visibleUnder(visibility));

// The organisation of a live invoice a stakeholder's link names (docs/product.md#invoices): the link is all its
// holder has.
export async function findOrganizationOfInvoice(db: Database, invoiceId: string) {
  const [row] = await db
    .select({ organizationId: invoices.organizationId })
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.deletedAt)));
  return row?.organizationId;
}

export async function insertInvoice(tx: Database, values: NewInvoiceRow) {
  const [row] = await tx.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

interface InvoiceKey {
  organizationId: string;
  invoiceId: string;
}

const isInvoice = ({ organizationId, invoiceId }: InvoiceKey) =>
  and(eq(invoices.organizationId, organizationId), eq(invoices.id, invoiceId));

export async function updateInvoiceRow(tx: Database, invoice: InvoiceKey, changes: Partial<NewInvoiceRow>) {
  await tx
    .update(invoices)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(isInvoice(invoice));
}

export async function deleteInvoiceRow(tx: Database, invoice: InvoiceKey) {
  await tx.delete(invoices).where(isInvoice(invoice));
}

// The live invoice, locked until the transaction ends, if the reader sees it.
export async function lockInvoice(
  tx: Database,
  { organizationId, invoiceId, visibility }: { organizationId: string; invoiceId: string; visibility: Visibility },
) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(liveIn(organizationId, visibility), eq(invoices.id, invoiceId)))
    .for('update');
  return row;
}

// What an invoice shows of its stakeholder (To).
const stakeholderColumns = {
  id: stakeholders.id,
  name: stakeholders.name,
  emails: stakeholders.emails,
  address: stakeholders.address,
  taxId: stakeholders.taxId,
  deletedAt: stakeholders.deletedAt,
};

const sentBy = alias(users, 'sent_by');
const paidBy = alias(users, 'paid_by');
const cancelledBy = alias(users, 'cancelled_by');
const original = alias(invoices, 'original');

// Everything an invoice's page, PDF and emails show.
export async function findInvoiceDetail(
  db: Database,
  { organizationId, invoiceId, visibility }: { organizationId: string; invoiceId: string; visibility: Visibility },
) {
  const [row] = await db
    .select({
      invoice: invoices,
      stakeholder: stakeholderColumns,
      organization: { name: organizations.name, email: organizations.email, country: organizations.country },
      // Drizzle takes a left join's object as missing when its first column is null: the id comes first, so
      // settings without an address still show their TIN and accounts.
      settings: {
        id: invoiceSettings.id,
        businessAddress: invoiceSettings.businessAddress,
        taxId: invoiceSettings.taxId,
        registrationNumber: invoiceSettings.registrationNumber,
        paymentTerms: invoiceSettings.paymentTerms,
        bankAccounts: invoiceSettings.bankAccounts,
      },
      sentBy: { id: sentBy.id, firstName: sentBy.firstName, lastName: sentBy.lastName },
      paidBy: { id: paidBy.id, firstName: paidBy.firstName, lastName: paidBy.lastName },
      cancelledBy: { id: cancelledBy.id, firstName: cancelledBy.firstName, lastName: cancelledBy.lastName },
      duplicateOf: { id: original.id, invoiceNumber: original.invoiceNumber, reference: original.reference },
    })
    .from(invoices)
    .innerJoin(stakeholders, eq(stakeholders.id, invoices.stakeholderId))
    .innerJoin(organizations, eq(organizations.id, invoices.organizationId))
    .leftJoin(invoiceSettings, eq(invoiceSettings.organizationId, invoices.organizationId))
    .leftJoin(sentBy, eq(sentBy.id, invoices.sentById))
    .leftJoin(paidBy, eq(paidBy.id, invoices.paidById))
    .leftJoin(cancelledBy, eq(cancelledBy.id, invoices.cancelledById))
    .leftJoin(original, eq(original.id, invoices.duplicateOfId))
    .where(and(liveIn(organizationId, visibility), eq(invoices.id, invoiceId)));
  if (!row) return undefined;
  const [payments, creditNotes] = await Promise.all([
    listPaymentsOf(db, { organizationId, invoiceId }),
    listCreditNotesOf(db, { organizationId, invoiceId }),
  ]);
  return { ...row, payments, creditNotes };
}

export type InvoiceDetailRow = NonNullable<Awaited<ReturnType<typeof findInvoiceDetail>>>;

export interface InvoiceListFilter {
  organizationId: string;
  visibility: Visibility;
  status?: InvoiceStatusFilter | undefined;
  search?: string | undefined;
  // Today in Lagos: what overdue means.
  today: string;
  // Newest request first unless given.
  sort?: InvoiceSort | undefined;
  limit: number;
  offset: number;
}

const listed: ListedTable = { table: invoices, id: invoices.id, createdAt: invoices.createdAt };

// docs/product.md#invoices: each order walks an index of its own (schema/invoices.ts), ties broken by the id.
// By number, drafts (no number yet) come last either way.
export const invoiceOrders: Record<InvoiceSort, OrderKey[]> = {
  '-created_at': [{ by: invoices.createdAt, descending: true }],
  created_at: [{ by: invoices.createdAt, descending: false }],
  '-invoice_number': [{ by: invoices.invoiceSequence, descending: true }],
  invoice_number: [{ by: invoices.invoiceSequence, descending: false, nullsFirst: false }],
  '-due_date': [{ by: invoices.dueDate, descending: true }],
  due_date: [{ by: invoices.dueDate, descending: false }],
  '-amount': [{ by: invoices.total, descending: true }],
  amount: [{ by: invoices.total, descending: false }],
};

function statusFilter(status: InvoiceStatusFilter | undefined, today: string) {
  if (!status) return undefined;
  if (status === 'overdue') return and(isOwedRow(), lt(invoices.dueDate, today));
  return eq(invoices.status, status);
}

async function countFromCounters(db: Database, { organizationId, visibility, status }: InvoiceListFilter) {
  const levels =
    visibility === null
      ? undefined
      : or(
          isNull(invoiceCounts.stakeholderSensitivity),
          inArray(invoiceCounts.stakeholderSensitivity, [...visibility.levels]),
        );
  const byStatus = status && status !== 'overdue' ? status : undefined;
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${invoiceCounts.count}), 0)::int` })
    .from(invoiceCounts)
    .where(
      and(
        eq(invoiceCounts.organizationId, organizationId),
        byStatus ? eq(invoiceCounts.status, byStatus) : undefined,
        levels,
      ),
    );
  const counted = row?.value ?? 0;
  if (visibility === null) return counted;
  // The invoices of records above the reader's levels that they manage are not in their counters.
  const [managed] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(invoices)
    .where(
      and(
        inArray(invoices.stakeholderId, recordsManagedBy(visibility)),
        eq(invoices.organizationId, organizationId),
        isNull(invoices.deletedAt),
        byStatus ? eq(invoices.status, byStatus) : undefined,
        notInArray(invoices.stakeholderSensitivity, [...visibility.levels]),
      ),
    );
  return counted + (managed?.value ?? 0);
}

// A page in the chosen order and its total (db/paged-list.ts): exact from the
// counters unless searched or overdue, else counted up to the cap.
export async function listInvoiceRows(db: Database, filter: InvoiceListFilter) {
  const order = invoiceOrders[filter.sort ?? '-created_at'];
  const { ids, count, countCapped } = await pagedList({
    db,
    from: listed,
    where: and(liveIn(filter.organizationId, filter.visibility), statusFilter(filter.status, filter.today)),
    search: filter.search ? ilike(invoices.searchText, containsPattern(filter.search.toLowerCase())) : undefined,
    limit: filter.limit,
    offset: filter.offset,
    total: filter.search || filter.status === 'overdue' ? undefined : () => countFromCounters(db, filter),
    order,
  });
  if (ids.length === 0) return { rows: [], count, countCapped };
  const rows = await db
    .select({
      invoice: invoices,
      stakeholder: stakeholderColumns,
      duplicateOf: { id: original.id, invoiceNumber: original.invoiceNumber, reference: original.reference },
    })
    .from(invoices)
    .innerJoin(stakeholders, eq(stakeholders.id, invoices.stakeholderId))
    .leftJoin(original, eq(original.id, invoices.duplicateOfId))
    .where(inArray(invoices.id, ids))
    .orderBy(...orderTerms(listed, order));
  return { rows, count, countCapped };
}

export type InvoiceSummaryRow = Awaited<ReturnType<typeof listInvoiceRows>>['rows'][number];

// The first email of a live record, if it has one.
export async function findLiveStakeholderEmail(
  db: Database,
  { organizationId, stakeholderId }: { organizationId: string; stakeholderId: string },
) {
  const [row] = await db
    .select({ emails: stakeholders.emails, taxId: stakeholders.taxId })
    .from(stakeholders)
    .where(
      and(
        eq(stakeholders.organizationId, organizationId),
        eq(stakeholders.id, stakeholderId),
        isNull(stakeholders.deletedAt),
      ),
    );
  return row ? { email: row.emails[0] ?? null, taxId: row.taxId } : undefined;
}

// The number of the next email about an invoice (the invoice, then each reminder).
// The caller holds the invoice locked: one of another organisation is a bug, and rolls its transaction back.
export async function takeEmailNumber(tx: Database, invoice: InvoiceKey) {
  const [row] = await tx
    .update(invoices)
    .set({ emailsRequested: sql`${invoices.emailsRequested} + 1` })
    .where(isInvoice(invoice))
    .returning({ emailNumber: invoices.emailsRequested });
  if (!row) throw new Error("the invoice to email is not the organisation's");
  return row.emailNumber;
}

// Records that email `emailNumber` of an invoice is queued; false if it was
// already, or if the invoice is not the organisation's (invoice_emails has no
// organisation of its own: the invoice's row names it, in the same statement).
export async function markEmailQueued(
  tx: Database,
  { emailNumber, kind, queuedAt, ...invoice }: InvoiceKey & { emailNumber: number; kind: string; queuedAt: Date },
) {
  const rows = await tx
    .insert(invoiceEmails)
    .select(
      tx
        .select({
          invoiceId: invoices.id,
          emailNumber: sql`${emailNumber}::int`.as('email_number'),
          kind: sql`${kind}`.as('kind'),
          queuedAt: sql`${queuedAt.toISOString()}::timestamptz`.as('queued_at'),
        })
        .from(invoices)
        .where(isInvoice(invoice)),
    )
    .onConflictDoNothing()
    .returning({ invoiceId: invoiceEmails.invoiceId });
  return rows.length > 0;
}

// Owed invoices whose automatic reminder is due, with their settings,
// locked; those another copy holds are skipped.
export function lockDueReminders(tx: Database, { now, limit }: { now: Date; limit: number }) {
  return tx
    .select({ invoice: invoices, settings: invoiceSettings })
    .from(invoices)
    .innerJoin(invoiceSettings, eq(invoiceSettings.organizationId, invoices.organizationId))
    .where(and(isNull(invoices.deletedAt), isOwedRow(), lte(invoices.nextReminderAt, now)))
    .orderBy(invoices.nextReminderAt)
    .limit(limit)
    .for('update', { of: invoices, skipLocked: true });
}

// Locked (in id order), so a reminder being served meanwhile is counted before the new schedule is written.
export function listUnpaidInvoices(tx: Database, organizationId: string) {
  return tx
    .select({
      id: invoices.id,
      dueDate: invoices.dueDate,
      reminderCount: invoices.reminderCount,
      lastReminderAt: invoices.lastReminderAt,
    })
    .from(invoices)
    .where(and(eq(invoices.organizationId, organizationId), isOwedRow(), isNull(invoices.deletedAt)))
    .orderBy(invoices.id)
    .for('update');
}

// Many of the organisation's invoices' next reminder times in one statement.
export async function setNextReminders(
  tx: Database,
  { organizationId, schedule }: { organizationId: string; schedule: { id: string; at: Date | null }[] },
) {
  if (schedule.length === 0) return;
  const values = schedule.map(({ id, at }) => sql`(${id}::uuid, ${at?.toISOString() ?? null}::timestamptz)`);
  await tx.execute(sql`
    update invoices set next_reminder_at = schedule.at
    from (values ${sql.join(values, sql`, `)}) as schedule(id, at)
    where invoices.id = schedule.id and invoices.organization_id = ${organizationId}`);
}
