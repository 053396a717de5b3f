import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import requestLinesPlugin from '../plugins/request-lines';
import { REDACTED, redactingLoggerOptions } from './log-redaction';
import { formatLogLine, readableLogDestination, requestLine, requestWorthALine } from './readable-log';

const TIME = /^\d\d:\d\d:\d\d /;

/** A Fastify app logging through the readable destination into `lines`, with the app's redaction rules. */
function appWithReadableLog(lines: string[]) {
  const out = { write: (text: string) => lines.push(text) };
  const app = Fastify({ logger: { ...redactingLoggerOptions('info'), stream: readableLogDestination(out) }, logController: new LogController({ disableRequestLogging: true }) });
  return app;
}

describe('readable log lines', () => {
  it('prints a request as one short line', () => {
    const line = formatLogLine(JSON.stringify({ level: 30, time: Date.now(), pid: 1, hostname: 'h', reqId: 'r1', msg: 'GET /api/trips 200 12 ms' }));
    expect(line).toMatch(TIME);
    expect(line.slice(9)).toBe('GET /api/trips 200 12 ms\n');
  });

  it('names warnings and errors, keeps extra fields short, and prints an error with its stack', () => {
    expect(formatLogLine(JSON.stringify({ level: 40, time: 0, msg: 'slow', job: 'deliver-mail' })).slice(9)).toBe('WARN slow job=deliver-mail\n');
    const long = formatLogLine(JSON.stringify({ level: 30, time: 0, msg: 'm', detail: 'x'.repeat(500) }));
    expect(long.length).toBeLessThan(160);
    const err = formatLogLine(JSON.stringify({ level: 50, time: 0, msg: 'job failed', err: { type: 'Error', message: 'boom', stack: 'Error: boom\n    at run (job.ts:1:1)' } }));
    expect(err.slice(9)).toBe('ERROR job failed\n    Error: boom\n        at run (job.ts:1:1)\n');
  });

  it('passes a line that is not JSON through', () => {
    expect(formatLogLine('plain text')).toBe('plain text\n');
  });

  it('keeps the redaction rules: secret fields, and the values of a failed query in an error', () => {
    const lines: string[] = [];
    const app = appWithReadableLog(lines);
    app.log.info({ password: 'hunter2-secret', user: { token: 'tok-secret' } }, 'signed in');
    const failed = Object.assign(new Error('Failed query: insert into users params: a@b.c,$argon2id$secret'), { params: ['a@b.c', '$argon2id$secret'] });
    app.log.error({ err: failed }, 'query failed');
    const text = lines.join('');
    expect(text).toContain(`password=${REDACTED}`);
    expect(text).not.toMatch(/hunter2|tok-secret|argon2id\$secret|a@b\.c/);
    expect(text).toMatch(/ERROR query failed\n {4}Error: Failed query: insert into users params: \[redacted\]\n {8}at /);
  });
});

describe('which requests get a line', () => {
  it('API calls and pages do; probes, metrics, assets, pictures and files do not, unless they fail with 5xx', () => {
    expect(requestWorthALine('/api/trips', 200)).toBe(true);
    expect(requestWorthALine('/api/services/search?q=lion', 200)).toBe(true);
    expect(requestWorthALine('/services/12', 200)).toBe(true);
    expect(requestWorthALine('/', 200)).toBe(true);
    for (const url of ['/api/health', '/api/ready', '/api/metrics', '/assets/index-abc.js', '/uploads/services/1-640x480.webp', '/uploads/stories/a', '/favicon.ico', '/logo.svg', '/robots.txt']) {
      expect(requestWorthALine(url, 200), url).toBe(false);
    }
    expect(requestWorthALine('/api/ready', 503)).toBe(true);
    expect(requestWorthALine('/assets/missing.js', 404)).toBe(false);
  });

  it('the line hides secret query values', () => {
    expect(requestLine('GET', '/api/auth/verify?token=abc&x=1', 200, 3.4)).toBe(`GET /api/auth/verify?token=${REDACTED}&x=1 200 3 ms`);
  });

  it('a Fastify app logs one line per request worth it, and none for the others', async () => {
    const lines: string[] = [];
    const app = appWithReadableLog(lines);
    await app.register(requestLinesPlugin, { enabled: true });
    app.get('/api/trips', async () => ({ trips: [] }));
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/api/boom', async (request) => {
      // As plugins/errors.ts does for a 500.
      const err = new Error('kaput');
      request.log.error({ err }, 'request failed');
      throw err;
    });
    await app.inject({ url: '/api/trips?token=secret-value' });
    await app.inject({ url: '/api/health' });
    await app.inject({ url: '/assets/app.js' });
    await app.inject({ url: '/api/boom' });
    await app.close();
    const requestLines = lines.filter((l) => / \d+ ms\n$/.test(l)).map((l) => l.slice(9));
    expect(requestLines).toEqual([expect.stringMatching(new RegExp(`^GET /api/trips\\?token=\\[redacted\\] 200 \\d+ ms\\n$`)), expect.stringMatching(/^ERROR GET \/api\/boom 500 \d+ ms\n$/)]);
    // The failure's own error line keeps its stack.
    expect(lines.join('')).toMatch(/ERROR request failed\n {4}Error: kaput\n {8}at /);
  });
});
