// docs/product.md#invoices: invoice days (due dates, dashboard periods) are days
// in Lagos, whoever looks at them and wherever the server runs.
export const invoiceTimeZone = 'Africa/Lagos';

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: invoiceTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

// The day it is in Lagos at `instant`, as YYYY-MM-DD.
export const lagosDay = (instant: Date) => lagosDate.format(instant);

// YYYY-MM-DD plus some days (calendar arithmetic, no time zone involved).
export function addDays(day: string, days: number) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
