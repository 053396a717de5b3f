import { parseArgs } from 'node:util';
import { DataDirInUseError } from '../db/data-dir-lock';
import { BackupError, embeddedTarget, restoreBackup } from '../db/embedded-backup';

const USAGE = 'Usage: npm run restore -- FILE [--force]   (into DATA_DIR, default ./data; --force replaces what is there)';

/** `npm run restore -- FILE [--force]`: a backup of `npm run backup` into DATA_DIR (decision 0045). */
async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) {
    console.error(USAGE);
    process.exit(2);
  }
  // Not loadConfig(): it would write a fresh jwt-secret into DATA_DIR, and restore wants that folder untouched.
  const config = embeddedTarget();
  if (config.databaseUrl) {
    console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups"). Unset it to restore the embedded database.');
    process.exit(2);
  }
  const result = await restoreBackup(positionals[0]!, config.dataDir, { force: values.force });
  console.log(`Restored the backup of ${result.createdAt} into ${config.dataDir} (${result.entries} entries). Start the server with npm start.`);
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) console.error(`The server is running on the database in ${err.dataDir} (pid ${err.pid}). Stop it first, then restore.`);
  else if (err instanceof BackupError) console.error(err.message);
  else if (err instanceof TypeError && 'code' in err) console.error(`${err.message}\n${USAGE}`);
  else console.error(err);
  process.exit(1);
});
