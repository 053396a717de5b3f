// @vitest-environment node
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_FILE, endpointRoutesModule } from './endpoint-routes';

const sharedSrc = fileURLToPath(new URL('../../../packages/shared/src', import.meta.url));
const endpointFiles = readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' })
  .map((f) => path.join(sharedSrc, f))
  .filter((f) => ENDPOINT_FILE.test(f));

describe('endpoint routes for the browser bundle', () => {
  it('finds the shared endpoint files', () => {
    expect(endpointFiles.length).toBeGreaterThan(20);
  });

  it.each(endpointFiles.map((f) => [path.relative(sharedSrc, f), f]))('%s: keeps method, path and response type only', async (_, file) => {
    const real = (await import(file)) as Record<string, { method: string; path: string; produces?: string }>;
    const code = endpointRoutesModule(real, file);
    expect(code).not.toMatch(/"(summary|responses|body|query|errors)"|zod/);
    for (const [name, endpoint] of Object.entries(real)) {
      const route = { method: endpoint.method, path: endpoint.path, ...(endpoint.produces ? { produces: endpoint.produces } : {}) };
      expect(code).toContain(`export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(route)});`);
    }
  });

  it('refuses an endpoint file that exports something else, naming it', () => {
    expect(() => endpointRoutesModule({ pay: { method: 'POST', path: '/pay' }, paySchema: { shape: {} } }, 'x.endpoints.ts')).toThrow(
      'x.endpoints.ts: export "paySchema" is not an endpoint',
    );
  });
});
