/**
 * npm run bench:web: Lighthouse 12 (mobile, default settings: simulated slow 4G and a 4x slower CPU) on
 * the public routes of a FRESH instance started as `npm start` does (a new demo seed, a free port), in
 * the Debian Chromium. Prints the markdown table of issue 20: JavaScript transferred on the first load,
 * the performance score, LCP, CLS, TBT and the other three scores, then the audits behind any score under 1.
 *
 *   npm run bench:web                                  build if needed, start a fresh instance, measure
 *   npm run bench:web -- --url http://localhost:3102   measure a server that is already running
 *   npm run bench:web -- --runs 3                      each route three times, the median run shown
 *
 * The server and Chromium are stopped at exit, however the bench ends (children.ts).
 */
import { parseArgs } from 'node:util';
import { auditRoute, medianRun, type RouteFigures } from './audit';
import { launchChromium } from './chromium';
import { routesToMeasure } from './routes';
import { startFreshServer } from './server';
import { markdownTable, type MeasuredRoute } from './table';

const log = (line: string) => console.error(`[bench:web] ${line}`);
/** Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): such a run is taken again. */
const ATTEMPTS = 3;

async function auditWithRetries(url: string, chromiumPort: number): Promise<RouteFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditRoute(url, chromiumPort);
    } catch (err) {
      if (attempt >= ATTEMPTS) throw err;
      log(`retrying after: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, runs: { type: 'string', default: '1' } },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of at least 1');

  const server = values.url ? null : await startFreshServer(log);
  const base = (values.url ?? server!.url).replace(/\/$/, '');
  const chromium = await launchChromium();
  try {
    const routes = await routesToMeasure(base);
    const rows: MeasuredRoute[] = [];
    for (const route of routes) {
      const measured: RouteFigures[] = [];
      for (let i = 1; i <= runs; i++) {
        log(`${route} (run ${i} of ${runs})`);
        measured.push(await auditWithRetries(base + route, chromium.port));
      }
      rows.push({ route, figures: medianRun(measured) });
    }
    console.log(`Lighthouse mobile (default settings) on ${values.url ?? 'a fresh instance'}, ${runs === 1 ? 'one run' : `median of ${runs} runs`} per route:\n`);
    console.log(markdownTable(rows));
  } finally {
    await chromium.close();
    await server?.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
