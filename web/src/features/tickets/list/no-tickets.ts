import { messages } from '@srm/contract';

// What a list of tickets says when there are none yet.
export const noTickets = { title: messages.noTicketsLogged, text: messages.noTicketsYet };
