import type { AppContext } from '../../app-context.js';
import type { InvoiceRow } from '../../db/schema/index.js';
import { findAccountManagerOf } from '../../platform/stakeholder-records/stakeholder-records.queries.js';
import { announceToRecordViewers } from '../stakeholders/index.js';

type Announced = Pick<InvoiceRow, 'id' | 'organizationId' | 'stakeholderId' | 'stakeholderSensitivity'>;
type Announcer = Pick<AppContext, 'database' | 'realtime'>;

// An invoice is seen by whoever sees its stakeholder: the roles of its level, and the record's account manager.
async function recordOf({ database }: Announcer, invoice: Announced) {
  const accountManagerId = await findAccountManagerOf(database.db, invoice);
  return { sensitivity: invoice.stakeholderSensitivity, accountManagerId };
}

// After the commit, to those who see the invoice's stakeholder (docs/product.md#roles).
export async function announceInvoiceChange(context: Announcer, invoice: Announced) {
  return announceToRecordViewers(context, {
    organizationId: invoice.organizationId,
    record: await recordOf(context, invoice),
    event: 'invoice.changed',
    ids: [invoice.id],
  });
}

// docs/product.md#invoices: managers and executives hear of a payment at once.
export async function announceInvoicePaid(context: Announcer, invoice: Announced) {
  return announceToRecordViewers(context, {
    organizationId: invoice.organizationId,
    record: await recordOf(context, invoice),
    event: 'invoice.paid',
    ids: [invoice.id],
    roles: ['manager', 'executive'],
  });
}
