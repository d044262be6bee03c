// Misconfiguration and page errors fail the build with a message that names the route and file.
process.env.NODE_ENV = 'production';
import path from 'node:path';
import fs from 'fs-extra';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const { loadConfig } = await import('../../../generator/config.ts');
const { build, createSession, disposeSession } = await import('../../../generator/pipeline/index.ts');

const scratch = path.join(ROOT, 'test', 'output', `errors-${process.pid}`);

async function buildWith(files: Record<string, string>, settings: Record<string, unknown> = {}) {
  await fs.remove(scratch);
  await fs.outputJson(path.join(scratch, 'site.config.json'), { siteUrl: 'https://x.example/', ...settings });
  for (const [f, src] of Object.entries(files)) await fs.outputFile(path.join(scratch, f), src);
  const config = await loadConfig(scratch);
  try {
    await build(createSession(config), { fresh: true });
  } catch (e) {
    return e as { code: string; message: string; details: string[]; format: () => string };
  }
  throw new Error('build should have failed');
}

const styled = `import { css } from '@linaria/core';\nconst c = css\`color: red;\`;\n`;

test('no CSS at all fails the build (Linaria misconfigured or unused)', async () => {
  const err = await buildWith({
    'site/routes/index.tsx': `export const meta = { title: 't', description: 'd' };\nexport default () => <main><h1>x</h1></main>;`,
  });
  assert.is(err.code, 'no-css');
});

test('a route without meta fails naming the file and URL', async () => {
  const err = await buildWith({ 'site/routes/about.tsx': `${styled}export default () => <main className={c}>x</main>;` });
  assert.is(err.code, 'route-exports');
  assert.match(err.message, 'site/routes/about.tsx (/about/)');
  assert.match(err.details.join(), 'meta.title is missing');
});

test('a throwing component fails with the route and the component stack', async () => {
  const err = await buildWith({
    'site/routes/index.tsx': `${styled}export const meta = { title: 't', description: 'd' };
function Broken(): never { throw new Error('the data is missing'); }
function Section() { return <section><Broken /></section>; }
export default () => <main className={c}><Section /></main>;`,
  });
  assert.is(err.code, 'render-failed');
  assert.match(err.message, 'site/routes/index.tsx (/): the data is missing');
  const stack = err.details.join('\n');
  assert.match(stack, 'Broken');
  assert.match(stack, 'Section');
});

// A styled component in a file of its own (so through Linaria's transform and the TypeScript one) that
// throws on line 9, column 9; the bundle's lines are not the file's.
const THROWER = {
  'site/components/Card.tsx': `import { css } from '@linaria/core';
import type { ReactNode } from 'react';

const card = css\`
  padding: 4px;
\`;

export function Card(props: { children?: ReactNode; label?: string }): ReactNode {
  throw new Error(\`no label for \${props.label ?? 'the card'}\`);
}
`,
  'site/routes/index.tsx': `${styled}import { Card } from '../components/Card.tsx';
export const meta = { title: 't', description: 'd' };
export default () => <main className={c}><Card /></main>;`,
};

test('a render error names the source file, line and column where it was thrown (build and serve)', async () => {
  const err = await buildWith(THROWER);
  assert.is(err.code, 'render-failed');
  assert.match(err.message, 'site/routes/index.tsx (/): no label for the card');
  assert.is(err.details[0], 'thrown at site/components/Card.tsx:9:9', err.format());
  assert.match(err.details.join('\n'), 'in Card (site/components/Card.tsx:');

  // serve loads the modules one by one: the same position.
  const config = await loadConfig(scratch);
  const session = createSession(config, { incremental: true, imagesInBackground: false });
  const served = await build(session, { fresh: true }).then(
    () => undefined,
    (e: { details: string[]; format: () => string }) => e,
  );
  await disposeSession(session);
  assert.ok(served, "serve's build should have failed");
  assert.is(served.details[0], 'thrown at site/components/Card.tsx:9:9', served.format());
});

test('a module that throws while it is imported names its file and line', async () => {
  const err = await buildWith({
    'site/lib/settings.ts': `// Read once, when the module is imported.\nconst raw: string | undefined = undefined;\nexport const settings = raw ?? (() => {\n  throw new Error('settings are missing');\n})();\n`,
    'site/routes/index.tsx': `${styled}import { settings } from '../lib/settings.ts';
export const meta = { title: 't', description: 'd' };
export default () => <main className={c}>{settings}</main>;`,
  });
  assert.is(err.code, 'server-import-failed');
  assert.is(err.details[0], 'thrown at site/lib/settings.ts:4:9', err.format());
});

test('a build that fails leaves none of the page bodies it had put on disk (lib/spilled-bodies.ts)', async () => {
  const page = (name: string, body: string) => `${styled}export const meta = { title: '${name}', description: 'd' };\nexport default () => ${body};`;
  const err = await buildWith({
    'site/routes/index.tsx': page('Home', '<main className={c}><h1>A page that renders</h1></main>'),
    'site/routes/about.tsx': page('About', '<main className={c}>{(null as unknown as { x: string }).x}</main>'),
  });
  assert.is(err.code, 'render-failed', err.format());
  const packs = path.join(scratch, '.site-cache', 'renders');
  assert.ok(fs.existsSync(packs), 'the bodies were put on disk');
  assert.equal(fs.readdirSync(packs), [], 'and removed');
});

