import dayjs from 'dayjs';

// Spec part 1 §3: outside tables, ticket dates read day/month/year hour:minute.
export const ticketDetailDateFormat = 'DD/MM/YYYY HH:mm';

export const formatTicketDate = (iso: string) => dayjs(iso).format(ticketDetailDateFormat);
