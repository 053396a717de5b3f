import { describe, expect, it } from 'vitest';
import { buildQuietly } from './quiet-build.mjs';

/** A stand-in build: a node process that prints `lines` lines (some on stderr) and exits with `status`. */
function fakeBuild(lines: number, status: number) {
  const script = `for (let i = 1; i <= ${lines}; i++) (i % 10 ? console.log : console.error)('dist/assets/file-' + i + '.js');process.exit(${status});`;
  const out: string[] = [];
  const err: string[] = [];
  const run = buildQuietly({ command: process.execPath, args: ['-e', script], cwd: process.cwd(), out: (t) => out.push(t), err: (t) => err.push(t) });
  return { run, out, err };
}

describe('the web app build on `npm start`', () => {
  it('prints two lines for a build that succeeds, whatever it wrote', async () => {
    const { run, out, err } = fakeBuild(400, 0);
    expect(await run).toBe(0);
    expect(out.join('')).toMatch(/^Building the web app \(on the first start, or after its sources changed\)…\nWeb app built in \d+\.\d s\n$/);
    expect(err).toEqual([]);
  });

  it("prints all of a failed build's output, stdout and stderr, and returns its status", async () => {
    const { run, out, err } = fakeBuild(30, 3);
    expect(await run).toBe(3);
    expect(out).toHaveLength(1);
    const printed = err.join('');
    for (const n of [1, 10, 29, 30]) expect(printed).toContain(`dist/assets/file-${n}.js`);
    expect(printed).toMatch(/The web app's build failed \(exit 3\); its output is above\.\n$/);
  });

  it('says so when the build cannot start', async () => {
    const err: string[] = [];
    const status = await buildQuietly({ command: '/nonexistent/npm', args: [], cwd: process.cwd(), out: () => undefined, err: (t) => err.push(t) });
    expect(status).toBe(1);
    expect(err.join('')).toMatch(/^The web app's build could not start: spawn \/nonexistent\/npm ENOENT\n$/);
  });
});
