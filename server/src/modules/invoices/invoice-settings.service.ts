import {
  type BankAccount,
  formatCreditNoteNumber,
  formatInvoiceNumber,
  formatReceiptNumber,
  type InvoiceSettings,
  type InvoiceSettingsBody,
  type Kobo,
  koboToNaira,
  messages,
  nairaToKobo,
} from '@srm/contract';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../platform/auth/actor.js';
import { AppError } from '../../platform/errors/app-error.js';
import { listMembersByIds } from '../../platform/staff/staff-directory.queries.js';
import { rescheduleReminders } from './invoice-reminders.js';
import { numberingOf } from './invoice-sending.js';
import {
  ensureSettings,
  listStaffSettings,
  type SettingsChanges,
  setApprovalLimits,
  setCancellers,
  updateSettingsRow,
} from './invoice-settings.queries.js';
import { type InvoiceSettingsRow, listUnpaidInvoices, type StoredBankAccount } from './invoices.queries.js';

type ParsedSettingsBody = z.output<typeof InvoiceSettingsBody>;

// The API's approval limits are naira; the settings keep kobo.
const kobo = (naira: number | null) => (naira === null ? null : nairaToKobo(naira));
const naira = (amount: Kobo | null) => (amount === null ? null : koboToNaira(amount));

const reminderFields = [
  'remindersEnabled',
  'reminderDaysBeforeDue',
  'remindOnDueDate',
  'reminderEveryDays',
  'reminderMax',
] as const;

// Kept with the default first, the order every invoice prints them in.
const storedAccounts = (accounts: BankAccount[]): StoredBankAccount[] =>
  [...accounts]
    .sort((a, b) => Number(b.is_default) - Number(a.is_default))
    .map((account) => ({
      bankName: account.bank_name,
      accountName: account.account_name,
      accountNumber: account.account_number,
      isDefault: account.is_default,
    }));

