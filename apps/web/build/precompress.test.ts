import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDir } from './precompress';

const BIG_JS = 'export const a = "mystery";\n'.repeat(100);

describe('precompressDir', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mt-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const file = (name: string) => path.join(dir, name);

  it('writes a .br and a .gz that decode to the file, next to every text file over 1 KB, in subfolders too', async () => {
    writeFileSync(file('assets/index-Ab12.js'), BIG_JS);
    writeFileSync(file('index.html'), `<html>${'<p>hi</p>'.repeat(200)}</html>`);
    await precompressDir(dir);
    expect(brotliDecompressSync(readFileSync(file('assets/index-Ab12.js.br'))).toString()).toBe(BIG_JS);
    expect(gunzipSync(readFileSync(file('assets/index-Ab12.js.gz'))).toString()).toBe(BIG_JS);
    expect(existsSync(file('index.html.br'))).toBe(true);
    expect(existsSync(file('index.html.gz'))).toBe(true);
  });

  it('leaves small files, source maps and binary formats alone', async () => {
    writeFileSync(file('favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(file('assets/index-Ab12.js.map'), BIG_JS);
    writeFileSync(file('assets/photo.webp'), BIG_JS);
    await precompressDir(dir);
    for (const name of ['favicon.svg', 'assets/index-Ab12.js.map', 'assets/photo.webp']) {
      expect(existsSync(file(`${name}.br`)), name).toBe(false);
      expect(existsSync(file(`${name}.gz`)), name).toBe(false);
    }
  });

  it('does not write a copy that would be bigger than the file', async () => {
    // Random bytes do not compress: their copies would only add framing.
    writeFileSync(file('assets/noise.txt'), randomBytes(8192));
    await precompressDir(dir);
    expect(existsSync(file('assets/noise.txt.br'))).toBe(false);
    expect(existsSync(file('assets/noise.txt.gz'))).toBe(false);
  });
});
