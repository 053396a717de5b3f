// `npm start`: build the web app if its sources changed since the last build, then serve web and API.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildQuietly } from './quiet-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');
// The server's first paint of a page (decision 0028), built with the app.
const builtRenderer = path.join(root, 'apps/web/dist-ssr/entry-server.js');

/**
 * Newest modification time under a folder (skipping dependencies and build output).
 * @param {string} dir
 * @returns {number}
 */
function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'].map((p) =>
  path.join(root, p),
);
const sourceTime = Math.max(...sources.map((p) => (existsSync(p) && statSync(p).isFile() ? statSync(p).mtimeMs : newestMtime(p))));
if (!existsSync(builtIndex) || !existsSync(builtRenderer) || statSync(builtIndex).mtimeMs < sourceTime) {
  const status = await buildQuietly({ command: 'npm', args: ['run', 'build', '-w', 'apps/web'], cwd: root });
  if (status !== 0) process.exit(status);
}

const tsx = path.join(root, 'node_modules/.bin/tsx');
const server = spawn(tsx, [path.join(root, 'apps/api/src/server.ts')], { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
