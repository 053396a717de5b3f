import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError, LOCK_FILE_NAME } from './data-dir-lock';
import { openDatabase } from './client';
import { testDriver } from '../test/database';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-lock-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A live process that is not this one, as a running server would be. */
function liveProcess(): number {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child.pid!;
}

/** The id of a process that has exited: a crashed server's stale lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
  return Number(child.stdout.trim());
}

/** Every file under a folder with its size and modification time: equal snapshots mean nothing was written. */
function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else out[path.relative(dir, full)] = `${statSync(full).size}:${statSync(full).mtimeMs}`;
    }
  };
  walk(dir);
  return out;
}

function run(script: string, args: string[], env: Record<string, string>) {
  const base: NodeJS.ProcessEnv = { ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false', PORT: '0', HOST: '127.0.0.1', ...env };
  delete base.DATABASE_URL;
  delete base.JWT_SECRET;
  return spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), [path.join(repoRoot, script), ...args], { cwd: repoRoot, env: base, encoding: 'utf8', timeout: 60_000 });
}

describe('the DATA_DIR lock (one process per embedded database)', () => {
  it('refuses a second handle while the first holds the lock, and is free again once released', () => {
    const dir = tempDir();
    const first = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(String(process.pid));
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirInUseError);
    try {
      acquireDataDirLock(dir);
    } catch (err) {
      expect((err as DataDirInUseError).pid).toBe(process.pid);
      expect((err as Error).message).toBe(
        `Another server is already using the database in ${dir} (pid ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    first.release();
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses while another live process holds it', () => {
    const dir = tempDir();
    const pid = liveProcess();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${pid}\nsomeone-else\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(`(pid ${pid})`);
    // Refusing leaves the other process's lock alone.
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(`${pid}\nsomeone-else\n`);
  });

  it('takes over a stale lock whose process is gone (a crash, kill -9)', () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${deadPid()}\ncrashed\n`);
    const lock = acquireDataDirLock(dir);
    expect(readFileSync(lock.file, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it.skipIf(testDriver === 'pg')('a second embedded database on the same folder refuses and the first keeps working', { timeout: 60_000 }, async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirInUseError);
      await first.ping();
    } finally {
      await first.close();
    }
    expect(existsSync(path.join(dir, LOCK_FILE_NAME))).toBe(false);
    const again = await openDatabase({ dataDir: dir });
    await again.close();
  });

  it.skipIf(testDriver === 'pg')('npm start and create-admin refuse a folder a live server holds, touch nothing and print no secret', { timeout: 120_000 }, async () => {
    const dir = tempDir();
    // An existing database, as a running server would have.
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    const pid = liveProcess();
    writeFileSync(path.join(dir, LOCK_FILE_NAME), `${pid}\nthe-running-server\n`);
    const before = snapshot(path.join(dir, 'pgdata'));

    const server = run('apps/api/src/server.ts', [], { DATA_DIR: dir });
    expect(server.status).toBe(1);
    expect(server.stderr.trim()).toBe(`Another server is already using the database in ${dir} (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);

    const admin = run('apps/api/src/cli/create-admin.ts', ['--email', 'locked-admin@example.com', '--password', 'a long admin password'], { DATA_DIR: dir });
    expect(admin.status).toBe(1);
    expect(admin.stderr).toContain(`The server is running on the database in ${dir} (pid ${pid}). Stop it first`);
    expect(admin.stdout + admin.stderr).not.toMatch(/argon2|a long admin password/);

    expect(snapshot(path.join(dir, 'pgdata'))).toEqual(before);
    expect(readFileSync(path.join(dir, LOCK_FILE_NAME), 'utf8')).toBe(`${pid}\nthe-running-server\n`);
  });
});
