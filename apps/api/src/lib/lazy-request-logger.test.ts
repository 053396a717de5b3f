import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { REDACTED, redactingLoggerOptions } from './log-redaction';
import { LazyRequestLogger } from './lazy-request-logger';

const collector = () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>));
      done();
    },
  });
  return { lines, stream };
};

describe('LazyRequestLogger', () => {
  it("makes the Pino child only when a line is written at a level the child writes, with the child's bindings and redaction", async () => {
    const { lines, stream } = collector();
    const parent = pino(redactingLoggerOptions('warn'), stream);
    const child = vi.spyOn(parent, 'child');
    const log = new LazyRequestLogger(parent as never, { reqId: 'r-1' }, {});
    log.info('not written');
    log.debug({ a: 1 }, 'nor this');
    expect(log.isLevelEnabled('info')).toBe(false);
    expect(log.level).toBe('warn');
    expect(child).not.toHaveBeenCalled();

    log.warn({ headers: { authorization: 'Bearer secret' }, password: 'secret' }, 'written');
    log.error('and this');
    expect(child).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['written', 'r-1'],
      ['and this', 'r-1'],
    ]);
    expect(JSON.stringify(lines[0])).not.toContain('secret');
    expect(JSON.stringify(lines[0])).toContain(REDACTED);
  });

  it("follows a route's own level and a level set on it", () => {
    const parent = pino({ level: 'info' }, collector().stream);
    const quiet = new LazyRequestLogger(parent as never, { reqId: 'r-2' }, { level: 'silent' });
    expect(quiet.isLevelEnabled('fatal')).toBe(false);
    const chatty = new LazyRequestLogger(parent as never, { reqId: 'r-3' }, {});
    chatty.level = 'debug';
    expect(chatty.isLevelEnabled('debug')).toBe(true);
    expect(chatty.isLevelEnabled('trace')).toBe(false);
  });
});

describe("the app's request loggers", () => {
  let t: TestApp;
  const { lines, stream } = collector();
  beforeAll(async () => {
    t = await buildTestApp({ config: { logLevel: 'info' }, logStream: stream });
    t.app.get('/api/test/logs', async (request) => {
      request.log.warn({ marker: 'from the handler' }, 'a handler line');
      return { lazy: request.log instanceof LazyRequestLogger };
    });
  });
  afterAll(() => t.close());

  it("are lazy, and a request's lines carry its id as before", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/logs', headers: { 'x-request-id': 'lazy-1' } });
    expect(res.json()).toEqual({ lazy: true });
    await new Promise((resolve) => setImmediate(resolve));
    const mine = lines.filter((l) => l.reqId === 'lazy-1');
    // Fastify's own request lines at info, and the handler's.
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'a handler line', 'request completed']);
    expect(mine[1]).toMatchObject({ marker: 'from the handler', level: 40 });
  });
});
