/**
 * Production instances started the way an operator starts them (README, "Running in production"): `npm start`'s
 * own script (scripts/start.mjs: builds the web app when its sources changed, then runs the server), with
 * NODE_ENV=production, one JWT_SECRET, DATABASE_URL and REDIS_URL (or an embedded DATA_DIR), TRUST_PROXY=true
 * behind nginx and HOST=127.0.0.1. Each on its own port (BENCH_PORT_BASE + 1, + 2, ...), ready when
 * /api/ready answers 200. Logs go to a file per instance; warnings and errors only.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3100);

export interface InstanceSettings {
  jwtSecret: string;
  databaseUrl: string | null;
  redisUrl: string | null;
  /** The embedded database's DATA_DIR; otherwise a fresh folder per instance (uploads, nothing else). */
  dataDir: string | null;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  logFile: string;
  /** Its process group (start.mjs, tsx, the server), for the CPU readings. */
  group: number;
  stop(): Promise<void>;
}

/** Polls `check` until it holds; `failed` names a reason to stop waiting (a process that exited). */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs: number, failed: () => string | null = () => null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(`${what}: ${reason}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startInstance(index: number, settings: InstanceSettings): Promise<Instance> {
  const port = PORT_BASE + index;
  const scratch = mkdtempSync(path.join(tmpdir(), `mt-bench-instance-${index}-`));
  const logFile = path.join(scratch, 'server.log');
  const log = openSync(logFile, 'a');
  // The machine's environment without anything that would point the instance elsewhere.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([k]) => !/^(DATABASE_URL|REDIS_URL|DATA_DIR|PORT|HOST|JWT_|S3_|SMTP_|STRIPE_|SEED_DEMO|LOG_LEVEL|TEST_|METRICS_TOKEN)/.test(k)),
  );
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    TRUST_PROXY: 'true',
    JWT_SECRET: settings.jwtSecret,
    DATA_DIR: settings.dataDir ?? path.join(scratch, 'data'),
    PUBLIC_URL: 'http://127.0.0.1:8088',
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    ...(settings.databaseUrl ? { DATABASE_URL: settings.databaseUrl } : {}),
    ...(settings.redisUrl ? { REDIS_URL: settings.redisUrl } : {}),
  };
  // A process group of its own (start.mjs, tsx, the server): a forced stop ends all three, by the group's id.
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, stdio: ['ignore', log, log], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const tail = () => readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n');
  try {
    // The first start may build the web app (a minute or two on this machine).
    await waitFor(`instance ${index} on ${url}`, async () => (await fetch(`${url}/api/ready`)).status === 200, 300_000, () =>
      child.exitCode !== null || child.signalCode !== null ? `exited (${child.exitCode ?? child.signalCode}):\n${tail()}` : null,
    );
  } catch (err) {
    killGroup();
    throw err;
  }
  return {
    index,
    port,
    url,
    logFile,
    group: child.pid!,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        // start.mjs hands SIGTERM to the server, which finishes what it accepted and exits.
        child.kill('SIGTERM');
        const timer = setTimeout(killGroup, 20_000);
        await exited;
        clearTimeout(timer);
      }
      // Anything of the group still there (the server outliving its parent) goes too.
      killGroup();
      if (process.env.BENCH_KEEP_LOGS !== '1') rmSync(scratch, { recursive: true, force: true });
    },
  };
}

/**
 * The warnings and errors an instance logged: production log lines (JSON) at level warn (40) or above, and the
 * plain lines the server writes outside its logger (database pool warnings, a crash). The web build's output
 * of a first start is not one.
 */
export function loggedProblems(instance: Instance): string[] {
  let text: string;
  try {
    text = readFileSync(instance.logFile, 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').filter((line) => {
    if (line.trim() === '') return false;
    try {
      const entry = JSON.parse(line) as { level?: unknown };
      return typeof entry.level === 'number' && entry.level >= 40;
    } catch {
      // Case-sensitive `…Error`: the build's lines name files such as dist/assets/error-panel.js.
      return /^(database:|redis)/i.test(line.trim()) || /^\w*Error\b/.test(line.trim());
    }
  });
}