function changesOf(body: ParsedSettingsBody): SettingsChanges {
  const changes: SettingsChanges = {
    numberPrefix: body.invoice_number_prefix,
    numberSuffix: body.invoice_number_suffix,
    numberStart: body.invoice_number_start,
    numberDigits: body.invoice_number_digits,
    receiptPrefix: body.receipt_number_prefix,
    creditNotePrefix: body.credit_note_number_prefix,
    approvalEnabled: body.invoice_approval_enabled,
    approvalLimitFlat:
      body.invoice_approval_limit_flat === undefined ? undefined : kobo(body.invoice_approval_limit_flat),
    cancellingAllowed: body.cancel_invoice,
    remindersEnabled: body.reminders_enabled,
    reminderDaysBeforeDue: body.reminder_days_before_due,
    remindOnDueDate: body.remind_on_due_date,
    reminderEveryDays: body.reminder_every_days,
    reminderMax: body.reminder_max,
    businessAddress: body.business_address === undefined ? undefined : body.business_address || null,
    taxId: body.tax_id === undefined ? undefined : body.tax_id || null,
    registrationNumber: body.registration_number,
    paymentTerms: body.payment_terms === undefined ? undefined : body.payment_terms || null,
    bankAccounts: body.bank_accounts === undefined ? undefined : storedAccounts(body.bank_accounts),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}

// The roles of those of these users who are members of the organisation.
async function rolesOfMembers(
  tx: Database,
  { organizationId, userIds }: { organizationId: string; userIds: string[] },
) {
  const members = await listMembersByIds(tx, { organizationId, ids: userIds });
  return new Map(members.map((member) => [member.id, member.role]));
}

// The invoice settings (docs/product.md#invoices), one set per organisation (decision 015).
export function createInvoiceSettingsService(context: AppContext) {
  const { db } = context.database;

  async function settingsOf(db: Database, organizationId: string): Promise<InvoiceSettings> {
    const row = await ensureSettings(db, organizationId);
    const staff = await listStaffSettings(db, organizationId);
    return toSettings(row, staff);
  }

  // Executives of the organisation, else the field's message.
  async function assertExecutives(tx: Database, organizationId: string, userIds: string[]) {
    const roles = await rolesOfMembers(tx, { organizationId, userIds });
    if (userIds.some((id) => roles.get(id) !== 'executive')) {
      throw new AppError('VALIDATION_FAILED', { executive_approval_amounts: messages.approvalLimitsForExecutives });
    }
  }

  return {
    getSettings: ({ actor }: { actor: Actor }) => settingsOf(db, actor.organizationId),

    // POST invoice-settings: the fields sent change, the rest stay.
    async saveSettings({ actor, body }: { actor: Actor; body: ParsedSettingsBody }) {
      const { organizationId } = actor;
      return db.transaction(async (tx) => {
        const before = await ensureSettings(tx, organizationId);
        const changes = changesOf(body);
        const after = { ...before, ...changes } as InvoiceSettingsRow;
        const rescheduling = reminderFields.some((field) => after[field] !== before[field]);
        // A payment locks its invoice, then this row for its receipt's number: the owed invoices are locked here
        // first too, so the two never wait on each other (docs/product.md#payments).
        if (rescheduling) await listUnpaidInvoices(tx, organizationId);
        await updateSettingsRow(tx, organizationId, changes);
        if (body.executive_approval_amounts) {
          const limits = Object.entries(body.executive_approval_amounts);
          await assertExecutives(
            tx,
            organizationId,
            limits.map(([userId]) => userId),
          );
          // Only the executives named change: a form showing some staff never clears the others' limits.
          await setApprovalLimits(tx, organizationId, new Map(limits.map(([userId, limit]) => [userId, kobo(limit)])));
        }
        if (body.invoice_cancellation_users) {
          const userIds = [...new Set(body.invoice_cancellation_users)];
          const members = await rolesOfMembers(tx, { organizationId, userIds });
          if (members.size !== userIds.length) {
            throw new AppError('VALIDATION_FAILED', {
              invoice_cancellation_users: messages.accountManagerNotInOrganization,
            });
          }
          await setCancellers(tx, organizationId, userIds);
        }
        if (rescheduling) await rescheduleReminders(tx, context, { organizationId, schedule: after });
        return settingsOf(tx, organizationId);
      });
    },

    // assign-invoice-settings: one executive's own limit.
    async assignApprovalLimit({
      actor,
      settingsId,
      userId,
      approvalLimit,
    }: {
      actor: Actor;
      settingsId: string;
      userId: string;
      approvalLimit: number | null;
    }) {
      const { organizationId } = actor;
      return db.transaction(async (tx) => {
        const settings = await ensureSettings(tx, organizationId);
        const roles = await rolesOfMembers(tx, { organizationId, userIds: [userId] });
        if (settings.id !== settingsId || !roles.has(userId)) throw new AppError('NOT_FOUND');
        await assertExecutives(tx, organizationId, [userId]);
        await setApprovalLimits(tx, organizationId, new Map([[userId, kobo(approvalLimit)]]));
        return settingsOf(tx, organizationId);
      });
    },
  };
}

function toSettings(row: InvoiceSettingsRow, staff: Awaited<ReturnType<typeof listStaffSettings>>): InvoiceSettings {
  const numbering = numberingOf(row);
  return {
    id: row.id,
    ...numbering,
    invoice_number_start: row.numberStart,
    next_invoice_number: formatInvoiceNumber(numbering, Math.max(row.lastSequence + 1, row.numberStart)),
    receipt_number_prefix: row.receiptPrefix,
    next_receipt_number: formatReceiptNumber(row.receiptPrefix, row.lastReceiptSequence + 1),
    credit_note_number_prefix: row.creditNotePrefix,
    next_credit_note_number: formatCreditNoteNumber(row.creditNotePrefix, row.lastCreditNoteSequence + 1),
    invoice_approval_enabled: row.approvalEnabled,
    invoice_approval_limit_flat: naira(row.approvalLimitFlat),
    cancel_invoice: row.cancellingAllowed,
    executive_approval_amounts: Object.fromEntries(
      staff
        .filter((member) => member.role === 'executive' && member.approvalLimit !== null)
        .map((member) => [member.userId, naira(member.approvalLimit)]),
    ),
    invoice_cancellation_users: staff.filter((member) => member.mayCancel).map((member) => member.userId),
    reminders_enabled: row.remindersEnabled,
    reminder_days_before_due: row.reminderDaysBeforeDue,
    remind_on_due_date: row.remindOnDueDate,
    reminder_every_days: row.reminderEveryDays,
    reminder_max: row.reminderMax,
    business_address: row.businessAddress,
    tax_id: row.taxId,
    registration_number: row.registrationNumber,
    payment_terms: row.paymentTerms,
    bank_accounts: row.bankAccounts.map((account) => ({
      bank_name: account.bankName,
      account_name: account.accountName,
      account_number: account.accountNumber,
      is_default: account.isDefault,
    })),
  };
}
