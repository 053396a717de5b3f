import net from 'node:net';
import type { Server } from 'node:http';

interface SocketState {
  /** Requests this connection has carried. */
  served: number;
  /** Requests on it not yet answered. */
  active: number;
  acceptedAt: number;
}

export interface ConnectionTracker {
  /** From now on every answer carries `Connection: close`. */
  startDraining(): void;
  readonly draining: boolean;
  /** Requests received and not yet answered. */
  inFlight(): number;
  /** Open connections. */
  open(): number;
  /** When the last connection was accepted (ms since the epoch). */
  lastAcceptedAt(): number;
  /**
   * Ends connections with nothing more to do: idle after at least one answer, or accepted `graceMs` ago
   * without ever sending a request.
   */
  reap(graceMs: number): void;
}

/**
 * Follows every connection of `server` and the requests on it, for draining: call before listen. Node's
 * `server.close()` ends every connection without an active request at once, including those just accepted
 * whose request has not been read yet (behind a busy event loop, PGlite's queue): their clients saw a reset.
 */
const drainingServers = new WeakSet<Server>();

/**
 * This server is draining (SIGTERM/SIGINT): readiness answers 503 so load balancers send no more. Kept per
 * server rather than per process, so a server that drained (in a test) says nothing of another app's.
 */
export const isDraining = (server: Server) => drainingServers.has(server);

export function trackConnections(server: Server): ConnectionTracker {
  const sockets = new Map<net.Socket, SocketState>();
  let draining = false;
  let lastAccepted = 0;
  server.on('connection', (socket: net.Socket) => {
    lastAccepted = Date.now();
    sockets.set(socket, { served: 0, active: 0, acceptedAt: lastAccepted });
    socket.once('close', () => sockets.delete(socket));
  });
  // First, before the app's handler writes anything: while draining, each answer closes its connection.
  server.prependListener('request', (req, res) => {
    if (draining && !res.headersSent) res.setHeader('connection', 'close');
    const state = sockets.get(req.socket);
    if (!state) return;
    state.served += 1;
    state.active += 1;
    res.once('close', () => {
      state.active -= 1;
    });
  });
  return {
    startDraining: () => {
      draining = true;
      drainingServers.add(server);
    },
    get draining() {
      return draining;
    },
    inFlight: () => [...sockets.values()].reduce((n, s) => n + s.active, 0),
    open: () => sockets.size,
    lastAcceptedAt: () => lastAccepted,
    reap(graceMs) {
      const now = Date.now();
      for (const [socket, state] of sockets) {
        if (state.active > 0) continue;
        if (state.served > 0 || now - state.acceptedAt >= graceMs) socket.destroy();
      }
    },
  };
}

export interface DrainOptions {
  server: Server;
  tracker: ConnectionTracker;
  /** The listener closes once no request is in flight and no connection came for this long. */
  quietMs?: number;
  /** How long a connection accepted without a request yet may take to send one. */
  firstRequestGraceMs?: number;
  /** Called once no connection is left; closes the app, the database and Redis. */
  close: () => Promise<void>;
}

/** Lets the event loop's I/O phase run (timers can fire before it after a long synchronous stretch). */
const ioTurn = async (ms: number) => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Finishes every request already accepted, then calls `close`. Connections the kernel completed wait in the
 * listen backlog until the event loop accepts them, which behind a busy loop (PGlite runs on it) takes a
 * while; closing the listener at once reset them (22 of 42 requests in the probe). So while
 * draining the listener stays open and every answer says `Connection: close`; it closes once nothing is in
 * flight and no connection came for `quietMs`. Idle keep-alive connections are ended; the caller bounds the
 * whole (SHUTDOWN_TIMEOUT_MS).
 */
export async function drain({ server, tracker, quietMs = 250, firstRequestGraceMs = 2_000, close }: DrainOptions): Promise<void> {
  tracker.startDraining();
  // The quiet period counts from the drain's start too: connections that reached the backlog while the
  // loop was busy (the signal itself waited behind that work) are accepted in the I/O turns that follow.
  const startedAt = Date.now();
  let listening = true;
  for (;;) {
    tracker.reap(firstRequestGraceMs);
    const quietSince = Math.max(startedAt, tracker.lastAcceptedAt());
    if (listening && tracker.inFlight() === 0 && Date.now() - quietSince >= quietMs) {
      // net.Server's close: no new connections; open ones keep going (http.Server's would end idle ones now).
      net.Server.prototype.close.call(server);
      listening = false;
    }
    if (!listening && tracker.open() === 0) break;
    await ioTurn(20);
  }
  await close();
}
