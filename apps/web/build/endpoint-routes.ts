import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/** The shared endpoint files: `packages/shared/src/<area>/<name>.endpoints.ts`. */
export const ENDPOINT_FILE = /[\\/]packages[\\/]shared[\\/]src[\\/].+\.endpoints\.ts$/;

/** What the browser needs of an endpoint to call it (see apps/web/src/lib/call-api.ts). */
interface EndpointRoute {
  method: string;
  path: string;
  produces?: string;
}

const isEndpoint = (value: unknown): value is EndpointRoute =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as EndpointRoute).method === 'string' &&
  typeof (value as EndpointRoute).path === 'string';

/** The module the browser gets for an endpoint file: each endpoint's method, path and response type, nothing else. */
export function endpointRoutesModule(exports: Record<string, unknown>, file: string): string {
  return Object.entries(exports)
    .map(([name, value]) => {
      if (!isEndpoint(value)) throw new Error(`${file}: export "${name}" is not an endpoint; endpoint files export endpoints only`);
      const route: EndpointRoute = { method: value.method, path: value.path, ...(value.produces ? { produces: value.produces } : {}) };
      return `export const ${name} = /* @__PURE__ */ Object.freeze(${JSON.stringify(route)});`;
    })
    .join('\n');
}

/**
 * An endpoint carries its zod schemas so the server can validate and document it, and so both sides infer
 * their types from it. The browser only needs the method and the path: left alone, every page that calls
 * the API would download all of zod and the schemas of every call it makes (about 60 KB compressed, half the
 * first-load budget of issue 20). In the production build each endpoint file is therefore replaced by its
 * routes, read from the real module, so they cannot drift. Forms that validate with a schema still import
 * it, and pay for zod on their own pages.
 */
export function endpointRoutes(): Plugin {
  return {
    name: 'mt:endpoint-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!ENDPOINT_FILE.test(file)) return null;
      const exports = (await tsImport(pathToFileURL(file).href, import.meta.url)) as Record<string, unknown>;
      return endpointRoutesModule(exports, file);
    },
  };
}
