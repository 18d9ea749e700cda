import { chatNamespace, liveSocketPath } from '@srm/contract';
import { io } from 'socket.io-client';
import { apiClient } from '../../../server/src/test/faults/api-client.js';
import { openChats } from '../../../server/src/test/faults/burst.js';
import { signUpOrganisation } from '../../../server/src/test/faults/organisation.js';
import type { SmtpSink } from '../../../server/src/test/smtp-sink.js';
import { type Desk, titleWords } from './workload.js';

// Sends `count` requests, `width` at a time.
async function inParallel(count: number, width: number, send: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await send(next++);
    }),
  );
}

// The desk the load works on, made through the API as people would make it: an
// organisation signed up (its code read from the SMTP sink), a stakeholder
// with an email (invoices go to it), `tickets` tickets, `feedback` feedback
// with an image, `chats` stakeholders with a chat open and a manager answering.
export async function prepareDesk(
  address: string,
  sink: SmtpSink,
  { tickets, feedback, chats }: { tickets: number; feedback: number; chats: number },
): Promise<Desk> {
  const api = apiClient(address);
  const organisation = await signUpOrganisation(api, sink, { drafts: 0 });
  const ticketIds: string[] = [];
  await inParallel(tickets, 8, async (index) => {
    const ticket = await api.ok<{ id: string }>('POST', '/ticket/create-ticket/', {
      token: organisation.token,
      json: {
        name: 'Chidi Eze',
        email: 'chidi@example.ng',
        title: `The ${titleWords[index % titleWords.length]} page fails #${index}`,
        priority: 'medium',
        sla_category: 'standard',
        description: 'Seeded before the load run.',
        handler_id: organisation.managerId,
      },
    });
    ticketIds.push(ticket.id);
  });
  await inParallel(feedback, 4, async (index) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      name: 'Ngozi Okafor',
      email: 'ngozi@example.ng',
      subject: `The ${titleWords[index % titleWords.length]} screen is blank`,
      message: 'Seeded before the load run.',
      project_name: 'Acadaboo',
    })) {
      form.append(name, value);
    }
    await api.ok('POST', `/ticket/create-feedback/${organisation.organizationId}/`, { form });
  });
  const sessions = await openChats(api, address, organisation, chats);
  const staffChat = io(`${address}${chatNamespace}`, {
    path: liveSocketPath,
    transports: ['websocket'],
    auth: { token: organisation.token },
    reconnection: false,
    forceNew: true,
  });
  await new Promise<void>((resolve, reject) => {
    staffChat.once('connect', resolve);
    staffChat.once('connect_error', reject);
  });
  return {
    api,
    token: organisation.token,
    organizationId: organisation.organizationId,
    managerId: organisation.managerId,
    stakeholderId: organisation.stakeholderId,
    ticketIds,
    chats: sessions,
    staffChat,
  };
}
