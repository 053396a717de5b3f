import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { BROWSER_RENDER_COOKIES, type RenderPage } from '@mt/shared';

/** Where the web build puts the server's first paint of a page (apps/web/src/entry-server.tsx): beside dist/. */
export const rendererFileFor = (distDir: string) => path.join(path.dirname(distDir), 'dist-ssr', 'entry-server.js');

export interface PageRenderer {
  paint: RenderPage;
  /** Ends the paint thread; paints still waiting are refused. */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (markup: string | null) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

/** A paint takes milliseconds; one still running after this is stuck, and holds up every page after it. */
export const PAINT_TIMEOUT_MS = 5_000;

type Answer = { ready: true } | { id: number; markup: string | null } | { id: number; error: { message: string; stack?: string } };

/**
 * The web build's renderer on a worker thread (page-paint-worker.mjs). On the event loop a paint held every other
 * request up to 8 ms (a partner's page), and the renderer's pages take turns with a timer's wait between steps:
 * under bench:cluster's mix a page's paint waited behind the others, each a loop turn long (p99 of painted pages
 * over 200 ms). The thread paints on the machine's other core, and its own loop is free for those waits. A thread
 * that stops (a crash, out of memory) refuses what it was painting, and the next paint starts another; so does one
 * whose paint outlasts `timeoutMs` (it is ended: pages take turns in it, so one stuck paint would hold up the rest).
 * A refused paint leaves the page to the browser (page-html.ts).
 */
class PaintThread implements PageRenderer {
  private worker: Worker | null = null;
  private closed = false;
  private lastId = 0;
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly file: string,
    private readonly timeoutMs: number,
  ) {}

  /** Resolves once the thread has loaded the renderer; rejects if it cannot. */
  start(): Promise<void> {
    const worker = this.thread();
    return new Promise((resolve, reject) => {
      const ready = (answer: Answer) => {
        if (!('ready' in answer)) return;
        worker.off('message', ready);
        worker.off('exit', exited);
        resolve();
      };
      const exited = () => reject(new Error(`the page paint thread could not load ${this.file}`));
      worker.on('message', ready);
      worker.once('exit', exited);
    });
  }

  paint: RenderPage = (page) =>
    new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error('the page paint thread is closed'));
      const id = ++this.lastId;
      const worker = this.thread();
      const timer = setTimeout(() => {
        this.refuseWaiting(worker, new Error(`a page paint took longer than ${this.timeoutMs} ms: the paint thread was ended`));
        void worker.terminate();
      }, this.timeoutMs);
      timer.unref();
      this.waiting.set(id, { resolve, reject, timer });
      worker.postMessage({ id, page });
    });

  async close(): Promise<void> {
    this.closed = true;
    const worker = this.worker;
    this.refuseWaiting(worker, new Error('the page paint thread is closed'));
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./page-paint-worker.mjs', import.meta.url), { workerData: { file: this.file } });
    // It never keeps the process alive: the server's shutdown closes it, and a test's process may end without.
    worker.unref();
    worker.on('message', (answer: Answer) => {
      if ('ready' in answer) return;
      const waiting = this.waiting.get(answer.id);
      if (!waiting) return;
      this.waiting.delete(answer.id);
      clearTimeout(waiting.timer);
      if ('error' in answer) waiting.reject(Object.assign(new Error(answer.error.message), { stack: answer.error.stack }));
      else waiting.resolve(answer.markup);
    });
    worker.on('error', (err) => this.refuseWaiting(worker, err));
    worker.on('exit', (code) => this.refuseWaiting(worker, new Error(`the page paint thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }

  /** Everything waiting was sent to `worker`, the current thread: it is refused, and the next paint starts another. */
  private refuseWaiting(worker: Worker | null, err: Error): void {
    if (this.worker !== worker) return;
    this.worker = null;
    for (const waiting of this.waiting.values()) {
      clearTimeout(waiting.timer);
      waiting.reject(err);
    }
    this.waiting.clear();
  }
}

/**
 * The web build's page renderer (decision 0028), on its own thread, or null when the build has none (an API-only
 * checkout, a test's stand-in build): pages are then painted by the browser alone, as before.
 */
export async function loadPageRenderer(distDir: string, { timeoutMs = PAINT_TIMEOUT_MS } = {}): Promise<PageRenderer | null> {
  const file = rendererFileFor(distDir);
  if (!existsSync(file)) return null;
  const thread = new PaintThread(file, timeoutMs);
  try {
    await thread.start();
  } catch (err) {
    await thread.close();
    throw err;
  }
  return thread;
}

const HINTS = Object.values(BROWSER_RENDER_COOKIES).map((name) => new RegExp(`(?:^|;)\\s*${name}=1(?:;|$)`));

/** Whether the browser asked to paint the page itself: its page differs from a guest's default one. */
export const browserRendersFor = (cookieHeader: string | undefined) => !!cookieHeader && HINTS.some((h) => h.test(cookieHeader));
