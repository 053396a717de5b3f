/**
 * Starts the product once for every e2e file, the way a user would on a fresh machine:
 * a new DATA_DIR, an admin made with the real `npm run create-admin` CLI (before the server, since
 * PGlite is single-process), then `node scripts/start.mjs` (builds the web app if needed) with
 * NODE_ENV unset so the demo seed runs like a real first start.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import './support/provided';
import { ARTIFACTS_DIR, CHROMIUM_MISSING_MESSAGE, CHROMIUM_PATH, REPO_ROOT } from './support/paths';

const ADMIN_EMAIL = 'e2e-admin@mysterytrips.example';
const READY_TIMEOUT_MS = Number(process.env.E2E_READY_TIMEOUT_MS ?? 150_000);

/** Variables that would point the server at other services or another mode than a first `npm start`. */
const STRIPPED_ENV = [
  /^NODE_ENV$/,
  /^VITEST/,
  /^TEST$/,
  /^DATABASE_URL$/,
  /^TEST_DATABASE_URL$/,
  /^REDIS_URL$/,
  /^STRIPE_/,
  /^SMTP_URL$/,
  /^S3_/,
  /^SEED_DEMO$/,
  /^JWT_SECRET$/,
  /^PUBLIC_URL$/,
  /^WEB_DIST_DIR$/,
  /^PORT$/,
  /^DATA_DIR$/,
  /^HOST$/,
];

function productEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (!STRIPPED_ENV.some((re) => re.test(k))) env[k] = v;
  }
  return { ...env, ...extra };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

const strongPassword = () => `E2e-${randomBytes(15).toString('base64url')}-9z`;

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function stopGroup(child: ChildProcess) {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  const kill = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal); // the whole group: start.mjs, tsx, the server
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 15_000).unref());
  if ((await Promise.race([exited(child), timer])) === 'timeout') {
    kill('SIGKILL');
    await exited(child);
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(CHROMIUM_MISSING_MESSAGE);
  mkdirSync(ARTIFACTS_DIR, { recursive: true });

  // Debugging aid: E2E_BASE_URL=http://127.0.0.1:3000 E2E_ADMIN_EMAIL=… E2E_ADMIN_PASSWORD=… runs the
  // journeys against a server you started yourself (not used by `npm test` or CI).
  const external = process.env.E2E_BASE_URL;
  if (external) {
    const email = process.env.E2E_ADMIN_EMAIL;
    const password = process.env.E2E_ADMIN_PASSWORD;
    if (!email || !password) throw new Error('e2e: E2E_BASE_URL needs E2E_ADMIN_EMAIL and E2E_ADMIN_PASSWORD');
    await waitUntilReady(external.replace(/\/$/, ''), null, () => '(external server)');
    await expectWebApp(external.replace(/\/$/, ''), () => '(external server)');
    project.provide('baseURL', external.replace(/\/$/, ''));
    project.provide('adminEmail', email);
    project.provide('adminPassword', password);
    return;
  }

  const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const adminPassword = strongPassword();
  // TEST_CLOCK: journeys move the server's clock through a trip's calendar (PUT /api/admin/test-clock);
  // a file that moves it puts it back before it ends.
  // TRUST_PROXY: each browser of the journeys comes from an address of its own (support/browser.ts), as
  // visitors do; from one address, the suite's registrations would pass the per-address limit (10 a minute).
  const env = productEnv({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', TEST_CLOCK: 'true', TRUST_PROXY: 'true' });
  const started = Date.now();

  // 1. The admin, through the real CLI (the README's command).
  const admin = spawnSync('npm', ['run', '--silent', 'create-admin', '--', '--email', ADMIN_EMAIL, '--password', adminPassword], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (admin.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error(
      `e2e: \`npm run create-admin\` failed (exit ${admin.status ?? admin.signal}):\n${admin.stdout}\n${admin.stderr}`,
    );
  }

  // 2. The product, as `npm start` runs it. Its output goes to e2e/artifacts/server.log.
  const logFile = path.join(ARTIFACTS_DIR, 'server.log');
  const log = createWriteStream(logFile);
  const tail: string[] = [];
  const keep = (chunk: Buffer) => {
    log.write(chunk);
    tail.push(...chunk.toString('utf8').split('\n'));
    if (tail.length > 80) tail.splice(0, tail.length - 80);
  };
  const server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: REPO_ROOT,
    env,
    detached: true, // own process group, so teardown stops the builder, tsx and the server together
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);

  const teardown = async () => {
    await stopGroup(server);
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(baseURL, server, () => tail.join('\n'));
    await expectWebApp(baseURL, () => tail.join('\n'));
  } catch (err) {
    await teardown();
    throw err;
  }
  console.log(`e2e: product ready at ${baseURL} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${path.relative(REPO_ROOT, logFile)})`);

  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN_EMAIL);
  project.provide('adminPassword', adminPassword);
  return teardown;
}

async function waitUntilReady(baseURL: string, server: ChildProcess | null, logTail: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (server && (server.exitCode !== null || server.signalCode !== null)) {
      throw new Error(
        `e2e: \`node scripts/start.mjs\` exited (${server.exitCode ?? server.signalCode}) before /api/ready answered. Last output:\n${logTail()}`,
      );
    }
    try {
      const res = await fetch(`${baseURL}/api/ready`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return;
      last = `HTTP ${res.status} ${await res.text()}`;
    } catch (err) {
      last = String((err as Error).cause ?? err);
    }
    await new Promise((r) => setTimeout(r, 300)); // polling interval, not a wait for an outcome
  }
  throw new Error(
    `e2e: GET ${baseURL}/api/ready did not answer 200 within ${READY_TIMEOUT_MS / 1000} s (last: ${last}). Last output:\n${logTail()}`,
  );
}

/** The journeys need the web app, not just the API: fail once, clearly, instead of every test timing out. */
async function expectWebApp(baseURL: string, logTail: () => string) {
  const res = await fetch(`${baseURL}/login`, { signal: AbortSignal.timeout(10_000) });
  const body = await res.text();
  if (!res.ok || !/text\/html/.test(res.headers.get('content-type') ?? '') || !body.includes('<script')) {
    throw new Error(
      `e2e: the server answers /api/ready but does not serve the web app (GET /login: HTTP ${res.status}, ` +
        `${res.headers.get('content-type')}: ${body.slice(0, 200)}). Last output:\n${logTail()}`,
    );
  }
}
