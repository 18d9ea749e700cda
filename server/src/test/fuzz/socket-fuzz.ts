import { ChatRoomRef, ChatSeen, chatNamespace, JoinChatRoom, liveSocketPath, SendChatMessage } from '@srm/contract';
import fc from 'fast-check';
import { io, type Socket } from 'socket.io-client';
import { z } from 'zod';
import type { Finding } from './fuzz-oracle.js';
import type { FuzzWorld, OrgKey } from './fuzz-world.js';
import { anyJson, hostileNumber, hostileText, invalidValueOf, unstorableText } from './invalid-values.js';
import { uuidPattern } from './known-values.js';
import { type JsonSchema, type ValueSources, validValueOf } from './schema-values.js';

type SocketFinding = Omit<Finding, 'step'> & { step?: number };

// The events a chat client sends (contract/src/chat/chat-events.ts), as JSON schemas for the generators.
const schemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
const chatEvents = {
  joinRoom: { schema: schemaOf(JoinChatRoom), answers: true },
  messages: { schema: schemaOf(SendChatMessage), answers: true },
  typing: { schema: schemaOf(ChatRoomRef), answers: false },
  stoppedTyping: { schema: schemaOf(ChatRoomRef), answers: false },
  leaveRoom: { schema: schemaOf(ChatRoomRef), answers: false },
  seen: { schema: schemaOf(ChatSeen), answers: false },
} as const;
type ChatEventName = keyof typeof chatEvents;
const eventMix: ChatEventName[] = [
  'messages',
  'messages',
  'messages',
  'joinRoom',
  'joinRoom',
  'typing',
  'stoppedTyping',
  'leaveRoom',
  'seen',
];

const refusalStatuses = new Set([400, 401, 403, 404, 429]);
const answerLimitMs = 5_000;
const maxConnections = 8;

interface Connection {
  socket: Socket;
  namespace: string;
  // Whose data this socket may see; null for a socket that proved nothing.
  org: OrgKey | null;
  received: string[];
}

type Auth = { auth: Record<string, unknown>; org: OrgKey | null };

