import type { AppContext } from '../../app-context.js';
import type { InvoiceRow } from '../../db/schema/index.js';
import { announceToRecordViewers } from '../stakeholders/index.js';

type Announced = Pick<InvoiceRow, 'id' | 'organizationId' | 'stakeholderSensitivity'>;

// After the commit, to those who see the invoice's stakeholder (docs/product.md#roles).
export function announceInvoiceChange(context: Pick<AppContext, 'database' | 'realtime'>, invoice: Announced) {
  return announceToRecordViewers(context, {
    organizationId: invoice.organizationId,
    sensitivity: invoice.stakeholderSensitivity,
    event: 'invoice.changed',
    ids: [invoice.id],
  });
}

// docs/product.md#invoices: managers and executives hear of a payment at once.
export function announceInvoicePaid(context: Pick<AppContext, 'database' | 'realtime'>, invoice: Announced) {
  return announceToRecordViewers(context, {
    organizationId: invoice.organizationId,
    sensitivity: invoice.stakeholderSensitivity,
    event: 'invoice.paid',
    ids: [invoice.id],
    roles: ['manager', 'executive'],
  });
}
