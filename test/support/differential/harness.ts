// The differential test of incremental builds: a seeded sequence of edits (edits.ts) is applied to a
// scratch copy of a site while `site serve` runs on it, and after every step three things must agree:
//   reference   a clean build of the same tree: an empty cache folder, a new output folder, a new session
//               in a process of its own (clean-builder.ts), as `site build --force` builds;
//   (a) serve   what `site serve` answers for every file of the reference (built with drafts, as serve shows them);
//   (b) warm    `site build` in the scratch tree, with the caches serve and earlier builds left there.
// When the clean build fails, the warm build must fail with the same message and serve's rebuild must fail.
//
// What is normalised, and why (the one place):
//   - serve's HTML carries the live-reload snippet before </body>: it is removed before comparing;
//   - serve compresses on the fly, so its reference leaves out the .gz and .br copies (the warm build's
//     are compared byte for byte);
//   - serve shows drafts: its reference is built with `--drafts`;
//   - serve always links its CSS (a style edit swaps stylesheets in place): where the site inlines CSS
//     (inlineCssBelow > 0), serve's reference is built with inlineCssBelow 0;
//   - the real site only: its clean builds start with `images/` and `share/` of the cache folder copied
//     in (encoded picture variants, named by a hash of the source's bytes, the variant and the encoder's
//     settings and version), or each would spend two minutes encoding 1,216 variants. The fixture's
//     clean builds start from nothing, and its sequences replace and add pictures.
// Error messages are compared with the tree's folder replaced by <root>; where esbuild reports an error in
// a module through the module that imports it, which importer it names first varies from run to run (its
// scan is parallel), so such a message is compared by its headline and the error's own positions.
import { fork, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import fs from 'fs-extra';
import { globby } from 'globby';
import { ageFiles } from '../age-files.ts';
import { type Edit, type FuzzState, nextEdit, type Profile, rngFrom } from './edits.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SITE_BIN = path.join(ROOT, 'bin', 'site.js');

/** The files a profile's scratch copy is made of (relative to its source folder). */
const COPY: Record<Profile, { from: string; entries: string[] }> = {
  fixture: { from: path.join(ROOT, 'test', 'fixtures', 'incremental'), entries: ['site', 'content', 'assets', 'site.config.json'] },
  real: { from: ROOT, entries: ['site', 'content', 'assets', 'site.config.json', 'tsconfig.json'] },
};

export interface StepFailure {
  seed: number;
  step: number;
  edit: string;
  /** The edits of the sequence so far, in order. */
  edits: string[];
  problems: string[];
  replay: string;
}

export interface SequenceOptions {
  profile: Profile;
  seed: number;
  steps: number;
  /** Where scratch trees and references go (removed afterwards unless keep). */
  work: string;
  /** A fixed list of edits instead of a seeded draw (a regression test); `steps` is then its length. */
  edits?: Edit[];
  /** Called after every step (the fuzz script prints progress). */
  onStep?: (step: number, edit: string, outcome: 'same' | 'both failed') => void;
  keep?: boolean;
  /** A clean builder to use (and leave running) instead of one for this sequence alone. */
  builder?: CleanBuilder;
}

interface Reference {
  /** Relative path → bytes. */
  files?: Map<string, Buffer>;
  error?: string;
}

/** Runs `node bin/site.js ...args` and returns its exit code and output. */
function runSite(args: string[], cwd: string): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [SITE_BIN, ...args], { cwd, env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' } });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

/** The build's error as printed, with the tree's folder replaced (the clean copy lives elsewhere). */
const errorText = (out: string, root: string) => out.split(root).join('<root>').replace(/\r/g, '').trim();

async function readTree(dir: string, skip: (rel: string) => boolean = () => false): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const rel of (await globby('**/*', { cwd: dir, dot: true })).sort()) if (!skip(rel)) files.set(rel, await fs.readFile(path.join(dir, rel)));
  return files;
}

/** The source tree's hash: references are kept by it, so an undone edit reuses the reference it had. */
async function treeHash(root: string, entries: string[]): Promise<string> {
  const h = createHash('sha1');
  for (const rel of (await globby(entries, { cwd: root, dot: true })).sort()) {
    h.update(`${rel}\0`);
    h.update(await fs.readFile(path.join(root, rel)));
    h.update('\0');
  }
  return h.digest('hex');
}

/** The first lines where two texts differ, for a failure message. */
function firstDifference(want: Buffer, got: Buffer): string {
  const a = want.toString('utf8');
  const b = got.toString('utf8');
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const from = Math.max(0, i - 80);
  return `at byte ${i}: clean …${JSON.stringify(a.slice(from, i + 120))}… vs …${JSON.stringify(b.slice(from, i + 120))}…`;
}

