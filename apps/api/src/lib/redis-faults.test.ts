import net from 'node:net';
import { Writable } from 'node:stream';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { travellerInput, uniqueEmail } from '../test/factories';
import { createRedisLimiter } from './attempt-limiter';
import { openRedis, type OutageLog } from './redis';

const OUTAGE_WARNING = 'Redis is unreachable';

/** A log that keeps its lines, to count the outage warnings. */
function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream, count: (text: string) => lines.filter((l) => l.includes(text)).length };
}

const silentLog: OutageLog = { warn: () => undefined, info: () => undefined };

/** A TCP proxy to `port`, closed and opened again by the test: Redis going away and coming back. */
async function proxyTo(port: number) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(port, '127.0.0.1');
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('error', () => undefined);
      s.on('close', () => sockets.delete(s));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const listenPort = (server.address() as net.AddressInfo).port;
  return {
    port: listenPort,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const s of sockets) s.destroy();
      }),
    start: () => new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve)),
  };
}

const redisAvailable = await new Promise<boolean>((resolve) => {
  const socket = net.connect(6379, '127.0.0.1');
  socket.once('connect', () => {
    socket.destroy();
    resolve(true);
  });
  socket.once('error', () => resolve(false));
});

const login = (t: TestApp, email: string) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong but long enough' } });

describe('REDIS_URL set but nothing listens there', () => {
  let t: TestApp;
  let redis: Redis;
  const log = captureLog();
  // Before the app exists the client logs to the log it was opened with (the server's console): count both.
  const early: string[] = [];
  const warnings = () => log.count(OUTAGE_WARNING) + early.filter((m) => m.includes(OUTAGE_WARNING)).length;
  beforeAll(async () => {
    redis = openRedis('redis://127.0.0.1:1', { warn: (_o, msg) => early.push(msg), info: () => undefined });
    t = await buildTestApp({ redis, rateLimits: { loginPerIp: 6, accountFailures: 3 }, config: { logLevel: 'warn' }, logStream: log.stream });
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('limits sign-ins in process instead of answering 500, fast, and warns once per outage', async () => {
    const email = uniqueEmail('redis-down');
    const started = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await login(t, email)).statusCode);
    // Three failures on the account, then its proof of work is asked for (counted in process).
    expect(statuses).toEqual([401, 401, 401, 428]);
    // The per-IP limit (@fastify/rate-limit) holds too: 6 a window, in process.
    const more: number[] = [];
    for (let i = 0; i < 3; i++) more.push((await login(t, uniqueEmail('redis-down-ip'))).statusCode);
    expect(more).toEqual([401, 401, 429]);
    // Each request failed fast instead of waiting on Redis.
    expect(Date.now() - started).toBeLessThan(7 * 1_000);
    expect(warnings()).toBe(1);
  });

  it('registers an account and hands out a contact challenge (rate-limited routes) and says degraded on /api/ready with 200', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: travellerInput() });
    expect(res.statusCode).toBe(201);
    // The contact form's rate-limited challenge too.
    expect((await t.app.inject({ method: 'GET', url: '/api/public/contact/challenge' })).statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'unreachable' } });
    expect(warnings()).toBe(1);
  });

  it('a Redis attempt limiter answers from process memory while Redis is down', async () => {
    const limiter = createRedisLimiter(redis, 60_000, 'faults-test');
    expect(await limiter.hit('k')).toBe(1);
    expect(await limiter.hit('k')).toBe(2);
    expect(await limiter.count('k')).toBe(2);
    await limiter.reset('k');
    expect(await limiter.count('k')).toBe(0);
  });
});

describe.runIf(redisAvailable)('Redis going away while the server runs, and coming back', () => {
  let t: TestApp;
  let redis: Redis;
  let proxy: Awaited<ReturnType<typeof proxyTo>>;
  const log = captureLog();
  beforeAll(async () => {
    proxy = await proxyTo(6379);
    // A database number of its own, so other tests on this Redis never share these counters.
    redis = openRedis(`redis://127.0.0.1:${proxy.port}/13`, silentLog);
    await new Promise((resolve) => redis.once('ready', resolve));
    await redis.flushdb();
    t = await buildTestApp({ redis, rateLimits: { loginPerIp: 1_000, accountFailures: 3 }, config: { logLevel: 'info' }, logStream: log.stream });
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
    await proxy.stop().catch(() => undefined);
  });

  it('counts in Redis, falls back in process while it is gone, then shares again', { timeout: 30_000 }, async () => {
    const email = uniqueEmail('redis-flaky');
    expect((await login(t, email)).statusCode).toBe(401);
    expect(Number(await redis.get(`login-failures:${email}`))).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).json()).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok' } });

    await proxy.stop();
    const during: number[] = [];
    for (let i = 0; i < 4; i++) during.push((await login(t, email)).statusCode);
    // In process the account starts from zero: three failures, then the proof of work.
    expect(during).toEqual([401, 401, 401, 428]);
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', checks: { database: 'ok', redis: 'unreachable' } });
    expect(log.count(OUTAGE_WARNING)).toBe(1);

    await proxy.start();
    await expect
      .poll(async () => (await t.app.inject({ method: 'GET', url: '/api/ready' })).json().status, { timeout: 15_000, interval: 250 })
      .toBe('ready');
    expect(log.count('Redis is reachable again')).toBe(1);
    // Shared again: the count Redis kept from before the outage goes on.
    expect((await login(t, email)).statusCode).toBe(401);
    expect(Number(await redis.get(`login-failures:${email}`))).toBe(2);
  });
});
