import { addDays, formatInvoiceNumber, formatReceiptNumber, type InvoicePlan, kobo, lagosDay } from '@srm/contract';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { nextReference } from '../db/references.js';
import { invoicePayments, invoiceSettings, invoices, stakeholders, type UserRow } from '../db/schema/index.js';
import { pricedColumns } from '../modules/invoices/invoice-pricing.js';
import { nextReminderAt } from '../modules/invoices/invoice-reminder-schedule.js';
import { ensureSettings } from '../modules/invoices/invoice-settings.queries.js';

const dayMs = 24 * 60 * 60_000;

type Outcome = 'paid' | 'unpaid' | 'cancelled';

interface DemoInvoice {
  daysAgo: number;
  plan: InvoicePlan;
  months: number;
  employees: number;
  discount?: { type: 'percentage' | 'flat'; value: number };
  outcome: Outcome;
}

const plans: InvoicePlan[] = ['elevate', 'prime_wave', 'pinnacle', 'prime_wave', 'elevate', 'pinnacle'];
const terms = [1, 3, 6, 12, 3, 1];

// Six months of billing, four invoices a month (due 14 days after sending),
// most paid within a week; three left unpaid past their due date, one
// cancelled, one waiver; the last two weeks' still open.
const lateDaysAgo = [23, 69, 122];
const cancelledDaysAgo = 106;

function demoInvoices(): DemoInvoice[] {
  return Array.from({ length: 24 }, (_, index) => {
    const daysAgo = Math.floor(index / 4) * 30 + [2, 9, 16, 23][index % 4]!;
    const outcome: Outcome =
      daysAgo === cancelledDaysAgo ? 'cancelled' : daysAgo <= 14 || lateDaysAgo.includes(daysAgo) ? 'unpaid' : 'paid';
    return {
      daysAgo,
      plan: index === 10 ? 'waiver' : plans[index % plans.length]!,
      months: terms[index % terms.length]!,
      employees: 3 + ((index * 7) % 38),
      ...(index % 3 === 0 && {
        discount: index % 2 ? { type: 'flat' as const, value: 2500 } : { type: 'percentage' as const, value: 10 },
      }),
      outcome,
    };
  });
}

