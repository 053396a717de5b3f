import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync, existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { acquireDataDirLock, DataDirInUseError } from './data-dir-lock';
import { BackupError, createBackup, restoreBackup } from './embedded-backup';
import { runMigrations } from './migrate';
import { settings } from './schema';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const root = mkdtempSync(path.join(tmpdir(), 'mt-backup-'));
const source = path.join(root, 'source');
const backupFile = path.join(root, 'site.mtbackup.gz');
const UPLOAD = 'services/2026/lion.webp';
const PICTURE = Buffer.from('not really a webp, but bytes all the same');

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The setting row and the upload, read from a data directory (the database opened and closed again). */
async function contentOf(dataDir: string) {
  const handle = await openDatabase({ dataDir });
  try {
    const [row] = await handle.db.select().from(settings).where(eq(settings.key, 'backup_marker'));
    return { marker: row?.value, upload: readFileSync(path.join(dataDir, 'uploads', UPLOAD)), secret: readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8') };
  } finally {
    await handle.close();
  }
}

describe('npm run backup / npm run restore (embedded database)', () => {
  beforeAll(async () => {
    // A small data directory as a server leaves it: a migrated database with a row, an upload, the JWT secret.
    const handle = await openDatabase({ dataDir: source });
    try {
      await runMigrations(handle);
      await handle.db.insert(settings).values({ key: 'backup_marker', value: 'taken before the backup' });
    } finally {
      await handle.close();
    }
    mkdirSync(path.join(source, 'uploads', path.dirname(UPLOAD)), { recursive: true });
    writeFileSync(path.join(source, 'uploads', UPLOAD), PICTURE);
    writeFileSync(path.join(source, 'jwt-secret'), 'a-generated-secret-of-this-site');
    await createBackup(source, backupFile);
  }, 120_000);

  it('restores the database, the uploads and the secret into a fresh directory', async () => {
    const target = path.join(root, 'fresh');
    await restoreBackup(backupFile, target);
    expect(await contentOf(target)).toEqual({ marker: 'taken before the backup', upload: PICTURE, secret: 'a-generated-secret-of-this-site' });
  }, 120_000);

  it('refuses a directory that holds something, unless forced', async () => {
    const target = path.join(root, 'occupied');
    mkdirSync(target, { recursive: true });
    writeFileSync(path.join(target, 'keep-me.txt'), 'mine');
    await expect(restoreBackup(backupFile, target)).rejects.toThrow(/is not empty \(keep-me\.txt\).*--force/);
    expect(readdirSync(target)).toEqual(['keep-me.txt']);
    await restoreBackup(backupFile, target, { force: true });
    expect(existsSync(path.join(target, 'keep-me.txt'))).toBe(false);
    expect((await contentOf(target)).marker).toBe('taken before the backup');
  }, 120_000);

  it('checks the file before it writes anything', async () => {
    const target = path.join(root, 'untouched');
    const damaged = path.join(root, 'damaged.gz');
    const body = gunzipSync(readFileSync(backupFile));
    body[body.length - 1]! ^= 0xff;
    writeFileSync(damaged, gzipSync(body));
    await expect(restoreBackup(damaged, target)).rejects.toThrow(/does not match its checksum/);
    const cut = path.join(root, 'cut.gz');
    writeFileSync(cut, gzipSync(body.subarray(0, body.length - 10)));
    await expect(restoreBackup(cut, target)).rejects.toThrow(/cut short/);
    writeFileSync(path.join(root, 'other.gz'), gzipSync(Buffer.from('hello')));
    await expect(restoreBackup(path.join(root, 'other.gz'), target)).rejects.toThrow(/not a Mystery Trips backup/);
    await expect(restoreBackup(path.join(root, 'missing.gz'), target)).rejects.toThrow(BackupError);
    expect(existsSync(target)).toBe(false);
  });

  it('refuses while a server holds the data directory, for backup and restore alike', async () => {
    const lock = acquireDataDirLock(source);
    try {
      await expect(createBackup(source, path.join(root, 'while-running.gz'))).rejects.toThrow(DataDirInUseError);
      await expect(restoreBackup(backupFile, source, { force: true })).rejects.toThrow(DataDirInUseError);
    } finally {
      lock.release();
    }
    expect(existsSync(path.join(root, 'while-running.gz'))).toBe(false);
  });

  it('refuses a folder without an embedded database', async () => {
    await expect(createBackup(path.join(root, 'nothing-here'), path.join(root, 'x.gz'))).rejects.toThrow(/no embedded database/);
  });

  it('works as the commands an operator runs (npm run backup, npm run restore)', () => {
    const run = (script: string, args: string[], dataDir: string) => {
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
      delete env.DATABASE_URL;
      return spawnSync('npx', ['tsx', path.join(repoRoot, 'apps/api/src/cli', script), ...args], { cwd: repoRoot, env, encoding: 'utf8' });
    };
    const file = path.join(root, 'from-the-command.gz');
    const backup = run('backup.ts', ['--out', file], source);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`written to ${file}`);
    const target = path.join(root, 'from-the-command');
    const restore = run('restore.ts', [file], target);
    expect(restore.status, restore.stderr).toBe(0);
    expect(readFileSync(path.join(target, 'uploads', UPLOAD))).toEqual(PICTURE);
    const again = run('restore.ts', [file], target);
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/is not empty.*--force/);
  }, 120_000);
});
