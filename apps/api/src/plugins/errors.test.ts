import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/app';
import { badRequest, conflict } from '../lib/errors';

const GENERIC_5XX = 'Something went wrong on our side. Please try again later.';

describe('error handling and response headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Throwaway routes, added before the app is ready, to reach the error handler's branches.
    t.app.get('/api/test/boom', async () => {
      throw new Error('secret internal detail at /srv/app.ts:42');
    });
    t.app.get('/api/test/sql', async () => t.app.db.execute(sql`select secret_column from no_such_table`));
    t.app.get('/api/test/conflict', async () => {
      throw conflict('That slot is taken.');
    });
    t.app.get('/api/test/invalid', async () => {
      throw badRequest('Check the dates.', { departure_date: ['Must be in the future.'] });
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers an unknown /api route with 404 and a message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route GET /api/nothing-here not found.' });
  });

  it('answers a wrong method on a known path with 404', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/health' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route DELETE /api/health not found.');
  });

  it('hides an unexpected error behind a generic 500: no message, no stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_5XX });
    expect(res.body).not.toMatch(/secret|stack|app\.ts/);
  });

  it('hides a database error: no SQL, no table names', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/sql' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: GENERIC_5XX });
    expect(res.body).not.toMatch(/select|no_such_table|secret_column/i);
  });

  it("passes an application error's status, message and field errors through", async () => {
    const c = await t.app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(c.statusCode).toBe(409);
    expect(c.json()).toEqual({ message: 'That slot is taken.' });
    const v = await t.app.inject({ method: 'GET', url: '/api/test/invalid' });
    expect(v.statusCode).toBe(400);
    expect(v.json()).toEqual({ message: 'Check the dates.', errors: { departure_date: ['Must be in the future.'] } });
  });

  it('answers a body that is not JSON, an empty JSON body and a wrong content type with safe 4xx messages', async () => {
    const bad = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'The request body is not valid JSON.' });
    const xml = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'Unsupported content type.' });
  });

  it('answers 415 to a multipart body on a route that takes no uploads', async () => {
    const boundary = 'x-boundary';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Unsupported content type.' });
  });

  it('answers a body over 1 MiB with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request is too large.' });
  });

  it('sends an x-request-id, on errors too, and echoes a sane one from the caller', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(other.headers['x-request-id']).not.toBe(ok.headers['x-request-id']);
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing' })).headers['x-request-id']).toBeTruthy();
    expect((await t.app.inject({ method: 'GET', url: '/api/test/boom' })).headers['x-request-id']).toBeTruthy();
    const echoed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'trace-abc-123' } });
    expect(echoed.headers['x-request-id']).toBe('trace-abc-123');
    const tooLong = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'x'.repeat(65) } });
    expect(tooLong.headers['x-request-id']).not.toBe('x'.repeat(65));
  });
});
