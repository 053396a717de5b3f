import { defineConfig } from 'drizzle-kit';

// Only used to generate migrations (`npm run db:generate`); the app applies them itself at start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './apps/api/src/db/schema/index.ts',
  out: './apps/api/src/db/migrations',
});
