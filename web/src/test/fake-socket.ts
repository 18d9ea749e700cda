// A stand-in for socket.io-client (mocked for every test in setup.ts): no test
// opens a network connection, and a test plays the server by firing events.
type Listener = (...args: unknown[]) => void;

class Listeners {
  private readonly listeners = new Map<string, Listener[]>();

  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }

  // The test side: what the server (or socket.io itself) would make happen.
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

export class FakeSocket extends Listeners {
  // As in socket.io-client: false once the socket gave up (refused, or closed by us).
  active = true;
  readonly options: unknown;
  // The socket's connection manager, which tells of every packet it receives ('packet').
  readonly io = new Listeners();

  constructor(options: unknown) {
    super();
    this.options = options;
  }

  connect() {
    this.active = true;
    return this;
  }

  disconnect() {
    this.active = false;
    return this;
  }
}

export const fakeSockets: FakeSocket[] = [];

export function latestFakeSocket() {
  const socket = fakeSockets.at(-1);
  if (!socket) throw new Error('no socket was opened');
  return socket;
}

export function io(options?: unknown) {
  const socket = new FakeSocket(options);
  fakeSockets.push(socket);
  return socket;
}
