// Paying an invoice online (docs/product.md#payments), on the stakeholder's invoice page only: a file apart, so the
// other public pages (the login's is at the edge of its budget) do not carry them. `messages` holds them too.
export const publicPaymentMessages = {
  payOnlineUnavailable: 'Paying online is not available for this invoice. You can pay by bank transfer.',
  paystackUnavailable: 'Paystack could not be reached. Please try again in a few minutes.',
  paymentConfirmed: 'Thank you: your payment is received, and your receipt is on its way by email.',
  paymentRefused:
    'This payment is not what the invoice asked for, so it was not counted. Please reply to our invoice email with the reference from Paystack’s receipt to have it refunded.',
  paymentNotConfirmed:
    'Paystack has not confirmed a payment yet. If you paid, it will show here once Paystack confirms it: reload this page in a minute.',
} as const;
