import { randomBytes } from 'node:crypto';
import { mkdirSync, openSync, readFileSync, renameSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

/** The lock file in DATA_DIR: only one process may open the embedded database there (PGlite is one connection). */
export const LOCK_FILE_NAME = 'server.lock';

/** Thrown when another live process (or another handle in this one) holds DATA_DIR's database. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Another server is already using the database in ${dataDir} (pid ${pid}). Stop it first, or set DATA_DIR to another folder.`);
    this.name = 'DataDirInUseError';
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file if it is still ours. Safe to call twice. */
  release(): void;
}

/** Lock files this process holds (file -> token), removed on exit even when process.exit skips close(). */
const held = new Map<string, string>();
let exitHookInstalled = false;

function pidAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else; ESRCH: no such process.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): { pid: number; token: string } | null {
  try {
    const [pid = '', token = ''] = readFileSync(file, 'utf8').split('\n');
    return { pid: Number(pid), token };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

function removeIfOurs(file: string, token: string): void {
  if (held.get(file) !== token) return;
  held.delete(file);
  try {
    if (readLock(file)?.token === token) unlinkSync(file);
  } catch {
    // Already gone, or the directory with it: nothing left to release.
  }
}

/**
 * Takes DATA_DIR's lock before the embedded database is opened: a file created with O_EXCL holding this
 * process's id. A lock whose process is gone (a crash, kill -9) is stale and taken over; a live one, or one
 * this process already holds through another handle, refuses with DataDirInUseError before anything touches
 * the database. The file is removed on close and on process exit.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE_NAME);
  const token = randomBytes(12).toString('hex');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      try {
        writeSync(fd, `${process.pid}\n${token}\n`);
      } finally {
        closeSync(fd);
      }
      held.set(file, token);
      if (!exitHookInstalled) {
        exitHookInstalled = true;
        process.on('exit', () => {
          for (const [f, t] of [...held]) removeIfOurs(f, t);
        });
      }
      return { file, release: () => removeIfOurs(file, token) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const current = readLock(file);
    if (!current) continue; // released between our attempt and the read: try again
    const ownedHere = current.pid === process.pid && held.get(file) === current.token;
    if (ownedHere || (current.pid !== process.pid && pidAlive(current.pid))) throw new DataDirInUseError(dir, current.pid);
    // Stale: its process is gone (or a previous process with our pid left it). Move it aside atomically, so two
    // processes taking over at once cannot both remove each other's fresh lock, then try O_EXCL again.
    const aside = `${file}.stale-${process.pid}-${token}`;
    try {
      renameSync(file, aside);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      continue;
    }
    const moved = readLock(aside);
    if (moved && moved.token !== current.token) {
      // Another process took the stale lock over between our read and the rename: that lock is live, give it back.
      renameSync(aside, file);
      throw new DataDirInUseError(dir, moved.pid);
    }
    unlinkSync(aside);
  }
  const current = readLock(file);
  throw new DataDirInUseError(dir, current?.pid ?? 0);
}
