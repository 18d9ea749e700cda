import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira, kobo, nairaToKobo, percentOf } from './money.js';
import { invoicePlanCodes, invoicePlanMap, invoicePlans } from './plans.js';
import { type PricingInput, priceInvoice } from './pricing.js';

const naira = (amount: number) => nairaToKobo(amount);
const noDiscount = { discountType: 'flat', discountValue: 0, taxRate: 7.5 } as const;

// docs/product.md#invoices worked by hand: fixed = fee × months; variable = per user ×
// users above the free ones × months; VAT on the amount after discount.
describe('priceInvoice, worked examples', () => {
  it.each([
    {
      what: 'Elevate, 1 month, 8 employees (3 above the 5 free), no discount',
      input: { plan: 'elevate', months: 1, employees: 8, ...noDiscount },
      expected: {
        extra: 3,
        fixed: 8888,
        variable: 1332,
        subtotal: 10220,
        discount: 0,
        beforeTax: 10220,
        vat: 766.5,
        total: 10986.5,
      },
    },
    {
      what: 'Prime Wave, 3 months, 12 employees, 10 % off',
      input: {
        plan: 'prime_wave',
        months: 3,
        employees: 12,
        discountType: 'percentage',
        discountValue: 10,
        taxRate: 7.5,
      },
      expected: {
        extra: 7,
        fixed: 56664,
        variable: 18648,
        subtotal: 75312,
        discount: 7531.2,
        beforeTax: 67780.8,
        vat: 5083.56,
        total: 72864.36,
      },
    },
    {
      what: 'Pinnacle, 12 months, 10 employees (all free), ₦50,000 off',
      input: { plan: 'pinnacle', months: 12, employees: 10, discountType: 'flat', discountValue: 50000, taxRate: 7.5 },
      expected: {
        extra: 0,
        fixed: 426660,
        variable: 0,
        subtotal: 426660,
        discount: 50000,
        beforeTax: 376660,
        vat: 28249.5,
        total: 404909.5,
      },
    },
    {
      what: 'Pinnacle, 2 months, 15 employees, no tax',
      input: { plan: 'pinnacle', months: 2, employees: 15, discountType: 'flat', discountValue: 0, taxRate: 0 },
      expected: {
        extra: 5,
        fixed: 71110,
        variable: 15550,
        subtotal: 86660,
        discount: 0,
        beforeTax: 86660,
        vat: 0,
        total: 86660,
      },
    },
    {
      what: 'Waiver, whatever the months and employees',
      input: { plan: 'waiver', months: 6, employees: 50, discountType: 'percentage', discountValue: 20, taxRate: 7.5 },
      expected: { extra: 50, fixed: 0, variable: 0, subtotal: 0, discount: 0, beforeTax: 0, vat: 0, total: 0 },
    },
    {
      what: 'a flat discount above the subtotal is capped at it',
      input: { plan: 'elevate', months: 1, employees: 0, discountType: 'flat', discountValue: 10000, taxRate: 7.5 },
      expected: { extra: 0, fixed: 8888, variable: 0, subtotal: 8888, discount: 8888, beforeTax: 0, vat: 0, total: 0 },
    },
    {
      what: 'a half kobo of VAT rounds up (7.5 % of 20 kobo is 1.5 kobo)',
      input: { plan: 'elevate', months: 1, employees: 5, discountType: 'flat', discountValue: 8887.8, taxRate: 7.5 },
      expected: {
        extra: 0,
        fixed: 8888,
        variable: 0,
        subtotal: 8888,
        discount: 8887.8,
        beforeTax: 0.2,
        vat: 0.02,
        total: 0.22,
      },
    },
    {
      what: 'negative months and employees count as none',
      input: { plan: 'prime_wave', months: -2, employees: -4, ...noDiscount },
      expected: { extra: 0, fixed: 0, variable: 0, subtotal: 0, discount: 0, beforeTax: 0, vat: 0, total: 0 },
    },
  ] as const)('$what', ({ input, expected }) => {
    expect(priceInvoice(input)).toEqual({
      extraEmployees: expected.extra,
      fixedAmount: naira(expected.fixed),
      employeeAmount: naira(expected.variable),
      subtotal: naira(expected.subtotal),
      discount: naira(expected.discount),
      beforeTax: naira(expected.beforeTax),
      vat: naira(expected.vat),
      total: naira(expected.total),
    });
  });
});

