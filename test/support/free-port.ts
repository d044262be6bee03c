// A free TCP port on 127.0.0.1, for the servers the tests start (php -S, nginx, Apache, databases, the SMTP sink).
import { spawnSync } from 'node:child_process';
import net from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The same, for synchronous setup code (net has no synchronous API, so a child process asks). */
export function freePortSync(): number {
  const r = spawnSync(process.execPath, ['-e', "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"], {
    encoding: 'utf8',
  });
  const port = Number(r.stdout.trim());
  if (!port) throw new Error(`no free port: ${r.stderr}`);
  return port;
}
