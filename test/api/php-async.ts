// Runs a PHP script of the repository without blocking this process: the SMTP sink of a mail test lives
// here and must keep answering while the script talks to it.
import { spawn } from 'node:child_process';
import { ROOT } from './api-server.ts';
import type { PhpResult } from './stored-data.ts';

/** Runs `php <args>` from the repository root with ONAS_API_CONFIG set. */
export function phpAsync(args: string[], configFile: string, env: Record<string, string> = {}): Promise<PhpResult> {
  return new Promise((resolve, reject) => {
    const child = spawn('php', args, { cwd: ROOT, env: { ...process.env, ONAS_API_CONFIG: configFile, ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d));
    child.stderr.on('data', (d: Buffer) => (stderr += d));
    child.once('error', reject);
    child.once('close', (code) => resolve({ status: code ?? -1, stdout, stderr }));
  });
}

export function runPhpAsync(script: string, args: string[], configFile: string, env: Record<string, string> = {}, phpFlags: string[] = []): Promise<PhpResult> {
  return phpAsync([...phpFlags, script, ...args], configFile, env);
}
