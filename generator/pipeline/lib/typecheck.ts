// The project's types, checked by the project's own TypeScript beside the build (config `typecheck`: the
// tsconfig to check). esbuild only strips types, so without this a wrong prop type renders. tsc runs in a
// child process, on the other core while the build renders: `site build` waits for it before writing and
// fails naming each file:line; `site serve` keeps `tsc --watch` running and reports without blocking a
// reload. tsc's own incremental file (in the cache folder) is keyed by each file's content, and goes with
// `site clean` like every other cache.
import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ResolvedConfig } from '../../config.ts';
import { BuildError, Errors } from '../../errors.ts';

export interface TypeProblem {
  /** Relative to the project root, with forward slashes. */
  file: string;
  line: number;
  column: number;
  code: string;
  message: string;
}

const LINE = /^(.+?)\((\d+),(\d+)\): error (TS\d+): (.*)$/;

/** tsc's diagnostics (`--pretty false`): one "file(line,col): error TSnnnn: message" line each, continued by indented lines. */
export function parseTscOutput(text: string, cwd: string, root: string): TypeProblem[] {
  const problems: TypeProblem[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const m = LINE.exec(raw);
    if (m) {
      const file = path.relative(root, path.resolve(cwd, m[1])).split(path.sep).join('/');
      problems.push({ file, line: Number(m[2]), column: Number(m[3]), code: m[4], message: m[5] });
    } else if (/^\s+\S/.test(raw) && problems.length) {
      problems[problems.length - 1].message += `\n    ${raw.trim()}`;
    }
  }
  return problems;
}

/** One line per problem (its continuation lines indented), as the terminal and the overlay show them. */
export function formatTypeProblems(problems: TypeProblem[]): string[] {
  return problems.map((p) => `${p.file}:${p.line}:${p.column} ${p.code}: ${p.message}`);
}

export function typeErrors(problems: TypeProblem[]): BuildError {
  const n = problems.length;
  return new BuildError(Errors.TypesFailed, `${n} type error${n === 1 ? '' : 's'}`, { details: formatTypeProblems(problems) });
}

function tscCommand(config: ResolvedConfig, watch: boolean): { bin: string; args: string[] } {
  let bin: string;
  try {
    bin = createRequire(path.join(config.root, 'package.json')).resolve('typescript/bin/tsc');
  } catch {
    throw new BuildError(Errors.ConfigInvalid, `"typecheck" names ${config.typecheck}, but the typescript package is not installed in ${config.root}.`, {
      details: ['Install it (npm install --save-dev typescript), or remove "typecheck" from site.config.json, or build with --no-typecheck.'],
    });
  }
  const buildInfo = path.join(config.abs(config.cacheDir), 'typecheck', `${path.basename(config.typecheck!, '.json')}.tsbuildinfo`);
  const args = [bin, '-p', config.abs(config.typecheck!), '--noEmit', '--pretty', 'false'];
  if (watch) args.push('--watch', '--preserveWatchOutput');
  else args.push('--incremental', '--tsBuildInfoFile', buildInfo);
  return { bin: process.execPath, args };
}

export interface TypeCheckRun {
  /** The problems tsc found (none: the types hold). */
  result: Promise<TypeProblem[]>;
  /** Stops tsc early (the build failed before it needed the answer). */
  stop(): void;
}

/** Starts one check of the whole project; nothing waits for it until `result` is awaited. */
export function startTypeCheck(config: ResolvedConfig): TypeCheckRun {
  const { bin, args } = tscCommand(config, false);
  const child = spawn(bin, args, { cwd: config.root, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (out += d));
  const result = new Promise<TypeProblem[]>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (signal) return resolve([]);
      const problems = parseTscOutput(out, config.root, config.root);
      // 1: errors reported; 2: errors, no output emitted (we emit none anyway). Anything else, or an exit
      // with no problem named (a bad tsconfig says "error TS5xxx" without a file), is reported as it came.
      if (code === 0 || problems.length) return resolve(problems);
      reject(new BuildError(Errors.TypesFailed, `TypeScript could not check ${config.typecheck}`, { details: out.trim().split('\n').slice(0, 20) }));
    });
  });
  // Answered or not, the build does not wait for an unhandled rejection.
  result.catch(() => {});
  return { result, stop: () => child.exitCode === null && child.kill() };
}

/**
 * serve: `tsc --watch` for the session; `report` is called with each complete check's problems (tsc
 * checks again by itself after every save). Returns a function that stops it.
 */
export function watchTypes(config: ResolvedConfig, report: (problems: TypeProblem[]) => void): () => void {
  const { bin, args } = tscCommand(config, true);
  let child: ChildProcess | undefined = spawn(bin, args, { cwd: config.root, stdio: ['ignore', 'pipe', 'pipe'] });
  let pending = '';
  let run = '';
  child.stdout?.on('data', (d: Buffer) => {
    pending += d.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      // "12:00:00 - Found 2 errors. Watching for file changes." ends each check.
      if (/Found \d+ errors?\. Watching for file changes\./.test(line)) {
        report(parseTscOutput(run, config.root, config.root));
        run = '';
      } else if (/Starting (incremental )?compilation/.test(line)) {
        run = '';
      } else {
        run += `${line}\n`;
      }
    }
  });
  child.on('error', () => {
    child = undefined;
  });
  return () => {
    child?.kill();
    child = undefined;
  };
}
