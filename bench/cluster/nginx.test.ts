import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * deploy/nginx.conf as the bench runs it (nginx.ts), with two stand-in instances that answer their own name:
 * which instance answers whom (decision 0057). CI installs nginx (.ci/run); elsewhere the test needs it too.
 */
const binary = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';

function instance(name: string): Promise<{ server: Server; port: number }> {
  const server = createServer((_req, res) => res.end(name));
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })));
}

describe.runIf(existsSync(binary) || process.env.CI)('deploy/nginx.conf sends each key to one instance', () => {
  let instances: { server: Server; port: number }[];
  let url: string;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    instances = [await instance('a'), await instance('b')];
    // A port of its own, not the bench's 8088: chosen before nginx.ts reads it.
    const spare = await instance('spare');
    process.env.BENCH_NGINX_PORT = String(spare.port);
    await new Promise((resolve) => spare.server.close(resolve));
    const { startNginx } = await import('./nginx');
    const nginx = await startNginx(instances.map((i) => i.port));
    ({ url, stop } = nginx);
  });
  afterAll(async () => {
    await stop?.();
    for (const { server } of instances ?? []) {
      server.closeAllConnections();
      server.close();
    }
  });

  const who = async (path: string, token?: string) => (await fetch(`${url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })).text();

  it("a guest's address always reaches the same instance, and the addresses are shared between them", async () => {
    for (const path of ['/', '/stories/4', '/api/services/search?search=safari']) {
      const first = await who(path);
      for (let i = 0; i < 10; i++) expect(await who(path), path).toBe(first);
    }
    const answered = await Promise.all(Array.from({ length: 200 }, (_, i) => who(`/stories/${i}`)));
    expect(answered.filter((n) => n === 'a').length).toBeGreaterThan(40);
    expect(answered.filter((n) => n === 'b').length).toBeGreaterThan(40);
  });

  it("a signed-in visitor's requests all reach one instance, whatever the address, and visitors are shared", async () => {
    const paths = ['/api/trips', '/api/trips/5/envelope', '/api/trips/5/messages', '/stories/4', '/'];
    const homes: string[] = [];
    for (let v = 0; v < 100; v++) {
      const token = `token-${v}`;
      const answered = await Promise.all(paths.map((path) => who(path, token)));
      expect(new Set(answered).size, token).toBe(1);
      homes.push(answered[0]!);
    }
    expect(homes.filter((n) => n === 'a').length).toBeGreaterThan(20);
    expect(homes.filter((n) => n === 'b').length).toBeGreaterThan(20);
  });

  it("an instance that is down: its share is answered by the other", async () => {
    const [a] = instances;
    const aPaths = (await Promise.all(Array.from({ length: 40 }, async (_, i) => ((await who(`/blog/${i}`)) === 'a' ? `/blog/${i}` : null)))).filter((p) => p !== null);
    expect(aPaths.length).toBeGreaterThan(0);
    a!.server.closeAllConnections();
    await new Promise((resolve) => a!.server.close(resolve));
    for (const path of aPaths) expect(await who(path)).toBe('b');
  });
});