// Invoices for the demo organisation's stakeholders, numbered in the order
// they were sent, as the settings would have numbered them, and three drafts.
// Added once: an organisation that has invoices already gets none.
export async function seedDemoInvoices(
  db: Database,
  { organizationId, staff, now }: { organizationId: string; staff: UserRow[]; now: Date },
) {
  const [existing] = await db.select({ n: count() }).from(invoices).where(eq(invoices.organizationId, organizationId));
  if ((existing?.n ?? 0) > 0) return 0;
  const customers = await db
    .select({ id: stakeholders.id })
    .from(stakeholders)
    .where(and(eq(stakeholders.organizationId, organizationId), isNull(stakeholders.deletedAt)))
    .orderBy(asc(stakeholders.createdAt));
  if (customers.length === 0) return 0;
  const sender = (index: number) => staff.filter((member) => member.permissionType !== 'support')[index % 3]!;
  const settings = await ensureSettings(db, organizationId);
  const sent = demoInvoices().sort((a, b) => b.daysAgo - a.daysAgo);
  const today = lagosDay(now);

  await db.transaction(async (tx) => {
    let receipts = 0;
    for (const [index, demo] of sent.entries()) {
      const sentAt = new Date(now.getTime() - demo.daysAgo * dayMs);
      const dueDate = addDays(lagosDay(sentAt), 14);
      const paidAt = new Date(sentAt.getTime() + (3 + (index % 5)) * dayMs);
      const late = demo.outcome === 'unpaid' && dueDate < today;
      const { number, reference } = await nextReference(tx, organizationId, 'REF');
      const [row] = await tx
        .insert(invoices)
        .values({
          organizationId,
          number,
          reference,
          invoiceNumber: formatInvoiceNumber(
            {
              invoice_number_prefix: settings.numberPrefix,
              invoice_number_suffix: settings.numberSuffix,
              invoice_number_digits: settings.numberDigits,
            },
            settings.numberStart + index,
          ),
          status: demo.outcome === 'paid' ? 'paid' : demo.outcome === 'cancelled' ? 'cancelled' : 'pending',
          stakeholderId: customers[index % customers.length]!.id,
          ...pricedColumns({
            plan: demo.plan,
            number_of_months: demo.months,
            number_of_employees: demo.employees,
            discount_type: demo.discount?.type ?? 'percentage',
            discount_value: demo.discount?.value ?? 0,
            tax_rate: 7.5,
            due_date: dueDate,
          }),
          sentAt,
          sentById: sender(index).id,
          createdById: sender(index).id,
          paidAt: demo.outcome === 'paid' ? paidAt : null,
          paidById: demo.outcome === 'paid' ? staff[0]!.id : null,
          cancelledAt: demo.outcome === 'cancelled' ? paidAt : null,
          cancelledById: demo.outcome === 'cancelled' ? staff[0]!.id : null,
          reminderCount: late ? 2 : 0,
          lastReminderAt: late ? new Date(`${dueDate}T08:00:00Z`) : null,
          nextReminderAt:
            demo.outcome === 'unpaid'
              ? nextReminderAt({ schedule: settings, dueDate, after: now, remindersSent: late ? 2 : 0 })
              : null,
          // Emails of the past were sent then; the demo sends none now.
          emailsRequested: late ? 3 : 1,
          createdAt: new Date(sentAt.getTime() - 2 * 60 * 60_000),
          updatedAt: paidAt < now ? paidAt : sentAt,
        })
        .returning({ id: invoices.id, total: invoices.total });
      // A paid invoice has its payment in the ledger, by transfer, with its receipt (docs/product.md#payments).
      if (demo.outcome === 'paid' && row!.total > 0) {
        receipts += 1;
        await tx.insert(invoicePayments).values({
          organizationId,
          invoiceId: row!.id,
          amount: row!.total,
          paidOn: lagosDay(paidAt),
          method: 'bank_transfer',
          reference: `TRF-${String(100_000 + index * 7919).slice(0, 6)}`,
          receiptSequence: receipts,
          receiptNumber: formatReceiptNumber(settings.receiptPrefix, receipts),
          recordedById: staff[0]!.id,
          recordedAt: paidAt,
          balanceAfter: kobo(0),
          receiptQueuedAt: paidAt,
        });
        await tx.update(invoices).set({ amountPaid: row!.total }).where(eq(invoices.id, row!.id));
      }
    }
    await tx
      .update(invoiceSettings)
      .set({
        lastSequence: settings.numberStart + sent.length - 1,
        lastReceiptSequence: receipts,
        businessAddress: '14 Adeola Odeku Street, Victoria Island, Lagos',
        taxId: '02345678-0001',
      })
      .where(eq(invoiceSettings.organizationId, organizationId));
    for (const [index, plan] of (['pinnacle', 'elevate', 'prime_wave'] as const).entries()) {
      const { number, reference } = await nextReference(tx, organizationId, 'REF');
      const createdAt = new Date(now.getTime() - (index + 1) * 5 * 60 * 60_000);
      await tx.insert(invoices).values({
        organizationId,
        number,
        reference,
        stakeholderId: customers[(index + 3) % customers.length]!.id,
        ...pricedColumns({
          plan,
          number_of_months: 6,
          number_of_employees: 12 + index * 4,
          discount_type: 'percentage',
          discount_value: index === 0 ? 5 : 0,
          tax_rate: 7.5,
          due_date: addDays(today, 30),
        }),
        createdById: sender(index).id,
        createdAt,
        updatedAt: createdAt,
      });
    }
  });
  return sent.length + 3;
}
