// The recipes of docs/guide.md, applied as written to a scratch copy of the project (under test/output/, so
// imports resolve from the repository's node_modules), then served once with `site serve`'s own code and PHP.
// The steps come from the guide's code blocks (see its header for how a block is read), so the guide and
// this test cannot drift apart: a recipe whose steps no longer work fails here.
process.env.NODE_ENV = 'production';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import fs from 'fs-extra';
import ts from 'typescript';
import { test } from 'uvu';
import * as assert from 'uvu/assert';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SCRATCH = path.join(ROOT, 'test', 'output', `guide-recipes-${process.pid}`);
const DATA = path.join(SCRATCH, '.api-data');

interface Block {
  /** The `## ` section the block is in. */
  section: string;
  lang: string;
  attrs: Record<string, string | true>;
  body: string;
}

/** The code blocks of the guide, with the words after the fence's language as attributes (`file=…`, `run`). */
function readBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  let section = '';
  let open: Block | undefined;
  for (const line of markdown.split('\n')) {
    if (open) {
      if (line.startsWith('```')) {
        blocks.push(open);
        open = undefined;
      } else open.body += `${line}\n`;
    } else if (line.startsWith('## ')) section = line.slice(3).trim();
    else if (line.startsWith('```')) {
      const [lang = '', ...words] = line.slice(3).trim().split(/\s+/);
      const attrs = Object.fromEntries(
        words.filter(Boolean).map((w) => (w.includes('=') ? [w.slice(0, w.indexOf('=')), w.slice(w.indexOf('=') + 1)] : [w, true])),
      );
      open = { section, lang, attrs, body: '' };
    }
  }
  return blocks;
}

/**
 * Line edits, top to bottom: `name: value` replaces the next line starting with `name:` (and the lines its old
 * value ran on to, up to the one ending with a comma); `export const name …` the line starting the same way;
 * an `import` line goes after the last import. Comment lines are the reader's.
 */
