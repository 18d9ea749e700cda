import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import {
  type LiveEventName,
  type LiveEvents,
  type LiveMissed,
  type LiveServerEvents,
  liveBehindLimitMs,
  liveSocketPath,
} from '@srm/contract';
import type { RedisClientType } from 'redis';
import { type Namespace, Server, type Socket } from 'socket.io';
import type { DatabaseHandle } from '../../db/client.js';
import type { Clock } from '../clock/clock.js';
import type { Logger } from '../logging/logger.js';
import { createSocketAuthenticator, type LiveSocketData, refusal, refusalFor } from './realtime-auth.js';
import { realtimeRooms } from './realtime-rooms.js';
import { createRecentEventsInMemory, createRecentEventsInRedis } from './recent-events.js';
import { createStaffPresence } from './staff-presence.js';

// How much further back than a socket says it is behind the server looks: its handshake's time on the way, and a
// difference between the clocks of the server copies that recorded the events and the one it joins.
export const catchUpMarginMs = 10_000;

// A handshake's `behind_ms`: a whole number of milliseconds up to the limit; absent, the client asks nothing.
function behindOf(auth: Record<string, unknown>): number | 'unclear' | undefined {
  const behind = auth.behind_ms;
  if (behind === undefined) return undefined;
  const valid = typeof behind === 'number' && Number.isInteger(behind) && behind >= 0 && behind <= liveBehindLimitMs;
  return valid ? behind : 'unclear';
}

// How long a question to every copy's sockets waits for the copies' answers.
const socketsWaitMs = 1_000;

export interface LiveEmitter {
  emit<Name extends LiveEventName>(event: Name, payload: LiveEvents[Name]): void;
}

// The server side of live updates (docs/product.md#live-updates-and-email; decision 010). Services
// call it AFTER their transaction has committed, so no client reloads before
// the change is visible, and a rolled-back change is never announced:
//   realtime.toOrganization(organizationId).emit('ticket.changed', { ids: [ticket.id] });
export interface Realtime {
  // Every signed-in socket of the organisation, on every server copy.
  toOrganization(organizationId: string): LiveEmitter;
  // Every socket of one user (all their tabs and devices).
  toUser(userId: string): LiveEmitter;
  // Closes the sockets of a revoked session (logout), on every copy.
  endSession(sessionId: string): void;
  // Closes every socket of a user whose sessions all ended (password reset, deletion).
  endSessionsOf(userId: string): void;
  // A namespace of its own for a module whose clients talk back (chat), on the
  // same server and Redis adapter. It authenticates its own sockets; those that
  // join the session and user rooms (realtimeRooms) close with them. Asked again, the same namespace.
  namespace<ClientEvents extends EventsMap, ServerEvents extends EventsMap, SocketData>(
    name: string,
  ): Namespace<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
  // docs/product.md#chat-by-email: a member's socket of another namespace (chat's) counts as the app open while
  // it is in the organisation's room; call what this answers when it goes.
  staffArrived(organizationId: string): () => void;
  // Whether the organisation's staff have the app open on any copy, or had in the last five minutes.
  staffOnline(organizationId: string): Promise<boolean>;
  // True once closed: a namespace's emits should stop then, as the emitters above do.
  readonly closed: boolean;
  // Serves socket.io on the app's HTTP server, under /socket.io.
  attach(server: HttpServer): void;
  // Closes this copy's sockets and its Redis connections; later emits do nothing.
  close(): Promise<void>;
}

export interface RealtimeOptions {
  database: DatabaseHandle;
  clock: Clock;
  log: Logger;
  // With Redis, events and disconnects reach the sockets of every server copy.
  redis?: RedisClientType | undefined;
}

// socket.io's own shape of an events map.
// biome-ignore lint/suspicious/noExplicitAny: listeners of any arguments, as socket.io declares them
type EventsMap = Record<string, (...args: any[]) => void>;

type LiveServer = Server<Record<string, never>, LiveServerEvents, Record<string, never>, LiveSocketData>;
type LiveServerSocket = Socket<Record<string, never>, LiveServerEvents, Record<string, never>, LiveSocketData>;

// The adapter needs two connections of its own: one publishes, the other sits
// in subscriber mode, where it can do nothing else.
async function redisAdapter(redis: RedisClientType, log: RealtimeOptions['log']) {
  const pub = redis.duplicate();
  const sub = redis.duplicate();
  for (const client of [pub, sub]) {
    // An unheard 'error' would end the process; the client reconnects by itself.
    client.on('error', (error: Error) => log.warn({ reason: error.message }, 'realtime redis connection problem'));
  }
  await Promise.all([pub.connect(), sub.connect()]);
  return { adapter: createAdapter(pub, sub), clients: [pub, sub] };
}

