import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';

describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers ok without touching the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('GET /api/ready answers ready while the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok' } });
  });

  it('GET /api/ready answers 503 once the database is gone, while /api/health still answers', async () => {
    const own = await buildTestApp({ freshDatabase: true });
    try {
      expect((await own.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
      await own.database.close();
      const res = await own.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'database unavailable', checks: { database: 'unavailable' } });
      expect((await own.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });
});
