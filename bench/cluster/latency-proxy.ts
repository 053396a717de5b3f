/**
 * A TCP proxy that holds every chunk for a while each way: the instances' PostgreSQL placed "a zone away", as a
 * managed database is (BENCH_DB_DELAY_MS). On this machine a statement's round trip costs little beside the CPU
 * the requests share, so a round trip saved shows in the mix only through that CPU; with the database a
 * millisecond or two away, it shows as the time it is (decision 0062). Timers of one delay fire in the order
 * they were set, so each direction keeps its bytes in order.
 */
import net from 'node:net';

export interface LatencyProxy {
  /** `target` with the proxy's host and port. */
  url: string;
  close(): Promise<void>;
}

export async function startLatencyProxy(target: string, delayMs: number): Promise<LatencyProxy> {
  const to = new URL(target);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(to.port || 5432), to.hostname);
    for (const socket of [client, upstream]) {
      socket.setNoDelay(true);
      sockets.add(socket);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
      // An error closes the socket; 'close' ends the pair.
      socket.on('error', () => {});
    }
    const relay = (from: net.Socket, into: net.Socket) => from.on('data', (chunk) => setTimeout(() => into.writable && into.write(chunk), delayMs));
    relay(client, upstream);
    relay(upstream, client);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
