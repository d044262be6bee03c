// Dynamic routes: paths() results are validated and each failure names the route file.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { expandRouteFiles, invalidSegment } from '../../../generator/pipeline/stages/paths.ts';
import { routeFromFile, segmentsOf, type RouteFile } from '../../../generator/pipeline/stages/routes.ts';
import type { PathProps, Paths } from '../../../generator/runtime/paths.ts';

// Types (checked by tsc, which runs over the tests): paths() must name every segment, and the
// component's props come from paths().
// @ts-expect-error: [service] has no value
export const missingSegment: Paths<'area' | 'service', { n: number }> = () => [{ params: { area: 'erp' }, props: { n: 1 } }];
// @ts-expect-error: props must match the declared type
export const wrongProps: Paths<'slug', { n: number }> = () => [{ params: { slug: 'a' }, props: { n: 'one' } }];
const typedPaths: Paths<'slug', { title: string }> = async () => [{ params: { slug: 'a' }, props: { title: 'A' } }];
export const propsOf = (props: PathProps<typeof typedPaths>): string => props.title;

function routeFile(rel: string): RouteFile {
  const file = `site/routes/${rel}`;
  return { file, absFile: `/x/${file}`, kind: rel.endsWith('.tsx') ? 'page' : 'endpoint', ...routeFromFile(rel), params: segmentsOf(file, rel) };
}

const SERVICE = routeFile('how-we-help/[area]/[service].tsx');

async function problemsOf(files: RouteFile[], paths: Record<string, unknown>): Promise<string[]> {
  const modules = new Map(Object.entries(paths).map(([file, p]) => [file, { paths: p }]));
  try {
    await expandRouteFiles(files, modules);
  } catch (e) {
    const err = e as { code: string; details: string[] };
    assert.is(err.code, 'paths-invalid');
    return err.details;
  }
  return [];
}

test('a bracketed file maps to a URL pattern with its segment names', () => {
  assert.is(SERVICE.url, '/how-we-help/[area]/[service]/');
  assert.is(SERVICE.outFile, 'how-we-help/[area]/[service]/index.html');
  assert.equal(SERVICE.params, ['area', 'service']);
  assert.equal(routeFile('blog/feed.xml.ts'), {
    ...routeFile('blog/feed.xml.ts'),
    kind: 'endpoint',
    url: '/blog/feed.xml',
    outFile: 'blog/feed.xml',
    listed: false,
  });
});

test('one page per entry, sync or async, with values filled in and props kept', async () => {
  const entries = [
    { params: { area: 'erp', service: 'sap' }, props: { n: 1 } },
    { params: { area: 'erp', service: 'workday' }, props: { n: 2 } },
  ];
  for (const paths of [() => entries, async () => entries]) {
    const routes = await expandRouteFiles([SERVICE], new Map([[SERVICE.file, { paths }]]));
    assert.equal(
      routes.map((r) => [r.url, r.outFile, r.props]),
      [
        ['/how-we-help/erp/sap/', 'how-we-help/erp/sap/index.html', { n: 1 }],
        ['/how-we-help/erp/workday/', 'how-we-help/erp/workday/index.html', { n: 2 }],
      ],
    );
    assert.equal(routes[0].values, { area: 'erp', service: 'sap' });
  }
});

test('an endpoint can be dynamic too: [tag].xml.ts writes one file per entry', async () => {
  const feed = routeFile('feeds/[tag].xml.ts');
  const routes = await expandRouteFiles([feed], new Map([[feed.file, { paths: () => [{ params: { tag: 'sap' }, props: {} }] }]]));
  assert.equal(
    routes.map((r) => [r.kind, r.url, r.outFile, r.listed]),
    [['endpoint', '/feeds/sap.xml', 'feeds/sap.xml', false]],
  );
});

test('a missing param names the file, the entry and the segment', async () => {
  const problems = await problemsOf([SERVICE], { [SERVICE.file]: () => [{ params: { area: 'erp' }, props: {} }] });
  assert.equal(problems, ['site/routes/how-we-help/[area]/[service].tsx: paths()[0] has no value for [service]']);
});