function editLines(text: string, block: string, file: string): string {
  const lines = text.split('\n');
  let from = 0;
  for (const edit of block.split('\n').filter((l) => l.trim() && !l.trim().startsWith('//'))) {
    const line = edit.trim();
    if (line.startsWith('import ')) {
      const last = lines.findLastIndex((l) => l.startsWith('import '));
      if (!lines.includes(line)) lines.splice(last + 1, 0, line);
      continue;
    }
    const key = /^(export const [\w$]+|[\w$]+:)/.exec(line)?.[1];
    if (!key) throw new Error(`${file}: cannot read the edit "${line}"`);
    const at = lines.findIndex((l, i) => i >= from && l.trim().startsWith(key));
    if (at < 0) throw new Error(`${file}: no line starting with "${key}" (after line ${from})`);
    let end = at;
    while (!/[,;{[]\s*(\/\/.*)?$/.test(lines[end]!) && end + 1 < lines.length) end++; // a value on the next line(s)
    const indent = /^\s*/.exec(lines[at]!)![0];
    lines.splice(at, end - at + 1, indent + line);
    from = at + 1;
  }
  return lines.join('\n');
}

/** The block's text added at the end of an object literal named by a dotted path (forms.contact.fields). */
function insertInto(text: string, objectPath: string, block: string, file: string): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const [first, ...rest] = objectPath.split('.');
  let node: ts.Node | undefined;
  source.forEachChild(function find(n) {
    if (ts.isVariableDeclaration(n) && n.name.getText() === first) node = n.initializer;
    else n.forEachChild(find);
  });
  const literal = (n: ts.Node | undefined): ts.ObjectLiteralExpression | undefined => {
    while (n && (ts.isSatisfiesExpression(n) || ts.isAsExpression(n) || ts.isParenthesizedExpression(n))) n = n.expression;
    return n && ts.isObjectLiteralExpression(n) ? n : undefined;
  };
  let object = literal(node);
  for (const name of rest) {
    const property = object?.properties.find((p) => p.name?.getText() === name);
    object = property && ts.isPropertyAssignment(property) ? literal(property.initializer) : undefined;
  }
  if (!object) throw new Error(`${file}: no object ${objectPath}`);
  const end = object.getEnd() - 1; // its closing brace
  return `${text.slice(0, end).trimEnd()}\n${block.trimEnd()}\n${text.slice(end)}`;
}

function apply(block: Block): void {
  const target = (block.attrs.file ?? block.attrs.edit) as string;
  const file = path.join(SCRATCH, target);
  if (block.attrs.file) {
    fs.outputFileSync(file, block.body);
  } else if (block.attrs.into && file.endsWith('.json')) {
    const json = fs.readJsonSync(file);
    json[block.attrs.into as string].push(...JSON.parse(block.body));
    fs.writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
  } else if (block.attrs.into) {
    fs.writeFileSync(file, insertInto(fs.readFileSync(file, 'utf8'), block.attrs.into as string, block.body, target));
  } else {
    fs.writeFileSync(file, editLines(fs.readFileSync(file, 'utf8'), block.body, target));
  }
}

function run(commands: string): string {
  const result = spawnSync('bash', ['-e', '-c', commands], {
    cwd: SCRATCH,
    encoding: 'utf8',
    env: { ...process.env, ONAS_DATA_DIR: DATA, FORCE_COLOR: '0' },
  });
  assert.is(result.status, 0, `${commands}\n${result.stderr}${result.stdout}`);
  return result.stdout;
}

// ---------------------------------------------------------------------------------------------
// The scratch project: what the recipes touch and what serve and the form tests read.

await fs.remove(SCRATCH);
for (const entry of [
  'site',
  'content',
  'assets',
  'scripts/forms-json.ts',
  'test/unit/forms',
  'test/fixtures/form-parity.json',
  'test/fixtures/email-addresses.json',
  'site.config.json',
  'tsconfig.json',
  'tsconfig.site.json',
  'package.json',
])
  await fs.copy(path.join(ROOT, entry), path.join(SCRATCH, entry));
await fs.copy(path.join(ROOT, 'api'), path.join(SCRATCH, 'api'), { filter: (src) => !src.startsWith(path.join(ROOT, 'api', 'data')) });
await fs.symlink(path.join(ROOT, 'node_modules'), path.join(SCRATCH, 'node_modules')); // contract.test.ts makes its scratch there

const blocks = readBlocks(fs.readFileSync(path.join(ROOT, 'docs', 'guide.md'), 'utf8'));
const FORM_POSTS = 'Find a form post and its mail in serve';
for (const block of blocks.filter((b) => b.section !== FORM_POSTS)) {
  if (block.attrs.file || block.attrs.edit) apply(block);
  else if (block.attrs.run) run(block.body);
}

const { loadConfig } = await import('../../../generator/config.ts');
const { serve } = await import('../../../generator/serve/index.ts');
const config = await loadConfig(SCRATCH);
let buildError: unknown;
process.env[config.api!.dataDirEnv!] = DATA; // what the guide's `export ONAS_DATA_DIR=…` does
const server = await serve(config, {
  port: 0,
  php: true,
  open: false,
  quiet: true,
  watch: false,
  images: 'on-request',
  onRebuild: ({ error }) => (buildError = error),
});
const page = async (url: string) => {
  const res = await fetch(new URL(url, server.url));
  return { status: res.status, html: await res.text() };
};

test('the guide has a block for every recipe step the test applies', () => {
  const sections = new Set(blocks.filter((b) => b.attrs.file || b.attrs.edit || b.attrs.run).map((b) => b.section));
  assert.equal([...sections], ['Add a page', 'Add a service', 'Publish a post', 'Add a form field', 'Change the theme', FORM_POSTS]);
  assert.is(buildError, undefined, String(buildError));
});

test('add a page: built at its URL with its heading', async () => {
  const { status, html } = await page('/resources/partners/');
  assert.is(status, 200);
  assert.match(html, /<h1[^>]*>Technology partners<\/h1>/);
  assert.match(html, /<title>Technology Partners \| ONAS<\/title>/);
});

test('add a service: its page, its hub and the menu of every page', async () => {
  const service = await page('/how-we-help/erp/odoo/');
  assert.is(service.status, 200);
  assert.match(service.html, /<title>Odoo ERP Consulting and Implementation \| ONAS<\/title>/);
  assert.match(service.html, /images\/services\/odoo\.jpg|odoo-[\w-]*\.(avif|webp|jpg)/, 'its own picture');
  const hub = await page('/how-we-help/erp/');
  const link = /<a[^>]*href="\/how-we-help\/erp\/odoo\/"[^>]*>[\s\S]*?Odoo/;
  assert.match(hub.html.slice(hub.html.indexOf('<main')), link, 'in the hub');
  const home = await page('/');
  const menu = home.html.slice(0, home.html.indexOf('<main'));
  assert.match(menu, link, 'in the menu');
  const erp = menu.slice(menu.indexOf('>Salesforce<'), menu.indexOf('>NetSuite<'));
  assert.ok(erp.includes('Odoo'), 'between Salesforce and NetSuite');
});

test('publish a post: its page and its place in the list', async () => {
  const post = await page('/resources/blogs/cloud-cost-checklist/');
  assert.is(post.status, 200);
  assert.match(post.html, /A cloud cost checklist for the first quarter/);
  const list = await page('/resources/blogs/');
  assert.ok(list.html.includes('href="/resources/blogs/cloud-cost-checklist/"'));
});

/** The field the recipe added: in the scratch contract, not in the repository's. */
const contract = fs.readJsonSync(path.join(SCRATCH, 'api', 'config', 'forms.json'));
const before = fs.readJsonSync(path.join(ROOT, 'api', 'config', 'forms.json'));
const added = Object.keys(contract.fields.contact).filter((key) => !(key in before.fields.contact));

test("add a form field: in forms.json and in the form's HTML", async () => {
  assert.equal(added, ['phone']);
  assert.is(contract.fields.contact.phone.label, 'Phone');
  const { html } = await page('/resources/contact-us/');
  assert.match(html, /<input[^>]*name="phone"[^>]*type="tel"|<input[^>]*type="tel"[^>]*name="phone"/);
});

test('change the theme: the new colour is in the stylesheet', async () => {
  const { html } = await page('/');
  const sheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
  const css = (await Promise.all(sheets.map(async (href) => (await fetch(new URL(href, server.url))).text()))).join('') + html;
  assert.match(css, /#102a4c/i);
});

test('find a form post and its mail: the export and mail.log the guide names show the post', async () => {
  const fields = contract.fields.contact as Record<string, { kind: string; options?: string[] }>;
  const body = Object.fromEntries(
    Object.entries(fields).map(([key, { kind, options }]) => [
      key,
      key === 'phone' ? '+91 40 1234 5678' : kind === 'option' ? options![0] : kind === 'email' ? 'ana@acme.example' : `${key} text`,
    ]),
  );
  const res = await fetch(new URL('/api/contact.php', server.url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ ...body, website: '', startedAt: Date.now() - 10_000 }),
  });
  assert.equal(await res.json(), { success: true, message: contract.messages.success.contact });
  const [read] = blocks.filter((b) => b.section === FORM_POSTS && b.attrs.run);
  const out = run(read!.body);
  assert.match(out, /^(\uFEFF)?id,/m, 'the CSV header');
  assert.ok(out.includes('ana@acme.example'), 'the stored post');
  assert.ok(out.includes('Phone: +91 40 1234 5678'), 'the notification in mail.log names the new field');
  assert.ok(fs.existsSync(path.join(DATA, 'onas.sqlite')));
});

test('add a form field: the form tests pass with no other change (they read the fields from the declaration)', async () => {
  await server.close(); // the tests below use the CPU for a while; nothing is fetched after them
  const files = fs.readdirSync(path.join(SCRATCH, 'test/unit/forms')).filter((f) => f.endsWith('.test.ts'));
  assert.ok(files.length >= 8);
  for (const file of files.map((f) => `test/unit/forms/${f}`)) {
    const result = spawnSync(process.execPath, ['--import', 'tsx', file], { cwd: SCRATCH, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
    assert.is(result.status, 0, `${file} in the scratch copy:\n${result.stdout.slice(-3000)}${result.stderr.slice(-2000)}`);
  }
});

test.after(async () => {
  await fs.remove(SCRATCH);
});

test.run();
