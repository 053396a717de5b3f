import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../test/app';
import { drain, isDraining, trackConnections } from './graceful-shutdown';

function get(port: number, agent: http.Agent | false = false) {
  return new Promise<{ status: number; connection: string | undefined; body: string } | Error>((resolve) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body }));
      })
      .on('error', resolve);
  });
}

describe('draining a server (SIGTERM)', () => {
  it('answers every request already sent, with Connection: close, ends idle keep-alive connections, then closes', async () => {
    let received = 0;
    const server = http.createServer((_req, res) => {
      received += 1;
      setTimeout(() => res.end('done'), 150);
    });
    const tracker = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;

    const keepAlive = new http.Agent({ keepAlive: true });
    expect(await get(port, keepAlive)).toMatchObject({ status: 200 });
    const idleSocketClosed = new Promise<void>((resolve) => {
      const sockets = Object.values(keepAlive.freeSockets).flat();
      expect(sockets).toHaveLength(1);
      sockets[0]!.once('close', () => resolve());
    });

    const pending = Array.from({ length: 10 }, () => get(port));
    // "Already sent" means the server has read them: a fixed wait raced with a loaded machine (CI), where
    // the drain began before the requests were accepted.
    await vi.waitFor(() => expect(received).toBe(11), { timeout: 5_000, interval: 5 });
    let closed = 0;
    const drained = drain({ server, tracker, quietMs: 50, close: async () => void (closed += 1) });
    expect(isDraining(server)).toBe(true);

    const answers = await Promise.all(pending);
    for (const a of answers) expect(a).toEqual({ status: 200, connection: 'close', body: 'done' });
    await idleSocketClosed;
    await drained;
    expect(closed).toBe(1);
    expect(server.listening).toBe(false);
    expect(tracker.open()).toBe(0);
    keepAlive.destroy();
  });

  it("keeps listening for the quiet period from the drain's start, for connections the busy loop had not accepted yet", async () => {
    const server = http.createServer((_req, res) => res.end('done'));
    const tracker = trackConnections(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await get(port)).toMatchObject({ status: 200 });
    // The last connection is older than the quiet period when the drain begins.
    await new Promise((resolve) => setTimeout(resolve, 120));

    const drained = drain({ server, tracker, quietMs: 100, close: async () => undefined });
    const late = await get(port);
    expect(late).toEqual({ status: 200, connection: 'close', body: 'done' });
    await drained;
    expect(server.listening).toBe(false);
  });

  it('makes /api/ready answer 503 shutting down while its server drains, and leaves another app ready', async () => {
    const t = await buildTestApp();
    const other = await buildTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      trackConnections(t.app.server).startDraining();
      expect((await other.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'shutting down', checks: { database: 'ok' } });
    } finally {
      await t.close();
      await other.close();
    }
  });
});
