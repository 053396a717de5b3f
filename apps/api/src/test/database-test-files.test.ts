import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles, USES_TEST_DATABASE } from './database-test-files';

const srcDir = fileURLToPath(new URL('..', import.meta.url));

describe('which API test files also run on PostgreSQL', () => {
  const files = databaseTestFiles(srcDir);

  it('takes every file that reaches the shared test database, by any of the helpers', () => {
    expect(files).toContain('src/modules/trips/admin-trips.test.ts');
    expect(files).toContain('src/durability/two-instances.test.ts');
    expect(files).toContain('src/db/client.test.ts');
    for (const line of ["import { buildTestApp } from '../test/app';", 'import { getFileDatabase } from "../../test/database";', "import { createAdmin } from '../test/factories';"]) {
      expect(USES_TEST_DATABASE.test(line), line).toBe(true);
    }
  });

  it('leaves out files that never reach it, and those that open their own embedded database', () => {
    expect(files).not.toContain('src/lib/slug.test.ts');
    expect(files).not.toContain('src/modules/media/media-store.contract.test.ts');
    expect(files).not.toContain('src/db/embedded-backup.test.ts');
    expect(USES_TEST_DATABASE.test("import { apply } from '../test/application';")).toBe(false);
  });

  it('keeps most files on both databases: the filter must not lose the API suite', () => {
    expect(files.length).toBeGreaterThan(100);
  });
});
