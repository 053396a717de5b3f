import { redactUrl } from './log-redaction';

/**
 * Logs a person reads in the terminal of `npm start` (decision 0045): pino still builds each line as JSON,
 * with the redaction rules of lib/log-redaction.ts applied, and this destination turns it into one short
 * line: `12:03:04 GET /api/trips 200 12 ms`. Production keeps pino's JSON (a log collector reads it).
 */

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: '', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** Fields every pino line carries: said by the line's shape, not repeated as `key=value`. */
const STANDARD_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err', 'error']);

const clock = (time: unknown) => {
  const date = typeof time === 'number' ? new Date(time) : new Date();
  return date.toTimeString().slice(0, 8);
};

const shortValue = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
};

interface LoggedError {
  message?: unknown;
  stack?: unknown;
}

/**
 * One JSON log line as readable text (ending with a newline), or the line unchanged when it is not JSON.
 * Errors keep their stack (already without query values, lib/log-redaction.ts), indented under the line.
 */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const level = LEVEL_NAMES[Number(entry.level)] ?? '';
  const fields = Object.entries(entry)
    .filter(([key, value]) => !STANDARD_FIELDS.has(key) && value !== undefined)
    .map(([key, value]) => `${key}=${shortValue(value)}`);
  const err = (entry.err ?? entry.error) as LoggedError | undefined;
  const head = [clock(entry.time), level, typeof entry.msg === 'string' ? entry.msg : '', ...fields].filter(Boolean).join(' ');
  if (!err || typeof err !== 'object') return `${head}\n`;
  const stack = typeof err.stack === 'string' && err.stack ? err.stack : String(err.message ?? '');
  return `${head}\n${stack
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n')}\n`;
}

/** A pino destination that writes readable lines to `out` (stdout by default). */
export function readableLogDestination(out: { write(text: string): unknown } = process.stdout) {
  return {
    write(chunk: string) {
      // pino writes one line per call; a chunk may still end with its newline.
      for (const line of chunk.split('\n')) if (line.trim()) out.write(formatLogLine(line));
    },
  };
}

/** Paths whose requests are routine: probes, metrics scrapes, built assets, pictures. */
const QUIET_PATHS = [/^\/api\/(health|ready|metrics)(\/|$)/, /^\/assets\//, /^\/uploads\//, /^\/favicon/, /^\/robots\.txt$/, /^\/sitemap/];
/** A file by its name (`/logo.svg`, `/manifest.webmanifest`), not a page or an API call. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]{1,12}$/i;

/**
 * Whether a request earns a line in the terminal: API calls and pages do; health probes, metrics scrapes,
 * static files and pictures do not, unless they failed on the server's side (5xx).
 */
export function requestWorthALine(url: string, statusCode: number): boolean {
  if (statusCode >= 500) return true;
  const pathname = url.split('?')[0] ?? url;
  return !QUIET_PATHS.some((p) => p.test(pathname)) && !FILE_PATH.test(pathname);
}

/** `GET /api/trips 200 12 ms`, the URL without secret query values. */
export const requestLine = (method: string, url: string, statusCode: number, ms: number) => `${method} ${redactUrl(url)} ${statusCode} ${Math.round(ms)} ms`;
