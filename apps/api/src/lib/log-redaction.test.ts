import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, type TestApp } from '../test/app';
import { REDACTED, redactUrl, serializeError, withoutQueryValues } from './log-redaction';

const EMAIL = 'leaky.person@example.com';
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

describe('secrets never reach the log', () => {
  let t: TestApp;
  const lines: string[] = [];
  const logStream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });

  beforeAll(async () => {
    t = await buildTestApp({ config: { logLevel: 'info' }, logStream });
    // A failed query carrying an e-mail and a password hash, as a registration's insert would.
    t.app.get('/api/test/failed-insert', async () =>
      t.app.db.execute(sql`insert into no_such_users (email, password_hash) values (${EMAIL}, ${HASH})`),
    );
  });
  afterAll(async () => {
    await t.close();
  });

  it('logs a failed query without its parameter values, in the message, the stack or a field', async () => {
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/test/failed-insert' });
    expect(res.statusCode).toBe(500);
    const failure = lines.find((l) => l.includes('request failed'));
    expect(failure).toBeDefined();
    const logged = JSON.parse(failure!);
    expect(logged.err.message).toContain('Failed query: insert into no_such_users');
    expect(logged.err.message).toContain(`params: ${REDACTED}`);
    expect(logged.err.params).toBe(REDACTED);
    const all = lines.join('\n');
    expect(all).not.toContain(EMAIL);
    expect(all).not.toContain('argon2id');
  });

  it('logs a request without its Authorization header, cookies or ?token= value', async () => {
    lines.length = 0;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health?token=abc123secret&page=2',
      headers: { ...bearer('eyJhbGciOiJIUzI1NiJ9.secret-jwt'), cookie: 'session=cookie-secret' },
    });
    expect(res.statusCode).toBe(200);
    const incoming = JSON.parse(lines.find((l) => l.includes('incoming request'))!);
    expect(incoming.req.url).toBe(`/api/health?token=${REDACTED}&page=2`);
    const all = lines.join('\n');
    expect(all).not.toMatch(/abc123secret|secret-jwt|cookie-secret|Bearer/);
  });

  it('censors secret fields and headers wherever a log line carries them', () => {
    lines.length = 0;
    t.app.log.info({ headers: { authorization: 'Bearer x.y.z', cookie: 'a=b' }, body: { password: 'hunter2 long', email: 'ok@example.com' }, token: 'raw-token' }, 'debugging');
    const logged = JSON.parse(lines.find((l) => l.includes('debugging'))!);
    expect(logged.headers).toEqual({ authorization: REDACTED, cookie: REDACTED });
    expect(logged.body).toEqual({ password: REDACTED, email: 'ok@example.com' });
    expect(logged.token).toBe(REDACTED);
  });
});

describe('redaction helpers', () => {
  it('redacts secret-looking query parameters only', () => {
    expect(redactUrl('/reset-password?token=abc&next=%2Fhome')).toBe(`/reset-password?token=${REDACTED}&next=%2Fhome`);
    expect(redactUrl('/api/auth/verify?access_token=a&Signature=b&code=c&page=1')).toBe(
      `/api/auth/verify?access_token=${REDACTED}&Signature=${REDACTED}&code=${REDACTED}&page=1`,
    );
    expect(redactUrl('/api/services?q=lodge')).toBe('/api/services?q=lodge');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('strips query values and a PostgreSQL detail from an error and its causes, leaving the original intact', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      detail: `Key (email)=(${EMAIL}) already exists.`,
    });
    const params = [EMAIL, HASH];
    const err = Object.assign(new Error(`Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: ${params}`), {
      query: 'insert into users (email, password_hash) values ($1, $2)',
      params,
      cause: pgError,
    });
    const clean = withoutQueryValues(err) as Error & { params: unknown; cause: { detail: unknown; code: unknown } };
    expect(clean.message).toBe(`Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: ${REDACTED}`);
    expect(clean.stack).not.toContain(EMAIL);
    expect(clean.params).toBe(REDACTED);
    expect(clean.cause.detail).toBe(REDACTED);
    expect(clean.cause.code).toBe('23505');
    expect(err.params).toBe(params);
    expect(JSON.stringify(serializeError(err))).not.toMatch(/leaky|argon2/);
  });
});
