import { formatDetailDay as formatDay, formatDetailDate as formatInstant } from '@srm/contract';

// docs/product.md#api-conventions: outside tables, times read day/month/year hour:minute, in the reader's
// own time zone; the server's emails and PDFs write them with the same contract formatter, in the organisation's.
export const formatDetailDate = (iso: string) => formatInstant(iso);

// A day without its time (an invoice's due date, YYYY-MM-DD), in the same order.
export const formatDetailDay = (day: string) => formatDay(day);
