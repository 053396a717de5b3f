import { fileURLToPath } from 'node:url';
import { defineProject, type UserWorkspaceConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const routerBuild = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/development/${file}`, import.meta.url));

// Typed as the object it is: the root config spreads it into the two web projects.
const webProject: UserWorkspaceConfig = {
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
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
  },
};

export default defineProject(webProject);
