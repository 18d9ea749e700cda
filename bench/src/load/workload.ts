import type { ApiClient } from '../../../server/src/test/faults/api-client.js';
import { type ChatSession, feedbackForm } from '../../../server/src/test/faults/burst.js';
import type { Done } from './open-loop.js';

// What every request needs: the organisation, its manager's session, tickets
// to read and edit, and stakeholders with a chat open.
export interface Desk {
  api: ApiClient;
  token: string;
  organizationId: string;
  managerId: string;
  stakeholderId: string;
  ticketIds: string[];
  chats: ChatSession[];
  staffChat: ChatSession['socket'];
}

// Words the seeded titles hold (setup.ts), so searches find something.
export const titleWords = ['invoice', 'login', 'delivery', 'refund', 'password', 'receipt', 'upgrade', 'outage'];

type Request = (desk: Desk, index: number) => Promise<Done>;

const http =
  (kind: string, send: (desk: Desk, index: number) => ReturnType<ApiClient['call']>): Request =>
  async (desk, index) => {
    const { status } = await send(desk, index);
    return { kind, ok: status >= 200 && status < 300, status };
  };

async function chat(kind: string, socket: ChatSession['socket'], roomId: string, text: string): Promise<Done> {
  const answer = await socket
    .timeout(10_000)
    .emitWithAck('messages', { roomId, text, clientId: crypto.randomUUID() })
    .catch(() => ({ ok: false, status: 'timeout' }));
  return { kind, ok: answer.ok === true, status: answer.ok ? 200 : (answer.status ?? 'refused') };
}

const pick = <T>(items: T[], index: number) => items[index % items.length]!;
const word = (index: number) => pick(titleWords, index);
const ticketBody = (desk: Desk, index: number) => ({
  name: 'Chidi Eze',
  email: 'chidi@example.ng',
  title: `The ${word(index)} page fails again #${index}`,
  priority: pick(['low', 'medium', 'high'], index),
  sla_category: pick(['standard', 'medium', 'complex'], index),
  description: 'Reported during the load run.',
  handler_id: desk.managerId,
});

// The mix, in requests per 100: mostly reads, as a desk works, and every write
// that matters (tickets, feedback with an image, chat, invoices).
const mix: Array<[weight: number, kind: string, request: Request]> = [
  [16, 'ticket list', http('ticket list', (d) => d.api.call('GET', '/ticket/all-tickets/?page=1', { token: d.token }))],
  [
    5,
    'ticket list p.3',
    http('ticket list p.3', (d) => d.api.call('GET', '/ticket/all-tickets/?page=3', { token: d.token })),
  ],
  [
    8,
    'ticket search',
    http('ticket search', (d, i) =>
      d.api.call('GET', `/ticket/all-tickets/?page=1&search=${word(i)}`, { token: d.token }),
    ),
  ],
  [5, 'global search', http('global search', (d, i) => d.api.call('GET', `/search/?q=${word(i)}`, { token: d.token }))],
  [5, 'feedback inbox', http('feedback inbox', (d) => d.api.call('GET', '/ticket/get-feedbacks/', { token: d.token }))],
  [
    5,
    'stakeholder list',
    http('stakeholder list', (d) => d.api.call('GET', '/profile/get-stakeholders/?page=1', { token: d.token })),
  ],
  [5, 'ticket counts', http('ticket counts', (d) => d.api.call('GET', '/ticket/ticket-counts/', { token: d.token }))],
  [
    5,
    'one ticket',
    http('one ticket', (d, i) => d.api.call('GET', `/ticket/get-ticket/${pick(d.ticketIds, i)}/`, { token: d.token })),
  ],
  [
    10,
    'ticket create',
    http('ticket create', (d, i) =>
      d.api.call('POST', '/ticket/create-ticket/', { token: d.token, json: ticketBody(d, i) }),
    ),
  ],
  [
    9,
    'ticket update',
    http('ticket update', (d, i) =>
      d.api.call('PUT', `/ticket/update-ticket/${pick(d.ticketIds, i * 7)}/`, {
        token: d.token,
        json: {
          title: `The ${word(i)} page fails, edited #${i}`,
          priority: pick(['low', 'medium', 'high'], i),
          sla_category: 'standard',
        },
      }),
    ),
  ],
  [
    6,
    'feedback + image',
    http('feedback + image', (d, i) =>
      d.api.call('POST', `/ticket/create-feedback/${d.organizationId}/`, { form: feedbackForm(`Load feedback ${i}`) }),
    ),
  ],
  [
    10,
    'chat message',
    (d, i) => {
      const session = pick(d.chats, i);
      return chat('chat message', session.socket, session.roomId, `Hello again #${i}`);
    },
  ],
  [3, 'chat reply', (d, i) => chat('chat reply', d.staffChat, pick(d.chats, i).roomId, `We are on it #${i}`)],
  [
    8,
    'invoice send',
    http('invoice send', (d) =>
      d.api.call('POST', '/invoice/create-invoice/', {
        token: d.token,
        json: {
          stakeholder: d.stakeholderId,
          plan: 'prime_wave',
          number_of_months: 3,
          number_of_employees: 12,
          discount_type: 'percentage',
          discount_value: 10,
          tax_rate: 7.5,
          due_date: '2030-01-31',
          send_status: 'save_and_send',
        },
      }),
    ),
  ],
];

// Request n of the run: the mix's kinds spread evenly over each 100 requests.
export function workload(desk: Desk) {
  const slots: Request[] = [];
  for (const [weight, , request] of mix) for (let copy = 0; copy < weight; copy += 1) slots.push(request);
  // Interleaved, not in blocks: slot k takes the (k * 37 mod n)-th entry, 37 being prime to n.
  const spread = slots.map((_, k) => slots[(k * 37) % slots.length]!);
  return (index: number) => spread[index % spread.length]!(desk, index);
}

export const mixDescription = () => mix.map(([weight, kind]) => `${weight}% ${kind}`).join(', ');
