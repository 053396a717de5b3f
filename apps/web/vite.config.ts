import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { chunkGroups } from './build/chunk-groups';
import { endpointRoutes } from './build/endpoint-routes';
import { precompress } from './build/precompress';
import { routePreloads } from './build/route-preloads';
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

export default defineConfig(({ command }) => ({
  plugins: [endpointRoutes(), react(), tailwindcss(), routePreloads(PRELOADED_PAGES), precompress()],
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }, ...(command === 'build' ? reactRouterProduction : [])],
  },
  server: {
    port: 5173,
    // In development the API runs separately (npm run dev); in production one server serves both.
    proxy: { '/api': apiTarget, '/uploads': apiTarget },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest maps each route's module to its files, so a route's first-load JavaScript can be worked out.
    manifest: true,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // Building a zod schema has no side effect: one that no code reads is left out of the bundle.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        codeSplitting: {
          groups: chunkGroups,
        },
      },
    },
  },
}));
