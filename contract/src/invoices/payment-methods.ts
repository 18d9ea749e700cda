// Read by the stakeholder's invoice page, which loads no zod (decision 029).

// docs/product.md#payments: how a payment reached the organisation.
export const paymentMethods = ['bank_transfer', 'cash', 'pos', 'cheque', 'paystack', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: 'Bank transfer',
  cash: 'Cash',
  pos: 'POS',
  cheque: 'Cheque',
  paystack: 'Paystack',
  other: 'Other',
};
