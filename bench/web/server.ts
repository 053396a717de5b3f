import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startChild, stopChild } from './children';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** A fresh instance seeds the demo, which takes a while on a busy machine. */
const READY_TIMEOUT_MS = 5 * 60_000;

export interface FreshServer {
  url: string;
  /** Stops it (and its children), then removes its data directory once it has exited. */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitUntilReady(url: string, exited: () => string | null): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const exit = exited();
    if (exit) throw new Error(`the server stopped before it was ready (${exit})`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server was not ready in ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * A fresh instance exactly as `npm start` makes one (scripts/start.mjs: builds the web app when its sources
 * changed, then serves web and API), on a free port with an empty data directory, so the demo seed is new.
 */
export async function startFreshServer(log: (line: string) => void): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mt-bench-web-'));
  const url = `http://127.0.0.1:${port}`;
  log(`starting a fresh instance on ${url} (DATA_DIR ${dataDir})`);
  const child = startChild(process.execPath, [path.join(ROOT, 'scripts/start.mjs')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exit: string | null = null;
  child.on('exit', (code, signal) => (exit = `code ${code}, signal ${signal}`));
  const close = async () => {
    const exited = exit !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
    stopChild(child);
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilReady(url, () => exit);
  } catch (err) {
    await close();
    throw err;
  }
  return { url, close };
}
