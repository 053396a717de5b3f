import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

const routerBuild = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // One copy of react-router for 'react-router' and 'react-router/dom' (the app's RouterProvider), as in
      // the browser bundle; Node would otherwise load one entry as CommonJS with contexts of its own.
      { find: /^react-router$/, replacement: routerBuild('index.mjs') },
      { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
});
