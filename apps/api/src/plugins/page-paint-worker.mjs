// The server's paint of pages, on a thread of its own (page-renderer.ts): loads the web build's renderer and
// answers each { id, page } with { id, markup } or { id, error }. Plain JavaScript, so that it runs as it is
// whatever loads the server.
import { parentPort, workerData } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';

const { renderPage } = await import(pathToFileURL(workerData.file).href);
if (typeof renderPage !== 'function') throw new Error(`${workerData.file} exports no renderPage`);

parentPort.on('message', ({ id, page }) => {
  renderPage(page).then(
    (markup) => parentPort.postMessage({ id, markup }),
    (err) => parentPort.postMessage({ id, error: err instanceof Error ? { message: err.message, stack: err.stack } : { message: String(err) } }),
  );
});
parentPort.postMessage({ ready: true });
