// `npm run dev`: the API with reload on :3001 and Vite's dev server on :5173, which proxies /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], { stdio: 'inherit', env: { ...process.env, PORT: process.env.API_PORT ?? '3001' } }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => { stop(); process.exit(code ?? 0); });
