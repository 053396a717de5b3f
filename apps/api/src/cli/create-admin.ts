import { parseArgs } from 'node:util';
import { emailSchema, newPasswordSchema, requiredText } from '@mt/shared';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open-configured';
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

main().catch((err) => {
  const msg = String(err?.message ?? err);
  if (/lock|already in use|EBUSY/i.test(msg)) console.error('The embedded database is in use: stop the server first, or use DATABASE_URL.');
  console.error(msg);
  process.exit(1);
});
