/**
 * Debian's nginx in front of the instances, with the product's own configuration (deploy/nginx.conf): its
 * upstream lines replaced by the bench's instances, its `listen 80` by 127.0.0.1:8088 (BENCH_NGINX_PORT), wrapped
 * in a main configuration of its own. Runs as a child process (`-p`/`-c` in a temporary folder, not the
 * system's nginx), stopped at the end.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { waitFor } from './instances';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8088);

export interface Nginx {
  url: string;
  /** Its process group (master and workers), for the CPU readings. */
  group: number;
  stop(): Promise<void>;
}

/** deploy/nginx.conf with the given upstream servers and the bench's listen address. */
export function productConfigFor(ports: number[]): string {
  const product = readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const servers = /^(\s*)server 127\.0\.0\.1:\d+ (.*);$/gm;
  const first = servers.exec(product);
  if (!first) throw new Error('deploy/nginx.conf names no `server 127.0.0.1:PORT ...;` upstream line to replace');
  const [, indent, options] = first;
  let replaced = false;
  const withUpstreams = product.replace(servers, () => {
    if (replaced) return '';
    replaced = true;
    return ports.map((port) => `${indent}server 127.0.0.1:${port} ${options};`).join('\n');
  });
  if (!/^\s*listen 80;$/m.test(withUpstreams)) throw new Error('deploy/nginx.conf has no `listen 80;` to replace');
  return withUpstreams.replace(/^(\s*)listen 80;$/m, `$1listen 127.0.0.1:${NGINX_PORT};`).replace(/\n{3,}/g, '\n\n');
}

function mainConfig(dir: string, product: string): string {
  return `# Written by bench/cluster/nginx.ts around deploy/nginx.conf.
worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${dir}/tmp/body;
    proxy_temp_path ${dir}/tmp/proxy;
    fastcgi_temp_path ${dir}/tmp/fastcgi;
    uwsgi_temp_path ${dir}/tmp/uwsgi;
    scgi_temp_path ${dir}/tmp/scgi;
    default_type application/octet-stream;

${product}
}
`;
}

export async function startNginx(ports: number[]): Promise<Nginx> {
  const binary = process.env.BENCH_NGINX ?? '/usr/sbin/nginx';
  const dir = mkdtempSync(path.join(tmpdir(), 'mt-bench-nginx-'));
  // Workers run as nobody when started by root: they write their buffers here.
  for (const sub of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) mkdirSync(path.join(dir, sub), { recursive: true });
  chmodSync(dir, 0o755);
  for (const sub of ['tmp', 'tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) chmodSync(path.join(dir, sub), 0o777);
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, mainConfig(dir, productConfigFor(ports)));
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refuses the configuration ${conf}:\n${test.stderr}`);
  // A process group of its own (master and workers): a forced stop ends them all, by the group's id.
  const child: ChildProcess = spawn(binary, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  };
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${NGINX_PORT}`;
  try {
    await waitFor(`nginx on ${url}`, async () => (await fetch(`${url}/api/health`)).ok, 20_000, () => (child.exitCode !== null ? `nginx exited: ${stderr}` : null));
  } catch (err) {
    killGroup();
    throw err;
  }
  return {
    url,
    group: child.pid!,
    stop: async () => {
      if (child.exitCode === null) {
        // SIGQUIT: graceful; nginx's master ends its workers and removes the pid file.
        child.kill('SIGQUIT');
        const timer = setTimeout(killGroup, 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
