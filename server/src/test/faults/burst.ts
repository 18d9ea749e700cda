import { type ChatAnswer, chatNamespace, liveSocketPath } from '@srm/contract';
import { io, type Socket } from 'socket.io-client';
import { pngImage } from '../images.js';
import type { ApiClient } from './api-client.js';
import type { Organisation } from './organisation.js';

export type ActionKind = 'ticket' | 'feedback' | 'chat' | 'invoice';

// What the client knows of one request: answered 2xx, answered otherwise, or
// no answer at all (the server died with it in flight).
export interface Outcome {
  kind: ActionKind;
  // Ticket title, feedback subject, chat client id or invoice id: how the row is found again.
  key: string;
  answer: 'acknowledged' | 'refused' | 'unknown';
  status?: number;
}

export interface ChatSession {
  roomId: string;
  socket: Socket;
}

// Stakeholders with a chat open, as the public chat page opens one: a session
// from the start endpoint, a socket with its token, the conversation joined.
export async function openChats(api: ApiClient, address: string, organisation: Organisation, count: number) {
  const sessions: ChatSession[] = [];
  for (let opened = 0; opened < count; opened += 1) {
    const receipt = await api.ok<{ chat_token: string; roomId: string }>(
      'POST',
      `/chat/start/${organisation.organizationId}/`,
      { json: { name: `Visitor ${opened + 1}`, email: `visitor.${crypto.randomUUID().slice(0, 8)}@example.ng` } },
    );
    const socket = io(`${address}${chatNamespace}`, {
      path: liveSocketPath,
      transports: ['websocket'],
      auth: { chatToken: receipt.chat_token },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    const joined: ChatAnswer<object> = await socket.timeout(10_000).emitWithAck('joinRoom', { roomId: receipt.roomId });
    if (!joined.ok) throw new Error(`joinRoom refused: ${joined.detail}`);
    sessions.push({ roomId: receipt.roomId, socket });
  }
  return sessions;
}

// Resolves with the chat answer, or with nothing once the socket is gone.
function sendChat(session: ChatSession, text: string, clientId: string) {
  const { socket } = session;
  if (!socket.connected) return Promise.resolve(undefined);
  return new Promise<ChatAnswer<object> | undefined>((resolve) => {
    const gone = () => resolve(undefined);
    socket.once('disconnect', gone);
    socket
      .timeout(15_000)
      .emitWithAck('messages', { roomId: session.roomId, text, clientId })
      .then(
        (answer: ChatAnswer<object>) => resolve(answer),
        () => resolve(undefined),
      )
      .finally(() => socket.off('disconnect', gone));
  });
}

// The public form's fields, as a stakeholder fills them in, and one screenshot.
export function feedbackForm(subject: string) {
  const fields = {
    name: 'Ngozi Okafor',
    email: 'ngozi@example.ng',
    phone: '8031234567',
    subject,
    message: 'Since Monday the dashboard logs me out.',
    project_name: 'Acadaboo',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('attachments', new Blob([pngImage()], { type: 'image/png' }), 'screenshot.png');
  return form;
}

interface BurstOptions {
  api: ApiClient;
  organisation: Organisation;
  chats: ChatSession[];
  // Drafts to send (each at most once), taken in order.
  drafts: string[];
  // Requests in flight at once.
  concurrency: number;
  // Stops after this many requests in all (if the server is not killed first).
  total: number;
  // Tells the titles of one run from another's.
  label: string;
}

// A burst of the four writes that matter most, interleaved: ticket creates,
// feedback with an image, chat messages and invoice sends. A worker stops at
// its first request without an answer: the server is gone.
export function startBurst({ api, organisation, chats, drafts, concurrency, total, label }: BurstOptions) {
  const outcomes: Outcome[] = [];
  const kinds: ActionKind[] = ['ticket', 'feedback', 'chat', 'invoice'];
  let next = 0;
  let draftsTaken = 0;
  let acknowledged = 0;
  const waiters: Array<{ count: number; wake: () => void }> = [];

  // What request `index` is, and how its row is found again.
  function plan(index: number): { kind: ActionKind; key: string } {
    const kind = kinds[index % kinds.length] as ActionKind;
    if (kind === 'invoice' && draftsTaken < drafts.length) return { kind, key: drafts[draftsTaken++] as string };
    if (kind === 'chat') return { kind, key: crypto.randomUUID() };
    if (kind === 'feedback') return { kind, key: `${label} feedback ${index}` };
    return { kind: 'ticket', key: `${label} ticket ${index}` };
  }

  // The HTTP status or chat answer of one request; undefined when none came.
  async function request(index: number, { kind, key }: { kind: ActionKind; key: string }) {
    switch (kind) {
      case 'ticket':
        return (
          await api.call('POST', '/ticket/create-ticket/', {
            token: organisation.token,
            json: {
              name: 'Chidi Eze',
              email: 'chidi@example.ng',
              title: key,
              priority: 'medium',
              sla_category: 'standard',
              description: 'Asked during the burst.',
              handler_id: organisation.managerId,
            },
          })
        ).status;
      case 'feedback':
        return (
          await api.call('POST', `/ticket/create-feedback/${organisation.organizationId}/`, { form: feedbackForm(key) })
        ).status;
      case 'chat': {
        const session = chats[index % chats.length] as ChatSession;
        const answer = await sendChat(session, `${label} message ${index}`, key);
        return answer && (answer.ok ? 200 : answer.status);
      }
      case 'invoice':
        return (await api.call('POST', `/invoice/send-invoice/${key}/`, { token: organisation.token })).status;
    }
  }

  async function perform(index: number): Promise<Outcome> {
    const planned = plan(index);
    // No answer: a refused connection, a reset socket, a cut response.
    const status = await request(index, planned).catch(() => undefined);
    if (status === undefined) return { ...planned, answer: 'unknown' };
    return { ...planned, answer: status < 300 ? 'acknowledged' : 'refused', status };
  }

  async function worker() {
    while (next < total) {
      const outcome = await perform(next++);
      outcomes.push(outcome);
      if (outcome.answer === 'acknowledged') {
        acknowledged += 1;
        for (const waiter of waiters.filter((waiting) => acknowledged >= waiting.count)) waiter.wake();
      }
      if (outcome.answer === 'unknown') return;
    }
  }

  const finished = Promise.all(Array.from({ length: concurrency }, worker)).then(() => outcomes);
  return {
    finished,
    // Resolves once `count` requests have been answered 2xx.
    acknowledged: (count: number) =>
      new Promise<void>((resolve) => {
        if (acknowledged >= count) resolve();
        else waiters.push({ count, wake: resolve });
      }),
  };
}
