// The web app's build as `npm start` runs it: Vite lists every file it wrote (about 400 lines), which would
// push the start-up banner and the demo accounts off a newcomer's screen. The output is held back and
// printed only when the build fails; `npm run build` still shows all of it.
import { spawn } from 'node:child_process';

/**
 * @param {{ command: string, args: string[], cwd: string, out?: (text: string) => void, err?: (text: string) => void }} options
 * @returns {Promise<number>} the build's exit status (1 if it was killed by a signal)
 */
export function buildQuietly({ command, args, cwd, out = (t) => process.stdout.write(t), err = (t) => process.stderr.write(t) }) {
  const started = Date.now();
  out('Building the web app (on the first start, or after its sources changed)…\n');
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const held = [];
    const child = spawn(command, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => held.push(chunk));
    child.stderr.on('data', (chunk) => held.push(chunk));
    child.on('error', (error) => {
      err(`The web app's build could not start: ${error.message}\n`);
      resolve(1);
    });
    child.on('close', (code, signal) => {
      if (code === 0) {
        out(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
        resolve(0);
        return;
      }
      err(`${Buffer.concat(held).toString('utf8')}\nThe web app's build failed (${signal ?? `exit ${code}`}); its output is above.\n`);
      resolve(code ?? 1);
    });
  });
}
