import { defineConfig } from 'vitest/config';
import apiProject from './apps/api/vitest.config.ts';

// `npm run test:unit`: every package's unit, API and component tests. End-to-end journeys have their own config.
// With TEST_DATABASE_URL set (CI), the API tests run a second time against PostgreSQL.
const apiOnPostgres = process.env.TEST_DATABASE_URL
  ? [{ ...apiProject, test: { ...apiProject.test, name: 'api-postgres', env: { TEST_DB_DRIVER: 'pg' } } }]
  : [];

export default defineConfig({
  test: {
    projects: ['packages/shared/vitest.config.ts', 'apps/api/vitest.config.ts', ...apiOnPostgres, 'apps/web/vitest.config.ts'],
  },
});
