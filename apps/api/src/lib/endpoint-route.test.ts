import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shared from '@mt/shared';
import { authTexts, type Endpoint } from '@mt/shared';
import { buildTestApp, type TestApp } from '../test/app';

const isEndpoint = (value: unknown): value is Endpoint =>
  !!value && typeof value === 'object' && 'method' in value && 'path' in value && 'responses' in value && 'errors' in value;

/** Every endpoint the shared package describes: the `<area>Endpoints` namespaces of its index. */
const sharedEndpoints = Object.entries(shared)
  .filter(([name]) => name.endsWith('Endpoints'))
  .flatMap(([area, members]) => Object.entries(members as object).filter(([, e]) => isEndpoint(e)).map(([name, e]) => ({ name: `${area}.${name}`, endpoint: e as Endpoint })));

const key = (method: string, path: string) => `${method} /api${path}`;

describe('routes are registered from the shared endpoints', () => {
  let t: TestApp;
  beforeAll(async () => {
    // TEST_CLOCK on: the test clock's route exists only then, and it is a shared endpoint too.
    t = await buildTestApp({ env: { TEST_CLOCK: 'true' } });
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
  });

  const fromEndpoints = () => t.app.registeredRoutes.filter((r) => r.endpoint);

  it('finds the shared endpoints', () => {
    expect(sharedEndpoints.length).toBeGreaterThan(0);
  });

  it('registers every shared endpoint once, at its method and path', () => {
    const registered = fromEndpoints().map((r) => `${r.method} ${r.url}`);
    for (const { name, endpoint } of sharedEndpoints) {
      expect(registered.filter((r) => r === key(endpoint.method, endpoint.path)), name).toHaveLength(1);
    }
  });

  it('registers every /api route from a shared endpoint (but the API docs, and the HEAD Fastify adds to a GET)', () => {
    const without = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD' && !r.endpoint,
    );
    expect(without.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers 401 without a token exactly where the endpoint says a token is needed', async () => {
    for (const { method, url, endpoint } of fromEndpoints()) {
      const res = await t.app.inject({
        method: method as 'GET',
        // Parameters get a plausible value: the check must answer before the route looks anything up.
        url: url.replace(/:[A-Za-z_]+/g, '1'),
        ...(['POST', 'PUT', 'PATCH'].includes(method) ? { payload: { unexpected: true } } : {}),
      });
      if (endpoint!.auth) {
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json(), `${method} ${url}`).toEqual({ message: authTexts.tokenMissing });
      } else {
        expect(res.statusCode, `${method} ${url}: ${res.body}`).not.toBe(401);
      }
    }
  });
});
