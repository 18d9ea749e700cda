import { describe, expect, it } from 'vitest';
import { messages } from '../common/messages.js';
import { CreateInvoiceBody } from './invoices.js';

describe('an invoice body', () => {
  // Found by the fuzz suite: the discount's check ran on a body that was not an object and threw.
  it.each([null, 'x', 42, []])('that is not an object (%j) is refused, not thrown on', (body) => {
    expect(() => CreateInvoiceBody.safeParse(body)).not.toThrow();
    expect(CreateInvoiceBody.safeParse(body).success).toBe(false);
  });

  it('refuses a percentage discount above 100 beside the discount', () => {
    const result = CreateInvoiceBody.safeParse({
      stakeholder: '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928',
      plan: 'prime_wave',
      number_of_months: 3,
      number_of_employees: 12,
      discount_type: 'percentage',
      discount_value: 101,
      due_date: '2026-01-31',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toContainEqual(
      expect.objectContaining({ path: ['discount_value'], message: messages.invoicePercentageMax }),
    );
  });
});
