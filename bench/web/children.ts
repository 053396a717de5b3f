import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/** Every process the bench started, each the leader of its own process group (the server has children). */
const started = new Set<ChildProcess>();

/** Starts a process in a group of its own, stopped with its children when the bench exits, however it exits. */
export function startChild(command: string, args: string[], options: SpawnOptions): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true });
  started.add(child);
  child.on('exit', () => started.delete(child));
  return child;
}

/** Stops one process started here and everything it started (by its group id, nothing else). */
export function stopChild(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Gone already.
  }
  started.delete(child);
}

function stopAll() {
  for (const child of [...started]) stopChild(child);
}

process.on('exit', stopAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    stopAll();
    process.exit(130);
  });
}
