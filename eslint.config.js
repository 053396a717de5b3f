import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const webFeatures = folders('./apps/web/src/features/');
const apiModules = folders('./apps/api/src/modules/');

/**
 * The API's modules in layers, lowest first. A module imports only modules of lower layers: no circle
 * between modules and no import that runs back up (a peer in the same layer is off limits too).
 * A new module must be placed here, or lint fails. Layers and public faces: docs/decisions/0008.
 */
const apiLayers = [
  ['health', 'media', 'mail', 'settings', 'users', 'plans'],
  ['auth', 'blog', 'contact', 'services'],
  ['link-previews', 'search', 'partners', 'billing'],
  ['subscriptions', 'preferences'],
  ['trips'],
  ['reviews', 'stories', 'revenue'],
  ['admin', 'operations'],
];
const layerOf = new Map(apiLayers.flatMap((layer, i) => layer.map((mod) => [mod, i])));
const unplaced = apiModules.filter((mod) => !layerOf.has(mod));
if (unplaced.length) throw new Error(`eslint.config.js: place these API modules in apiLayers: ${unplaced.join(', ')}`);

/** Where a test, a fixture or the demo seed lives: they may reach into any layer to set up data. */
const testAndSetupFiles = [
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  'apps/api/src/test/**',
  'apps/api/src/seed/**',
  'apps/api/src/db/**',
  'apps/api/drizzle.config.ts',
];

const CALL_API_MESSAGE = 'Call the API with callApi and a shared endpoint (lib/call-api.ts).';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', 'data/**', '**/migrations/**', 'e2e/artifacts/**', 'bench/results/**', 'reports/**', '.stryker-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // The rules that matter for async code and unions need types: a promise nobody awaits loses its
    // error, a promise where a void callback is expected runs unobserved, a switch that forgets a
    // status compiles silently.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'packages/shared/vitest.config.ts', 'eslint.config.js'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  {
    // No import cycles anywhere in the product's code (a cycle is a boundary nobody can name).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['apps/api/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // Written into index.html by the build (build/start-after-paint.ts): a classic browser script.
  { files: ['apps/web/build/start-app.js'], languageOptions: { sourceType: 'script', globals: { ...globals.browser } } },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Features never import each other; only app/ combines them (STYLE.md, after bulletproof-react).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature: compose them in app/.',
            })),
            { target: './apps/web/src/features', from: './apps/web/src/app', message: 'Features must not import from app/.' },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code must not depend on features or app.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features call the API through callApi and a shared endpoint, whose types say what it answers.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/api-client.ts', 'apps/web/src/lib/api-client.test.ts', 'apps/web/src/lib/call-api.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: '@/lib/api-client', importNames: ['apiRequest'], message: CALL_API_MESSAGE }],
          // A relative path reaches the same file.
          patterns: [{ group: ['**/lib/api-client'], importNames: ['apiRequest'], message: CALL_API_MESSAGE }],
        },
      ],
    },
  },
  {
    // A module's repository is its own: other modules, jobs and plugins call that module's service.
    files: ['apps/api/src/**/*.ts'],
    ignores: testAndSetupFiles,
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModules
              .map((mod) => ({
                target: `./apps/api/src/modules/${mod}`,
                from: apiModules.filter((other) => other !== mod && layerOf.get(other) >= layerOf.get(mod)).map((other) => `./apps/api/src/modules/${other}`),
                message: 'A module imports only modules of lower layers (apiLayers in eslint.config.js).',
              }))
              .filter((zone) => zone.from.length > 0),
            ...apiModules.map((mod) => ({
              target: `./apps/api/src/modules/${mod}`,
              from: apiModules.filter((other) => other !== mod).map((other) => `./apps/api/src/modules/${other}/**/*.repository.ts`),
              message: `Another module's repository is private: call that module's service instead.`,
            })),
            {
              target: ['./apps/api/src/jobs', './apps/api/src/plugins', './apps/api/src/lib', './apps/api/src/cli', './apps/api/src/app.ts', './apps/api/src/server.ts'],
              from: './apps/api/src/modules/**/*.repository.ts',
              message: "A module's repository is private: call that module's service instead.",
            },
          ],
        },
      ],
    },
  },
  {
    // SQL lives in repositories and the *.sql.ts fragments beside them (DESIGN.md section 2).
    files: ['apps/api/src/**/*.ts'],
    ignores: [...testAndSetupFiles, 'apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.sql.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'drizzle-orm', message: 'Only repositories and *.sql.ts files build queries.', allowTypeImports: true },
          ],
          patterns: [
            {
              regex: '(^|/)db/schema(/|$)',
              message: 'Only repositories and *.sql.ts files read the database schema.',
              allowTypeImports: true,
            },
            { group: ['drizzle-orm/*'], message: 'Only repositories and *.sql.ts files build queries.', allowTypeImports: true },
          ],
        },
      ],
    },
  },
);
