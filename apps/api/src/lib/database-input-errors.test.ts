import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { refusedValueMessage } from './database-input-errors';

/** What a request's value does to PostgreSQL when no schema stops it, on the real driver (PGlite or pg). */
const STATEMENTS: Record<string, ReturnType<typeof sql>> = {
  'too-long': sql`INSERT INTO settings (key, value) VALUES (${'k'.repeat(65)}, '{}'::jsonb)`,
  'out-of-range': sql`SELECT ${'2147483648'}::int AS v`,
  'not-a-number': sql`SELECT ${'1;drop'}::bigint AS v`,
  'bad-date': sql`SELECT ${'2024-02-30'}::date AS v`,
  'date-overflow': sql`SELECT ${'2024-13-01 25:61'}::timestamptz AS v`,
  'bad-json': sql`SELECT ${'"\\ud800"'}::jsonb AS v`,
};

describe('a value PostgreSQL refuses answers 400, not 500 (issue 21 safety net)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    for (const [name, statement] of Object.entries(STATEMENTS)) t.app.post(`/api/test/db/${name}`, async () => t.app.db.execute(statement));
    t.app.get('/api/test/db/missing-table', async () => t.app.db.execute(sql`SELECT x FROM no_such_table`));
  });
  afterAll(() => t.close());

  it.each(Object.keys(STATEMENTS))('%s', async (name) => {
    const res = await t.app.inject({ method: 'POST', url: `/api/test/db/${name}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.stringMatching(/^(A|Text) .* request/) });
    expect(res.body).not.toMatch(/settings|int|bigint|jsonb|syntax/i);
  });

  it('leaves every other database error a 500 that hides its detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/db/missing-table' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/no_such_table/);
    expect(refusedValueMessage(new Error('plain'))).toBeNull();
    expect(refusedValueMessage({ cause: { code: '22001' } })).toBe('A value in the request is too long.');
  });
});
