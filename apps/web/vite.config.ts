import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './build/chunk-groups';
import { endpointRoutes } from './build/endpoint-routes';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
import { startAfterPaint } from './build/start-after-paint';
import { PRELOADED_PAGES } from './src/app/preloaded-pages';

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://localhost:3001';

/**
 * React Router 7 exports only its development build (remix-run/react-router#12532): its dev warnings and
 * checks would ride in every page. The build takes the production files it also ships, for both entries
 * (they share their chunks, so there is still one router).
 */
const routerProduction = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
const reactRouterProduction = [
  { find: /^react-router$/, replacement: routerProduction('index.mjs') },
  { find: /^react-router\/dom$/, replacement: routerProduction('dom-export.mjs') },
];

// Building a zod schema has no side effect: one that no code reads is left out of the bundle.
const treeshake = { manualPureFunctions: ['z'] };

const browserBuild = {
  outDir: 'dist',
  sourcemap: true,
  // The manifest maps each route's module to its files, so a route's first-load JavaScript can be worked out.
  manifest: true,
  chunkSizeWarningLimit: 800,
  // No table of every dynamic import's files in the entry (~1.8 KB br on every first load): the page's own HTML
  // names a landing page's files (route-preloads), and a page's code starts loading on the intent to open it
  // (src/app/page-code-on-intent.ts). The HTML's own preloads stay.
  modulePreload: { resolveDependencies: (_file: string, deps: string[], { hostType }: { hostType: 'html' | 'js' }) => (hostType === 'html' ? deps : []) },
  rolldownOptions: { treeshake, output: { codeSplitting: { groups: chunkGroups } } },
};

const serverBuild = { outDir: 'dist-ssr', sourcemap: true, copyPublicDir: false, rolldownOptions: { treeshake } };

/**
 * Two builds (package.json): the browser's app in dist/, and with --ssr the server's first paint of a page
 * (src/entry-server.tsx, decision 0028) in dist-ssr/, which the API server loads. Only the browser's build is
 * split into chunk groups, lists its route preloads and is precompressed. The server's bundle carries its
 * packages, built for production: the API server runs the same production React as the browser, whatever
 * its NODE_ENV. React's packages choose their build when loaded, from `process.env.NODE_ENV`, which a server
 * build leaves to run time; it is written in as "production", or `npm start` (NODE_ENV unset) painted every
 * page with React's development build: about 1.6 times the CPU, with its checks and warnings.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [endpointRoutes(), react(), tailwindcss(), ...(isSsrBuild ? [] : [routePreloads(PRELOADED_PAGES), startAfterPaint(), precompress()])],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : [])],
  },
  ssr: { noExternal: true },
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev); in production one server serves both.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: isSsrBuild ? serverBuild : browserBuild,
  ...(command === 'build' && isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify('production') } } : {}),
}));
