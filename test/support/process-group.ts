// A server the tests start runs in a process group of its own, so stopping it (or this process exiting)
// also stops every worker it forked: php -S workers, nginx and PHP-FPM children, Apache's.
import { type ChildProcess, spawn } from 'node:child_process';
import './exit-on-signal.ts';

export interface Group {
  child: ChildProcess;
  /** The last 200 KB of what the group wrote to stdout and stderr. */
  output: () => string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once no process of the group is left. */
  stop: (graceMs?: number) => Promise<void>;
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

export function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group is already gone
  }
}

export function startGroup(cmd: string, args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): Group {
  const child = spawn(cmd, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env: options.env ?? process.env, cwd: options.cwd });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${cmd} did not start (is it installed? test/system-deps.sh installs what the tests need)`);
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-200_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const onExit = () => killGroup(pid, 'SIGKILL');
  process.once('exit', onExit);
  return {
    child,
    output: () => output,
    stop: async (graceMs = 5000) => {
      process.removeListener('exit', onExit);
      killGroup(pid, 'SIGTERM');
      const until = Date.now() + graceMs;
      while (groupAlive(pid) && Date.now() < until) await pause(25);
      if (groupAlive(pid)) killGroup(pid, 'SIGKILL');
      while (groupAlive(pid)) await pause(25);
    },
  };
}

/**
 * Polls `check` until it holds (a condition, not a delay); fails naming `what` with the server's logs, at once
 * when `failed` says the server cannot start (e.g. its port was taken).
 */
export async function waitUntil(check: () => Promise<boolean>, what: string, logs: () => string, ms = 15_000, failed?: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (failed?.()) throw new Error(`${what} could not start:\n${logs()}`);
    if (await check().catch(() => false)) return;
    await pause(50);
  }
  throw new Error(`${what} did not start within ${ms / 1000} s:\n${logs()}`);
}
