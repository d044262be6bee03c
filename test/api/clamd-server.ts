// A real ClamAV daemon (Debian's clamav-daemon) for the virus-scan tests: started on a loopback port in a
// temporary directory with one signature database the test writes itself (no freshclam download), ready
// once it answers PING, and stopped by PID.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort } from '../support/free-port.ts';
import { scratchDir } from './api-server.ts';
import '../support/exit-on-signal.ts';

export interface Clamd {
  address: string;
  port: number;
  stop: () => Promise<void>;
}

/** Asks clamd for PONG; resolves false when nothing answers. */
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let reply = '';
    socket.on('connect', () => socket.write('zPING\0'));
    socket.on('data', (d) => {
      reply += d.toString();
    });
    socket.on('close', () => resolve(reply.startsWith('PONG')));
    socket.on('error', () => resolve(false));
  });
}

/**
 * Starts clamd with a database that names `marker` (any bytes containing it) as the signature `name`.
 * The .ndb line is name:target type (0 = any file):offset (* = anywhere):hex of the bytes.
 */
export async function startClamd(name: string, marker: string): Promise<Clamd> {
  const dir = scratchDir('onas-clamd-');
  const db = path.join(dir, 'db');
  fs.mkdirSync(db);
  fs.writeFileSync(path.join(db, 'onas-test.ndb'), `${name}:0:*:${Buffer.from(marker).toString('hex')}\n`);
  const port = await freePort();
  const config = path.join(dir, 'clamd.conf');
  fs.writeFileSync(
    config,
    [
      'Foreground yes',
      `DatabaseDirectory ${db}`,
      `TCPSocket ${port}`,
      'TCPAddr 127.0.0.1',
      `LogFile ${path.join(dir, 'clamd.log')}`,
      // As root clamd would switch to the clamav user, who cannot read the test's directory.
      ...(process.getuid?.() === 0 ? ['User root'] : []),
    ].join('\n'),
  );
  const child = spawn('/usr/sbin/clamd', [`--config-file=${config}`], { stdio: ['ignore', 'ignore', 'pipe'] });
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const onExit = () => child.kill('SIGKILL');
  process.once('exit', onExit);
  const deadline = Date.now() + 60_000;
  while (!(await ping(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `clamd did not start:\n${output}${fs.existsSync(path.join(dir, 'clamd.log')) ? fs.readFileSync(path.join(dir, 'clamd.log'), 'utf8') : ''}`,
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    address: `tcp://127.0.0.1:${port}`,
    port,
    stop: async () => {
      process.removeListener('exit', onExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
