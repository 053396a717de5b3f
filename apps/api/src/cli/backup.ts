import path from 'node:path';
import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../db/data-dir-lock';
import { BackupError, embeddedTarget, createBackup } from '../db/embedded-backup';

/** `npm run backup [-- --out FILE]`: the embedded database and its uploads in one file (decision 0045). */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, strict: true });
  // Not loadConfig(): it would write a fresh jwt-secret into DATA_DIR, and restore wants that folder untouched.
  const config = embeddedTarget();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump, and the uploads folder or S3 bucket beside it (README, "Backups").');
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = path.resolve(values.out ?? `mystery-trips-backup-${stamp}.mtbackup.gz`);
  const result = await createBackup(config.dataDir, out);
  console.log(`Backup of ${config.dataDir} written to ${out} (${result.entries} entries, ${Math.ceil(result.bytes / 1024)} KiB).`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) console.error(`The server is running on the database in ${err.dataDir} (pid ${err.pid}). Stop it first, then run the backup again.`);
  else if (err instanceof BackupError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
