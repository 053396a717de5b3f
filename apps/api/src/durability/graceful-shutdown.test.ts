import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../db/data-dir-lock';

// A real server process on the embedded database, stopped with SIGTERM while requests are in flight.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-shutdown-'));
const running: ChildProcess[] = [];
const SHUTDOWN_TIMEOUT_MS = 10_000;

afterAll(() => {
  for (const p of running) if (p.exitCode === null) p.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ port: number; proc: ChildProcess; output: () => string }> {
  const port = await freePort();
  // The server itself, not the tsx CLI (which would run it in a child and forward signals).
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(proc);
  let output = '';
  proc.stdout?.on('data', (d) => (output += d));
  proc.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early: ${output}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return { port, proc, output: () => output };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready: ${output}`);
}

interface Answer {
  status: number;
  body: string;
}

/**
 * One request on a connection of its own; resolves once the request is fully sent (`sent`) and with the
 * complete answer or the error the client saw (`answer`).
 */
function send(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}, agent: http.Agent | false = false) {
  let markSent!: () => void;
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const answer = new Promise<Answer | Error>((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      { host: '127.0.0.1', port, method, path: url, agent, headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}) } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve(res.complete ? { status: res.statusCode!, body: text } : new Error('incomplete answer')));
        res.on('error', resolve);
      },
    );
    req.on('error', resolve);
    req.on('finish', markSent);
    req.end(payload);
  });
  return { sent, answer };
}

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

describe('a running server: a second one refused, then SIGTERM while requests are in flight', () => {
  it('answers every accepted request, closes idle keep-alive connections and exits 0 within the bound', { timeout: 180_000 }, async () => {
    const { port, proc, output } = await startServer();
    const account = { name: 'Draining Dora', email: 'dora.drain@example.com', password: 'finishes-what-it-started' };
    const registered = await send(port, 'POST', '/api/auth/register', account).answer;
    if (registered instanceof Error) throw registered;
    expect(registered.status).toBe(201);
    const token = (JSON.parse(registered.body) as { token: string }).token;

    // A second server and create-admin on the same DATA_DIR refuse while this one runs, and it keeps serving.
    const env = { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' };
    const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], { cwd: repoRoot, env, encoding: 'utf8', timeout: 60_000 });
    expect(second.status).toBe(1);
    expect(second.stderr.trim()).toBe(`Another server is already using the database in ${dataDir} (pid ${proc.pid}). Stop it first, or set DATA_DIR to another folder.`);
    const admin = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/api/src/cli/create-admin.ts'), '--email', 'second@example.com', '--password', 'a long admin password'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain(`(pid ${proc.pid}). Stop it first, then run create-admin again.`);
    expect(admin.stdout + admin.stderr).not.toMatch(/argon2|a long admin password/);
    expect(await send(port, 'POST', '/api/auth/login', { email: account.email, password: account.password }).answer).toMatchObject({ status: 200 });

    // A keep-alive connection left idle: it must not hold the exit.
    const keepAlive = new http.Agent({ keepAlive: true });
    const warm = await send(port, 'GET', '/api/health', undefined, {}, keepAlive).answer;
    expect(warm).toMatchObject({ status: 200 });

    const preference = { budget_range: '1000-2000', duration: '5-7', traveller_count: 2, departure_date: inDays(30), interests: ['wildlife'], notes: 'drain' };
    const requests = [
      ...Array.from({ length: 16 }, () => ({ expected: 201, ...send(port, 'POST', '/api/preferences', preference, { authorization: `Bearer ${token}` }) })),
      ...Array.from({ length: 8 }, (_, i) => ({ expected: 201, ...send(port, 'POST', '/api/auth/register', { ...account, email: `dora.${i}@example.com` }) })),
      ...Array.from({ length: 8 }, () => ({ expected: 200, ...send(port, 'GET', '/api/blog') })),
      ...Array.from({ length: 8 }, () => ({ expected: 200, ...send(port, 'GET', '/api/public/featured-services') })),
    ];
    await Promise.all(requests.map((r) => r.sent));
    const signalledAt = Date.now();
    proc.kill('SIGTERM');
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));

    const answers = await Promise.all(requests.map((r) => r.answer));
    const problems = answers.flatMap((a, i) =>
      a instanceof Error ? [`#${i}: ${a.message}`] : a.status !== requests[i]!.expected ? [`#${i}: ${a.status} ${a.body.slice(0, 120)}`] : [],
    );
    expect(problems, output()).toEqual([]);

    const code = await exited;
    const tookMs = Date.now() - signalledAt;
    expect(code, output()).toBe(0);
    expect(tookMs).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
    expect(existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
    keepAlive.destroy();

    // An answered write is there after the restart: the database was closed cleanly after the last answer.
    const again = await startServer();
    try {
      const login = await send(again.port, 'POST', '/api/auth/login', { email: 'dora.7@example.com', password: account.password }).answer;
      expect(login).toMatchObject({ status: 200 });
    } finally {
      again.proc.kill('SIGTERM');
      await new Promise((resolve) => again.proc.once('exit', resolve));
    }
  });
});
