// Types in the build (issue 41, item 1). esbuild strips types, so `eyebrow={42}` on a component that
// expects a string used to build and render "42". With `typecheck` in site.config.json, `site build` runs
// the project's TypeScript beside the build and fails naming file:line before it writes anything;
// `--no-typecheck` skips it; `site serve` reports type errors in the terminal and the overlay and keeps
// reloading. A small project under test/output, so that react and its types resolve from the repository.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { ageFiles } from '../../support/age-files.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');

const root = path.join(ROOT, 'test', 'output', `typecheck-${process.pid}`);
const SITE = path.join(ROOT, 'bin', 'site.js');

const card = (labelType: string) => `import { css } from '@linaria/core';

const box = css\`
  padding: 4px;
\`;

export function Card(props: { eyebrow: ${labelType} }) {
  return <p className={box}>{props.eyebrow}</p>;
}
`;
const route = `import { Card } from '../components/Card.tsx';

export const meta = { title: 'Typed', description: 'A page whose component is given a number where it expects a string.' };

export default function Page() {
  return (
    <main>
      <h1>Typed</h1>
      <Card eyebrow={42} />
    </main>
  );
}
`;

fs.removeSync(root);
fs.outputJsonSync(path.join(root, 'site.config.json'), { siteUrl: 'https://x.example/', typecheck: 'tsconfig.site.json' });
fs.outputJsonSync(path.join(root, 'tsconfig.site.json'), {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    types: [],
  },
  include: ['site'],
});
fs.outputFileSync(path.join(root, 'site/components/Card.tsx'), card('string'));
fs.outputFileSync(path.join(root, 'site/routes/index.tsx'), route);

const siteBuild = (...args: string[]) => {
  const r = spawnSync(process.execPath, [SITE, 'build', '--out', 'out', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
};

test.after(() => fs.removeSync(root));

test('site build fails on a type error, naming file:line, and writes nothing', () => {
  const r = siteBuild();
  assert.is(r.status, 1, r.output);
  assert.match(r.output, 'The project does not type-check');
  assert.match(r.output, /site\/routes\/index\.tsx:9:13 TS2322: Type 'number' is not assignable to type 'string'/);
  assert.not.ok(fs.existsSync(path.join(root, 'out', 'index.html')), 'nothing written');
});

test('--no-typecheck builds the same project (the check is the only thing that failed)', async () => {
  // Saved a while ago, so that this build leaves a manifest the next one could take as proof.
  await ageFiles(root);
  const r = siteBuild('--no-typecheck', '-q');
  assert.is(r.status, 0, r.output);
  assert.match(fs.readFileSync(path.join(root, 'out', 'index.html'), 'utf8'), '<p class="');
});

test('a build that skipped the check is not taken as proof: the next build checks again', () => {
  const r = siteBuild();
  assert.is(r.status, 1, r.output);
  assert.match(r.output, 'TS2322');
});

test('once the types hold, the build passes', () => {
  fs.outputFileSync(path.join(root, 'site/components/Card.tsx'), card('string | number'));
  const r = siteBuild('-q');
  assert.is(r.status, 0, r.output);
});

test('site serve reports a type error over the page and keeps reloading, then clears it', async () => {
  fs.outputFileSync(path.join(root, 'site/components/Card.tsx'), card('string'));
  const config = await loadConfig(root);
  const server = await serve(config, { port: 0, php: false, open: false, quiet: true, typecheck: true });
  try {
    const until = async (what: string, ok: () => boolean) => {
      const limit = Date.now() + 60_000;
      while (!ok()) {
        if (Date.now() > limit) throw new Error(`timed out waiting for ${what}; overlay: ${server.hub.currentTypeErrors}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    await until('the type error', () => server.hub.currentTypeErrors.includes('site/routes/index.tsx:9:13 TS2322'));
    // The page was built and served all the same.
    const page = await (await fetch(server.url)).text();
    assert.match(page, '<h1>Typed</h1>');
    fs.outputFileSync(path.join(root, 'site/components/Card.tsx'), card('string | number'));
    await until('the report to clear', () => server.hub.currentTypeErrors === '');
  } finally {
    await server.close();
  }
});

test.run();
