// A test process stopped by a signal stops the servers it started: SIGTERM (what `timeout` and CI send)
// and SIGINT (Ctrl-C) reach the 'exit' handlers through test/support/exit-on-signal.ts, which kill each
// server's process group. The child here starts a group through startGroup, as every server helper does.
import { spawn } from 'node:child_process';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { groupAlive } from '../support/process-group.ts';
import { ROOT } from '../support/browser.ts';

const CHILD = `
import { startGroup } from './test/support/process-group.ts';
const group = startGroup('sleep', ['300']);
console.log('group', group.child.pid);
setInterval(() => {}, 1000);
`;

async function stoppedBy(signal: NodeJS.Signals): Promise<{ code: number | null; groupLeft: boolean }> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const pid = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d;
      const m = /group (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.once('exit', (code) => reject(new Error(`the child exited (${code}) before starting its group`)));
  });
  assert.ok(groupAlive(pid), 'the group runs');
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  const code = await exited;
  // The exit handler kills the group with SIGKILL before the child is gone; allow the kernel a moment to reap.
  const until = Date.now() + 5000;
  while (groupAlive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 25));
  const groupLeft = groupAlive(pid);
  if (groupLeft) process.kill(-pid, 'SIGKILL');
  return { code, groupLeft };
}

for (const [signal, code] of [
  ['SIGTERM', 143],
  ['SIGINT', 130],
] as const) {
  test(`a test process stopped by ${signal} stops the servers it started`, async () => {
    const result = await stoppedBy(signal);
    assert.equal(result, { code, groupLeft: false });
  });
}

test.run();
