import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, requiredText } from '@mt/shared';
import { z } from 'zod';
import { loadConfig } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { openConfiguredDatabase } from '../db/open-configured';
import { withoutQueryValues } from '../lib/log-redaction';
import { createAdmin } from '../modules/users/create-admin';

const argsSchema = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  name: requiredText('Name cannot be empty.', 100).default('Administrator'),
});

/** `npm run create-admin -- --email E --password P [--name N]` in the configured database, in any mode. */
async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
    strict: true,
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`--${issue.path.join('.')}: ${issue.message}`);
    console.error('Usage: npm run create-admin -- --email admin@example.com --password "a long password" [--name "Jane Admin"]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const result = await createAdmin(database.db, parsed.data);
    console.log(result.created ? `Admin ${result.email} created.` : `Admin ${result.email} already existed; its password was changed.`);
  } finally {
    await database.close();
  }
}

main().catch((err: unknown) => {
  if (err instanceof DataDirInUseError) {
    console.error(`The server is running on the database in ${err.dataDir} (pid ${err.pid}). Stop it first, then run create-admin again.`);
  } else {
    // Only the message, without the statement's values: a failed insert's would include the new admin's password hash.
    const clean = withoutQueryValues(err) as { message?: unknown; cause?: { message?: unknown } };
    const cause = clean?.cause?.message ? ` (${String(clean.cause.message)})` : '';
    console.error(`create-admin failed: ${String(clean?.message ?? clean)}${cause}`);
  }
  process.exit(1);
});