describe('percentOf', () => {
  it.each([
    [2, 2500, 1],
    [6, 2500, 2],
    [1, 4999, 0],
    [1, 5000, 1],
    [20, 750, 2],
    [0, 750, 0],
    [1_000_000_000_000, 750, 75_000_000_000],
  ])('%i kobo at %i basis points is %i kobo, half up', (amount, basisPoints, expected) => {
    expect(percentOf(kobo(amount), basisPoints)).toBe(expected);
  });
});

describe('money', () => {
  it('shows naira with the sign, thousands and two decimals', () => {
    expect(formatKobo(kobo(877_433))).toBe('₦8,774.33');
    expect(formatKobo(kobo(0))).toBe('₦0.00');
    expect(formatKobo(kobo(123_456_789_00))).toBe('₦123,456,789.00');
  });

  it('shows the naira the API gives as their kobo are shown', () => {
    expect(formatNaira(8774.33)).toBe('₦8,774.33');
    expect(formatNaira(1234.5)).toBe('₦1,234.50');
    expect(formatNaira(-7531.2)).toBe('-₦7,531.20');
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 53) + 1, max: 2 ** 53 - 1 }), (amount) => {
        expect(formatNaira(amount / 100)).toBe(formatKobo(kobo(amount)));
      }),
    );
  });

  it('reads naira to the kobo as written, half up', () => {
    expect(nairaToKobo(8774.33)).toBe(877_433);
    expect(nairaToKobo(1.005)).toBe(101);
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });

  it('maps each plan label to its code', () => {
    expect(invoicePlanMap).toEqual({
      Elevate: 'elevate',
      'Prime Wave': 'prime_wave',
      Pinnacle: 'pinnacle',
      Waiver: 'waiver',
    });
  });
});

const pricingInput = fc.record<PricingInput>({
  plan: fc.constantFrom(...invoicePlanCodes),
  months: fc.integer({ min: -3, max: 120 }),
  employees: fc.integer({ min: -3, max: 5000 }),
  discountType: fc.constantFrom('percentage', 'flat'),
  // Percent or naira, with at most two decimals as the form allows.
  discountValue: fc.integer({ min: -100, max: 50_000_000 }).map((hundredths) => hundredths / 100),
  taxRate: fc.integer({ min: 0, max: 1000 }).map((tenths) => tenths / 10),
});

describe('priceInvoice, for any input', () => {
  it('totals the amount before tax and the VAT', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const price = priceInvoice(input);
        expect(price.total).toBe(price.beforeTax + price.vat);
        expect(price.subtotal).toBe(price.fixedAmount + price.employeeAmount);
        expect(price.beforeTax).toBe(price.subtotal - price.discount);
      }),
    );
  });

  it('never discounts more than the subtotal, and nothing is ever negative', () => {
    fc.assert(
      fc.property(pricingInput, (input) => {
        const price = priceInvoice(input);
        expect(price.discount).toBeLessThanOrEqual(price.subtotal);
        for (const value of Object.values(price)) expect(value).toBeGreaterThanOrEqual(0);
        for (const value of Object.values(price)) expect(Number.isInteger(value)).toBe(true);
      }),
    );
  });

  it('never costs less for more months or more employees', () => {
    fc.assert(
      fc.property(pricingInput, fc.nat(24), fc.nat(200), (input, moreMonths, moreEmployees) => {
        const before = priceInvoice(input).total;
        expect(priceInvoice({ ...input, months: input.months + moreMonths }).total).toBeGreaterThanOrEqual(before);
        expect(priceInvoice({ ...input, employees: input.employees + moreEmployees }).total).toBeGreaterThanOrEqual(
          before,
        );
      }),
    );
  });

  it('bills nothing for employees up to the free users', () => {
    fc.assert(
      fc.property(pricingInput, fc.double({ min: 0, max: 1, noNaN: true }), (input, share) => {
        const withinFree = Math.floor(invoicePlans[input.plan].freeUsers * share);
        const price = priceInvoice({ ...input, employees: withinFree });
        expect(price.extraEmployees).toBe(0);
        expect(price).toEqual(priceInvoice({ ...input, employees: 0 }));
      }),
    );
  });
});
