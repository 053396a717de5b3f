import { afterAll } from 'vitest';
import { disposeTestDatabases } from './database';

// Registered before the test file's own hooks, so it runs after them (apps are closed before their database).
afterAll(async () => {
  await disposeTestDatabases();
});