test('an extra param names the file and lists the real segments', async () => {
  const problems = await problemsOf([SERVICE], { [SERVICE.file]: () => [{ params: { area: 'erp', service: 'sap', lang: 'en' }, props: {} }] });
  assert.equal(problems, [
    'site/routes/how-we-help/[area]/[service].tsx: paths()[0] has param "lang", which is not a segment of this route (segments: [area], [service])',
  ]);
});

test('values that are not valid URL segments are rejected', async () => {
  for (const [value, text] of [
    ['S/4HANA', '"S/4HANA" is not a valid URL segment'],
    ['two words', '"two words" is not a valid URL segment'],
    ['', 'is empty'],
    ['..', 'would change the folder'],
    [42, 'is 42, not a string'],
  ] as const) {
    const problems = await problemsOf([SERVICE], { [SERVICE.file]: () => [{ params: { area: 'erp', service: value }, props: {} }] });
    assert.is(problems.length, 1, String(value));
    assert.ok(problems[0].startsWith('site/routes/how-we-help/[area]/[service].tsx: paths()[0]: [service] '), problems[0]);
    assert.ok(problems[0].includes(text), problems[0]);
  }
  assert.is(invalidSegment('s4hana-migration'), null);
  assert.is(invalidSegment('feed.xml'), null);
});

test('two entries producing one URL are rejected', async () => {
  const entry = { params: { area: 'erp', service: 'sap' }, props: {} };
  const problems = await problemsOf([SERVICE], { [SERVICE.file]: () => [entry, { ...entry }] });
  assert.equal(problems, ['site/routes/how-we-help/[area]/[service].tsx: paths()[1] and paths()[0] both produce /how-we-help/erp/sap/']);
});

test('an entry that lands on a static route is rejected, naming both files', async () => {
  const staticRoute = routeFile('how-we-help/erp/sap.tsx');
  const problems = await problemsOf([staticRoute, SERVICE], { [SERVICE.file]: () => [{ params: { area: 'erp', service: 'sap' }, props: {} }] });
  assert.equal(problems, [
    'site/routes/how-we-help/[area]/[service].tsx: paths() produces /how-we-help/erp/sap/, which site/routes/how-we-help/erp/sap.tsx already builds',
  ]);
});

test('two dynamic routes meeting at one URL are rejected', async () => {
  const a = routeFile('x/[a].tsx');
  const b = routeFile('x/[b]/index.tsx');
  const problems = await problemsOf([a, b], { [a.file]: () => [{ params: { a: 'same' }, props: {} }], [b.file]: () => [{ params: { b: 'same' }, props: {} }] });
  assert.equal(problems, ['site/routes/x/[b]/index.tsx: paths() produces /x/same/, which site/routes/x/[a].tsx also produces']);
});

test('no paths() export, a non-array, a throwing paths() and paths() on a static route each name the file', async () => {
  const noPaths = await problemsOf([SERVICE], {});
  assert.equal(noPaths, ['site/routes/how-we-help/[area]/[service].tsx: has [area], [service] in its name but exports no paths() function']);
  const notArray = await problemsOf([SERVICE], { [SERVICE.file]: () => ({ params: {} }) });
  assert.match(notArray[0], 'site/routes/how-we-help/[area]/[service].tsx: paths() must return an array');
  const threw = await problemsOf([SERVICE], {
    [SERVICE.file]: () => {
      throw new Error('no data');
    },
  });
  assert.equal(threw, ['site/routes/how-we-help/[area]/[service].tsx: paths() threw: no data']);
  const plain = routeFile('about.tsx');
  const onStatic = await problemsOf([plain], { [plain.file]: () => [] });
  assert.match(onStatic[0], 'site/routes/about.tsx: exports paths() but its name has no [segment]');
});

test('every problem of every route is reported at once', async () => {
  const problems = await problemsOf([SERVICE], {
    [SERVICE.file]: () => [
      { params: { area: 'erp' }, props: {} },
      { params: { area: 'a b', service: 'x' }, props: {} },
    ],
  });
  assert.is(problems.length, 2);
});

test('bad segment names in a file name are rejected', () => {
  assert.throws(() => segmentsOf('site/routes/[a-b].tsx', '[a-b].tsx'), /\[a-b\] is not a valid segment name/);
  assert.throws(() => segmentsOf('site/routes/[a]/[a].tsx', '[a]/[a].tsx'), /\[a\] appears twice/);
});

test.run();
