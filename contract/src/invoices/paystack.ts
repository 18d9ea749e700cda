import { z } from 'zod';
import { messages } from '../common/messages.js';
import { StaffReference } from '../stakeholders/stakeholder-records.js';

// docs/product.md#payments, "Pay with Paystack": a manager gives the organisation's Paystack secret key (kept
// encrypted, never shown again); its test or live mode is read from the key itself.
export const ConnectPaystackBody = z
  .object({
    secret_key: z
      .string({ error: messages.paystackKeyFormat })
      .trim()
      .regex(/^sk_(test|live)_[A-Za-z0-9]{10,100}$/, messages.paystackKeyFormat),
  })
  .meta({ id: 'ConnectPaystackBody' });
export type ConnectPaystackBody = z.input<typeof ConnectPaystackBody>;

export const PaystackConnection = z
  .object({
    connected: z.boolean(),
    mode: z.enum(['test', 'live']).nullable(),
    // The key's last four characters, to tell which one is in use.
    key_ending: z.string().nullable(),
    connected_at: z.string().nullable(),
    connected_by: StaffReference.nullable(),
    // What to paste into Paystack's dashboard (Settings → API Keys & Webhooks) as the webhook URL.
    webhook_url: z.string(),
  })
  .meta({ id: 'PaystackConnection' });
export type PaystackConnection = z.infer<typeof PaystackConnection>;

// POST /api/your-invoice/{token}/pay/: where to send the stakeholder to pay the balance.
export const PayOnline = z.object({ authorization_url: z.string() }).meta({ id: 'PayOnline' });
export type PayOnline = z.infer<typeof PayOnline>;

// POST /api/your-invoice/{token}/paid/: back from Paystack with its reference, the page asks that it be checked.
export const ConfirmPaystackBody = z
  .object({ reference: z.string({ error: messages.chooseFromList }).trim().min(1).max(100) })
  .meta({ id: 'ConfirmPaystackBody' });
export type ConfirmPaystackBody = z.input<typeof ConfirmPaystackBody>;

// Its answer: what became of that payment, and the invoice as it now is (PublicInvoice, in invoices.ts).
export const paystackOutcomes = ['paid', 'pending', 'refused'] as const;
export type PaystackOutcome = (typeof paystackOutcomes)[number];