// Chat and live-update sockets driven with generated handshakes and events:
// every answer comes in time, none is a server error, and no socket ever hears
// another organisation's data.
export async function startSocketFuzz({ address, world }: { address: string; world: FuzzWorld }) {
  const connections: Connection[] = [];
  const findings: SocketFinding[] = [];
  let events = 0;

  const handshakes = (): fc.Arbitrary<Auth> => {
    const staff = world.actors.map((actor) => ({ auth: { token: actor.token }, org: actor.org }));
    const stakeholders = (['alpha', 'bravo'] as const).flatMap((org) =>
      [...world.orgs[org].chatTokens].slice(0, 3).map((chatToken) => ({ auth: { chatToken }, org })),
    );
    // A staff socket may say how far behind it is (`behind_ms`, answered with `live.missed`): any number, or anything.
    const behind = fc.option(fc.oneof(fc.integer(), fc.double(), anyJson), { nil: undefined });
    const staffBehind = fc
      .tuple(fc.constantFrom(...staff), behind)
      .map(([{ auth, org }, behind_ms]) => ({ auth: behind_ms === undefined ? auth : { ...auth, behind_ms }, org }));
    return fc.oneof(
      { weight: 2, arbitrary: staffBehind },
      { weight: 2, arbitrary: fc.constantFrom(...staff, ...stakeholders) },
      {
        weight: 1,
        arbitrary: fc
          .oneof(
            fc.constant({}),
            hostileText.map((token) => ({ token })),
            hostileText.map((chatToken) => ({ chatToken })),
            anyJson.map((token) => ({ token })),
            fc.constant({ token: 'x'.repeat(100_000) }),
          )
          .map((auth) => ({ auth: auth as Record<string, unknown>, org: null })),
      },
    );
  };

  function leakIn(connection: Connection, text: string) {
    const lower = text.toLowerCase();
    for (const org of Object.values(world.orgs)) {
      if (org.key === connection.org) continue;
      if (lower.includes(org.marker)) return `${org.key}'s marker word`;
      const id = (lower.match(uuidPattern) ?? []).find((found) => org.ids.has(found));
      if (id) return `${org.key}'s id ${id}`;
    }
    return undefined;
  }

  // A socket closed is checked for what it heard.
  function retire(connection: Connection) {
    connection.socket.disconnect();
    for (const event of connection.received) {
      const leak = leakIn(connection, event);
      if (leak)
        findings.push({
          kind: 'leak',
          operation: `socket ${connection.namespace} event`,
          detail: `${leak} in ${event.slice(0, 300)}`,
        });
    }
  }

  async function connect(namespace: string, { auth, org }: Auth): Promise<SocketFinding | undefined> {
    const socket = io(`${address}${namespace === '/' ? '' : namespace}`, {
      path: liveSocketPath,
      transports: ['websocket'],
      auth,
      reconnection: false,
      forceNew: true,
    });
    const operation = `socket ${namespace} connect`;
    const outcome = await new Promise<'connected' | { status?: number } | 'timeout'>((resolve) => {
      const timer = setTimeout(() => resolve('timeout'), answerLimitMs);
      socket.once('connect', () => {
        clearTimeout(timer);
        resolve('connected');
      });
      socket.once('connect_error', (error) => {
        clearTimeout(timer);
        resolve({ status: (error as Error & { data?: { status?: number } }).data?.status });
      });
    });
    events += 1;
    if (outcome === 'connected') {
      const connection: Connection = { socket, namespace, org, received: [] };
      socket.onAny((name: string, payload: unknown) => connection.received.push(`${name} ${JSON.stringify(payload)}`));
      connections.push(connection);
      while (connections.length > maxConnections) retire(connections.shift() as Connection);
      if (org === null)
        return {
          kind: 'leak',
          operation,
          detail: `accepted a handshake without a session: ${JSON.stringify(auth).slice(0, 200)}`,
        };
      return undefined;
    }
    socket.disconnect();
    if (outcome === 'timeout') return { kind: 'hang', operation, detail: 'no connect or refusal' };
    if (outcome.status !== 401) {
      return {
        kind: 'server error',
        operation,
        status: outcome.status,
        detail: `refused with ${outcome.status}: ${JSON.stringify(auth).slice(0, 200)}`,
      };
    }
    return undefined;
  }

  async function emit(
    connection: Connection,
    name: ChatEventName,
    payload: unknown,
  ): Promise<SocketFinding | undefined> {
    const operation = `socket ${chatNamespace} ${name}`;
    events += 1;
    if (!chatEvents[name].answers) {
      connection.socket.emit(name, payload);
      return undefined;
    }
    const answer = await new Promise<unknown>((resolve) => {
      const settle = (value: unknown) => {
        clearTimeout(timer);
        connection.socket.off('disconnect', closed);
        resolve(value);
      };
      const closed = (reason: string) => settle({ closed: reason });
      const timer = setTimeout(() => settle('timeout'), answerLimitMs);
      connection.socket.once('disconnect', closed);
      connection.socket.emit(name, payload, settle);
    });
    const shown = JSON.stringify(payload)?.slice(0, 300);
    if (answer === 'timeout') return { kind: 'hang', operation, detail: `no acknowledgement for ${shown}` };
    const { closed } = answer as { closed?: string };
    // The server may end a session (a logout, a proven email); dropping the connection over an event is a failure.
    if (closed === 'io server disconnect') return undefined;
    if (closed) {
      return {
        kind: 'server error',
        operation,
        detail: `the connection closed (${closed}) instead of answering ${shown}`,
      };
    }
    const reply = answer as { ok?: boolean; status?: number; detail?: unknown };
    if (
      reply.ok !== true &&
      !(typeof reply.status === 'number' && refusalStatuses.has(reply.status) && typeof reply.detail === 'string')
    ) {
      return {
        kind: 'server error',
        operation,
        status: reply.status,
        detail: `${JSON.stringify(answer).slice(0, 300)} for ${shown}`,
      };
    }
    const leak = leakIn(connection, JSON.stringify(answer));
    if (leak) return { kind: 'leak', operation, detail: `${leak} in the answer to ${shown}` };
    return undefined;
  }

  async function step(seed: number): Promise<SocketFinding[]> {
    const live = connections.filter((connection) => connection.socket.connected);
    const chats = live.filter((connection) => connection.namespace === chatNamespace);
    const plan = fc.sample(
      fc.record({
        open: fc.boolean(),
        namespace: fc.constantFrom(chatNamespace, chatNamespace, '/'),
        handshake: handshakes(),
        // The events that store and answer, most often.
        event: fc.constantFrom<ChatEventName>(...eventMix),
        pick: fc.nat(),
        broken: fc.boolean(),
      }),
      { seed, numRuns: 1 },
    )[0]!;
    if (plan.open || chats.length === 0) {
      const found = await connect(plan.namespace, plan.handshake);
      return found ? [found] : [];
    }
    const updates = live.filter((connection) => connection.namespace === '/');
    if (plan.namespace === '/' && updates.length > 0) {
      // Live updates only go to clients: whatever one sends is ignored, and must harm nothing.
      const payload = fc.sample(anyJson, { seed: seed + 1, numRuns: 1 })[0];
      updates[plan.pick % updates.length]!.socket.emit(plan.event, payload);
      events += 1;
      return [];
    }
    const connection = chats[plan.pick % chats.length]!;
    const own: OrgKey = connection.org ?? 'alpha';
    const other: OrgKey = own === 'alpha' ? 'bravo' : 'alpha';
    const rooms = (org: OrgKey) => [...world.orgs[org].chatUserIds];
    const sources: ValueSources = {
      resolve: () => ({}),
      known: (name) => {
        if (name === 'roomId') {
          return fc.oneof(
            { weight: 6, arbitrary: fc.constantFrom(...rooms(own)) },
            { weight: 2, arbitrary: fc.constantFrom(...rooms(other)) },
            { weight: 1, arbitrary: fc.uuid() },
          );
        }
        return undefined;
      },
    };
    const { schema } = chatEvents[plan.event];
    const payload = fc.sample(
      plan.broken
        ? fc.oneof(
            invalidValueOf(schema, sources),
            fc.record({ roomId: fc.constantFrom(...rooms(own)), text: unstorableText, clientId: fc.uuid() }),
            fc.record({
              roomId: fc.constantFrom(...rooms(own)),
              text: fc.constant('x'.repeat(200_000)),
              clientId: fc.uuid(),
            }),
            hostileNumber.map((after) => ({ roomId: rooms(own)[0], after })),
            anyJson,
          )
        : validValueOf(schema, sources),
      { seed: seed + 1, numRuns: 1 },
    )[0];
    const found = await emit(connection, plan.event, payload);
    // Events without an answer may write after it (what a stakeholder has seen): let them land.
    if (!chatEvents[plan.event].answers) await new Promise((resolve) => setTimeout(resolve, 15));
    return found ? [found] : [];
  }

  return {
    step,
    events: () => events,
    // Closes every socket; what they heard is checked then.
    close(): SocketFinding[] {
      for (const connection of connections.splice(0)) retire(connection);
      return findings;
    },
  };
}

export type SocketFuzz = Awaited<ReturnType<typeof startSocketFuzz>>;
