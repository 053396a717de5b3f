import { defineProject } from 'vitest/config';

/** The bench's own tests: what it runs of the product's deployment (deploy/nginx.conf through nginx.ts). */
export default defineProject({
  test: { name: 'bench', environment: 'node', include: ['**/*.test.ts'], exclude: ['results/**', 'node_modules/**'], testTimeout: 30_000, hookTimeout: 30_000 },
});
