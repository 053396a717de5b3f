import path from 'node:path';
import type { Plugin } from 'vite';
// The one file, not the package: Node cannot load the package's TypeScript entry while the config loads.
import { ROUTE_PRELOADS_FILE, type RoutePreload } from '../../../packages/shared/src/common/web-build';


interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** A chunk and every chunk it imports statically, however deep. */
function closure(start: string[], chunks: Map<string, ChunkLike>, seen = new Set<string>()): Set<string> {
  for (const file of start) {
    if (seen.has(file)) continue;
    seen.add(file);
    closure(chunks.get(file)?.imports ?? [], chunks, seen);
  }
  return seen;
}

/**
 * For each page, its chunk and the chunks under it, less those of the entry (index.html preloads them).
 * A page whose module is not in the bundle fails the build: a renamed page must not lose its preload quietly.
 */
export function listRoutePreloads(
  pages: readonly { pattern: string; module: string }[],
  bundleChunks: ChunkLike[],
  root: string,
): RoutePreload[] {
  const chunks = new Map(bundleChunks.map((c) => [c.fileName, c]));
  const entryFiles = closure(bundleChunks.filter((c) => c.isEntry).map((c) => c.fileName), chunks);
  const byModule = new Map(
    bundleChunks.filter((c) => c.facadeModuleId).map((c) => [path.relative(root, c.facadeModuleId!).split(path.sep).join('/'), c]),
  );
  return pages.map(({ pattern, module }) => {
    const chunk = byModule.get(module);
    if (!chunk) throw new Error(`route-preloads: ${module} (${pattern}) is not a chunk of the build`);
    const files = [...closure([chunk.fileName], chunks)].filter((f) => !entryFiles.has(f));
    return { pattern, files: files.map((f) => `/${f}`) };
  });
}

/** Vite plugin (build only): writes ROUTE_PRELOADS_FILE for the given pages. */
export function routePreloads(pages: readonly { pattern: string; module: string }[]): Plugin {
  let root = process.cwd();
  return {
    name: 'mt:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk');
      const list = listRoutePreloads(pages, chunks, root);
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(list, null, 1) });
    },
  };
}
