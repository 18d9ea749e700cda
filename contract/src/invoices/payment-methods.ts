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

// How a sentence says it was paid: 'received ₦20,000.00 in cash'. 'Other' says nothing of how.
export const paymentMethodPhrases: Record<PaymentMethod, string> = {
  bank_transfer: 'by bank transfer',
  cash: 'in cash',
  pos: 'by POS',
  cheque: 'by cheque',
  paystack: 'through Paystack',
  other: '',
};
