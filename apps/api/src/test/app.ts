import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig, type RateLimits } from '../config';
import type { DatabaseHandle, Db } from '../db/client';
import { createTestDatabase, getFileDatabase, type TestDatabase } from './database';

/** Fixed so tests can forge tokens with jose (expired, tampered) that the app would otherwise accept. */
export const TEST_JWT_SECRET = 'test-secret-for-api-tests-0123456789abcdef';

/** High enough that tests sharing 127.0.0.1 never trip the per-IP limits unless a test lowers them. */
export const TEST_RATE_LIMITS: RateLimits = {
  ipWindowMs: 60_000,
  loginPerIp: 10_000,
  registerPerIp: 10_000,
  accountFailures: 5,
  accountFailureWindowMs: 15 * 60_000,
  loginFailuresPerPair: 10,
  loginFailuresPerIp: 10_000,
  globalLoginFailuresPerMinute: 10_000,
  takenEmailPerIp: 10_000,
  takenEmailWindowMs: 60 * 60_000,
  resendVerificationPerIp: 10_000,
  resendVerificationPerAccount: 3,
  resendVerificationWindowMs: 15 * 60_000,
  verifyEmailPerIp: 10_000,
  contactPerIp: 10_000,
  contactWindowMs: 60_000,
  challengePerIp: 10_000,
  tripMessagesPerUser: 10_000,
  tripMessagesWindowMs: 60_000,
  // Per user, not per address: the tests of these limits count to the product's own values.
  storyCreatesPerUser: DEFAULT_RATE_LIMITS.storyCreatesPerUser,
  storyUploadsPerUser: DEFAULT_RATE_LIMITS.storyUploadsPerUser,
  storyCommentsPerUser: DEFAULT_RATE_LIMITS.storyCommentsPerUser,
  serviceWritesPerPartner: DEFAULT_RATE_LIMITS.serviceWritesPerPartner,
};

/** Proof of work a test can solve in milliseconds; the production cost is a browser's second. */
export const TEST_ALTCHA = { cost: 10, counterMin: 10, counterMax: 60 } as const;

export interface TestAppOptions {
  /** Extra environment variables for loadConfig (e.g. CHAT_WIDGET_URL, STRIPE_*). */
  env?: Record<string, string>;
  rateLimits?: Partial<RateLimits>;
  config?: Partial<AppConfig>;
  /** A database of its own instead of the file's shared one (for tests that change global state). */
  freshDatabase?: boolean;
  /** Payment provider and mailer overrides (Stripe over an offline HTTP client, a test SMTP mailer). */
  payments?: BuildAppOptions['payments'];
  mailer?: BuildAppOptions['mailer'];
  /** "Now" for calendar rules: a test moves it instead of sleeping (lib/clock.ts). */
  clock?: BuildAppOptions['clock'];
  /** A Redis client for rate limits and attempt counts (tests of Redis faults); otherwise none. */
  redis?: BuildAppOptions['redis'];
  /** Where the app logs (with `config: { logLevel }`), for tests that read the log. */
  logStream?: BuildAppOptions['logStream'];
  /** Fail `close()` on an answer whose status its endpoint does not declare (default on; plugins/route-registry.ts). */
  checkStatuses?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: DatabaseHandle;
  testDatabase: TestDatabase;
  config: AppConfig;
  close(): Promise<void>;
}

/**
 * The real app on a real database, not yet ready: a test may still add routes before its first `inject`.
 * Tests of one file share the database; factories keep their rows apart.
 */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-api-data-'));
  const base = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'silent', ...options.env });
  const config: AppConfig = {
    ...base,
    botCheck: base.botCheck.provider === 'altcha' ? { ...base.botCheck, ...TEST_ALTCHA } : base.botCheck,
    // Tests write rows straight to the database and read them back at once: nothing kept unless a test asks.
    publicAnswersTtlMs: 0,
    ...options.config,
    rateLimits: { ...TEST_RATE_LIMITS, ...options.rateLimits },
  };
  const testDatabase = options.freshDatabase ? await createTestDatabase() : await getFileDatabase();
  const app = await buildApp({ config, database: testDatabase.handle, serveWeb: false, payments: options.payments, mailer: options.mailer, clock: options.clock, logStream: options.logStream, redis: options.redis, checkStatuses: options.checkStatuses ?? true });
  return {
    app,
    db: testDatabase.handle.db,
    database: testDatabase.handle,
    testDatabase,
    config,
    async close() {
      const undeclared = [...new Set(app.undeclaredAnswers)];
      await app.close();
      if (options.freshDatabase) await testDatabase.dispose();
      rmSync(dataDir, { recursive: true, force: true });
      // A status the endpoint does not list: the shared contract must say everything a route answers.
      if (undeclared.length) throw new Error(`Answers their endpoints do not declare:\n${undeclared.join('\n')}`);
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
