import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// A real server process on the embedded database: what it acknowledged must survive a hard kill.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const serverEntry = path.join(repoRoot, 'apps/api/src/server.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-durability-'));
const running: ChildProcess[] = [];

afterAll(() => {
  for (const p of running) p.kill('SIGKILL');
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

async function startServer(): Promise<{ base: string; proc: ChildProcess }> {
  const port = await freePort();
  // The server itself, not the tsx CLI: the CLI runs the server in a child process, so killing the CLI
  // would leave the first server holding the data directory while the second one opens it.
  const proc = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  running.push(proc);
  let stderr = '';
  proc.stderr?.on('data', (d) => (stderr += d));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited early: ${stderr}`);
    const ok = await fetch(`${base}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return { base, proc };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become ready: ${stderr}`);
}

const post = (base: string, url: string, body: unknown) =>
  fetch(`${base}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('embedded database durability', () => {
  it('keeps an acknowledged registration after the process is killed without warning', async () => {
    const account = { name: 'Durable Dana', email: 'dana.durable@example.com', password: 'survives-a-crash' };
    const first = await startServer();
    const registered = await post(first.base, '/api/auth/register', account);
    expect(registered.status).toBe(201);

    first.proc.kill('SIGKILL');
    await new Promise((resolve) => first.proc.once('exit', resolve));

    const second = await startServer();
    const login = await post(second.base, '/api/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);
    const body = (await login.json()) as { user: { name: string } };
    expect(body.user.name).toBe('Durable Dana');
    second.proc.kill('SIGTERM');
  }, 120_000);
});
