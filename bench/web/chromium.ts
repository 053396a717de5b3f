import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startChild, stopChild } from './children';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Debian Chromium, quiet: no first-run screens, no background traffic to skew the network log. */
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface Chromium {
  /** The DevTools port Lighthouse connects to. */
  port: number;
  /** Stops it, then removes its profile once it has exited (it writes there while it shuts down). */
  close(): Promise<void>;
}

/** Launches Chromium on a DevTools port the system picks, read from what it prints once listening. */
export async function launchChromium(): Promise<Chromium> {
  const profile = mkdtempSync(path.join(tmpdir(), 'mt-bench-chromium-'));
  const child = startChild(CHROMIUM_PATH, [...FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start in 30 s:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before listening:\n${output}`));
    });
    child.on('error', reject);
  });
  return {
    port,
    async close() {
      const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', r));
      stopChild(child);
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
