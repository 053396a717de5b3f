import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';

describe('OpenAPI document and UI', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/docs/json lists every foundation route with its methods', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Mystery Trips API');
    const expected: Record<string, string[]> = {
      '/api/auth/login': ['post'],
      '/api/auth/register': ['post'],
      '/api/auth/partner-register': ['post'],
      '/api/users/me/profile': ['put'],
      '/api/users/me/password': ['put'],
      '/api/partners/me': ['get', 'put'],
      '/api/settings/public': ['get'],
      '/api/admin/settings': ['get', 'put'],
      '/api/health': ['get'],
      '/api/ready': ['get'],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const m of methods) expect(doc.paths[path], `${m} ${path}`).toHaveProperty(m);
    }
  });

  it('documents request bodies from the shared schemas and marks protected routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const register = doc.paths['/api/auth/register'].post;
    const schema = register.requestBody.content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['201', '400', '409']));
    expect(doc.paths['/api/partners/me'].get.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('GET /api/docs serves the Swagger UI page', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      res = await t.app.inject({ method: 'GET', url: new URL(String(res.headers.location), 'http://localhost/api/docs/').pathname });
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/swagger/i);
  });
});
