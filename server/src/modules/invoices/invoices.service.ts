import {
  type CreateInvoiceBody,
  type DuplicateInvoiceBody,
  type Invoice,
  type InvoiceListQuery,
  type InvoicePage,
  lagosDay,
  messages,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { searchedOrCorrected } from '../../db/near-spellings.js';
import { nextReference } from '../../db/references.js';
import type { Actor } from '../../platform/auth/actor.js';
import { assertCan } from '../../platform/auth/permissions.js';
import { recordLevelsSeenBy, visibilityOf } from '../../platform/auth/record-visibility.js';
import { AppError } from '../../platform/errors/app-error.js';
import { findStakeholder } from '../stakeholders/index.js';
import { announceInvoiceChange } from './invoice-announce.js';
import { invoicePdfName, renderInvoicePdf } from './invoice-pdf.js';
import {
  copiedLines,
  percentageAboveAHundred,
  pricedColumns,
  pricedStoredColumns,
  type StoredLines,
  storedLinesOf,
} from './invoice-pricing.js';
import { nextReminderAt } from './invoice-reminder-schedule.js';
import { approvalLimitFor, sendLockedDraft } from './invoice-sending.js';
import { ensureSettings } from './invoice-settings.queries.js';
import { toInvoice, toInvoiceSummary } from './invoices.mapper.js';
import {
  deleteInvoiceRow,
  findInvoiceDetail,
  type InvoiceDetailRow,
  insertInvoice,
  listInvoiceRows,
  lockInvoice,
  updateInvoiceRow,
} from './invoices.queries.js';

type ParsedInvoiceBody = z.output<typeof CreateInvoiceBody>;
type ParsedDuplicateBody = z.output<typeof DuplicateInvoiceBody>;
type ParsedListQuery = z.output<typeof InvoiceListQuery>;

const dayMs = 24 * 60 * 60_000;

// docs/product.md#invoices: drafts, sending, editing, duplicating and deleting.
// Reminders and cancelling are invoice-transitions.service.ts; payments, payments/.
export function createInvoicesService(context: AppContext) {
  const { database, clock } = context;
  const { db } = database;
  const today = () => lagosDay(clock.now());

  async function readDetail(reader: Database, actor: Actor, invoiceId: string) {
    const row = await findInvoiceDetail(reader, {
      organizationId: actor.organizationId,
      invoiceId,
      visibility: visibilityOf(actor),
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  // A change answers with the invoice read inside its own transaction: a delete committed just after
  // it cannot turn a change that happened into a 404 (docs/product.md#invoices).
  async function getInvoice(
    { actor, invoiceId }: { actor: Actor; invoiceId: string },
    reader: Database = db,
  ): Promise<Invoice> {
    return toInvoice(await readDetail(reader, actor, invoiceId), today());
  }

  // The customer is a live record of the organisation that the user may see.
  async function billableStakeholder(db: Database, actor: Actor, stakeholderId: string) {
    const found = await findStakeholder(db, {
      organizationId: actor.organizationId,
      stakeholderId,
      visibility: visibilityOf(actor),
    });
    if (!found) throw new AppError('INVOICE_STAKEHOLDER_NOT_FOUND', { stakeholder: messages.noStakeholderFound });
    return found.stakeholder;
  }

  async function lockOrMiss(tx: Database, actor: Actor, invoiceId: string) {
    const row = await lockInvoice(tx, {
      organizationId: actor.organizationId,
      invoiceId,
      visibility: visibilityOf(actor),
    });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  async function addDraft(
    tx: Database,
    actor: Actor,
    draft: { stakeholderId: string; customerTaxId: string | null; lines: StoredLines; duplicateOfId?: string },
  ) {
    const { number, reference } = await nextReference(tx, actor.organizationId, 'REF');
    const now = clock.now();
    return insertInvoice(tx, {
      organizationId: actor.organizationId,
      number,
      reference,
      stakeholderId: draft.stakeholderId,
      customerTaxId: draft.customerTaxId,
      ...pricedStoredColumns(draft.lines),
      duplicateOfId: draft.duplicateOfId,
      createdById: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
  }

  // After the commit: the invoice as the change left it, announced to those who see it.
  async function finish(row: InvoiceDetailRow) {
    await announceInvoiceChange(context, row.invoice);
    context.jobs.nudge();
    return toInvoice(row, today());
  }

  return {
    getInvoice,

    async listInvoices({ actor, query }: { actor: Actor; query: ParsedListQuery }): Promise<InvoicePage> {
      const { page, page_size } = query;
      const now = today();
      const { organizationId } = actor;
      const searched = { organizationId, text: query.search || undefined, levels: recordLevelsSeenBy(actor) };
      const { rows, count, countCapped, correctedSearch } = await searchedOrCorrected(db, searched, (search) =>
        listInvoiceRows(db, {
          organizationId,
          visibility: visibilityOf(actor),
          status: query.status,
          search,
          today: now,
          sort: query.sort,
          limit: page_size,
          offset: page * page_size,
        }),
      );
      return {
        invoices: rows.map((row) => toInvoiceSummary(row, now)),
        count,
        count_capped: countCapped,
        page,
        page_size,
        corrected_search: correctedSearch,
      };
    },

    // create-invoice: a draft, or sent at once (which needs send_invoice too).
    async createInvoice({ actor, body }: { actor: Actor; body: ParsedInvoiceBody }) {
      if (body.send_status === 'save_and_send') assertCan(actor, 'send_invoice');
      await billableStakeholder(db, actor, body.stakeholder);
      const created = await db.transaction(async (tx) => {
        const invoiceId = await addDraft(tx, actor, {
          stakeholderId: body.stakeholder,
          customerTaxId: body.customer_tax_id,
          lines: storedLinesOf(body),
        });
        if (body.send_status === 'save_and_send') {
          await sendLockedDraft(tx, context, { actor, row: await lockOrMiss(tx, actor, invoiceId) });
        }
        return readDetail(tx, actor, invoiceId);
      });
      return finish(created);
    },

    async sendInvoice({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
      const sent = await db.transaction(async (tx) => {
        await sendLockedDraft(tx, context, { actor, row: await lockOrMiss(tx, actor, invoiceId) });
        return readDetail(tx, actor, invoiceId);
      });
      return finish(sent);
    },

    // edit-invoice: a draft or a pending invoice, priced again.
    // A sent invoice keeps its stakeholder: it was emailed to them.
    async editInvoice({ actor, invoiceId, body }: { actor: Actor; invoiceId: string; body: ParsedInvoiceBody }) {
      const edited = await db.transaction(async (tx) => {
        const row = await lockOrMiss(tx, actor, invoiceId);
        if (row.status === 'paid' || row.status === 'cancelled') throw new AppError('INVOICE_NOT_OPEN');
        // Money was taken, or credit notes issued, against what it says (docs/product.md#payments).
        if (row.status === 'partially_paid' || row.amountCredited > 0) throw new AppError('INVOICE_HAS_PAYMENTS');
        if (row.status === 'pending' && body.stakeholder !== row.stakeholderId) {
          throw new AppError('INVOICE_NOT_OPEN', { stakeholder: messages.invoiceStakeholderFixed });
        }
        if (body.stakeholder !== row.stakeholderId) await billableStakeholder(tx, actor, body.stakeholder);
        const now = clock.now();
        const priced = pricedColumns(body);
        const settings = row.status === 'pending' ? await ensureSettings(tx, actor.organizationId) : null;
        // A sent invoice edited stays within the editor's approval limit, as sending it had to.
        if (settings) {
          const limit = await approvalLimitFor(tx, actor, settings);
          if (limit !== null && priced.total > limit) throw new AppError('INVOICE_ABOVE_APPROVAL_LIMIT');
        }
        const invoiceKey = { organizationId: actor.organizationId, invoiceId };
        await updateInvoiceRow(tx, invoiceKey, {
          stakeholderId: body.stakeholder,
          customerTaxId: body.customer_tax_id,
          ...priced,
          // A new due date moves the reminders still to come, none of them before tomorrow.
          ...(settings && {
            nextReminderAt: nextReminderAt({
              schedule: settings,
              dueDate: priced.dueDate,
              after: new Date(now.getTime() + dayMs),
              remindersSent: row.reminderCount,
            }),
          }),
        });
        if (row.status === 'draft' && body.send_status === 'save_and_send') {
          assertCan(actor, 'send_invoice');
          await sendLockedDraft(tx, context, { actor, row: { ...row, ...priced, stakeholderId: body.stakeholder } });
        }
        return readDetail(tx, actor, invoiceId);
      });
      return finish(edited);
    },

    // docs/product.md#invoices: a new draft on the server copying the lines (and any the
    // Duplicate modal changed), shown as DUP-<original number> until sent.
    async duplicateInvoice({ actor, invoiceId, body }: { actor: Actor; invoiceId: string; body: ParsedDuplicateBody }) {
      const original = await findInvoiceDetail(db, {
        organizationId: actor.organizationId,
        invoiceId,
        visibility: visibilityOf(actor),
      });
      if (!original) throw new AppError('NOT_FOUND');
      await billableStakeholder(db, actor, original.invoice.stakeholderId);
      const lines = copiedLines(original.invoice, body);
      // The body alone may not say the discount is a percentage (it may keep the original's flat value).
      if (percentageAboveAHundred(lines)) {
        throw new AppError('VALIDATION_FAILED', { discount_value: messages.invoicePercentageMax });
      }
      const copy = await db.transaction(async (tx) => {
        const copyId = await addDraft(tx, actor, {
          stakeholderId: original.invoice.stakeholderId,
          customerTaxId: original.invoice.customerTaxId,
          lines,
          duplicateOfId: invoiceId,
        });
        return readDetail(tx, actor, copyId);
      });
      return finish(copy);
    },

    // Decision 015: a draft is removed; a sent, unpaid one is only marked
    // deleted, keeping its number; a paid or cancelled one stays.
    // `seenStatus`: what the user agreed to delete. A draft sent meanwhile was emailed with its number, so
    // it is not deleted in its stead: the send wins and the delete is refused.
    async deleteInvoice({
      actor,
      invoiceId,
      seenStatus,
    }: {
      actor: Actor;
      invoiceId: string;
      seenStatus?: 'draft' | 'pending' | undefined;
    }) {
      const row = await db.transaction(async (tx) => {
        const row = await lockOrMiss(tx, actor, invoiceId);
        if (row.status === 'paid' || row.status === 'cancelled') throw new AppError('INVOICE_DELETE_CLOSED');
        if (row.status === 'partially_paid' || row.amountCredited > 0) throw new AppError('INVOICE_HAS_PAYMENTS');
        if (seenStatus && row.status !== seenStatus) throw new AppError('INVOICE_CHANGED_MEANWHILE');
        const invoiceKey = { organizationId: actor.organizationId, invoiceId };
        if (row.status === 'draft') await deleteInvoiceRow(tx, invoiceKey);
        else await updateInvoiceRow(tx, invoiceKey, { deletedAt: clock.now(), nextReminderAt: null });
        return row;
      });
      await announceInvoiceChange(context, row);
    },

    async invoicePdf({ actor, invoiceId }: { actor: Actor; invoiceId: string }) {
      const detail = await readDetail(db, actor, invoiceId);
      return { filename: invoicePdfName(detail), content: await renderInvoicePdf(detail, clock.now()) };
    },
  };
}
