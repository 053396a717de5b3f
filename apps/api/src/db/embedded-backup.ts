import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { uploadsDir } from '../modules/media/media-store';
import { dumpPglite, openDatabase } from './client';
import { acquireDataDirLock, LOCK_FILE_NAME } from './data-dir-lock';

/**
 * `npm run backup` / `npm run restore` for the embedded database (decision 0045): DATA_DIR's database, its
 * uploads and its generated JWT secret in one file. The file is gzip over a small format of our own: a
 * magic line, a JSON manifest line naming every entry with its size and SHA-256, then the entries' bytes
 * in that order. Restore checks all of it before it writes anything.
 */
const MAGIC = 'MYSTERY-TRIPS-BACKUP 1\n';
/** PGlite's own dump of the data directory (dumpDataDir: a tar of PGDATA, taken through its API). */
const DATABASE_ENTRY = 'pgdata.tar';
const JWT_SECRET_FILE = 'jwt-secret';

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

interface Manifest {
  createdAt: string;
  entries: ManifestEntry[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function filesUnder(root: string, prefix: string): { path: string; file: string }[] {
  if (!existsSync(root)) return [];
  const out: { path: string; file: string }[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const file = path.join(root, entry.name);
    const rel = `${prefix}/${entry.name}`;
    if (entry.isDirectory()) out.push(...filesUnder(file, rel));
    else if (entry.isFile()) out.push({ path: rel, file });
  }
  return out;
}

/**
 * Writes DATA_DIR's database and uploads to `outFile`. PGlite's dump is taken through its API while this
 * process holds DATA_DIR's lock (db/data-dir-lock.ts): a running server holds it, so the backup refuses
 * with DataDirInUseError instead of copying files under a live database.
 */
export async function createBackup(dataDir: string, outFile: string): Promise<{ entries: number; bytes: number }> {
  const dir = path.resolve(dataDir);
  if (!existsSync(path.join(dir, 'pgdata'))) throw new BackupError(`There is no embedded database in ${dir} (no pgdata folder). Set DATA_DIR to the server's data folder.`);
  const handle = await openDatabase({ dataDir: dir });
  let database: Uint8Array;
  let files: { path: string; file: string }[];
  try {
    database = new Uint8Array(await (await dumpPglite(handle)).arrayBuffer());
    // Read while the lock is held: no server can write uploads meanwhile.
    files = [...filesUnder(uploadsDir(dir), 'uploads'), ...(existsSync(path.join(dir, JWT_SECRET_FILE)) ? [{ path: JWT_SECRET_FILE, file: path.join(dir, JWT_SECRET_FILE) }] : [])];
  } finally {
    await handle.close();
  }
  const parts: { path: string; bytes: Uint8Array }[] = [{ path: DATABASE_ENTRY, bytes: database }, ...files.map((f) => ({ path: f.path, bytes: readFileSync(f.file) }))];
  const manifest: Manifest = { createdAt: new Date().toISOString(), entries: parts.map((p) => ({ path: p.path, size: p.bytes.byteLength, sha256: sha256(p.bytes) })) };
  const body = Buffer.concat([Buffer.from(MAGIC), Buffer.from(`${JSON.stringify(manifest)}\n`), ...parts.map((p) => p.bytes)]);
  const zipped = gzipSync(body);
  // Written beside the target and renamed: a failed backup never leaves a half file under the final name.
  mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
  const partial = `${path.resolve(outFile)}.partial`;
  writeFileSync(partial, zipped, { mode: 0o600 });
  renameSync(partial, path.resolve(outFile));
  return { entries: parts.length, bytes: zipped.byteLength };
}

/** An entry path that stays inside the data directory: relative, no `..`, only the names a backup writes. */
const safeEntryPath = (p: string) =>
  (p === DATABASE_ENTRY || p === JWT_SECRET_FILE || /^uploads\/[^\0]+$/.test(p)) && !p.split('/').some((s) => s === '..' || s === '' || s === '.') && !path.isAbsolute(p);

/** Reads and checks a backup file: format, manifest, every entry's size and checksum. Throws BackupError. */
export function readBackup(file: string): { manifest: Manifest; entries: Map<string, Buffer> } {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  let body: Buffer;
  try {
    body = gunzipSync(readFileSync(file));
  } catch {
    throw new BackupError(`${file} is not a Mystery Trips backup (not a gzip file, or a damaged one).`);
  }
  if (body.subarray(0, MAGIC.length).toString() !== MAGIC) throw new BackupError(`${file} is not a Mystery Trips backup (unknown format).`);
  const lineEnd = body.indexOf(0x0a, MAGIC.length);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(body.subarray(MAGIC.length, lineEnd).toString()) as Manifest;
  } catch {
    throw new BackupError(`${file} is damaged: its table of contents cannot be read.`);
  }
  if (!Array.isArray(manifest?.entries) || !manifest.entries.some((e) => e.path === DATABASE_ENTRY)) throw new BackupError(`${file} is damaged: it holds no database.`);
  const entries = new Map<string, Buffer>();
  let offset = lineEnd + 1;
  for (const entry of manifest.entries) {
    if (typeof entry.path !== 'string' || !safeEntryPath(entry.path) || entries.has(entry.path)) throw new BackupError(`${file} is damaged: an entry has an unsafe or repeated name.`);
    if (!Number.isInteger(entry.size) || entry.size < 0 || offset + entry.size > body.length) throw new BackupError(`${file} is damaged or cut short (${entry.path}).`);
    const bytes = body.subarray(offset, offset + entry.size);
    if (sha256(bytes) !== entry.sha256) throw new BackupError(`${file} is damaged: ${entry.path} does not match its checksum.`);
    entries.set(entry.path, bytes);
    offset += entry.size;
  }
  if (offset !== body.length) throw new BackupError(`${file} is damaged: it has bytes after its last entry.`);
  return { manifest, entries };
}

/**
 * Restores a backup into DATA_DIR. The file is checked whole first; a data directory that already holds
 * something is refused unless `force` (then its database, uploads and secret are replaced), and a running
 * server's directory is always refused (DataDirInUseError). The database is loaded through PGlite's API
 * and opened once to prove it starts.
 */
export async function restoreBackup(file: string, dataDir: string, { force = false }: { force?: boolean } = {}): Promise<{ entries: number; createdAt: string }> {
  const { manifest, entries } = readBackup(file);
  const dir = path.resolve(dataDir);
  const lock = acquireDataDirLock(dir);
  try {
    const present = readdirSync(dir).filter((name) => name !== LOCK_FILE_NAME && !name.startsWith(`${LOCK_FILE_NAME}.`));
    if (present.length && !force) throw new BackupError(`${dir} is not empty (${present.slice(0, 3).join(', ')}${present.length > 3 ? ', ...' : ''}). Restore into an empty folder, or add --force to replace what is there.`);
    for (const name of present) rmSync(path.join(dir, name), { recursive: true, force: true });
    for (const [entryPath, bytes] of entries) {
      if (entryPath === DATABASE_ENTRY) continue;
      const target = path.join(dir, ...entryPath.split('/'));
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, bytes, { mode: entryPath === JWT_SECRET_FILE ? 0o600 : 0o644 });
    }
  } finally {
    lock.release();
  }
  // openDatabase takes the lock again and PGlite unpacks its dump into DATA_DIR/pgdata.
  const handle = await openDatabase({ dataDir: dir, loadDataDir: new Blob([entries.get(DATABASE_ENTRY)!]) });
  try {
    await handle.ping();
  } finally {
    await handle.close();
  }
  if (!statSync(path.join(dir, 'pgdata')).isDirectory()) throw new BackupError(`The database could not be restored into ${dir}.`);
  return { entries: entries.size, createdAt: manifest.createdAt };
}

/** DATA_DIR and DATABASE_URL as the server reads them (an empty value is unset), for the two commands. */
export function embeddedTarget(env: NodeJS.ProcessEnv = process.env): { dataDir: string; databaseUrl: string | null } {
  return { dataDir: path.resolve(env.DATA_DIR || './data'), databaseUrl: env.DATABASE_URL || null };
}
