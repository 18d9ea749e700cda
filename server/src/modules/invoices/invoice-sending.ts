import { formatInvoiceNumber } from '@srm/contract';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { enqueueInvoiceEmail } from './invoice-emails.js';
import { nextReminderAt } from './invoice-reminder-schedule.js';
import { ensureSettings, findStaffSettings, takeNextSequence } from './invoice-settings.queries.js';
import {
  findLiveStakeholderEmail,
  type InvoiceRow,
  type InvoiceSettingsRow,
  updateInvoiceRow,
} from './invoices.queries.js';

export const numberingOf = (settings: InvoiceSettingsRow) => ({
  invoice_number_prefix: settings.numberPrefix,
  invoice_number_suffix: settings.numberSuffix,
  invoice_number_digits: settings.numberDigits,
});

// Decision 015: with approval on, an executive may send up to their own limit,
// else the flat one (kobo; null: no limit applies). Managers have none.
export async function approvalLimitFor(tx: Database, actor: Actor, settings: InvoiceSettingsRow) {
  if (actor.role !== 'executive' || !settings.approvalEnabled) return null;
  const own = await findStaffSettings(tx, { organizationId: actor.organizationId, userId: actor.userId });
  return own?.approvalLimit ?? settings.approvalLimitFlat;
}

async function emailOfStakeholder(tx: Database, row: InvoiceRow) {
  const stakeholder = await findLiveStakeholderEmail(tx, {
    organizationId: row.organizationId,
    stakeholderId: row.stakeholderId,
  });
  if (!stakeholder) throw new AppError('INVOICE_STAKEHOLDER_NOT_FOUND');
  if (!stakeholder.email) throw new AppError('INVOICE_NO_EMAIL');
  return stakeholder;
}

// Sends a locked draft inside the caller's transaction (docs/product.md#invoices):
// the approval limit, the email with its PDF (made by a job after the commit),
// then the next number of the settings, the pending status and the first
// automatic reminder, all or nothing. The number is taken last, so the
// settings row it locks is held only for one more statement and the commit.
export async function sendLockedDraft(
  tx: Database,
  context: Pick<AppContext, 'clock' | 'jobs'>,
  { actor, row }: { actor: Actor; row: InvoiceRow },
) {
  if (row.status !== 'draft') throw new AppError('INVOICE_ALREADY_SENT');
  const stakeholder = await emailOfStakeholder(tx, row);
  const settings = await ensureSettings(tx, actor.organizationId);
  const approvalLimit = await approvalLimitFor(tx, actor, settings);
  if (approvalLimit !== null && row.total > approvalLimit) throw new AppError('INVOICE_ABOVE_APPROVAL_LIMIT');

  const now = context.clock.now();
  // Everything else first: from taking the number to the commit, concurrent
  // sends of the organisation wait on the settings row (decision 015).
  const emailNumber = row.emailsRequested + 1;
  await enqueueInvoiceEmail(tx, context, {
    organizationId: actor.organizationId,
    invoiceId: row.id,
    kind: 'invoice',
    emailNumber,
  });
  const numbered = await takeNextSequence(tx, actor.organizationId);
  try {
    await updateInvoiceRow(
      tx,
      { organizationId: actor.organizationId, invoiceId: row.id },
      {
        status: 'pending',
        invoiceNumber: formatInvoiceNumber(numberingOf(numbered), numbered.lastSequence),
        invoiceSequence: numbered.lastSequence,
        sentAt: now,
        sentById: actor.userId,
        approvalLimit,
        nextReminderAt: nextReminderAt({ schedule: numbered, dueDate: row.dueDate, after: now, remindersSent: 0 }),
        emailsRequested: emailNumber,
        // The TIN it is issued with stays: a TIN left empty is the record's as it is now (docs/product.md#invoices).
        customerTaxId: row.customerTaxId ?? stakeholder.taxId,
      },
    );
  } catch (error) {
    if (isUniqueViolation(error, 'invoices_invoice_number_unique')) throw new AppError('INVOICE_NUMBER_TAKEN');
    throw error;
  }
}
