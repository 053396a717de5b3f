import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_POOL_SIZE } from './db/client';
import { s3SettingsFrom, type S3Settings } from './modules/media/s3-settings';
import { PUBLISH_WINDOW_MS } from './plugins/changes-publisher';

/** A public API answer (the catalogue's, a guest's story or post) is reused this long at most: as long as a page (decision 0054). */
export const PUBLIC_ANSWER_TTL_MS = 60_000;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (the demo's published passwords stay on this machine), 0.0.0.0 in production. */
  HOST: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections per pool to PostgreSQL; each instance has two pools (db/client.ts). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(DEFAULT_POOL_SIZE),
  REDIS_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_EXPIRES_IN: z.string().default('7d'),
  PUBLIC_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Mystery Trips <no-reply@mysterytrips.example>'),
  CHAT_WIDGET_URL: z.string().url().optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  TRUST_PROXY: z.enum(['true', 'false']).default('false'),
  ALTCHA_HMAC_SECRET: z.string().min(32, 'ALTCHA_HMAC_SECRET must be at least 32 characters').optional(),
  RECAPTCHA_SITE_KEY: z.string().optional(),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  TURNSTILE_SITE_KEY: z.string().optional(),
  TURNSTILE_SECRET_KEY: z.string().optional(),
  /** SIGTERM/SIGINT: how long the server may take to finish the requests it accepted before it exits anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Lets an admin move the server's clock (browser journeys through a trip's calendar); refused in production. */
  TEST_CLOCK: z.enum(['true', 'false']).optional(),
  /** Issue 21: all images of one upload request together, in megapixels (decoding them is the CPU cost). */
  UPLOAD_MAX_REQUEST_MEGAPIXELS: z.coerce.number().positive().max(1000).default(120),
  /** Issue 23: pictures in an S3-compatible bucket instead of DATA_DIR/uploads (modules/media/s3-settings.ts). */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).optional(),
  /** Opens GET /api/metrics to `Authorization: Bearer <token>` from anywhere (loopback needs none). */
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  /** null: embedded PGlite in dataDir (or in memory for tests). */
  databaseUrl: string | null;
  /** DATABASE_POOL_SIZE: connections per pool to PostgreSQL, two pools per instance. */
  databasePoolSize: number;
  redisUrl: string | null;
  jwtSecret: string;
  jwtExpiresIn: string;
  publicUrl: string;
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string | null } | null;
  smtpUrl: string | null;
  mailFrom: string;
  chatWidgetUrl: string | null;
  seedDemo: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | null;
  trustProxy: boolean;
  rateLimits: RateLimits;
  /** The contact form's bot check (DESIGN.md section 1): ALTCHA unless reCAPTCHA or Turnstile keys are set. */
  botCheck: BotCheckSettings;
  /** PUT /api/admin/test-clock exists (TEST_CLOCK=true; never in production). */
  testClock: boolean;
  /** The pixels one upload request may carry, all its images together (UPLOAD_MAX_REQUEST_MEGAPIXELS). */
  uploadMaxRequestPixels: number;
  /** Bound on draining at SIGTERM/SIGINT (server.ts). */
  shutdownTimeoutMs: number;
  /** null: pictures on local disk under dataDir/uploads; otherwise the bucket they go to (decision 0043). */
  s3: S3Settings | null;
  /** METRICS_TOKEN: a scraper's bearer token for /api/metrics; null: loopback only. */
  metricsToken: string | null;
  /** How long a public API answer is reused (plugins/public-answers.ts); 0 keeps none. */
  publicAnswersTtlMs: number;
  /** How long an instance gathers what its writes changed before telling the others (plugins/changes-publisher.ts). */
  publicChangesWindowMs: number;
}

export interface AltchaSettings {
  provider: 'altcha';
  hmacSecret: string;
  /** PBKDF2 iterations per attempt, and the range the secret counter is drawn from: the work a browser does. */
  cost: number;
  counterMin: number;
  counterMax: number;
  expiresInSeconds: number;
}

export interface SiteverifySettings {
  provider: 'recaptcha' | 'turnstile';
  siteKey: string;
  secretKey: string;
  verifyUrl: string;
}

export type BotCheckSettings = AltchaSettings | SiteverifySettings;

/** About a second of work in a browser (measured: ~0.4 ms per attempt, 1000-3000 attempts). */
export const DEFAULT_ALTCHA: Omit<AltchaSettings, 'hmacSecret'> = {
  provider: 'altcha',
  cost: 1000,
  counterMin: 1000,
  counterMax: 3000,
  expiresInSeconds: 10 * 60,
};

export const SITEVERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

