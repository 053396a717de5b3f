import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The floor any HTTP endpoint pays on this machine: a bare node:http server that replays one request's
 * statements through the driver and writes the last one's rows as JSON. Measured with the same autocannon
 * (in the same process, on the same cores) as the endpoint, so "endpoint / bare HTTP" is the cost of the
 * app itself (Fastify, validation, planning, mapping, serializing), without the load generator's and the
 * HTTP stack's CPU, which the plain driver loop never pays.
 */
export async function startBareHttp(): Promise<{ url: string; use(replay: () => Promise<unknown>): void; close(): Promise<void> }> {
  let replay: () => Promise<unknown> = async () => [];
  const server = http.createServer((_req, res) => {
    replay().then(
      (rows) => {
        const body = JSON.stringify(rows);
        res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
        res.end(body);
      },
      () => {
        res.writeHead(500);
        res.end();
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    use: (next) => void (replay = next),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
