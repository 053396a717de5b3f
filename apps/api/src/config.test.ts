import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'j'.repeat(40), ...env });

describe('where the server listens (HOST)', () => {
  it('is this machine only outside production, unless HOST says otherwise', () => {
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ NODE_ENV: 'development' }).host).toBe('127.0.0.1');
    expect(load({ NODE_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(load({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ NODE_ENV: 'development', HOST: '::' }).host).toBe('::');
  });

  it('is every interface in production (containers), unless HOST says otherwise', () => {
    expect(load({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
    expect(load({ NODE_ENV: 'production', HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('takes an empty HOST as unset', () => {
    expect(load({ NODE_ENV: 'development', HOST: '' }).host).toBe('127.0.0.1');
    expect(load({ NODE_ENV: 'production', HOST: '' }).host).toBe('0.0.0.0');
  });
});

describe('METRICS_TOKEN', () => {
  it('is off unless set, and refuses a short token', () => {
    expect(load({}).metricsToken).toBeNull();
    expect(load({ METRICS_TOKEN: 't'.repeat(16) }).metricsToken).toBe('t'.repeat(16));
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});

describe('DATABASE_POOL_SIZE', () => {
  it('is 4 connections per pool unless set, and refuses what is not a whole number from 1 to 100', () => {
    expect(load({}).databasePoolSize).toBe(4);
    expect(load({ DATABASE_POOL_SIZE: '12' }).databasePoolSize).toBe(12);
    expect(load({ DATABASE_POOL_SIZE: '' }).databasePoolSize).toBe(4);
    for (const wrong of ['0', '101', '2.5', 'ten', '-1']) expect(() => load({ DATABASE_POOL_SIZE: wrong }), wrong).toThrow(/Invalid environment:\n {2}DATABASE_POOL_SIZE: /);
  });
});