export interface RateLimits {
  ipWindowMs: number;
  loginPerIp: number;
  registerPerIp: number;
  /** Failed sign-ins on one account (from anywhere) after which every sign-in to it needs a proof of work. */
  accountFailures: number;
  /** The window of every failed-sign-in count below (account, account and IP pair, IP). */
  accountFailureWindowMs: number;
  /** Failed sign-ins of one account from one IP: over it, that pair answers 429 (the owner elsewhere is not affected). */
  loginFailuresPerPair: number;
  /** Failed sign-ins from one IP across accounts: over it, that IP answers 429. */
  loginFailuresPerIp: number;
  /** Failed sign-ins per minute across the site (password spraying): over it, every sign-in needs a proof of work. */
  globalLoginFailuresPerMinute: number;
  /** Registrations refused because the e-mail has an account, per IP per window: over it, registration answers 429. */
  takenEmailPerIp: number;
  takenEmailWindowMs: number;
  /** Verification links: per IP per ipWindowMs (route), and per account per window. */
  resendVerificationPerIp: number;
  resendVerificationPerAccount: number;
  resendVerificationWindowMs: number;
  verifyEmailPerIp: number;
  /** Contact form: messages per IP per window (spam protection besides the bot check). */
  contactPerIp: number;
  contactWindowMs: number;
  /** ALTCHA challenges per IP per minute. */
  challengePerIp: number;
  /** Trip messages a user may send per window, across all their threads. */
  tripMessagesPerUser: number;
  tripMessagesWindowMs: number;
  /** Stories a user may publish, story pictures they may upload, an hour; comments per ten minutes. */
  storyCreatesPerUser: number;
  storyUploadsPerUser: number;
  storyCommentsPerUser: number;
  /**
   * A partner's service writes an hour, per kind (create, update, delete each have their own budget):
   * generous for a partner at work, not for a script; creates and updates may carry an image to re-encode.
   */
  serviceWritesPerPartner: number;
}

/** Sign-in limits: generous for people behind one NAT, tight enough to stop password guessing. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  ipWindowMs: 60_000,
  loginPerIp: 20,
  registerPerIp: 10,
  accountFailures: 5,
  accountFailureWindowMs: 15 * 60_000,
  loginFailuresPerPair: 10,
  loginFailuresPerIp: 50,
  globalLoginFailuresPerMinute: 200,
  takenEmailPerIp: 5,
  takenEmailWindowMs: 60 * 60_000,
  resendVerificationPerIp: 10,
  resendVerificationPerAccount: 3,
  resendVerificationWindowMs: 15 * 60_000,
  verifyEmailPerIp: 20,
  contactPerIp: 5,
  contactWindowMs: 10 * 60_000,
  challengePerIp: 30,
  tripMessagesPerUser: 30,
  tripMessagesWindowMs: 10 * 60_000,
  storyCreatesPerUser: 10,
  storyUploadsPerUser: 30,
  storyCommentsPerUser: 20,
  serviceWritesPerPartner: 120,
};

/** JWT secret for embedded mode: generated once into DATA_DIR so tokens survive restarts. */
function embeddedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Provider keys come in pairs; a half-configured provider or two providers at once is a mistake that
 * should stop the start, not silently fall back to another check.
 */
function botCheckFrom(e: Env, jwtSecret: string): BotCheckSettings {
  const pairs = {
    recaptcha: [e.RECAPTCHA_SITE_KEY, e.RECAPTCHA_SECRET_KEY],
    turnstile: [e.TURNSTILE_SITE_KEY, e.TURNSTILE_SECRET_KEY],
  } as const;
  const configured: SiteverifySettings[] = [];
  for (const provider of ['recaptcha', 'turnstile'] as const) {
    const [siteKey, secretKey] = pairs[provider];
    if (!siteKey && !secretKey) continue;
    const name = provider.toUpperCase();
    if (!siteKey || !secretKey) throw new Error(`${name}_SITE_KEY and ${name}_SECRET_KEY must be set together`);
    configured.push({ provider, siteKey, secretKey, verifyUrl: SITEVERIFY_URLS[provider] });
  }
  if (configured.length > 1) throw new Error('Configure either reCAPTCHA or Turnstile keys, not both');
  if (configured[0]) return configured[0];
  // Every instance sharing JWT_SECRET derives the same ALTCHA secret, so a challenge from one verifies on another.
  const hmacSecret = e.ALTCHA_HMAC_SECRET ?? createHmac('sha256', jwtSecret).update('altcha-challenges').digest('base64url');
  return { ...DEFAULT_ALTCHA, hmacSecret };
}

/**
 * Where the server listens: HOST when set; otherwise every interface in production (a container's port is
 * published from outside it) and only this machine elsewhere, so `npm start` on a laptop does not offer
 * the demo accounts to the network it is on.
 */
function defaultHost(e: Env): string {
  return e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1');
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and .env files commonly write it.
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new Error('JWT_SECRET is required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.TEST_CLOCK === 'true') {
    throw new Error('TEST_CLOCK cannot be used when NODE_ENV=production');
  }
  const jwtSecret = e.JWT_SECRET ?? embeddedJwtSecret(dataDir);
  const stripe =
    e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY
      ? { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? null }
      : null;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: defaultHost(e),
    dataDir,
    databaseUrl: e.DATABASE_URL ?? null,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    redisUrl: e.REDIS_URL ?? null,
    jwtSecret,
    jwtExpiresIn: e.JWT_EXPIRES_IN,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    stripe,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    chatWidgetUrl: e.CHAT_WIDGET_URL ?? null,
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : e.NODE_ENV !== 'production',
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ? path.resolve(e.WEB_DIST_DIR) : null,
    trustProxy: e.TRUST_PROXY === 'true',
    rateLimits: DEFAULT_RATE_LIMITS,
    botCheck: botCheckFrom(e, jwtSecret),
    testClock: e.TEST_CLOCK === 'true',
    uploadMaxRequestPixels: Math.round(e.UPLOAD_MAX_REQUEST_MEGAPIXELS * 1_000_000),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    s3: s3SettingsFrom(e),
    metricsToken: e.METRICS_TOKEN ?? null,
    publicAnswersTtlMs: PUBLIC_ANSWER_TTL_MS,
    publicChangesWindowMs: PUBLISH_WINDOW_MS,
  };
}
