import dayjs from 'dayjs';

// docs/product.md#api-conventions: outside tables, times read day/month/year hour:minute.
export const detailDateFormat = 'DD/MM/YYYY HH:mm';

export const formatDetailDate = (iso: string) => dayjs(iso).format(detailDateFormat);

// A day without its time (an invoice's due date, YYYY-MM-DD), in the same order.
export const formatDetailDay = (day: string) => dayjs(day).format('DD/MM/YYYY');
