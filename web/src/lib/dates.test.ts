import { formatDetailDate as formatInZone } from '@srm/contract';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatDetailDate, formatDetailDay } from './dates';

// docs/product.md#api-conventions: the screens and the server's emails write times one way, through the
// contract's formatter; the screens in the reader's own time zone.
describe('dates on screen', () => {
  const readerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  it.each(['2026-11-28T23:41:07Z', '2026-11-28T00:05:00Z', '2026-01-05T12:00:00.000Z'])(
    'shows %s in the reader’s time zone, as the emails would in that zone',
    (iso) => {
      expect(formatDetailDate(iso)).toBe(dayjs(iso).format('DD/MM/YYYY HH:mm'));
      expect(formatDetailDate(iso)).toBe(formatInZone(iso, readerZone));
    },
  );

  it('shows a day as day/month/year', () => {
    expect(formatDetailDay('2026-04-01')).toBe('01/04/2026');
  });
});
