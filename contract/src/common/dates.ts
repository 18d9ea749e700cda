// docs/product.md#api-conventions: outside tables a time reads day/month/year hour:minute (28/11/2026 19:41),
// a day without its time day/month/year (28/11/2026). One way for the web, which shows the reader's own
// time zone, and for the server's emails and PDFs, which show the organisation's.

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string | undefined) {
  const key = timeZone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

// An instant as 28/11/2026 19:41 in `timeZone` (an IANA name; the runtime's own when left out).
export function formatDetailDate(instant: Date | string, timeZone?: string): string {
  // The runtime's own zone is read from the date itself: the first Intl format a browser makes loads its locale
  // data, a phone's longest task on the stakeholder's ticket page (bench/README.md, "The stakeholder's ticket
  // page: no Intl and no measuring on arrival"). dates.test.ts holds the two ways to the same text.
  if (timeZone === undefined) return inRuntimeZone(new Date(instant));
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

function inRuntimeZone(date: Date) {
  return `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${date.getFullYear()} ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}

// A day (YYYY-MM-DD, such as an invoice's due date) as 28/11/2026: a day has no time zone.
export function formatDetailDay(day: string): string {
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}/${month}/${year}`;
}
