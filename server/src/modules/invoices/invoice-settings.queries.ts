import { defaultInvoiceSettings, type Kobo } from '@srm/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type InvoiceSettingsRow, invoiceSettings, invoiceStaffSettings, users } from '../../db/schema/index.js';

export type SettingsChanges = Partial<
  Omit<InvoiceSettingsRow, 'id' | 'organizationId' | 'lastSequence' | 'createdAt' | 'updatedAt'>
>;

const defaults = {
  numberPrefix: defaultInvoiceSettings.invoice_number_prefix,
  numberSuffix: defaultInvoiceSettings.invoice_number_suffix,
  numberStart: defaultInvoiceSettings.invoice_number_start,
  numberDigits: defaultInvoiceSettings.invoice_number_digits,
  approvalEnabled: defaultInvoiceSettings.invoice_approval_enabled,
  approvalLimitFlat: defaultInvoiceSettings.invoice_approval_limit_flat,
  cancellingAllowed: defaultInvoiceSettings.cancel_invoice,
  remindersEnabled: defaultInvoiceSettings.reminders_enabled,
  reminderDaysBeforeDue: defaultInvoiceSettings.reminder_days_before_due,
  remindOnDueDate: defaultInvoiceSettings.remind_on_due_date,
  reminderEveryDays: defaultInvoiceSettings.reminder_every_days,
  reminderMax: defaultInvoiceSettings.reminder_max,
  businessAddress: defaultInvoiceSettings.business_address,
  taxId: defaultInvoiceSettings.tax_id,
};

// The organisation's settings, made with the defaults on first use.
export async function ensureSettings(db: Database, organizationId: string): Promise<InvoiceSettingsRow> {
  const [existing] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.organizationId, organizationId));
  if (existing) return existing;
  await db
    .insert(invoiceSettings)
    .values({ organizationId, ...defaults })
    .onConflictDoNothing({ target: invoiceSettings.organizationId });
  const [made] = await db.select().from(invoiceSettings).where(eq(invoiceSettings.organizationId, organizationId));
  return made!;
}

export async function updateSettingsRow(tx: Database, organizationId: string, changes: SettingsChanges) {
  await tx
    .update(invoiceSettings)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(invoiceSettings.organizationId, organizationId));
}

// The next place in the numbering, taken for the invoice being sent: the row
// stays locked until the sending transaction ends, so concurrent sends queue
// here one by one, and a send that rolls back gives its place back (decision 015).
export async function takeNextSequence(tx: Database, organizationId: string) {
  const [row] = await tx
    .update(invoiceSettings)
    .set({ lastSequence: sql`greatest(${invoiceSettings.lastSequence} + 1, ${invoiceSettings.numberStart})` })
    .where(eq(invoiceSettings.organizationId, organizationId))
    .returning();
  return row!;
}

export function listStaffSettings(db: Database, organizationId: string) {
  return db
    .select({
      userId: invoiceStaffSettings.userId,
      approvalLimit: invoiceStaffSettings.approvalLimit,
      mayCancel: invoiceStaffSettings.mayCancel,
      role: users.permissionType,
    })
    .from(invoiceStaffSettings)
    .innerJoin(users, eq(users.id, invoiceStaffSettings.userId))
    .where(eq(invoiceStaffSettings.organizationId, organizationId))
    .orderBy(invoiceStaffSettings.userId);
}

export async function findStaffSettings(
  db: Database,
  { organizationId, userId }: { organizationId: string; userId: string },
) {
  const [row] = await db
    .select()
    .from(invoiceStaffSettings)
    .where(and(eq(invoiceStaffSettings.organizationId, organizationId), eq(invoiceStaffSettings.userId, userId)));
  return row;
}

// Executives' own limits (in kobo; null: the flat limit): one row per listed executive.
export async function setApprovalLimits(tx: Database, organizationId: string, limits: Map<string, Kobo | null>) {
  for (const [userId, approvalLimit] of limits) {
    await tx
      .insert(invoiceStaffSettings)
      .values({ organizationId, userId, approvalLimit })
      .onConflictDoUpdate({
        target: [invoiceStaffSettings.organizationId, invoiceStaffSettings.userId],
        set: { approvalLimit },
      });
  }
}

// Exactly these members may cancel beyond their role.
export async function setCancellers(tx: Database, organizationId: string, userIds: string[]) {
  await tx
    .update(invoiceStaffSettings)
    .set({ mayCancel: false })
    .where(eq(invoiceStaffSettings.organizationId, organizationId));
  for (const userId of userIds) {
    await tx
      .insert(invoiceStaffSettings)
      .values({ organizationId, userId, mayCancel: true })
      .onConflictDoUpdate({
        target: [invoiceStaffSettings.organizationId, invoiceStaffSettings.userId],
        set: { mayCancel: true },
      });
  }
}
