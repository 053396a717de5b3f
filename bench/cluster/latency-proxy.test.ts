import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startLatencyProxy, type LatencyProxy } from './latency-proxy';

describe('startLatencyProxy', () => {
  let echo: net.Server | null = null;
  let proxy: LatencyProxy | null = null;
  afterEach(async () => {
    await proxy?.close();
    await new Promise((r) => (echo ? echo.close(r) : r(null)));
  });

  it('relays every byte in order, each way held for its delay, and keeps the path of the address', async () => {
    echo = net.createServer((s) => s.pipe(s));
    await new Promise<void>((r) => echo!.listen(0, '127.0.0.1', r));
    const port = (echo.address() as net.AddressInfo).port;
    proxy = await startLatencyProxy(`postgres://someone@127.0.0.1:${port}/bench_a`, 25);
    const via = new URL(proxy.url);
    expect(via.pathname).toBe('/bench_a');
    expect(via.username).toBe('someone');
    expect(via.port).not.toBe(String(port));

    const socket = net.connect(Number(via.port), via.hostname);
    await new Promise((r) => socket.once('connect', r));
    const sent = Array.from({ length: 50 }, (_, i) => `chunk ${i};`).join('');
    let received = '';
    const started = performance.now();
    const all = new Promise<number>((resolve) =>
      socket.on('data', (d) => {
        received += d.toString();
        if (received.length === sent.length) resolve(performance.now() - started);
      }),
    );
    for (const part of sent.match(/.{1,7}/g)!) socket.write(part);
    const tookMs = await all;
    socket.destroy();
    expect(received).toBe(sent);
    // Held there and back: never less than the two delays (timers fire no earlier than asked, to the millisecond).
    expect(tookMs).toBeGreaterThanOrEqual(49);
  });
});