export async function createRealtime({ database, clock, log, redis }: RealtimeOptions): Promise<Realtime> {
  const io: LiveServer = new Server({
    path: liveSocketPath,
    serveClient: false,
    // WebSocket only: no long-polling, so copies behind a load balancer need no sticky sessions.
    transports: ['websocket'],
    // Clients send only chat messages (4,000 characters at most). The frame limit sits well above that, as
    // HTTP's body limit does, so an overlong message is answered with its rule rather than a closed connection.
    maxHttpBufferSize: 1024 * 1024,
  });
  const redisParts = redis ? await redisAdapter(redis, log) : undefined;
  if (redisParts) io.adapter(redisParts.adapter);
  const authenticator = createSocketAuthenticator({ database, clock });
  const recentEvents = redis ? createRecentEventsInRedis(redis, clock) : createRecentEventsInMemory(clock);
  const presence = createStaffPresence({ database, clock, log });
  let closed = false;

  io.use((socket, next) => {
    authenticator
      .authenticate(socket.handshake.auth)
      .then((data) => {
        if (!data) return next(refusal(401));
        socket.data = data;
        next();
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not check a realtime connection');
        next(refusalFor(error));
      });
  });

  // Once in its rooms, a socket that says how far behind its screen may be learns what it missed meanwhile, so the
  // page reads again only what changed (most often nothing) rather than all it shows.
  const tellMissed = async (socket: LiveServerSocket, rooms: string[], behind: number | 'unclear') => {
    const events =
      behind === 'unclear'
        ? undefined
        : await recentEvents.since(rooms, clock.now().getTime() - behind - catchUpMarginMs).catch((error: unknown) => {
            log.warn({ err: error }, 'could not tell a realtime connection what it missed');
            return undefined;
          });
    const missed: LiveMissed = events ? { events, everything: false } : { events: [], everything: true };
    socket.emit('live.missed', missed);
  };

  io.on('connection', (socket) => {
    const { organizationId, userId, sessionId } = socket.data;
    const eventRooms = [realtimeRooms.organization(organizationId), realtimeRooms.user(userId)];
    void socket.join([...eventRooms, realtimeRooms.session(sessionId)]);
    socket.on('disconnect', presence.arrived(organizationId));
    const behind = behindOf(socket.handshake.auth);
    if (behind !== undefined) void tellMissed(socket, eventRooms, behind);
    authenticator
      .stillLive(socket.data)
      .then((live) => {
        if (!live) socket.disconnect(true);
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'could not check a realtime connection');
        socket.disconnect(true);
      });
  });

  const emitter = (room: string): LiveEmitter => ({
    emit(event, payload) {
      if (closed) return;
      // socket.io's typed emit cannot follow a generic event name; the signature above keeps callers typed.
      const send = () => {
        if (!closed) (io.to(room).emit as (event: LiveEventName, payload: unknown) => void)(event, payload);
      };
      // Recorded first: a socket joining meanwhile then learns of it from the record or receives it.
      recentEvents.record(room, event).then(send, (error: unknown) => {
        log.warn({ err: error, event }, 'could not record a live event for sockets joining later');
        send();
      });
    },
  });

  const namespaces: Namespace[] = [io.of('/')];
  // Asked of every copy; one that does not answer soon (a deploy under way) is taken to have no one.
  const anyoneIn = async (room: string) => {
    const found = await Promise.race([
      Promise.all(namespaces.map((namespace) => namespace.in(room).fetchSockets())),
      new Promise<[]>((resolve) => setTimeout(() => resolve([]), socketsWaitMs).unref()),
    ]).catch(() => []);
    return found.some((sockets) => sockets.length > 0);
  };
  const disconnect = (room: string) => {
    if (closed) return;
    for (const namespace of namespaces) namespace.in(room).disconnectSockets(true);
  };

  return {
    toOrganization: (organizationId) => emitter(realtimeRooms.organization(organizationId)),
    toUser: (userId) => emitter(realtimeRooms.user(userId)),
    endSession: (sessionId) => disconnect(realtimeRooms.session(sessionId)),
    endSessionsOf: (userId) => disconnect(realtimeRooms.user(userId)),
    staffArrived: (organizationId) => presence.arrived(organizationId),
    async staffOnline(organizationId) {
      if (await presence.recentlyOnline(organizationId)) return true;
      const found = !closed && (await anyoneIn(realtimeRooms.organization(organizationId)));
      if (found) presence.found(organizationId);
      return found;
    },
    get closed() {
      return closed;
    },
    namespace(name) {
      const namespace = io.of(name) as unknown as Namespace;
      if (!namespaces.includes(namespace)) namespaces.push(namespace);
      return namespace as never;
    },
    attach(server) {
      io.attach(server);
    },
    // Not io.close(): that also closes the HTTP server, which Fastify closes itself.
    async close() {
      if (closed) return;
      closed = true;
      // Dropped, not ended: clients see a lost connection and reconnect (to
      // another copy, or to this one once restarted) instead of taking it as a revocation.
      io.engine?.close();
      await Promise.all(namespaces.map((namespace) => namespace.adapter.close()));
      await Promise.all(redisParts?.clients.map((client) => client.quit().catch(() => undefined)) ?? []);
    },
  };
}
