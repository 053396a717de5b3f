import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { fieldTexts } from '@mt/shared';
import { openDatabase } from '../db/client';
import { findUserByEmail } from '../modules/users/users.repository';
import { verifyPassword } from '../lib/passwords';
import { getFileDatabase, testDriver } from '../test/database';
import { uniqueEmail } from '../test/factories';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const cli = path.join(repoRoot, 'apps/api/src/cli/create-admin.ts');
const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-cli-'));

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

/** Runs the real command as an operator would: embedded PGlite in DATA_DIR, or this file's PostgreSQL database. */
async function runCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  if (testDriver === 'pg') env.DATABASE_URL = (await getFileDatabase()).url!;
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['tsx', cli, ...args], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The admin row as the command left it, read after it exited (PGlite allows one process at a time). */
async function readAdmin(email: string) {
  if (testDriver === 'pg') return findUserByEmail((await getFileDatabase()).handle.db, email);
  const handle = await openDatabase({ dataDir });
  try {
    return await findUserByEmail(handle.db, email);
  } finally {
    await handle.close();
  }
}

describe('npm run create-admin (the real command)', () => {
  it('creates an admin, then changes the password when run again', { timeout: 120_000 }, async () => {
    const email = uniqueEmail('cli-admin');
    const first = await runCli(['--email', email.toUpperCase(), '--password', 'a long admin password', '--name', 'Cli Admin']);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout.trim()).toBe(`Admin ${email} created.`);
    const row = await readAdmin(email);
    expect(row).toMatchObject({ email, name: 'Cli Admin', userType: 'admin' });
    expect(await verifyPassword(row!.passwordHash, 'a long admin password')).toBe(true);

    const again = await runCli(['--email', email, '--password', 'another admin password']);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout.trim()).toBe(`Admin ${email} already existed; its password was changed.`);
    expect(await verifyPassword((await readAdmin(email))!.passwordHash, 'another admin password')).toBe(true);
  });

  it('exits with 2 and the password rule for a 5-character password, writing nothing', { timeout: 60_000 }, async () => {
    const email = uniqueEmail('cli-short');
    const res = await runCli(['--email', email, '--password', 'short']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`--password: ${fieldTexts.passwordTooShort}`);
    expect(res.stderr).toContain('Usage: npm run create-admin');
    expect(res.stdout).toBe('');
  });

  it('exits with 2 for a malformed email', { timeout: 60_000 }, async () => {
    const res = await runCli(['--email', 'not-an-email', '--password', 'long enough password']);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain(`--email: ${fieldTexts.emailInvalid}`);
  });
});