test('a broken link written in a content module names that module and line, then the route', async () => {
  const err = await buildWith({
    'content/hero.ts': `// The home page's hero.\nexport const hero = {\n  title: 'Welcome',\n  cta: { label: 'Read more', href: '/nowhere/' },\n};\n`,
    'site/routes/index.tsx': `${styled}import { hero } from '../../content/hero.ts';
export const meta = { title: 'Home', description: 'A home page whose hero links to a page that the site does not have at all.' };
export default () => <main className={c}><h1>{hero.title}</h1><a href={hero.cta.href}>{hero.cta.label}</a></main>;`,
  });
  assert.is(err.code, 'checks-failed');
  assert.ok(err.details.includes('content/hero.ts:4: broken link /nowhere/ (no page or file at /nowhere/) — on site/routes/index.tsx (/)'), err.format());
});

test('a syntax error names file, line and column instead of a stack trace', async () => {
  const err = await buildWith({
    'site/routes/index.tsx': `${styled}export const meta = { title: 't', description: 'd' };\nexport default () => <main className={c}>x</div>;`,
  });
  assert.is(err.code, 'bundle-failed');
  assert.match(err.message, /site\/routes\/index\.tsx:4:\d+: /);
  assert.not.match(err.format(), 'node_modules/esbuild');
});

test('unserialisable island props fail naming the route and island', async () => {
  const err = await buildWith({
    'site/islands/Widget.tsx': `export default function Widget(_: { onPick: () => void }) { return <button type="button">w</button>; }`,
    'site/routes/index.tsx': `${styled}import { Island } from '@runtime';\nimport Widget from '../islands/Widget.tsx';
export const meta = { title: 't', description: 'd' };
export default () => <main className={c}><Island component={Widget} props={{ onPick: () => {} }} hydrate="load" /></main>;`,
  });
  assert.match(err.message, 'site/routes/index.tsx (/): island Widget: prop props.onPick is a function');
});

test('a page without the element the first render waits for fails the build naming the file', async () => {
  const page = (
    id: string,
  ) => `${styled}export const meta = { title: 't ${id}', description: 'The ${id} page of the fixture, long enough to be a description.' };
export default () => <main className={c}><h1>x</h1><span id="${id}" hidden /></main>;`;
  const err = await buildWith(
    { 'site/routes/index.tsx': page('first-view-end'), 'site/routes/about.tsx': page('elsewhere') },
    { firstRenderWaitsFor: 'first-view-end' },
  );
  const report = err.format();
  assert.match(report, 'site/routes/about.tsx');
  assert.match(report, 'no element with id "first-view-end"');
  assert.not.match(report, 'site/routes/index.tsx');
});

test('an unknown enhancement name fails the build', async () => {
  const err = await buildWith({
    'site/routes/index.tsx': `${styled}export const meta = { title: 't', description: 'd' };\nexport default () => <main className={c} data-enhance="nope">x</main>;`,
  });
  assert.match(err.message, 'data-enhance="nope" names no file');
});

test('a missing image fails naming the route and the path', async () => {
  const err = await buildWith({
    'site/routes/index.tsx': `${styled}import { Image } from '@runtime';\nexport const meta = { title: 't', description: 'd' };\nexport default () => <main className={c}><Image src="images/none.jpg" alt="" /></main>;`,
  });
  assert.is(err.code, 'asset-missing');
  assert.match(err.message, 'site/routes/index.tsx:5: image "images/none.jpg" not found in the assets folder — on site/routes/index.tsx (/)');
});

test('a shared title or a too-short description fails the build naming both routes', async () => {
  const page = (title: string, description: string) =>
    `${styled}export const meta = { title: '${title}', description: '${description}' };\nexport default () => <main className={c}>x</main>;`;
  const long = 'A description long enough to pass the fifty character minimum of the check.';
  const err = await buildWith({
    'site/routes/index.tsx': page('Home', long),
    'site/routes/a.tsx': page('Same title', `${long} A`),
    'site/routes/b.tsx': page('Same title', 'Too short.'),
  });
  assert.is(err.code, 'meta-invalid');
  const text = err.details.join('\n');
  assert.match(text, 'site/routes/a.tsx (/a/) and site/routes/b.tsx (/b/) have the same title: "Same title"');
  assert.match(text, 'site/routes/b.tsx (/b/): description is 10 characters, fewer than 50');
});

test('a failing share picture template names the page; a missing manifest icon names the file', async () => {
  const long = 'A description long enough to pass the fifty character minimum of the check.';
  const seo = (
    icons: string,
  ) => `export default { name: 'X', shortName: 'X', locale: 'en_GB', themeColor: '#000000', backgroundColor: '#ffffff', icons: ${icons},
  shareImage: () => { throw new Error('no glyph for "€"'); }, structuredData: () => [] };`;
  const files = (icons: string) => ({
    'site.config.json': JSON.stringify({ siteUrl: 'https://x.example/', seo: { module: 'site/seo.ts' } }),
    'site/seo.ts': seo(icons),
    'site/routes/index.tsx': `${styled}export const meta = { title: 'Home', description: '${long}' };\nexport default () => <main className={c}>x</main>;`,
  });
  const failed = await buildWith(files('[]'));
  assert.is(failed.code, 'render-failed');
  assert.match(failed.message, 'site/routes/index.tsx (/): the site\'s shareImage() failed: no glyph for "€"');
  const missing = await buildWith(files(`[{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }]`));
  assert.is(missing.code, 'asset-missing');
  assert.match(missing.message, 'manifest icon /icon-192.png');
});

test.after(() => fs.remove(scratch));
test.run();
