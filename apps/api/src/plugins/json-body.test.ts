import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestTexts } from '@mt/shared';
import { jsonNestsDeeperThan, MAX_JSON_DEPTH } from '../lib/json-depth';
import { buildTestApp, type TestApp } from '../test/app';

const json = { 'content-type': 'application/json' };
const nested = (levels: number, inner = '1') => '['.repeat(levels) + inner + ']'.repeat(levels);

describe('a JSON body nested too deeply (issue 21: 10,000 levels answered 500)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers 400 with a message, as a whole body or as one field', async () => {
    const whole = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: nested(10_000) });
    expect(whole.statusCode).toBe(400);
    expect(whole.json()).toEqual({ message: requestTexts.jsonTooDeep });
    const objects = '{"a":'.repeat(10_000) + '1' + '}'.repeat(10_000);
    const deepObjects = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: objects });
    expect(deepObjects.statusCode).toBe(400);
    expect(deepObjects.json()).toEqual({ message: requestTexts.jsonTooDeep });
    const field = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload: `{"email":${nested(10_000)},"password":"x"}` });
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual({ message: requestTexts.jsonTooDeep });
  });

  it("keeps Fastify's parser rules: invalid JSON, an empty body and prototype keys answer 400", async () => {
    for (const payload of ['{', '', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: json, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const ok = await t.app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json; charset=utf-8' }, payload: { email: 'nobody@example.com', password: 'not the password' } });
    expect(ok.statusCode).toBe(401);
  });

  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestsDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestsDeeperThan(`{"a":"${'['.repeat(1000)}"}`)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\"${'{'.repeat(1000)}"}`)).toBe(false);
    expect(jsonNestsDeeperThan(`{"a":"\\\\",${'"b":['.repeat(40)}1${']'.repeat(40)}}`)).toBe(true);
    expect(jsonNestsDeeperThan('{"days":[{"items":[{"ids":[1,2]}]}]}', 6)).toBe(false);
    expect(jsonNestsDeeperThan('{"days":[{"items":[{"ids":[1,2]}]}]}', 5)).toBe(true);
  });
});
