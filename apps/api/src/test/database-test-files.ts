import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a test file must mention to be run a second time on PostgreSQL: the shared test database (through the
 * test app, the database helpers or the factories) or the driver itself. A file that mentions none of these
 * tests code that never reaches the database (or opens its own embedded one), and gives the same answer on
 * both runs, so the api-postgres project leaves it out: one CI run saves about 40 files.
 */
export const USES_TEST_DATABASE = /test\/(app|database|factories)['"]|\btestDriver\b|TEST_DATABASE_URL|TEST_DB_DRIVER/;

/** The API's test files (relative to `srcDir`'s parent, as the project's `include`) that use the test database. */
export function databaseTestFiles(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .filter((file) => USES_TEST_DATABASE.test(readFileSync(path.join(srcDir, file), 'utf8')))
    .map((file) => path.posix.join(path.basename(srcDir), file.split(path.sep).join('/')))
    .sort();
}
