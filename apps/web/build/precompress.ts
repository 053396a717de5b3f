import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Files smaller than this are served as they are: an encoding would cost more than it saves. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Text formats worth compressing; images and fonts of the build are compressed already. Source maps are
 * left out: only developer tools fetch them, and at the strongest brotli they would make the build ~15x slower.
 */
const TEXT_EXTENSIONS = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.webmanifest', '.ico']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of `dir` over 1 KB, at the strongest settings:
 * done once per build, the server then sends them as they are (apps/api/src/plugins/web.ts) instead of
 * compressing every response at the quick, weaker settings a per-request compressor must use.
 * A copy that would not be smaller is not written. Returns the files it compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const candidates = (await filesUnder(dir)).filter((f) => TEXT_EXTENSIONS.has(path.extname(f)));
  const done: string[] = [];
  await Promise.all(
    candidates.map(async (file) => {
      if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
      const source = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(source, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          },
        }),
        gzipAsync(source, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      if (br.length < source.length) await writeFile(`${file}.br`, br);
      if (gz.length < source.length) await writeFile(`${file}.gz`, gz);
      done.push(file);
    }),
  );
  return done;
}

/** Vite plugin: compresses the finished build once it is written (public/ files included, copied before). */
export function precompress(): Plugin {
  return {
    name: 'mt:precompress',
    apply: 'build',
    async writeBundle(output) {
      if (output.dir) await precompressDir(output.dir);
    },
  };
}
