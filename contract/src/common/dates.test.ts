import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDetailDate, formatDetailDay } from './dates.js';

describe('dates as the app shows them outside tables', () => {
  it('reads an instant as day/month/year hour:minute in the time zone asked', () => {
    const nearMidnight = new Date('2026-11-28T23:41:07Z');
    expect(formatDetailDate(nearMidnight, 'UTC')).toBe('28/11/2026 23:41');
    // Lagos is an hour ahead: already the next day.
    expect(formatDetailDate(nearMidnight, 'Africa/Lagos')).toBe('29/11/2026 00:41');
    expect(formatDetailDate(nearMidnight.toISOString(), 'Africa/Accra')).toBe('28/11/2026 23:41');
  });

  it('writes midnight as 00, never 24, and keeps every digit two wide', () => {
    expect(formatDetailDate(new Date('2026-01-04T23:05:00Z'), 'Africa/Lagos')).toBe('05/01/2026 00:05');
  });

  it("reads an instant in the runtime's own zone as Intl does, without asking Intl", () => {
    // The same zone by its name takes the Intl way.
    const runtimeZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
    const asIntl = (date: Date) => formatDetailDate(date, runtimeZone);
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(formatDetailDate(date)).toBe(asIntl(date));
          expect(formatDetailDate(date.toISOString())).toBe(asIntl(date));
        },
      ),
    );
  });

  it('reads a day as day/month/year, whatever the time zone', () => {
    expect(formatDetailDay('2026-01-31')).toBe('31/01/2026');
  });
});