/** The differences between a reference tree and another, one line each. */
export function compareTrees(want: Map<string, Buffer>, got: Map<string, Buffer>, who: string): string[] {
  const problems: string[] = [];
  for (const [rel, bytes] of want) {
    const other = got.get(rel);
    if (!other) problems.push(`${who}: /${rel} is missing`);
    else if (!other.equals(bytes)) problems.push(`${who}: /${rel} differs ${firstDifference(bytes, other)}`);
  }
  for (const rel of got.keys()) if (!want.has(rel)) problems.push(`${who}: /${rel} is not in the clean build`);
  return problems;
}

/** What must be equal in two failed builds' messages (see the header). */
function errorSignature(text: string): string {
  // The broken module itself, named with its folder (<root>/…) after the importer's position.
  const own = [...text.matchAll(/<root>\/[^\s:]+(?::\d+:\d+: ERROR: [^\n]*|: [^\n]*)/g)].map((m) => m[0]);
  return own.length ? `${text.split('\n')[0]}\n${[...new Set(own)].sort().join('\n')}` : text;
}

export async function runSequence(options: SequenceOptions): Promise<StepFailure | undefined> {
  const { profile, seed, work } = options;
  const steps = options.edits?.length ?? options.steps;
  const copy = COPY[profile];
  const scratch = path.join(work, `tree-${profile}-${seed}`);
  const refs = new Map<string, { build: Reference; serve: Reference }>();
  await fs.remove(scratch);
  for (const e of copy.entries) if (await fs.pathExists(path.join(copy.from, e))) await fs.copy(path.join(copy.from, e), path.join(scratch, e));
  if (profile === 'real') {
    // The encoded pictures only (see the header), for the clean builds and the scratch tree's own cache.
    for (const d of ['images', 'share']) {
      const from = path.join(ROOT, '.site-cache', d);
      if (!(await fs.pathExists(from))) continue;
      await fs.copy(from, path.join(work, 'pictures', d));
      await fs.copy(from, path.join(scratch, '.site-cache', d));
    }
  }
  const builder = options.builder ?? startCleanBuilder();
  const { loadConfig } = await import('../../../generator/config.ts');
  const { serve } = await import('../../../generator/serve/index.ts');
  const { injectReloadSnippet } = await import('../../../generator/serve/middlewares/live-reload.ts');
  const snippet = injectReloadSnippet('');

  /** A clean build of the tree as it is now: an empty cache folder and output folder, a session of its own in the clean builder's process. */
  const cleanBuild = async (drafts: boolean): Promise<Reference> => {
    const out = path.join(work, `clean-${profile}-${seed}`);
    await fs.remove(out);
    const configFile = path.join(scratch, 'site.config.json');
    const inlines = await fs.readJson(configFile).then(
      (j) => j.inlineCssBelow !== 0,
      () => false,
    );
    const { error } = await builder.build({
      root: scratch,
      out,
      drafts,
      overrides: drafts && inlines ? { inlineCssBelow: 0 } : {},
      pictures: profile === 'real' ? path.join(work, 'pictures') : undefined,
    });
    const result: Reference = error === undefined ? { files: await readTree(out) } : { error: errorText(error, scratch) };
    await fs.remove(out);
    return result;
  };
  const references = async () => {
    const key = await treeHash(scratch, copy.entries);
    let ref = refs.get(key);
    if (!ref) {
      ref = { build: await cleanBuild(false), serve: await cleanBuild(true) };
      refs.set(key, ref);
    }
    return ref;
  };

  const config = await loadConfig(scratch);
  let rebuilds = 0;
  let lastError: unknown;
  const server = await serve(config, {
    port: 0,
    php: false,
    open: false,
    quiet: true,
    onRebuild: ({ error }) => {
      rebuilds++;
      lastError = error;
    },
  });
  const servedTree = async (want: Map<string, Buffer>): Promise<Map<string, Buffer>> => {
    const got = new Map<string, Buffer>();
    for (const rel of want.keys()) {
      const res = await fetch(new URL(rel, server.url), { headers: { 'accept-encoding': 'identity' } });
      if (res.status !== 200 && !(rel === '404.html' && res.status === 404)) continue;
      let bytes = Buffer.from(await res.arrayBuffer());
      if (rel.endsWith('.html')) {
        const text = bytes.toString('utf8');
        const at = text.lastIndexOf(`${snippet}</body>`);
        if (at >= 0) bytes = Buffer.from(text.slice(0, at) + text.slice(at + snippet.length));
      }
      got.set(rel, bytes);
    }
    // Files serve keeps on disk that the reference does not have (a deleted page left behind).
    const search = config.search ? `${(config.search.dir ?? 'pagefind').replace(/^\/|\/$/g, '')}/` : undefined;
    for (const rel of (await globby('**/*', { cwd: server.outDir, dot: true })).sort())
      if (!want.has(rel) && !(search && rel.startsWith(search))) got.set(rel, Buffer.alloc(0));
    return got;
  };

  const state: FuzzState = { made: 0 };
  const rng = rngFrom(seed);
  const done: string[] = [];
  const replay = `npm run fuzz:incremental -- --site ${profile} --seed ${seed} --steps ${steps}`;
  const fail = (step: number, edit: string, problems: string[]): StepFailure => ({ seed, step, edit, edits: [...done], problems, replay });
  try {
    for (let step = 0; step <= steps; step++) {
      let edit: Edit = { label: 'no edit (serve and a build of the tree as copied)', apply: async () => {} };
      if (step > 0) {
        edit = options.edits ? options.edits[step - 1] : await nextEdit(profile, scratch, rng, state);
        const before = rebuilds;
        await edit.apply(scratch);
        // A condition, not a time: serve has rebuilt after the edit and nothing more is waiting.
        const deadline = Date.now() + 120_000;
        while (!(rebuilds > before && server.settled())) {
          if (Date.now() > deadline) return fail(step, edit.label, ['serve did not rebuild after the edit within 120 s']);
          await new Promise((r) => setTimeout(r, 10));
        }
      }
      done.push(edit.label);
      const ref = await references();
      const problems: string[] = [];

      // (a) serve
      if (ref.serve.error) {
        if (step > 0 && lastError === undefined) problems.push(`serve: its rebuild succeeded, the clean build with drafts failed:\n${ref.serve.error}`);
      } else if (step > 0 && lastError !== undefined) {
        problems.push(`serve: its rebuild failed, the clean build with drafts succeeded: ${String((lastError as Error)?.message ?? lastError).slice(0, 500)}`);
      } else {
        await server.imagesIdle();
        const want = new Map([...ref.serve.files!].filter(([rel]) => !/\.(gz|br)$/.test(rel)));
        problems.push(...compareTrees(want, await servedTree(want), 'serve'));
      }

      // (b) a warm build, now and then twice: then the tree is first made to look saved a while ago, so that
      // the first writes a build manifest (none is written while an input is younger than 2 s) and the
      // second takes the manifest's no-change exit. Serve sees the new times as changes and rebuilds: that
      // rebuild is awaited, so that it cannot pass for the next edit's.
      const runs = rng.next() < 0.25 ? 2 : 1;
      if (runs === 2) {
        const before = rebuilds;
        await ageFiles(scratch);
        const deadline = Date.now() + 5_000;
        while (!(rebuilds > before && server.settled()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      }
      for (let run = 0; run < runs; run++) {
        const { code, out } = await runSite(['--root', scratch, 'build', '--quiet'], ROOT);
        const label = run === 0 ? 'warm build' : 'warm build again';
        if (ref.build.error) {
          if (code === 0) problems.push(`${label}: succeeded, the clean build failed:\n${ref.build.error}`);
          else if (errorSignature(errorText(out, scratch)) !== errorSignature(ref.build.error))
            problems.push(`${label}: failed with another message:\n${errorText(out, scratch)}\n--- the clean build's:\n${ref.build.error}`);
        } else if (code !== 0) problems.push(`${label}: failed, the clean build succeeded:\n${errorText(out, scratch)}`);
        else problems.push(...compareTrees(ref.build.files!, await readTree(path.join(scratch, 'dist')), label));
      }
      if (problems.length) return fail(step, edit.label, problems);
      options.onStep?.(step, edit.label, ref.build.error ? 'both failed' : 'same');
    }
    return undefined;
  } finally {
    await server.close();
    if (!options.builder) builder.stop();
    if (!options.keep) await fs.remove(scratch);
  }
}

export type CleanBuilder = ReturnType<typeof startCleanBuilder>;

/** The clean builder (clean-builder.ts): one process for a sequence's clean builds (or several sequences'), asked over IPC. */
export function startCleanBuilder() {
  const child = fork(path.join(import.meta.dirname, 'clean-builder.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, NODE_ENV: 'production', FORCE_COLOR: '0' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  let next = 0;
  const waiting = new Map<number, (answer: { error?: string }) => void>();
  child.on('message', (m: { id?: number; error?: string }) => {
    if (m.id !== undefined) waiting.get(m.id)?.(m);
  });
  const exited = new Promise<{ error: string }>((resolve) => child.on('exit', (code) => resolve({ error: `the clean builder exited (${code})` })));
  return {
    build(req: { root: string; out: string; drafts: boolean; overrides: Record<string, unknown>; pictures?: string }): Promise<{ error?: string }> {
      const id = next++;
      const answer = new Promise<{ error?: string }>((resolve) => waiting.set(id, resolve));
      child.send({ id, ...req });
      return Promise.race([answer, exited]);
    },
    stop: () => child.kill(),
  };
}

export function formatFailure(f: StepFailure): string {
  const shown = f.problems.slice(0, 12);
  return [
    `Incremental output differs from a clean build: seed ${f.seed}, step ${f.step}: ${f.edit}`,
    ...shown.map((p) => `  - ${p}`),
    ...(f.problems.length > shown.length ? [`  … and ${f.problems.length - shown.length} more`] : []),
    'The edits so far:',
    ...f.edits.map((e, i) => `  ${i}. ${e}`),
    `Replay: ${f.replay}`,
  ].join('\n');
}
